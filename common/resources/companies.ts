// The companies' API paths and access (platform administrators; companies are opened by signing up,
// not created here).
import { defineResourceApi } from '../resourceApi.js';

export const companiesApi = defineResourceApi({
  list: 'empresas',
  record: 'empresa',
  access: { ambient: 'admin', without: ['create'] },
});

// The platform's users (the back office): API paths and access (platform administrators).
import { defineResourceApi } from '../resourceApi.js';

export const usersApi = defineResourceApi({
  list: 'usuarios',
  record: 'usuario',
  access: { ambient: 'admin' },
});

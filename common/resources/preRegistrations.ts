// The pre-registrations: API paths and access (platform administrators, who read and delete them;
// the public sign-up form makes them).
import { defineResourceApi } from '../resourceApi.js';

export const preRegistrationsApi = defineResourceApi({
  list: 'pre-cadastros',
  record: 'pre-cadastro',
  access: { ambient: 'admin', without: ['create', 'edit'] },
});

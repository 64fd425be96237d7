// The company's team as its members see it: GET /api/usuarios answers a company user with their team.
import { defineResourceApi } from '../resourceApi.js';

export const teamApi = defineResourceApi({
  list: 'usuarios',
  record: 'usuario',
  access: { ambient: 'nonAdmin', view: 'users.view', manage: 'users.manage' },
});

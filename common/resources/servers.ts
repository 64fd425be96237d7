// The messaging-gateway servers' API paths and access (platform administrators).
import { defineResourceApi } from '../resourceApi.js';

export const serversApi = defineResourceApi({
  list: 'servers',
  record: 'server',
  access: { ambient: 'admin' },
});

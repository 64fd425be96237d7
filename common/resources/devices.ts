// The company's WhatsApp devices: API paths and access.
import { defineResourceApi } from '../resourceApi.js';

export const devicesApi = defineResourceApi({
  list: 'devices',
  record: 'device',
  access: { ambient: 'user', view: 'devices.view', manage: 'devices.manage' },
});

// The company's WhatsApp devices and their conversations: routes, pages and menu places.
import { devicesApi } from '../../common/resources/devices';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'devices',
  api: devicesApi,
  access: devicesApi.access,
  routes: {
    devices: {
      path: '/devices',
      kind: 'list',
      title: 'app.page.devices',
      page: () => import('./DeviceList').then((m) => ({ default: m.DeviceList })),
      menu: { icon: 'Devices', order: 90, label: 'app.menu.devices' },
    },
    deviceEdit: {
      path: '/device/:id/editar',
      kind: 'edit',
      title: 'app.page.device_edit',
      page: () => import('./DeviceEdit').then((m) => ({ default: m.DeviceEdit })),
    },
    deviceScan: {
      path: '/device/:id/scan',
      kind: 'page',
      permission: 'devices.manage',
      cache: false,
      title: 'app.page.device_scan',
      page: () => import('./DeviceScan').then((m) => ({ default: m.DeviceScan })),
    },
    deviceMessages: {
      path: '/device/:id/messages',
      kind: 'page',
      permission: 'messages.view',
      title: 'app.page.device_messages',
      page: () => import('./DeviceMessages').then((m) => ({ default: m.DeviceMessages })),
      // "Conversas": the WhatsApp inbox, with a menu entry per device (src/layout/ChatsMenuEntries.tsx).
      menu: { icon: 'WhatsApp', order: 100, label: 'app.menu.chats' },
    },
    deviceCreate: {
      path: '/device/cadastrar',
      kind: 'create',
      title: 'app.page.device_create',
      page: () => import('./DeviceCreate').then((m) => ({ default: m.DeviceCreate })),
    },
  },
});

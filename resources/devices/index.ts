// The company's WhatsApp devices and their conversations: routes, pages and menu places.
import { devicesApi } from '../../common/resources/devices';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'devices',
  api: devicesApi,
  access: devicesApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: {
      devices: 'Dispositivos',
      deviceEdit: 'Editar dispositivo',
      deviceScan: 'Conectar dispositivo',
      deviceMessages: { title: 'Mensagens do dispositivo', menu: 'Conversas' },
      deviceCreate: 'Cadastrar dispositivo',
    },
    en: {
      devices: 'Devices',
      deviceEdit: 'Edit device',
      deviceScan: 'Connect device',
      deviceMessages: { title: 'Device messages', menu: 'Conversations' },
      deviceCreate: 'New device',
    },
  },
  routes: {
    devices: {
      path: '/devices',
      kind: 'list',
      page: () => import('./DeviceList').then((m) => ({ default: m.DeviceList })),
      menu: { icon: 'Devices', order: 90 },
    },
    deviceEdit: {
      path: '/device/:id/editar',
      kind: 'edit',
      page: () => import('./DeviceEdit').then((m) => ({ default: m.DeviceEdit })),
    },
    deviceScan: {
      path: '/device/:id/scan',
      kind: 'page',
      permission: 'devices.manage',
      cache: false,
      page: () => import('./DeviceScan').then((m) => ({ default: m.DeviceScan })),
    },
    deviceMessages: {
      path: '/device/:id/messages',
      kind: 'page',
      permission: 'messages.view',
      page: () => import('./DeviceMessages').then((m) => ({ default: m.DeviceMessages })),
      // "Conversas": the WhatsApp inbox, with a menu entry per device (src/layout/ChatsMenuEntries.tsx).
      menu: { icon: 'WhatsApp', order: 100 },
    },
    deviceCreate: {
      path: '/device/cadastrar',
      kind: 'create',
      page: () => import('./DeviceCreate').then((m) => ({ default: m.DeviceCreate })),
    },
  },
});

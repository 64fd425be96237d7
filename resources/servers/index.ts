// The messaging-gateway servers (platform administrators): routes, pages and menu place.
import { serversApi } from '../../common/resources/servers';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'servers',
  api: serversApi,
  access: serversApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { servers: 'Servidores', serverEdit: 'Editar servidor', serverCreate: 'Cadastrar servidor' },
    en: { servers: 'Servers', serverEdit: 'Edit server', serverCreate: 'New server' },
  },
  routes: {
    servers: {
      path: '/servers',
      kind: 'list',
      page: () => import('./ServerList').then((m) => ({ default: m.ServerList })),
      menu: { icon: 'Dns', order: 150 },
    },
    serverEdit: {
      path: '/server/:id/editar',
      kind: 'edit',
      page: () => import('./ServerEdit').then((m) => ({ default: m.ServerEdit })),
    },
    serverCreate: {
      path: '/server/cadastrar',
      kind: 'create',
      page: () => import('./ServerCreate').then((m) => ({ default: m.ServerCreate })),
    },
  },
});

// The messaging-gateway servers (platform administrators): routes, pages and menu place.
import { serversApi } from '../../common/resources/servers';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'servers',
  api: serversApi,
  access: serversApi.access,
  messages: () => import('./messages'),
  routes: {
    servers: {
      path: '/servers',
      kind: 'list',
      title: 'app.page.servers',
      page: () => import('./ServerList').then((m) => ({ default: m.ServerList })),
      menu: { icon: 'Dns', order: 150, label: 'app.menu.servers' },
    },
    serverEdit: {
      path: '/server/:id/editar',
      kind: 'edit',
      title: 'app.page.server_edit',
      page: () => import('./ServerEdit').then((m) => ({ default: m.ServerEdit })),
    },
    serverCreate: {
      path: '/server/cadastrar',
      kind: 'create',
      title: 'app.page.server_create',
      page: () => import('./ServerCreate').then((m) => ({ default: m.ServerCreate })),
    },
  },
});

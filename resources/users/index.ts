// The platform's users (administrators' back office): routes, pages and menu place.
import { usersApi } from '../../common/resources/users';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'users',
  api: usersApi,
  access: usersApi.access,
  routes: {
    users: {
      path: '/usuarios',
      kind: 'list',
      title: 'app.page.users',
      page: () => import('./UserList'),
      menu: { icon: 'People', order: 160, label: 'app.menu.users' },
    },
    userEdit: {
      path: '/users/:id/editar',
      kind: 'edit',
      title: 'app.page.user_edit',
      page: () => import('./UserEdit'),
    },
    userCreate: {
      path: '/users/cadastrar',
      kind: 'create',
      title: 'app.page.user_create',
      page: () => import('./UserCreate'),
    },
    usersDeleted: {
      path: '/usuarios/excluidos',
      kind: 'list',
      title: 'app.page.users_deleted',
      page: () => import('./UserDeletedList'),
    },
  },
});

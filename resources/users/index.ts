// The platform's users (administrators' back office): routes, pages and menu place.
import { usersApi } from '../../common/resources/users';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'users',
  api: usersApi,
  access: usersApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: {
      users: 'Usuários',
      userEdit: 'Editar usuário',
      userCreate: 'Cadastrar usuário',
      usersDeleted: 'Usuários excluídos',
    },
    en: { users: 'Users', userEdit: 'Edit user', userCreate: 'New user', usersDeleted: 'Deleted users' },
  },
  routes: {
    users: {
      path: '/usuarios',
      kind: 'list',
      page: () => import('./UserList'),
      menu: { icon: 'People', order: 160 },
    },
    userEdit: {
      path: '/users/:id/editar',
      kind: 'edit',
      page: () => import('./UserEdit'),
    },
    userCreate: {
      path: '/users/cadastrar',
      kind: 'create',
      page: () => import('./UserCreate'),
    },
    usersDeleted: {
      path: '/usuarios/excluidos',
      kind: 'list',
      page: () => import('./UserDeletedList'),
    },
  },
});

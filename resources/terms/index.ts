// The terms of use (platform administrators): routes, pages and menu place.
import { termsApi } from '../../common/resources/terms';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'terms',
  api: termsApi,
  access: termsApi.access,
  messages: () => import('./messages'),
  routes: {
    terms: {
      path: '/termos',
      kind: 'list',
      title: 'app.page.terms_of_use',
      page: () => import('./TermList').then((m) => ({ default: m.TermList })),
      menu: { icon: 'Gavel', order: 180, label: 'app.menu.terms' },
    },
    termCreate: {
      path: '/termo/cadastrar',
      kind: 'create',
      title: 'app.page.term_create',
      page: () => import('./TermCreate').then((m) => ({ default: m.TermCreate })),
    },
    termEdit: {
      path: '/termo/:id/editar',
      kind: 'edit',
      title: 'app.page.term_edit',
      page: () => import('./TermEdit').then((m) => ({ default: m.TermEdit })),
    },
  },
});

// The terms of use (platform administrators): routes, pages and menu place.
import { termsApi } from '../../common/resources/terms';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'terms',
  api: termsApi,
  access: termsApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { terms: 'Termos de uso', termCreate: 'Cadastrar termo', termEdit: 'Editar termo' },
    en: { terms: 'Terms of use', termCreate: 'New term', termEdit: 'Edit term' },
  },
  routes: {
    terms: {
      path: '/termos',
      kind: 'list',
      page: () => import('./TermList').then((m) => ({ default: m.TermList })),
      menu: { icon: 'Gavel', order: 180 },
    },
    termCreate: {
      path: '/termo/cadastrar',
      kind: 'create',
      page: () => import('./TermCreate').then((m) => ({ default: m.TermCreate })),
    },
    termEdit: {
      path: '/termo/:id/editar',
      kind: 'edit',
      page: () => import('./TermEdit').then((m) => ({ default: m.TermEdit })),
    },
  },
});

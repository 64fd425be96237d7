// The pre-registrations (sign-ups not yet confirmed; platform administrators): routes and pages.
import { preRegistrationsApi } from '../../common/resources/preRegistrations';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'preRegistrations',
  api: preRegistrationsApi,
  access: preRegistrationsApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { preRegistrations: 'Pré-cadastros', preRegistrationShow: 'Pré-cadastro' },
    en: { preRegistrations: 'Pre-registrations', preRegistrationShow: 'Pre-registration' },
  },
  routes: {
    preRegistrations: {
      path: '/pre-cadastros',
      kind: 'list',
      page: () => import('./PreRegistrationList').then((m) => ({ default: m.PreRegistrationList })),
      menu: { icon: 'HowToReg', order: 190 },
    },
    preRegistrationShow: {
      path: '/pre-cadastro/:id',
      kind: 'show',
      page: () => import('./PreRegistrationShow').then((m) => ({ default: m.PreRegistrationShow })),
    },
  },
});

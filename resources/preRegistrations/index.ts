// The pre-registrations (sign-ups not yet confirmed; platform administrators): routes and pages.
import { preRegistrationsApi } from '../../common/resources/preRegistrations';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'preRegistrations',
  api: preRegistrationsApi,
  access: preRegistrationsApi.access,
  messages: () => import('./messages'),
  routes: {
    preRegistrations: {
      path: '/pre-cadastros',
      kind: 'list',
      title: 'app.page.pre_registrations',
      page: () => import('./PreRegistrationList').then((m) => ({ default: m.PreRegistrationList })),
      menu: { icon: 'HowToReg', order: 190, label: 'app.menu.pre_registrations' },
    },
    preRegistrationShow: {
      path: '/pre-cadastro/:id',
      kind: 'show',
      title: 'app.page.pre_registration_show',
      page: () => import('./PreRegistrationShow').then((m) => ({ default: m.PreRegistrationShow })),
    },
  },
});

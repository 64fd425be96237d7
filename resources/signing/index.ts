// Signing: the inbox of what the signed-in person is asked to sign (anyone signed in has one). The
// request dialog, the process view and the field editor open from the vault's files.
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'signing',
  access: { ambient: 'any' },
  messages: () => import('./messages'),
  titles: {
    pt_BR: { inbox: 'A assinar' },
    en: { inbox: 'To sign' },
  },
  routes: {
    inbox: {
      path: '/inbox',
      kind: 'list',
      page: () => import('./InboxPage'),
      menu: { icon: 'Inbox', order: 20 },
    },
  },
});

// The company's bulk messages (campaigns): routes, pages and menu place.
import { messagesApi } from '../../common/resources/messages';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'messages',
  api: messagesApi,
  access: messagesApi.access,
  routes: {
    messages: {
      path: '/messages',
      kind: 'list',
      title: 'app.page.messages',
      page: () => import('./MessageList').then((m) => ({ default: m.MessageList })),
      menu: { icon: 'Message', order: 110, label: 'app.menu.messages' },
    },
    messageCreate: {
      path: '/message/cadastrar',
      kind: 'create',
      title: 'app.page.message_create',
      page: () => import('./MessageCreate').then((m) => ({ default: m.MessageCreate })),
    },
  },
});

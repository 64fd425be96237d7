// The company's bulk messages (campaigns): routes, pages and menu place.
import { messagesApi } from '../../common/resources/messages';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'messages',
  api: messagesApi,
  access: messagesApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { messages: 'Mensagens', messageCreate: 'Enviar mensagem' },
    en: { messages: 'Messages', messageCreate: 'Send message' },
  },
  routes: {
    messages: {
      path: '/messages',
      kind: 'list',
      page: () => import('./MessageList').then((m) => ({ default: m.MessageList })),
      menu: { icon: 'Message', order: 110 },
    },
    messageCreate: {
      path: '/message/cadastrar',
      kind: 'create',
      page: () => import('./MessageCreate').then((m) => ({ default: m.MessageCreate })),
    },
  },
});

// The company's bulk messages (campaigns): API paths and access; sending is what "managing" them is.
import { defineResourceApi } from '../resourceApi.js';

export const messagesApi = defineResourceApi({
  list: 'messages',
  record: 'message',
  access: { ambient: 'user', view: 'messages.view', manage: 'messages.send', without: ['edit', 'delete'] },
});

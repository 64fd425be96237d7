// The contacts' API paths and access: company users holding contacts.view read, contacts.manage write.
import { defineResourceApi } from '../resourceApi.js';

export const contactsApi = defineResourceApi({
  list: 'contatos',
  record: 'contato',
  access: { ambient: 'user', view: 'contacts.view', manage: 'contacts.manage' },
});

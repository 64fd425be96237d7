// The company's address book: people it signs with and messages.
import { contactsApi } from '../../common/resources/contacts';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'contacts',
  api: contactsApi,
  access: contactsApi.access,
  recordRepresentation: 'nome',
  messages: () => import('./messages'),
  titles: {
    pt_BR: {
      contacts: 'Contatos',
      contactCreate: 'Novo contato',
      contactEdit: 'Editar contato',
      contactsDeleted: 'Contatos excluídos',
    },
    en: {
      contacts: 'Contacts',
      contactCreate: 'New contact',
      contactEdit: 'Edit contact',
      contactsDeleted: 'Deleted contacts',
    },
  },
  routes: {
    contacts: {
      path: '/contatos',
      kind: 'list',
      page: () => import('./ContactList'),
      menu: { icon: 'Contacts', order: 55 },
    },
    contactCreate: { path: '/contato/cadastrar', kind: 'create', page: () => import('./ContactForm') },
    contactEdit: { path: '/contato/:id/editar', kind: 'edit', page: () => import('./ContactForm') },
    contactsDeleted: {
      path: '/contatos/excluidos',
      kind: 'list',
      permission: 'contacts.manage',
      page: () => import('./ContactList').then((m) => ({ default: m.DeletedContacts })),
    },
  },
});

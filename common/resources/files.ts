// The vault's files and its events (the audit trail): API paths and access.
import { defineResourceApi } from '../resourceApi.js';

export const filesApi = defineResourceApi({
  list: 'files',
  record: 'file',
  access: {
    ambient: 'nonAdmin',
    view: 'vault.view',
    manage: 'vault.manage',
    actions: { create: 'vault.upload', delete: 'vault.delete' },
  },
});

export const vaultEventsApi = defineResourceApi({
  list: 'vault/events',
  record: 'vault/event',
  access: { ambient: 'nonAdmin', view: 'audit.view', without: ['create', 'edit', 'delete'] },
});

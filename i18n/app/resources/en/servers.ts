// English labels of the servers resource: the keys of ../servers.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).
import type { serversPtBR } from '../servers';
import type { SameKeys } from '../shape';

export const serversEn: SameKeys<typeof serversPtBR> = {
  name: 'Server |||| Servers',
  fields: {
    id: 'ID',
    nome: 'Name',
    base_url: 'URL',
    api_key: 'API key',
    capacidade: 'Capacity',
    status: 'Status',
    created_at: 'Created at',
    updated_at: 'Updated at',
    connection: 'Connection',
  },
  action: { create: 'New server' },
  actions: {
    test: 'Test connection',
    activate: 'Activate',
    deactivate: 'Deactivate',
    delete: 'Delete',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  helper: {
    base_url: 'Address of the gateway (Evolution API v2), e.g. https://gateway.example.com',
    api_key_create: "The gateway's global key (apikey header). It is stored encrypted and never shown again.",
    api_key_edit: 'Leave blank to keep the current key.',
    capacidade: 'How many devices this server can serve.',
  },
  validation: { url: 'Enter a URL starting with http:// or https://.' },
  test: {
    running: 'Testing connection…',
    ok: '%{ms} ms',
    failed: 'Failed (%{ms} ms)',
  },
  delete: {
    title: 'Delete server',
    content: 'Delete the server "%{name}"? It can be restored later.',
  },
  export_file: 'servers',
};

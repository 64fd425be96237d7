// The servers' labels in both languages (the compiler checks English has every key), added to the
// i18n provider when one of its pages loads (they are not in the first screen's dictionary).
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';

const pt_BR = {
  name: 'Servidor |||| Servidores',
  fields: {
    id: 'ID',
    nome: 'Nome',
    base_url: 'URL',
    api_key: 'Chave de API',
    capacidade: 'Capacidade',
    status: 'Status',
    created_at: 'Criado em',
    updated_at: 'Atualizado em',
    connection: 'Conexão',
  },
  action: { create: 'Novo servidor' },
  actions: {
    test: 'Testar conexão',
    activate: 'Ativar',
    deactivate: 'Desativar',
    delete: 'Excluir',
  },
  status: { active: 'Ativo', inactive: 'Inativo' },
  helper: {
    base_url: 'Endereço do gateway (Evolution API v2), por exemplo https://gateway.exemplo.com.br',
    api_key_create:
      'A chave global do gateway (cabeçalho apikey). Ela é guardada cifrada e não é exibida novamente.',
    api_key_edit: 'Deixe em branco para manter a chave atual.',
    capacidade: 'Quantos dispositivos este servidor pode atender.',
  },
  validation: { url: 'Informe uma URL que comece com http:// ou https://.' },
  test: {
    running: 'Testando conexão…',
    ok: '%{ms} ms',
    failed: 'Falhou (%{ms} ms)',
  },
  delete: {
    title: 'Excluir servidor',
    content: 'Excluir o servidor "%{name}"? Ele pode ser recuperado depois.',
  },
  export_file: 'servidores',
};

const en: SameKeys<typeof pt_BR> = {
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

addResourceMessages('servers', { pt_BR, en });

// Labels of the servers resource (react-admin's resources.<name>.* convention), in pt-BR (English: en/servers.ts).

export const serversPtBR = {
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
} as const;

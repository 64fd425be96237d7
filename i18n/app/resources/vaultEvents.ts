// Labels of the company's audit trail (/auditoria: the vault's file events), in pt-BR (English: en/vaultEvents.ts).

export const vaultEventsPtBR = {
  name: 'Evento |||| Eventos',
  fields: {
    created_at: 'Quando',
    arquivo: 'Arquivo',
    acao: 'Ação',
    ator: 'Quem',
    email: 'E-mail',
    ip: 'IP',
    user_agent: 'Navegador (user agent)',
    dados: 'Detalhes',
  },
  filters: {
    user_id: 'Usuário',
    acao: 'Ação',
    q: 'Nome do arquivo',
    from: 'De',
    to: 'Até',
  },
  export_file: 'auditoria',
  empty: {
    title: 'Nenhum evento registrado',
    text: 'Cada envio, visualização, download, alteração e exclusão de arquivo do cofre aparece aqui.',
  },
} as const;

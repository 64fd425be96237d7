// Labels of the audit page's two tabs (/auditoria: the vault's file events and, under "Ações", the
// company's trail of acts outside the files: team, company, API keys, webhooks, API calls), in pt-BR
// (English: en/audit.ts). The file events' own labels are in vaultEvents.ts and vault.ts.

export const auditPtBR = {
  tabs: {
    label: 'O que a auditoria mostra',
    files: 'Arquivos',
    actions: 'Ações',
  },
  /** Beside the person: the act was done by a system with one of their API keys. */
  via_key: 'via chave %{nome}',
  fields: {
    created_at: 'Quando',
    ator: 'Quem',
    acao: 'Ação',
    alvo: 'Alvo',
    ip: 'IP',
    details: 'Detalhes',
    dados: 'Dados registrados',
  },
  /** Each `acao` of GET /api/auditoria; one this build does not know shows as the API names it. */
  acao: {
    team: {
      invited: 'Convidou para a equipe',
      invite_resent: 'Reenviou um convite',
      invite_revoked: 'Cancelou um convite',
      permissions_changed: 'Alterou permissões',
      access_switched: 'Ativou ou desativou um acesso',
    },
    company: {
      owner_transferred: 'Transferiu a propriedade da empresa',
      updated: 'Alterou os dados da empresa',
      logo_changed: 'Trocou o logotipo',
      logo_removed: 'Removeu o logotipo',
    },
    api_key: {
      created: 'Criou uma chave de API',
      revoked: 'Revogou uma chave de API',
    },
    webhook: {
      created: 'Cadastrou um webhook',
      updated: 'Alterou um webhook',
      deleted: 'Excluiu um webhook',
      secret_rotated: 'Trocou o segredo de um webhook',
      redelivered: 'Reenviou uma entrega de webhook',
    },
    api: { request: 'Chamada à API' },
  },
  /** A write made with an API key: its method and route, and the code it was answered with. */
  api_request: '%{rota} · resposta %{status}',
  /** What an act was about (`alvo`, e.g. 'usuario:12'). */
  alvo: {
    usuario: 'Usuário',
    convite: 'Convite',
    empresa: 'Empresa',
    api_key: 'Chave de API',
    webhook: 'Webhook',
  },
  details: {
    open: 'Ver detalhes: %{acao}',
    none: 'Nenhum dado registrado além do alvo.',
  },
  load: {
    failed: 'Não foi possível carregar as ações.',
    empty:
      'Nenhuma ação registrada ainda. Mudanças na equipe, nos dados da empresa, nas chaves de API e nos webhooks aparecem aqui.',
  },
  paging: {
    previous: 'Anterior',
    next: 'Próxima',
    page: 'Página %{page} de %{pages}',
  },
} as const;

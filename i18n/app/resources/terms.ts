// Labels of the terms resource (react-admin's resources.<name>.* convention), in pt-BR (English: en/terms.ts).

export const termsPtBR = {
  name: 'Termo de uso |||| Termos de uso',
  fields: {
    id: 'ID',
    termo_descricao: 'Texto do termo',
    trecho: 'Trecho',
    status: 'Situação',
    approved_at: 'Aprovado em',
    approved_by: 'Aprovado por',
    created_by: 'Criado por',
    aceites: 'Aceites',
    created_at: 'Criado em',
    updated_at: 'Atualizado em',
    deleted: 'Excluídos',
  },
  action: { create: 'Novo termo' },
  actions: { approve: 'Aprovar', delete: 'Excluir', restore: 'Recuperar' },
  status: { draft: 'Rascunho', approved: 'Aprovado' },
  helper: {
    termo_descricao:
      'Texto simples: as quebras de linha são mantidas como escritas. Mínimo de 20 caracteres.',
  },
  approve: {
    title: 'Aprovar termo',
    content:
      'Depois de aprovado, o termo não pode mais ser alterado nem excluído, e todos os usuários das ' +
      'empresas precisarão aceitá-lo para continuar usando o sistema. Aprovar agora?',
    done: 'Termo aprovado.',
  },
  delete: {
    title: 'Excluir termo',
    content: 'Excluir este rascunho? Ele pode ser recuperado depois.',
  },
  approved_note:
    'Este termo foi aprovado em %{date} e não pode ser alterado. Para mudar o texto, cadastre uma nova versão.',
  recent_acceptances: 'Aceites recentes',
  no_acceptances: 'Nenhum usuário aceitou este termo ainda.',
  acceptance: { user: 'Usuário', email: 'E-mail', accepted_at: 'Aceito em', ip: 'IP' },
  export_file: 'termos',
} as const;

// Labels of the companies resource (react-admin's resources.<name>.* convention), in pt-BR (English: en/companies.ts).

export const companiesPtBR = {
  name: 'Empresa |||| Empresas',
  fields: {
    razao_social: 'Razão social',
    nome_fantasia: 'Nome fantasia',
    documento: 'CNPJ',
    documento_cpf: 'CNPJ (ou o CPF atual)',
    cnpj_matriz: 'CNPJ da matriz',
    plano: 'Plano',
    usuarios: 'Usuários',
    status: 'Situação',
    trial_ends_at: 'Fim da avaliação',
    created_at: 'Criada em',
    deleted: 'Excluídas',
    q: 'Buscar (razão social, nome fantasia ou CNPJ)',
    email: 'E-mail',
    telefone: 'Telefone',
  },
  status: { active: 'Ativa', inactive: 'Inativa' },
  no_plan: 'Sem plano',
  help: {
    documento: 'CNPJ numérico ou alfanumérico (letras nas 12 primeiras posições).',
    documento_cpf: 'Aberta por uma pessoa: o CPF atual pode ficar, ou informe um CNPJ.',
    cnpj_matriz: 'Preencha se esta empresa for uma filial: o CNPJ de outra empresa cadastrada.',
  },
  action: {
    edit: 'Editar',
    enable: 'Ativar',
    disable: 'Desativar',
    delete: 'Excluir',
    restore: 'Recuperar',
    actions: 'Ações',
  },
  confirm: {
    disable_title: 'Desativar a empresa %{name}?',
    disable_content:
      'Os usuários desta empresa não poderão entrar e as sessões abertas serão encerradas até que ela seja ativada de novo.',
    enable_title: 'Ativar a empresa %{name}?',
    enable_content: 'Os usuários desta empresa poderão entrar novamente.',
    delete_title: 'Excluir a empresa %{name}?',
    delete_content: 'A empresa sai da lista e pode ser recuperada na lista de excluídas.',
    restore_title: 'Recuperar a empresa %{name}?',
    restore_content: 'A empresa volta para a lista de empresas.',
  },
  notify: {
    saved: 'Empresa atualizada com sucesso!',
    enabled: 'Empresa ativada.',
    disabled: 'Empresa desativada.',
    deleted: 'Empresa excluída.',
    restored: 'Empresa recuperada.',
    cnpj_filled: 'Razão social e nome fantasia preenchidos pela consulta do CNPJ.',
  },
  validation: {
    cnpj: 'CNPJ inválido.',
    matrix_same: 'O CNPJ da matriz deve ser diferente do CNPJ da empresa.',
  },
  export_file: 'empresas',
  /** The company's own data as its members see it (/empresa/dados). */
  own: {
    contact: 'Contato',
    address: 'Endereço',
    owner: 'Proprietário: %{name}',
    locked: 'A razão social e o CNPJ são alterados pelo suporte da plataforma.',
    invalid_email: 'Informe um e-mail válido.',
  },
};

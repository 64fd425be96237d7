// Labels of the companies resource (react-admin's resources.<name>.* convention), in both languages.
import type { SameKeys } from './shape';

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
  },
  validation: {
    cnpj: 'CNPJ inválido.',
    matrix_same: 'O CNPJ da matriz deve ser diferente do CNPJ da empresa.',
  },
  export_file: 'empresas',
};

export const companiesEn: SameKeys<typeof companiesPtBR> = {
  name: 'Company |||| Companies',
  fields: {
    razao_social: 'Legal name',
    nome_fantasia: 'Trade name',
    documento: 'CNPJ',
    documento_cpf: 'CNPJ (or the current CPF)',
    cnpj_matriz: 'Head-office CNPJ',
    plano: 'Plan',
    usuarios: 'Users',
    status: 'Status',
    trial_ends_at: 'Trial ends',
    created_at: 'Created on',
    deleted: 'Deleted',
    q: 'Search (legal name, trade name or CNPJ)',
  },
  status: { active: 'Active', inactive: 'Inactive' },
  no_plan: 'No plan',
  help: {
    documento: 'Numeric or alphanumeric CNPJ (letters allowed in the first 12 positions).',
    documento_cpf: 'Opened by a person: the current CPF may stay, or enter a CNPJ.',
    cnpj_matriz: "Fill in if this company is a branch: another registered company's CNPJ.",
  },
  action: {
    edit: 'Edit',
    enable: 'Enable',
    disable: 'Disable',
    delete: 'Delete',
    restore: 'Restore',
    actions: 'Actions',
  },
  confirm: {
    disable_title: 'Disable the company %{name}?',
    disable_content:
      "This company's users will not be able to sign in, and open sessions will end, until it is enabled again.",
    enable_title: 'Enable the company %{name}?',
    enable_content: "This company's users will be able to sign in again.",
    delete_title: 'Delete the company %{name}?',
    delete_content: 'The company leaves the list and can be restored from the deleted list.',
    restore_title: 'Restore the company %{name}?',
    restore_content: 'The company returns to the list of companies.',
  },
  notify: {
    saved: 'Company updated successfully!',
    enabled: 'Company enabled.',
    disabled: 'Company disabled.',
    deleted: 'Company deleted.',
    restored: 'Company restored.',
  },
  validation: {
    cnpj: 'Invalid CNPJ.',
    matrix_same: "The head-office CNPJ must differ from the company's own CNPJ.",
  },
  export_file: 'companies',
};

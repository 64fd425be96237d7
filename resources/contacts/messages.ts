// The contacts' labels in both languages (the compiler checks English has every key), added to the
// i18n provider when one of its pages loads.
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';

const pt_BR = {
  name: 'Contato |||| Contatos',
  fields: {
    nome: 'Nome',
    email: 'E-mail',
    celular: 'Celular',
    documento: 'CPF/CNPJ',
    empresa: 'Empresa',
    tags: 'Etiquetas',
    observacoes: 'Observações',
    created_at: 'Criado em',
    tag: 'Etiqueta',
  },
  helper: { tags: 'Separe as etiquetas com vírgula.', contact: 'Informe o e-mail ou o celular.' },
  action: { create: 'Novo contato', delete: 'Excluir', deleted_list: 'Excluídos', back: 'Contatos' },
  confirm: {
    delete_title: 'Excluir contato',
    delete_content: 'Excluir %{name}? O contato vai para Excluídos, de onde pode ser recuperado.',
  },
  export_file: 'contatos',
  import: {
    button: 'Importar',
    title: 'Importar contatos',
    help: 'Planilha CSV ou Excel (.xls ou .xlsx) com as colunas nome, e-mail, celular, CPF/CNPJ, empresa, etiquetas e observações. Contatos que já existem (mesmo e-mail, CPF/CNPJ ou celular) são completados.',
    choose: 'Escolher planilha',
    summary: '%{criados} criados, %{atualizados} completados, %{ignorados} repetidos, %{recusados} recusados',
    row: 'Linha %{linha}',
    status: { criado: 'Criado', atualizado: 'Completado', ignorado: 'Repetido', recusado: 'Recusado' },
  },
  pick: { label: 'Buscar nos contatos', none: 'Nenhum contato encontrado', add: 'Adicionar dos contatos' },
  save: { button: 'Salvar nos contatos', done: 'Contato salvo.' },
};

const en: SameKeys<typeof pt_BR> = {
  name: 'Contact |||| Contacts',
  fields: {
    nome: 'Name',
    email: 'E-mail',
    celular: 'Mobile',
    documento: 'CPF/CNPJ',
    empresa: 'Company',
    tags: 'Tags',
    observacoes: 'Notes',
    created_at: 'Created at',
    tag: 'Tag',
  },
  helper: { tags: 'Separate tags with commas.', contact: 'Give the e-mail or the mobile.' },
  action: { create: 'New contact', delete: 'Delete', deleted_list: 'Deleted', back: 'Contacts' },
  confirm: {
    delete_title: 'Delete contact',
    delete_content: 'Delete %{name}? The contact goes to Deleted, where it can be restored.',
  },
  export_file: 'contacts',
  import: {
    button: 'Import',
    title: 'Import contacts',
    help: 'A CSV or Excel (.xls or .xlsx) sheet with the columns name, e-mail, mobile, CPF/CNPJ, company, tags and notes. Contacts that already exist (same e-mail, CPF/CNPJ or mobile) are completed.',
    choose: 'Choose spreadsheet',
    summary: '%{criados} created, %{atualizados} completed, %{ignorados} repeated, %{recusados} refused',
    row: 'Row %{linha}',
    status: { criado: 'Created', atualizado: 'Completed', ignorado: 'Repeated', recusado: 'Refused' },
  },
  pick: { label: 'Search contacts', none: 'No contact found', add: 'Add from contacts' },
  save: { button: 'Save to contacts', done: 'Contact saved.' },
};

addResourceMessages('contacts', { pt_BR, en });

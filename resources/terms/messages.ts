// The terms' labels in both languages (the compiler checks English has every key), added to the
// i18n provider when one of its pages loads (they are not in the first screen's dictionary).
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';

const pt_BR = {
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
};

const en: SameKeys<typeof pt_BR> = {
  name: 'Term of use |||| Terms of use',
  fields: {
    id: 'ID',
    termo_descricao: 'Term text',
    trecho: 'Excerpt',
    status: 'Status',
    approved_at: 'Approved at',
    approved_by: 'Approved by',
    created_by: 'Created by',
    aceites: 'Acceptances',
    created_at: 'Created at',
    updated_at: 'Updated at',
    deleted: 'Deleted',
  },
  action: { create: 'New term' },
  actions: { approve: 'Approve', delete: 'Delete', restore: 'Restore' },
  status: { draft: 'Draft', approved: 'Approved' },
  helper: {
    termo_descricao: 'Plain text: line breaks are kept as written. At least 20 characters.',
  },
  approve: {
    title: 'Approve term',
    content:
      'Once approved, the term can no longer be changed or deleted, and every company user will have ' +
      'to accept it to keep using the system. Approve now?',
    done: 'Term approved.',
  },
  delete: {
    title: 'Delete term',
    content: 'Delete this draft? It can be restored later.',
  },
  approved_note:
    'This term was approved on %{date} and cannot be changed. To change the text, create a new version.',
  recent_acceptances: 'Recent acceptances',
  no_acceptances: 'No user has accepted this term yet.',
  acceptance: { user: 'User', email: 'E-mail', accepted_at: 'Accepted at', ip: 'IP' },
  export_file: 'terms',
};

addResourceMessages('terms', { pt_BR, en });

// Labels of the company's audit trail (/auditoria: the vault's file events), in both languages.
import type { SameKeys } from './shape';

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

export const vaultEventsEn: SameKeys<typeof vaultEventsPtBR> = {
  name: 'Event |||| Events',
  fields: {
    created_at: 'When',
    arquivo: 'File',
    acao: 'Action',
    ator: 'Who',
    email: 'E-mail',
    ip: 'IP',
    user_agent: 'Browser (user agent)',
    dados: 'Details',
  },
  filters: {
    user_id: 'User',
    acao: 'Action',
    q: 'File name',
    from: 'From',
    to: 'To',
  },
  export_file: 'audit',
  empty: {
    title: 'No events recorded',
    text: 'Every upload, view, download, change and deletion of a vault file shows up here.',
  },
};

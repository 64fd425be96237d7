// Messages of the company user's dashboard (/dashboard, /home), in both languages. Loaded with the
// dashboard's own chunk, never with the first screen's bundle.
import type { SameKeys } from '../resources/shape';

export const dashboardPagesPtBR = {
  loading: 'Carregando o painel…',
  load_failed: 'Não foi possível carregar o painel.',
  retry: 'Tentar novamente',
  usage_title: 'Dispositivos, mensagens e armazenamento',
  documents: {
    title: 'Documentos',
    waiting_me: 'Aguardando você',
    waiting_others: 'Aguardando outros',
    completed: 'Concluídos no mês',
    denied: 'Recusados no mês',
  },
  devices: {
    title: 'Dispositivos',
    connected: 'Conectados',
    of_total: '%{connected} de %{total}',
  },
  messages: {
    title: 'Mensagens (últimos %{days} dias)',
    sent: 'Enviadas',
    delivered: 'Entregues',
    failed: 'Falhas',
  },
  storage: {
    title: 'Armazenamento',
    used_of: '%{used} de %{limit}',
    unlimited: 'ilimitado',
    percent: '%{percent} do plano',
  },
  charts: {
    messages_title: 'Mensagens por dia',
    documents_title: 'Documentos por situação',
    loading: 'Carregando gráficos…',
  },
  status: {
    draft: 'Rascunho',
    waiting: 'Aguardando',
    completed: 'Concluído',
    denied: 'Recusado',
    cancelled: 'Cancelado',
    expired: 'Prazo encerrado',
  },
  actions: {
    title: 'Ações rápidas',
    upload: 'Enviar documento',
    send_message: 'Enviar mensagem',
    connect_device: 'Conectar dispositivo',
    request_signatures: 'Solicitar assinaturas',
  },
};

export const dashboardPagesEn: SameKeys<typeof dashboardPagesPtBR> = {
  loading: 'Loading the dashboard…',
  load_failed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  usage_title: 'Devices, messages and storage',
  documents: {
    title: 'Documents',
    waiting_me: 'Waiting for you',
    waiting_others: 'Waiting for others',
    completed: 'Completed this month',
    denied: 'Denied this month',
  },
  devices: {
    title: 'Devices',
    connected: 'Connected',
    of_total: '%{connected} of %{total}',
  },
  messages: {
    title: 'Messages (last %{days} days)',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
  },
  storage: {
    title: 'Storage',
    used_of: '%{used} of %{limit}',
    unlimited: 'unlimited',
    percent: '%{percent} of the plan',
  },
  charts: {
    messages_title: 'Messages per day',
    documents_title: 'Documents by status',
    loading: 'Loading charts…',
  },
  status: {
    draft: 'Draft',
    waiting: 'Waiting',
    completed: 'Completed',
    denied: 'Denied',
    cancelled: 'Cancelled',
    expired: 'Deadline passed',
  },
  actions: {
    title: 'Quick actions',
    upload: 'Upload a document',
    send_message: 'Send a message',
    connect_device: 'Connect a device',
    request_signatures: 'Request signatures',
  },
};

// The events a company's webhook endpoints may subscribe to, with what each one means, in both
// languages. Bodies are { type, timestamp, data } (Standard Webhooks); docs/integrations.md and
// /api/docs show each one's `data`.

export const WEBHOOK_EVENTS = [
  'document.uploaded',
  'document.signing_requested',
  'document.viewed',
  'document.signed',
  'document.denied',
  'document.cancelled',
  'document.completed',
  'document.expired',
  'message.status',
  'campaign.finished',
  'device.connected',
  'device.disconnected',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "enviar evento de teste"; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

export const WEBHOOK_EVENT_LABELS: Record<'pt_BR' | 'en', Record<WebhookEvent, string>> = {
  pt_BR: {
    'document.uploaded': 'Documento enviado ao cofre',
    'document.signing_requested': 'Assinaturas solicitadas',
    'document.viewed': 'Documento visualizado por um signatário',
    'document.signed': 'Documento assinado por um signatário',
    'document.denied': 'Assinatura recusada',
    'document.cancelled': 'Processo de assinatura cancelado',
    'document.completed': 'Documento concluído (PDF selado)',
    'document.expired': 'Prazo de assinatura encerrado',
    'message.status': 'Mudança de status de mensagem',
    'campaign.finished': 'Campanha concluída',
    'device.connected': 'Dispositivo conectado',
    'device.disconnected': 'Dispositivo desconectado',
  },
  en: {
    'document.uploaded': 'Document uploaded to the vault',
    'document.signing_requested': 'Signatures requested',
    'document.viewed': 'Document viewed by a signatory',
    'document.signed': 'Document signed by a signatory',
    'document.denied': 'Signature refused',
    'document.cancelled': 'Signing process cancelled',
    'document.completed': 'Document completed (sealed PDF)',
    'document.expired': 'Signing deadline passed',
    'message.status': 'Message status changed',
    'campaign.finished': 'Campaign finished',
    'device.connected': 'Device connected',
    'device.disconnected': 'Device disconnected',
  },
};

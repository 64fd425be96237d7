// Integrations: company API keys and webhook endpoints with their delivery log, as the API takes
// and answers them (shared with the SPA). Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { isPermission } from '../permissions.js';
import { isWebhookEvent } from '../webhookEvents.js';
import { paging } from './list.js';

// --- API keys ---

/** POST /api/chave-api/cadastrar */
export const apiKeyCreateBody = z.object({
  nome: z.string().trim().min(2, 'validation.min.string').max(80, 'validation.max.string'),
  permissions: z
    .array(z.string().refine(isPermission, 'api_keys.permission_unknown'), 'validation.array')
    .min(1, 'validation.required')
    .max(64, 'validation.max.array')
    .transform((list) => [...new Set(list)]),
  /** Optional expiry (ISO date or date-time); the key stops working from then on. */
  expires_at: z.iso
    .datetime({ offset: true, message: 'validation.date' })
    .or(z.iso.date('validation.date'))
    .nullish(),
});
export type ApiKeyCreateBody = z.output<typeof apiKeyCreateBody>;

export const apiKeyView = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The key's visible start (`cofre_xxxxxxxxxx`); the rest is never shown again. */
  prefixo: z.string(),
  permissions: z.array(z.string()),
  criado_por: z.object({ id: z.number().int(), nome: z.string().nullable() }),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** active, expired or revoked. */
  status: z.enum(['active', 'expired', 'revoked']),
  created_at: z.string(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

// --- webhooks ---

/** An absolute http(s) URL without credentials (the address check happens on the server). */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

const webhookFields = {
  url: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.max.string')
    .refine(isWebhookUrl, 'webhooks.invalid_url'),
  descricao: z.string().trim().max(120, 'validation.max.string').nullish(),
  eventos: z
    .array(z.string().refine(isWebhookEvent, 'webhooks.unknown_event'), 'validation.array')
    .min(1, 'webhooks.events_required')
    .max(64, 'validation.max.array')
    .transform((list) => [...new Set(list)]),
  ativo: z.boolean('validation.boolean').optional(),
};

/** POST /api/webhook/cadastrar and PUT /api/webhook/{id}/editar */
export const webhookBody = z.object(webhookFields);
export type WebhookBody = z.output<typeof webhookBody>;

export const webhookView = z.object({
  id: z.number().int(),
  url: z.string(),
  descricao: z.string().nullable(),
  eventos: z.array(z.string()),
  ativo: z.boolean(),
  /** Set when the platform switched it off after deliveries kept failing. */
  desativado_motivo: z.string().nullable(),
  desativado_em: z.string().nullable(),
  falhas_seguidas: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type WebhookView = z.infer<typeof webhookView>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

/** GET /api/webhook/{id}/entregas */
export const deliveriesQuery = z.object({
  ...paging(25),
  status: z.enum(DELIVERY_STATUSES, 'validation.in').optional(),
});

export const deliveryView = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same for every attempt and redelivery of this event. */
  mensagem_id: z.string(),
  tipo: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  tentativas: z.number().int(),
  proxima_tentativa: z.string().nullable(),
  ultimo_codigo: z.number().int().nullable(),
  ultima_duracao_ms: z.number().int().nullable(),
  ultimo_erro: z.string().nullable(),
  entregue_em: z.string().nullable(),
  created_at: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const deliveryDetailView = deliveryView.extend({
  /** The exact JSON body that was signed and sent. */
  corpo: z.string(),
  ultima_resposta: z.string().nullable(),
  attempts: z.array(
    z.object({
      codigo: z.number().int().nullable(),
      duracao_ms: z.number().int(),
      erro: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type DeliveryDetailView = z.infer<typeof deliveryDetailView>;

// --- audit trail ---

export const auditQuery = z.object({
  ...paging(25),
  /** Only what was done with this API key. */
  api_key_id: z.coerce.number().int().positive().optional(),
});

export const auditEntryView = z.object({
  id: z.number().int(),
  acao: z.string(),
  alvo: z.string().nullable(),
  ator: z.object({ id: z.number().int().nullable(), nome: z.string(), email: z.string() }).nullable(),
  /** The API key the act was done with, if any. */
  chave: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  dados: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

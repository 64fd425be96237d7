// The company's integrations (integrations.manage): API keys, webhook endpoints and their delivery
// log. A key's or an endpoint's secret comes back once, in the answer that made it. Refusals the
// screens show themselves: a 422 lands on the form's fields (`permissions` for one the caller lacks,
// `url` for a refused address), a 403 is the API's message as a toast.
import type { Identifier } from 'ra-core';
import type {
  ApiKeyView,
  DeliveryDetailView,
  DeliveryView,
  WebhookView,
} from '../../common/schemas/integrations';
import { request } from './http';

export type { ApiKeyView, DeliveryDetailView, DeliveryView, WebhookView };
export type DeliveryStatus = DeliveryView['status'];

/** The API reference (OpenAPI), opened in a tab of its own. */
export const API_DOCS_URL = '/api/docs';

export interface ApiKeyDraft {
  nome: string;
  permissions: string[];
  /** YYYY-MM-DD (or an ISO date-time); null: never expires. */
  expires_at: string | null;
}

export interface WebhookDraft {
  url: string;
  descricao: string | null;
  eventos: string[];
  ativo: boolean;
}

interface Page<T> {
  data: T[];
  total: number;
}

const id = (value: Identifier) => encodeURIComponent(String(value));
const webhook = (webhookId: Identifier) => `/api/webhook/${id(webhookId)}`;
const delivery = (deliveryId: Identifier) => `/api/webhook/entrega/${id(deliveryId)}`;
const FORM = [403, 422];
/** No answer, or a proxy's: the server out of reach. */
const UNREACHABLE = [0, 502, 503, 504];

export const integrationsApi = {
  apiKeys: () => request<Page<ApiKeyView>>('/api/chaves-api'),
  /** `chave` is the whole key, shown this once. */
  createApiKey: (draft: ApiKeyDraft) =>
    request<{ message: string; data: ApiKeyView; chave: string }>('/api/chave-api/cadastrar', {
      method: 'POST',
      body: draft,
      handle: FORM,
    }),
  revokeApiKey: (keyId: Identifier) =>
    request<{ message: string; data: ApiKeyView }>(`/api/chave-api/${id(keyId)}/revogar`, {
      method: 'POST',
      handle: [403],
    }),

  webhooks: () => request<Page<WebhookView>>('/api/webhooks'),
  webhook: async (webhookId: Identifier) =>
    (await request<{ data: WebhookView }>(`${webhook(webhookId)}/detalhes`)).data,
  /** `segredo` (whsec_…) is shown this once. */
  createWebhook: (draft: WebhookDraft) =>
    request<{ message: string; data: WebhookView; segredo: string }>('/api/webhook/cadastrar', {
      method: 'POST',
      body: draft,
      handle: FORM,
    }),
  /** `ativo: true` also turns back on an endpoint the platform switched off after failures. */
  updateWebhook: (webhookId: Identifier, draft: WebhookDraft) =>
    request<{ message: string; data: WebhookView }>(`${webhook(webhookId)}/editar`, {
      method: 'PUT',
      body: draft,
      handle: FORM,
    }),
  deleteWebhook: (webhookId: Identifier) =>
    request<{ message: string }>(`${webhook(webhookId)}/deletar`, { method: 'POST', handle: [403] }),
  /** A new signing secret (the old one stops signing at once), shown this once. */
  rotateSecret: (webhookId: Identifier) =>
    request<{ message: string; segredo: string }>(`${webhook(webhookId)}/segredo`, {
      method: 'POST',
      handle: [403],
    }),
  /** Queues a `webhook.test` event to the endpoint. */
  sendTest: (webhookId: Identifier) =>
    request<{ message: string; data: DeliveryView }>(`${webhook(webhookId)}/testar`, {
      method: 'POST',
      handle: [403],
    }),
  /**
   * Newest first. `quiet` (a background refresh): the server out of reach is left to the page to
   * show in place, not toasted every few seconds.
   */
  deliveries: (
    webhookId: Identifier,
    query: { page: number; perPage: number; status?: DeliveryStatus },
    { quiet = false }: { quiet?: boolean } = {},
  ) =>
    request<Page<DeliveryView>>(`${webhook(webhookId)}/entregas`, {
      query,
      handle: quiet ? UNREACHABLE : undefined,
    }),
  delivery: async (deliveryId: Identifier) =>
    (await request<{ data: DeliveryDetailView }>(delivery(deliveryId))).data,
  redeliver: (deliveryId: Identifier) =>
    request<{ message: string; data: DeliveryView }>(`${delivery(deliveryId)}/reenviar`, {
      method: 'POST',
      handle: [403],
    }),
};

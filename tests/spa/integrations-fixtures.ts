// The company's integrations as the API answers them, for the integrations-*.test.ts files: API
// keys, webhook endpoints and deliveries, a scripted API (the lists answered unless a test says
// otherwise), the caller's identity in company 5 and the pages rendered at their routes.
import { createElement } from 'react';
import IntegrationsPage from '../../resources/integrations/IntegrationsPage';
import WebhookPage from '../../resources/integrations/WebhookPage';
import type {
  ApiKeyView,
  DeliveryDetailView,
  DeliveryView,
  WebhookView,
} from '../../src/providers/integrationsApi';
import { type Call, mockApi, render, text } from './devices-render';
import { waitFor } from './waitFor';

export const apiKey = (over: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 7,
  nome: 'ERP da matriz',
  prefixo: 'cofre_a1b2c3d4e5',
  permissions: ['vault.view', 'vault.upload'],
  criado_por: { id: 1, nome: 'Gestor Demo' },
  expires_at: null,
  last_used_at: '2026-11-20T13:30:00.000Z',
  last_used_ip: '203.0.113.9',
  revoked_at: null,
  status: 'active',
  created_at: '2026-11-01T12:00:00.000Z',
  ...over,
});

export const webhook = (over: Partial<WebhookView> = {}): WebhookView => ({
  id: 3,
  url: 'https://erp.exemplo.com.br/webhooks/cofre',
  descricao: 'ERP',
  eventos: ['document.signed', 'document.completed'],
  ativo: true,
  desativado_motivo: null,
  desativado_em: null,
  falhas_seguidas: 0,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: null,
  ...over,
});

export const delivery = (over: Partial<DeliveryView> = {}): DeliveryView => ({
  id: 90,
  mensagem_id: 'msg_2pQ9xLr7TbW4',
  tipo: 'document.signed',
  status: 'failed',
  tentativas: 3,
  proxima_tentativa: null,
  ultimo_codigo: 500,
  ultima_duracao_ms: 182,
  ultimo_erro: 'HTTP 500',
  entregue_em: null,
  created_at: '2026-11-20T13:30:00.000Z',
  ...over,
});

export const deliveryDetail = (over: Partial<DeliveryDetailView> = {}): DeliveryDetailView => ({
  ...delivery(),
  corpo: JSON.stringify({
    type: 'document.signed',
    timestamp: '2026-11-20T13:30:00.000Z',
    data: { arquivo_id: 12, nome: 'contrato.pdf' },
  }),
  ultima_resposta: 'Internal Server Error',
  attempts: [
    { codigo: 500, duracao_ms: 182, erro: 'HTTP 500', created_at: '2026-11-20T13:30:00.000Z' },
    { codigo: null, duracao_ms: 10000, erro: 'timeout', created_at: '2026-11-20T13:31:00.000Z' },
  ],
  ...over,
});

type Answer = { status?: number; body?: unknown } | undefined;

/** The API: `handler` first; then the lists (`keys`, `webhooks`) and nothing else (404). */
export function integrationsApi(
  { keys = [apiKey()], webhooks = [webhook()] }: { keys?: ApiKeyView[]; webhooks?: WebhookView[] },
  handler: (call: Call) => Answer = () => undefined,
) {
  return mockApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/chaves-api')
      return { body: { data: keys, total: keys.length } };
    if (call.method === 'GET' && call.path === '/api/webhooks')
      return { body: { data: webhooks, total: webhooks.length } };
    return undefined;
  });
}

/** The caller holds these permissions in company 5. */
const identity = { id: 1, email: 'gestor@demo.test', empresa: { id: 5, nome: 'Demo Ltda', owner: true } };

/** /integracoes (or its webhooks tab) once its list has arrived. */
export async function renderIntegrations(permissions: string[], tab: 'keys' | 'webhooks' = 'keys') {
  const path = tab === 'webhooks' ? '/integracoes?aba=webhooks' : '/integracoes';
  await render(createElement(IntegrationsPage), { path, pattern: '/integracoes', permissions, identity });
  await waitFor(
    () => document.querySelector(`[data-testid="${tab === 'keys' ? 'api-keys' : 'webhooks'}"]`),
    tab,
  );
}

/** /integracoes/webhooks/:id once the endpoint's address shows. */
export async function renderWebhook(id = 3) {
  await render(createElement(WebhookPage), {
    path: `/integracoes/webhooks/${id}`,
    pattern: '/integracoes/webhooks/:id',
    permissions: ['integrations.manage'],
    identity,
  });
  await waitFor(() => text().includes('https://erp.exemplo.com.br/webhooks/cofre'), 'the webhook');
}

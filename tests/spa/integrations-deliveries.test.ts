// /integracoes/webhooks/:id: the endpoint and its delivery log — state, event, webhook-id, last
// code, duration and attempts; a delivery opens with its JSON body pretty-printed and its attempts,
// and "Reenviar" queues it again; the status filter reaches the API; a test event and the log's
// own polling bring a new delivery in without reloading the page.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_REFRESH_MS } from '../../resources/integrations/DeliveryLog';
import { cleanup, click, notes, text } from './devices-render';
import { delivery, deliveryDetail, integrationsApi, renderWebhook, webhook } from './integrations-fixtures';
import { waitFor } from './waitFor';

afterEach(cleanup);

const dialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1) as HTMLElement;
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="delivery-row"]')];

/** The endpoint's detail and its log answered from `log` (read afresh each call). */
function api(
  log: { list: ReturnType<typeof delivery>[] },
  handler: Parameters<typeof integrationsApi>[1] = () => undefined,
) {
  return integrationsApi({}, (call) => {
    if (call.method === 'GET' && call.path === '/api/webhook/3/detalhes')
      return { body: { data: webhook() } };
    if (call.method === 'GET' && call.path === '/api/webhook/3/entregas') {
      const status = call.query.get('status');
      const data = log.list.filter((d) => !status || d.status === status);
      return { body: { data, total: data.length } };
    }
    return handler?.(call);
  });
}

describe('the delivery log', () => {
  it('lists the deliveries, opens one with its body and attempts, and resends it', async () => {
    const log = {
      list: [
        delivery(),
        delivery({
          id: 89,
          mensagem_id: 'msg_older',
          status: 'delivered',
          ultimo_codigo: 200,
          tentativas: 1,
        }),
      ],
    };
    const calls = api(log, (call) => {
      if (call.method === 'GET' && call.path === '/api/webhook/entrega/90')
        return { body: { data: deliveryDetail() } };
      if (call.method === 'POST' && call.path === '/api/webhook/entrega/90/reenviar')
        return { body: { message: 'Entrega enfileirada.', data: delivery({ status: 'pending' }) } };
      return undefined;
    });
    await renderWebhook();
    await waitFor(() => rows().length === 2, 'the deliveries');
    const first = rows()[0] as HTMLElement;
    expect(first.textContent).toContain('Falhou');
    expect(first.textContent).toContain('Documento assinado por um signatário');
    expect(first.textContent).toContain('msg_2pQ9xLr7TbW4');
    expect(first.textContent).toContain('500');
    expect(first.textContent).toContain('182 ms');
    expect(rows()[1]?.textContent).toContain('Entregue');

    await click(button('Documento assinado por um signatário', first));
    const body = await waitFor(() => document.querySelector('[data-testid="delivery-body"]'), 'the detail');
    expect(body.textContent).toBe(JSON.stringify(JSON.parse(deliveryDetail().corpo), null, 2));
    const attempts = [...document.querySelectorAll('[data-testid="delivery-attempts"] li')].map(
      (li) => li.textContent,
    );
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toContain('HTTP 500');
    expect(attempts[1]).toContain('sem resposta');
    expect(attempts[1]).toContain('timeout');

    const before = calls.filter((c) => c.path === '/api/webhook/3/entregas').length;
    await click(button('Reenviar', dialog()));
    await waitFor(
      () => calls.some((c) => c.method === 'POST' && c.path === '/api/webhook/entrega/90/reenviar'),
      'the resend',
    );
    await waitFor(() => notes().includes('Entrega enfileirada para reenvio.'), 'the toast');
    await waitFor(
      () => calls.filter((c) => c.path === '/api/webhook/3/entregas').length > before,
      'the log read again',
    );
  });

  it('asks the API for the status chosen, from the first page', async () => {
    const calls = api({ list: [delivery(), delivery({ id: 89, status: 'delivered', ultimo_codigo: 200 })] });
    await renderWebhook();
    await waitFor(() => rows().length === 2, 'the deliveries');
    const select = document.querySelector(
      '[aria-labelledby~="delivery-status-filter"][role="combobox"]',
    ) as HTMLElement;
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await waitFor(() => document.querySelector('[role="option"]'), 'the options');
    await click(
      [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Entregue') as Element,
    );
    await waitFor(() => rows().length === 1, 'the filtered log');
    const last = calls.filter((c) => c.path === '/api/webhook/3/entregas').at(-1);
    expect(last?.query.get('status')).toBe('delivered');
    expect(last?.query.get('page')).toBe('1');
  });

  it('shows a test event’s delivery at once, and a new one by itself while open', async () => {
    const log = { list: [delivery()] };
    const calls = api(log, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/webhook/3/testar') return undefined;
      const queued = delivery({
        id: 91,
        tipo: 'webhook.test',
        status: 'pending',
        mensagem_id: 'msg_test',
        ultimo_codigo: null,
      });
      log.list = [queued, ...log.list];
      return { body: { message: 'Evento de teste enfileirado.', data: queued } };
    });
    await renderWebhook();
    await waitFor(() => rows().length === 1, 'the delivery');
    await click(button('Enviar evento de teste'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/webhook/3/testar')).toBe(true);
    // Read again at once, well before the next poll.
    await waitFor(() => text().includes('msg_test'), 'the test delivery', DELIVERY_REFRESH_MS / 2);

    // A delivery made elsewhere (an event in the company) shows up without any click.
    log.list = [delivery({ id: 92, mensagem_id: 'msg_from_poll', status: 'delivered' }), ...log.list];
    await waitFor(() => text().includes('msg_from_poll'), 'the polled delivery', DELIVERY_REFRESH_MS * 2);
  });
});

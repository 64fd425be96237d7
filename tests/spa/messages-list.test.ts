// /messages: each campaign with its cumulative figures, kept live by `campaign` events without a
// refetch; its recipients in a dialog (status filter, live statuses, "Reenviar" for a failed one).
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView, RecipientView } from '../../common/schemas/messaging';
import { MessageList } from '../../resources/messages/MessageList';
import {
  byLabel,
  byRole,
  byTestId,
  type Call,
  cleanupPage,
  click,
  emit,
  mockFetch,
  notes,
  renderPage,
  subscribed,
  text,
  type,
} from './messages-render';

import { waitFor } from './waitFor';

vi.mock('../../src/providers/realtime', async () => (await import('./messages-render')).fakeRealtime);

const counts = (over: Partial<CampaignView['counts']> = {}): CampaignView['counts'] => ({
  queued: 0,
  paused: 0,
  cancelled: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  invalid: 0,
  ...over,
});

const campaign = (over: Partial<CampaignView> = {}): CampaignView => ({
  id: 1,
  message: 'Olá {nome}, sua fatura vence amanhã.',
  device: { id: 3, uuid: 'u-3', name: 'Comercial', state: 'open', disconnect_reason: null },
  user: { id: 1, nome: 'Ana Souza' },
  attachment: null,
  total: 10,
  counts: counts({ queued: 2, sent: 3, delivered: 2, read: 1, failed: 1, invalid: 1 }),
  created_at: '2026-03-05T15:07:00.000Z',
  finished_at: null,
  paused_at: null,
  cancelled_at: null,
  pace: null,
  ...over,
});

const recipient = (over: Partial<RecipientView>): RecipientView => ({
  id: 50,
  device_id: 3,
  campanha_id: 1,
  chat_id: '5511999990001',
  number: '5511999990001',
  direction: 'out',
  text: null,
  media: null,
  status: 'delivered',
  error: null,
  attempts: 1,
  resend_of: null,
  resent_by: null,
  created_at: '2026-03-05T15:07:00.000Z',
  sent_at: null,
  delivered_at: null,
  read_at: null,
  vars: { nome: 'Ana' },
  ...over,
});

const recipients = [
  recipient({ id: 50 }),
  recipient({
    id: 55,
    number: '5521988887777',
    chat_id: '5521988887777',
    status: 'failed',
    error: 'O número não tem WhatsApp.',
    vars: { nome: 'Bruno' },
  }),
];

function api(extra?: (call: Call) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/messages') return { body: { data: [campaign()], total: 1 } };
    if (call.path === '/api/message/1/destinatarios')
      return {
        body:
          call.query.get('status') === 'failed'
            ? { data: [recipients[1]], total: 1 }
            : { data: recipients, total: 2 },
      };
    return extra?.(call);
  });
}

const testIdText = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
const rowTexts = () => byTestId('recipient-row').map((r) => r.textContent ?? '');

afterEach(cleanupPage);

describe('campaign list', () => {
  it('shows each campaign with its cumulative figures and updates them from a campaign event', async () => {
    const calls = api();
    await renderPage(createElement(MessageList), { url: '/messages' });
    expect(calls.find((c) => c.path === '/api/messages')?.query.get('sort')).toBe('created_at');
    expect(text()).toContain('Olá {nome}, sua fatura vence amanhã.');
    expect(text()).toContain('Comercial');
    expect(text()).toContain('Ana Souza');
    // sent+ = 3 + 2 + 1, delivered+ = 2 + 1, failures = failed + invalid.
    expect(text()).toContain('Enviadas 6 · Entregues 3 · Lidas 1 · Falhas 2 de 10');
    expect(
      byTestId('campaign-progress')[0]?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    ).toBe('80');

    const lists = calls.filter((c) => c.path === '/api/messages').length;
    await emit('campaign', {
      id: 1,
      total: 10,
      counts: counts({ sent: 1, delivered: 3, read: 4, failed: 1, invalid: 1 }),
      finished_at: '2026-03-05T15:09:00.000Z',
    });
    expect(text()).toContain('Enviadas 8 · Entregues 7 · Lidas 4 · Falhas 2 de 10');
    expect(calls.filter((c) => c.path === '/api/messages')).toHaveLength(lists);

    // An event of another campaign changes nothing here.
    await emit('campaign', { id: 9, total: 1, counts: counts({ read: 1 }), finished_at: null });
    expect(text()).toContain('Enviadas 8 · Entregues 7 · Lidas 4 · Falhas 2 de 10');
  });

  it('says a campaign is paused, and why, while its device is not connected', async () => {
    const lost = campaign({
      device: { id: 3, uuid: 'u-3', name: 'Comercial', state: 'close', disconnect_reason: 'gateway_lost' },
    });
    mockFetch((call) => (call.path === '/api/messages' ? { body: { data: [lost], total: 1 } } : undefined));
    await renderPage(createElement(MessageList), { url: '/messages' });
    expect(byTestId('campaign-paused').map((e) => e.textContent)).toEqual([
      'Pausada: o servidor de mensagens perdeu o dispositivo “Comercial”. Leia o QR de novo para retomar; nada se perdeu.',
    ]);
    await cleanupPage();

    // Merely disconnected: paused, with the plain reason; finished or connected: nothing to say.
    const closed = campaign({
      device: { id: 3, uuid: 'u-3', name: 'Comercial', state: 'close', disconnect_reason: null },
    });
    const done = campaign({ id: 2, finished_at: '2026-03-05T15:09:00.000Z', device: closed.device });
    mockFetch((call) =>
      call.path === '/api/messages' ? { body: { data: [closed, done], total: 2 } } : undefined,
    );
    await renderPage(createElement(MessageList), { url: '/messages' });
    expect(byTestId('campaign-paused').map((e) => e.textContent)).toEqual([
      'Pausada: o dispositivo “Comercial” está desconectado. As mensagens esperam na fila até ele conectar.',
    ]);
  });

  it('says when a sending campaign should end and what sets the pace: a warm-up, a limit, the gaps', async () => {
    const limits = { minute: 2, hour: 37, day: 187 };
    const warming = campaign({
      pace: {
        ends_at: '2026-03-06T17:30:00.000Z',
        to_send: 300,
        reason: 'day',
        limits,
        warmup: { day: 1, days: 7 },
      },
    });
    const daily = campaign({
      id: 2,
      pace: {
        ends_at: '2026-03-07T09:00:00.000Z',
        to_send: 2000,
        reason: 'day',
        limits: { ...limits, day: 1500 },
        warmup: null,
      },
    });
    const gaps = campaign({
      id: 3,
      pace: { ends_at: null, to_send: 5, reason: 'gaps', limits, warmup: null },
    });
    // Nothing left to send, or paused: no pace line.
    const sent = campaign({ id: 4, counts: counts({ sent: 10 }), pace: warming.pace });
    const paused = campaign({
      id: 5,
      device: { ...warming.device, state: 'close' },
      pace: warming.pace,
    });
    mockFetch((call) =>
      call.path === '/api/messages'
        ? { body: { data: [warming, daily, gaps, sent, paused], total: 5 } }
        : undefined,
    );
    await renderPage(createElement(MessageList), { url: '/messages' });
    expect(byTestId('campaign-pace').map((e) => e.textContent)).toEqual([
      'Término previsto: 06/03/2026, 14:30. Dispositivo novo em aquecimento (dia 1 de 7): hoje até 37 mensagens por hora e 187 por dia, limites que crescem a cada dia para o WhatsApp não bloquear o número.',
      'Término previsto: 07/03/2026, 06:00. O dispositivo envia até 1.500 mensagens por dia: o restante sai nos próximos dias.',
      'Término previsto: mais de um ano neste ritmo. Ritmo: intervalos aleatórios de alguns segundos entre as mensagens, para o envio não parecer automático.',
    ]);
  });

  it('pauses, resumes and (once confirmed) cancels a sending campaign; a viewer gets no controls', async () => {
    let current = campaign({ counts: counts({ queued: 6, sent: 4 }) });
    const calls = mockFetch((call) => {
      if (call.path === '/api/messages') return { body: { data: [current], total: 1 } };
      const control = call.method === 'POST' && call.path.match(/^\/api\/message\/1\/(pause|resume|cancel)$/);
      if (!control) return undefined;
      const queued = current.counts.queued + current.counts.paused;
      current =
        control[1] === 'pause'
          ? { ...current, paused_at: '2026-03-05T15:08:00.000Z', counts: counts({ paused: queued, sent: 4 }) }
          : control[1] === 'resume'
            ? { ...current, paused_at: null, counts: counts({ queued, sent: 4 }) }
            : {
                ...current,
                paused_at: null,
                cancelled_at: '2026-03-05T15:09:00.000Z',
                finished_at: '2026-03-05T15:09:00.000Z',
                counts: counts({ cancelled: queued, sent: 4 }),
              };
      return { body: current };
    });
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => c.path);
    await renderPage(createElement(MessageList), { url: '/messages' });

    await click(byLabel('Pausar envio'));
    expect(posts()).toEqual(['/api/message/1/pause']);
    expect(notes()).toContain('resources.messages.action.paused');
    await waitFor(
      () =>
        testIdText('campaign-paused') === 'Pausada: 6 mensagens esperam até o envio ser retomado.' &&
        byLabel('Retomar envio'),
      'the paused line and the resume button',
    );

    await click(byLabel('Retomar envio'));
    expect(posts()).toEqual(['/api/message/1/pause', '/api/message/1/resume']);
    await waitFor(() => !testIdText('campaign-paused') && byLabel('Pausar envio'), 'sending again');

    // Cancelling asks first.
    await click(byLabel('Cancelar envio'));
    expect(text()).toContain('Cancelar o envio?');
    const confirm = [...(document.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Cancelar envio',
    );
    if (!confirm) throw new Error('no confirm button in the dialog');
    await click(confirm);
    expect(posts()).toEqual(['/api/message/1/pause', '/api/message/1/resume', '/api/message/1/cancel']);
    await waitFor(() => testIdText('campaign-progress')?.includes('· Canceladas 6'), 'the cancelled figure');
    // A cancelled campaign has nothing left to control.
    expect(document.querySelector('[aria-label="Pausar envio"]')).toBeNull();
    await cleanupPage();

    current = campaign({ counts: counts({ queued: 6 }) });
    mockFetch((call) =>
      call.path === '/api/messages' ? { body: { data: [current], total: 1 } } : undefined,
    );
    await renderPage(createElement(MessageList), { url: '/messages', permissoes: ['messages.view'] });
    expect(document.querySelector('[aria-label="Pausar envio"]')).toBeNull();
    expect(document.querySelector('[aria-label="Cancelar envio"]')).toBeNull();
  });

  it('ignores an event older than the row it loaded', async () => {
    api();
    await renderPage(createElement(MessageList), { url: '/messages' });
    await emit('campaign', { id: 1, total: 10, counts: counts({ queued: 10 }), finished_at: null });
    expect(text()).toContain('Enviadas 6 · Entregues 3 · Lidas 1 · Falhas 2 de 10');
  });
});

describe('recipients dialog', () => {
  const open = async () => {
    await click(byLabel('Ver destinatários'));
    expect(document.querySelector('[role="dialog"]')).toBeTruthy();
  };

  it('lists the numbers formatted with the text each got, and resends a failed one', async () => {
    const calls = api((call) =>
      call.method === 'POST' && call.path === '/api/message/55/resend'
        ? {
            status: 201,
            body: recipient({
              id: 60,
              number: '5521988887777',
              status: 'queued',
              resend_of: 55,
              attempts: 1,
            }),
          }
        : undefined,
    );
    await renderPage(createElement(MessageList), { url: '/messages' });
    await open();
    expect(rowTexts()).toHaveLength(2);
    expect(rowTexts()[0]).toContain('+55 (11) 99999-0001');
    expect(rowTexts()[0]).toContain('Olá Ana, sua fatura vence amanhã.');
    expect(rowTexts()[0]).toContain('Entregue');
    expect(rowTexts()[0]).not.toContain('Reenviar');
    expect(rowTexts()[1]).toContain('+55 (21) 98888-7777');
    expect(rowTexts()[1]).toContain('Falhou');
    expect(rowTexts()[1]).toContain('O número não tem WhatsApp.');

    const resend = [...(byTestId('recipient-row')[1]?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Reenviar',
    );
    if (!resend) throw new Error('no Reenviar button');
    await click(resend);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/message/55/resend']);
    expect(notes()).toContain('resources.messages.recipients.resent_ok');
    expect(rowTexts()).toHaveLength(3);
    expect(rowTexts()[1]).toContain('Reenviada');
    expect(rowTexts()[1]).not.toContain('Reenviar');
    // The new attempt, under the original.
    expect(rowTexts()[2]).toContain('+55 (21) 98888-7777');
    expect(rowTexts()[2]).toContain('Nova tentativa');
    expect(rowTexts()[2]).toContain('Na fila');

    // Its status follows the `message` events.
    await emit('message', {
      id: 60,
      device_id: 3,
      chat_id: '5521988887777',
      campanha_id: 1,
      status: 'read',
      error: null,
    });
    expect(rowTexts()[2]).toContain('Lida');
    // Events of another campaign's message are not this dialog's.
    await emit('message', {
      id: 50,
      device_id: 3,
      chat_id: 'x',
      campanha_id: 2,
      status: 'failed',
      error: 'x',
    });
    expect(rowTexts()[0]).toContain('Entregue');
  });

  it('filters by status and shows the campaign progress live', async () => {
    const calls = api();
    await renderPage(createElement(MessageList), { url: '/messages' });
    await open();
    await type(byLabel('Status'), 'failed');
    const last = calls.filter((c) => c.path === '/api/message/1/destinatarios').at(-1);
    expect(last?.query.get('status')).toBe('failed');
    expect(last?.query.get('page')).toBe('1');
    expect(rowTexts()).toHaveLength(1);
    expect(rowTexts()[0]).toContain('O número não tem WhatsApp.');

    await emit('campaign', { id: 1, total: 10, counts: counts({ read: 8, failed: 2 }), finished_at: null });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Enviadas 8 · Entregues 8 · Lidas 8 · Falhas 2 de 10');
  });

  it('offers no resend to a user who may only view', async () => {
    api();
    await renderPage(createElement(MessageList), { url: '/messages', permissoes: ['messages.view'] });
    await open();
    expect(rowTexts()[1]).toContain('Falhou');
    expect(rowTexts()[1]).not.toContain('Reenviar');
  });

  it('stops listening once closed', async () => {
    api();
    await renderPage(createElement(MessageList), { url: '/messages' });
    await open();
    expect(subscribed('message')).toBe(1);
    await click(byRole('button', 'Fechar'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(subscribed('message')).toBe(0);
  });
});

// A late payment on every page, for who manages the subscription: the layout's line with the amount,
// the due date and the suspension's date (past due) or that the account is suspended, with "Pagar
// agora" to the open charge on "Faturas"; asked once per sign-in and again when a charge changes;
// nothing (and no call) for members without subscription.manage. And a 402 SUSPENDED from any gated
// action lands on "Faturas" with its message.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../common/schemas/billing';
import { UiEvents } from '../../src/components/UiEvents';
import { AppLayout } from '../../src/layout/AppLayout';
import { request } from '../../src/providers/http';
import { subscription } from './billing-fixtures';
import { byTestId, type Call, cleanup, emit, mockApi, render } from './devices-render';
import { waitFor } from './waitFor';

const SUB = '/api/empresa/assinatura';
let calls: Call[] = [];
let answer: SubscriptionView = subscription();
const serve = () => (calls = mockApi((call) => (call.path === SUB ? { body: { data: answer } } : undefined)));
const asked = () => calls.filter((c) => c.path === SUB).length;
const banner = () => byTestId('billing-banner')[0];

const OPEN = { id: 7, valor: 49.9, vencimento: '2031-04-10', status: 'overdue' as const };
const pastDue = subscription({
  situacao: 'past_due',
  em_aberto: OPEN,
  suspende_em: '2031-04-17T15:00:00.000Z',
});
const suspended = subscription({
  situacao: 'suspended',
  em_aberto: OPEN,
  suspende_em: '2031-04-17T15:00:00.000Z',
});

/** The signed-in layout for a company user (each test its own id: the answer is kept per sign-in). */
const layoutFor = (id: number, permissions = ['subscription.manage']) =>
  render(createElement(AppLayout, null, createElement('p', null, 'Página')), {
    path: '/home',
    pattern: '*',
    permissions,
    identity: { id, ambient: null, empresa: { id: 5, nome: 'Demo', plano: null, trial_ends_at: null } },
  });

afterEach(cleanup);

describe('the late-payment banner', () => {
  it('says when the invoice was due and until when to pay before the suspension, with "Pagar agora"', async () => {
    answer = pastDue;
    serve();
    await layoutFor(8101);
    await waitFor(() => banner(), 'the billing banner');
    expect(banner()?.querySelector('p')?.textContent).toBe(
      'Sua fatura de R$ 49,90 venceu em 10/04/2031. Pague até 17/04/2031 para evitar a suspensão da conta.',
    );
    const pay = banner()?.querySelector('a');
    expect(pay?.textContent).toBe('Pagar agora');
    expect(pay?.getAttribute('href')?.replace(/^#/, '')).toBe('/faturas?pagar=7');
    expect(asked()).toBe(1);
  });

  it('says the account is suspended', async () => {
    answer = suspended;
    serve();
    await layoutFor(8102);
    await waitFor(() => banner(), 'the billing banner');
    expect(banner()?.textContent).toContain('Sua conta está suspensa por falta de pagamento');
    expect(banner()?.textContent).toContain('Pagar agora');
  });

  it('shows nothing while the company is paid up, and goes away when a payment comes in', async () => {
    answer = subscription();
    serve();
    await layoutFor(8103);
    await waitFor(() => asked() === 1, 'the subscription asked');
    expect(banner()).toBeUndefined();
    await cleanup();

    answer = pastDue;
    serve();
    await layoutFor(8104);
    await waitFor(() => banner(), 'the billing banner');
    answer = subscription();
    await emit('billing.charge', { id: 7, status: 'paid', empresa_id: 5 });
    await waitFor(() => asked() === 2 && !banner(), 'the banner gone after the payment');
  });

  it('asks once per sign-in, not on every page', async () => {
    answer = pastDue;
    serve();
    await layoutFor(8105);
    await waitFor(() => banner(), 'the billing banner');
    await cleanup();
    serve();
    await layoutFor(8105);
    await waitFor(() => banner(), 'the billing banner again');
    expect(asked()).toBe(0);
  });

  it('is not shown to (nor asked for) members who do not manage the subscription', async () => {
    answer = suspended;
    serve();
    await layoutFor(8106, ['vault.view']);
    await waitFor(() => calls.length > 0, 'the layout’s own calls');
    expect(asked()).toBe(0);
    expect(banner()).toBeUndefined();
  });
});

describe('a 402 SUSPENDED', () => {
  it('navigates to "Faturas" with its message', async () => {
    const message = 'Sua conta está suspensa. Pague a fatura em aberto para voltar a enviar documentos.';
    mockApi((call) =>
      call.path === '/api/arquivos' ? { status: 402, body: { message, reason: 'SUSPENDED' } } : undefined,
    );
    window.history.replaceState(null, '', '/cofre');
    await render(createElement(UiEvents), { path: '/', pattern: '*' });
    await request('/api/arquivos', { method: 'POST', body: {} }).catch(() => undefined);
    await waitFor(() => window.location.pathname === '/faturas', 'the invoices page');
    expect((window.history.state as { usr?: { message?: string } }).usr?.message).toBe(message);
  });
});

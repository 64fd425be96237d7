// Buying a plan on /comprar through to its payment: the order's summary (an upgrade's credit before
// paying), the confirmation, then the first charge paid — by Pix (QR, "copia e cola" with its copy
// button and expiry; the live 'billing.charge' event flips it to "Pago" and the heading is no longer
// "Escolha um plano"), or by card (a refusal under the number, with Pix or boleto for the same charge;
// the holder's CEP, número and telefone asked together when the API names any; an approval finishing
// the purchase). The card's number and CVV go nowhere but the API call.
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailablePlanView } from '../../common/schemas/plans';
import ComprarPage from '../../src/pages/app/billing/ComprarPage';
import type { FinancialRecordView } from '../../src/providers/billingApi';
import { formatDateTime } from '../../src/providers/format';
import {
  BOLETO_LINE,
  charge,
  confirmed,
  control,
  field,
  h1s,
  order,
  PIX_IMAGE,
  PIX_PAYLOAD,
} from './billing-fixtures';
import { byTestId, type Call, cleanup, click, emit, mockApi, render, text, type } from './devices-render';
import { waitFor } from './waitFor';

const plan: AvailablePlanView = {
  id: 3,
  nome: 'Profissional',
  descricao: null,
  recorrencias: [{ periodicidade: 'monthly', valor: 199.9 }],
  limites: {
    usuarios: 10,
    dispositivos: 3,
    armazenamento_mb: 10_240,
    mensagens_mes: null,
    assinaturas_mes: 500,
  },
  adicionais: [],
} as unknown as AvailablePlanView;

const COMPANY = { empresa: { id: 5, nome: 'Demo', plano: null, trial_ends_at: null } };
const PERMS = ['subscription.manage'];
const CARD = '4111 1111 1111 1111';

let calls: Call[] = [];
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

/** The API of a purchase whose first charge is `first`; `extra` answers what a test adds. */
function api(
  first: FinancialRecordView,
  extra: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  calls = mockApi((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/planos-disponiveis') return { body: { data: [plan] } };
    if (call.path === '/api/empresa/adquirir-plano')
      return {
        status: 201,
        body: order({ forma_pagamento: (call.body as { forma_pagamento: 'pix' }).forma_pagamento }),
      };
    if (call.path === '/api/confirmar-plano/tok-31') return { body: confirmed(first) };
    if (call.path === '/api/faturas/9/pix')
      return {
        body: { data: { payload: PIX_PAYLOAD, imagem: PIX_IMAGE, expira_em: '2031-06-11T02:59:00.000Z' } },
      };
    if (call.path === '/api/faturas/9') return { body: { data: first } };
    return undefined;
  });
}

const button = (name: string) => {
  const found = control(name);
  if (!found) throw new Error(`no control "${name}"`);
  return found;
};

/** Chooses the plan, the payment form (its label in the select) and places the order. */
async function placeOrder(form?: string) {
  await render(createElement(ComprarPage), {
    path: '/comprar',
    pattern: '/comprar',
    permissions: PERMS,
    identity: COMPANY,
  });
  await waitFor(() => byTestId('plan-3')[0], 'the plan on sale');
  await click(button('Escolher'));
  if (form) {
    const select = document.querySelector('[data-testid="billing-payment-form"] [role="combobox"]');
    await act(async () => {
      select?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === form);
    await click(option as Element);
  }
  await click(button('Continuar'));
  await waitFor(() => byTestId('billing-confirm')[0], 'the order summary');
}

async function confirmOrder() {
  await click(document.querySelector('[data-testid="billing-confirm"] input[type="checkbox"]') as Element);
  await click(button('Confirmar compra'));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => undefined) },
    configurable: true,
  });
});
afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('buying a plan by Pix', () => {
  it('shows the QR, the copia-e-cola with its copy button and expiry, then "Pago" once the live event says so', async () => {
    api(charge());
    await placeOrder();
    expect(posted('/api/empresa/adquirir-plano')[0]?.body).toMatchObject({
      plano_id: 3,
      forma_pagamento: 'pix',
      parcelas: 1,
    });
    expect(h1s()).toEqual(['Confirme a compra']);
    expect(byTestId('order-total')[0]?.textContent).toBe('Total a pagar: R$ 199,90');
    await confirmOrder();

    const qr = await waitFor(
      () => document.querySelector<HTMLImageElement>('[data-testid="pix-qr"]'),
      'the Pix QR',
    );
    expect(qr.getAttribute('src')).toBe(PIX_IMAGE);
    expect(qr.getAttribute('alt')).toBe('QR Code Pix para pagar R$ 199,90');
    expect(h1s()).toEqual(['Pague o pedido']);
    expect(text()).toContain('Pedido nº 31. Pague R$ 199,90 para ativar a compra.');
    const code = field('Pix copia e cola');
    expect(code.value).toBe(PIX_PAYLOAD);
    expect(code.readOnly).toBe(true);
    // 02:59 UTC is 23:59 of the day before in Brasília.
    expect(byTestId('pix-expires')[0]?.textContent).toBe(
      `Válido até ${formatDateTime('2031-06-11T02:59:00.000Z')}`,
    );
    expect(byTestId('pix-expires')[0]?.textContent).toMatch(/10\/06\/2031.*23:59/);
    expect(byTestId('charge-waiting')[0]?.textContent).toBe('Aguardando pagamento…');

    await click(button('Copiar código Pix'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(PIX_PAYLOAD);
    expect(byTestId('pix-code-copied')[0]?.textContent).toBe('Copiado!');

    // Another company's charge, or another charge, changes nothing.
    await emit('billing.charge', { id: 8, status: 'paid', empresa_id: 5 });
    expect(byTestId('charge-waiting')).toHaveLength(1);

    await emit('billing.charge', { id: 9, status: 'paid', empresa_id: 5 });
    await waitFor(() => byTestId('billing-success')[0], 'the done view');
    expect(byTestId('charge-paid')[0]?.textContent).toBe('Pago');
    expect(h1s()).toEqual(['Compra concluída']);
    expect(text()).not.toContain('Escolha um plano');
    expect(text()).toContain('Pagamento confirmado! Plano contratado com sucesso!');
    expect(control('Ver faturas')).toBeDefined();
  });

  it('polls the charge every 3 s while the live stream is down, and flips to paid', async () => {
    let paid = false;
    api(charge(), (call) =>
      call.path === '/api/faturas/9' && paid
        ? { body: { data: charge({ status: 'paid', pago_em: '2031-06-10T13:00:00Z' }) } }
        : undefined,
    );
    // The stream refuses (no live events): only the poll can tell.
    const withStream = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/eventos')
        ? ({ ok: false, status: 403, body: null } as Response)
        : withStream(input, init)) as typeof fetch;
    await placeOrder();
    await confirmOrder();
    await waitFor(() => byTestId('pix-qr')[0], 'the Pix QR');
    paid = true;
    await waitFor(() => byTestId('billing-success')[0], 'the done view after a poll', 10_000);
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/faturas/9')).toBe(true);
  });
});

describe('an upgrade', () => {
  it("shows the current plan's credit and the total to pay before paying", async () => {
    api(charge({ valor: 120 }), (call) =>
      call.path === '/api/empresa/adquirir-plano'
        ? { status: 201, body: order({ valor: 120, valor_cheio: 199.9, credito: 79.9 }) }
        : undefined,
    );
    await placeOrder();
    const credit = byTestId('order-credit')[0];
    expect(credit?.textContent).toContain('Valor: R$ 199,90');
    expect(credit?.textContent).toContain('Crédito do plano atual: − R$ 79,90');
    expect(byTestId('order-total')[0]?.textContent).toBe('Total a pagar: R$ 120,00');
  });

  it('goes straight to done when nothing is left to pay', async () => {
    api(charge(), (call) =>
      call.path === '/api/confirmar-plano/tok-31' ? { body: confirmed(null, true) } : undefined,
    );
    await placeOrder();
    await confirmOrder();
    await waitFor(() => byTestId('billing-success')[0], 'the done view');
    expect(h1s()).toEqual(['Compra concluída']);
    expect(text()).toContain('Plano contratado com sucesso!');
  });
});

describe('buying a plan by card', () => {
  const byCard = charge({ forma_pagamento: 'credit_card', pix: null });

  async function fillCard() {
    await type(field('Nome impresso no cartão'), 'Ana Souza');
    await type(field('Número do cartão'), '4111111111111111');
    await type(field('Validade (MM/AA)'), '1231');
    await type(field('CVV'), '123');
  }

  it('shows a refusal under the number and offers Pix for the same charge (POST …/forma)', async () => {
    api(byCard, (call) => {
      if (call.path === '/api/faturas/9/cartao')
        return {
          status: 422,
          body: { message: 'Cartão recusado.', errors: { numero: ['Cartão recusado pelo emissor.'] } },
        };
      if (call.path === '/api/faturas/9/forma') return { body: { data: charge() } };
      return undefined;
    });
    await placeOrder('Cartão de crédito');
    expect(posted('/api/empresa/adquirir-plano')[0]?.body).toMatchObject({ forma_pagamento: 'credit_card' });
    await confirmOrder();
    await waitFor(() => byTestId('card-form')[0], 'the card form');
    expect(field('Número do cartão').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('Número do cartão').getAttribute('inputmode')).toBe('numeric');
    expect(field('Validade (MM/AA)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(field('CVV').getAttribute('autocomplete')).toBe('cc-csc');
    expect(field('Nome impresso no cartão').getAttribute('autocomplete')).toBe('cc-name');
    await fillCard();
    expect(field('Número do cartão').value).toBe(CARD);
    expect(field('Validade (MM/AA)').value).toBe('12/31');
    await click(button('Pagar R$ 199,90'));

    await waitFor(() => byTestId('card-alternatives')[0], 'the other ways to pay');
    expect(posted('/api/faturas/9/cartao')[0]?.body).toEqual({
      titular: 'Ana Souza',
      numero: '4111111111111111',
      validade: '12/31',
      cvv: '123',
      salvar: true,
    });
    const number = field('Número do cartão');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Cartão recusado pelo emissor.',
    );
    expect(number.getAttribute('aria-invalid')).toBe('true');
    // The CVV is gone after the attempt; nothing of the card was kept anywhere else.
    expect(field('CVV').value).toBe('');
    const kept =
      JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + window.location.href;
    expect(kept).not.toContain('4111');

    await click(button('Pagar com Pix'));
    await waitFor(() => byTestId('pix-qr')[0], 'the Pix QR of the same charge');
    expect(posted('/api/faturas/9/forma').map((c) => c.body)).toEqual([{ forma_pagamento: 'pix' }]);
    expect(control('Pix')?.getAttribute('aria-selected')).toBe('true');
  });

  it('finishes the purchase once the card is approved', async () => {
    api(byCard, (call) =>
      call.path === '/api/faturas/9/cartao'
        ? { body: { data: { ...byCard, status: 'paid', cartao: { final: '1111', bandeira: 'VISA' } } } }
        : undefined,
    );
    await placeOrder('Cartão de crédito');
    await confirmOrder();
    await waitFor(() => byTestId('card-form')[0], 'the card form');
    await fillCard();
    await click(button('Pagar R$ 199,90'));
    await waitFor(() => byTestId('billing-success')[0], 'the done view');
    expect(h1s()).toEqual(['Compra concluída']);
    expect(byTestId('charge-paid')[0]?.textContent).toBe('Pago');
  });

  it("asks for the holder's CEP, número and telefone together when the API names any, and sends them", async () => {
    // The company has an address but no phone: the API names only 'telefone'.
    api(byCard, (call) => {
      if (call.path !== '/api/faturas/9/cartao') return undefined;
      if (!(call.body as { telefone?: string }).telefone)
        return {
          status: 422,
          body: {
            message: 'Informe um telefone do titular do cartão.',
            errors: { telefone: ['Informe um telefone do titular do cartão.'] },
          },
        };
      return { body: { data: { ...byCard, status: 'paid', cartao: { final: '1111', bandeira: 'VISA' } } } };
    });
    await placeOrder('Cartão de crédito');
    await confirmOrder();
    await waitFor(() => byTestId('card-form')[0], 'the card form');
    expect(byTestId('card-holder')).toHaveLength(0);
    await fillCard();
    await click(button('Pagar R$ 199,90'));

    await waitFor(() => byTestId('card-holder')[0], "the holder's missing data");
    const phone = field('Telefone do titular (com DDD)');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Informe um telefone do titular do cartão.',
    );
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(byTestId('card-alternatives')).toHaveLength(0);

    // All three at once, each checked before sending: a phone without its area code is caught here.
    await type(field('CEP do titular'), '01310100');
    await type(field('Número do endereço'), '1000');
    await type(phone, '98765432');
    await type(field('CVV'), '123');
    await click(button('Pagar R$ 199,90'));
    expect(text()).toContain('Telefone inválido: informe o DDD e o número.');
    expect(posted('/api/faturas/9/cartao')).toHaveLength(1);

    await type(phone, '11987654321');
    expect(field('CEP do titular').value).toBe('01310-100');
    expect(phone.value).toBe('(11) 98765-4321');
    await type(field('CVV'), '123');
    await click(button('Pagar R$ 199,90'));
    await waitFor(() => byTestId('billing-success')[0], 'the done view');
    expect(posted('/api/faturas/9/cartao')[1]?.body).toEqual({
      titular: 'Ana Souza',
      numero: '4111111111111111',
      validade: '12/31',
      cvv: '123',
      salvar: true,
      cep: '01310-100',
      endereco_numero: '1000',
      telefone: '11987654321',
    });
  });

  it('catches a mistyped card before sending it', async () => {
    api(byCard);
    await placeOrder('Cartão de crédito');
    await confirmOrder();
    await waitFor(() => byTestId('card-form')[0], 'the card form');
    await type(field('Número do cartão'), '4111');
    await type(field('Validade (MM/AA)'), '13/30');
    await click(button('Pagar R$ 199,90'));
    expect(text()).toContain('Número de cartão inválido.');
    expect(text()).toContain('Validade inválida (use MM/AA).');
    expect(posted('/api/faturas/9/cartao')).toHaveLength(0);
  });
});

describe('paying by boleto', () => {
  it('shows the line with its copy button and the PDF link', async () => {
    api(
      charge({
        forma_pagamento: 'boleto',
        pix: null,
        boleto: { linha: BOLETO_LINE, url: 'https://pay.test/b/9.pdf' },
      }),
    );
    await placeOrder('Boleto');
    await confirmOrder();
    await waitFor(() => byTestId('boleto-panel')[0], 'the boleto');
    expect(field('Linha digitável').value).toBe(BOLETO_LINE);
    await click(button('Copiar linha digitável'));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(BOLETO_LINE);
    expect(control('Baixar boleto (PDF)')?.getAttribute('href')).toBe('https://pay.test/b/9.pdf');
  });
});

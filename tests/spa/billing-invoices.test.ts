// "Faturas" for a company: the subscription (plan, cycle, price, situation, next charge, late fine
// and interest), every charge with its period, due date, amount, status, method and actions — a table
// on a desktop, a list of cards on a phone —, paying an open charge in a dialog that flips to "Pago"
// on the live event, "Pagar agora" (and the banner's ?pagar=<id>) opening the open charge, and the
// billing details saved with the server's refusals under their fields.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import FaturasPage from '../../src/pages/app/billing/FaturasPage';
import FinancialRedirect from '../../src/pages/app/billing/FinancialRedirect';
import type { FinancialRecordView, SubscriptionView } from '../../src/providers/billingApi';
import {
  BOLETO_LINE,
  charge,
  control,
  field,
  h1s,
  PIX_IMAGE,
  PIX_PAYLOAD,
  subscription,
} from './billing-fixtures';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  emit,
  location,
  mockApi,
  render,
  renderRoutes,
  text,
  type,
} from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const ROWS: FinancialRecordView[] = [
  charge(),
  charge({
    id: 8,
    status: 'paid',
    vencimento: '2031-05-10',
    competencia: { inicio: '2031-05-10', fim: '2031-06-09' },
    forma_pagamento: 'credit_card',
    cartao: { final: '4242', bandeira: 'VISA' },
    pix: null,
    recibo_url: 'https://pay.test/r/8',
    nfse: {
      status: 'AUTHORIZED',
      numero: '77',
      pdf_url: 'https://pay.test/n/8.pdf',
      xml_url: 'https://pay.test/n/8.xml',
    },
    pago_em: '2031-05-10T13:00:00.000Z',
  }),
  charge({
    id: 7,
    status: 'overdue',
    vencimento: '2031-04-10',
    competencia: null,
    descricao: 'Adicional: +1 dispositivo',
    forma_pagamento: 'boleto',
    pix: null,
    valor: 49.9,
    boleto: { linha: BOLETO_LINE, url: 'https://pay.test/b/7.pdf' },
  }),
];
const TOTALS = { valor: 449.7, pago: 199.9, em_aberto: 199.9, vencido: 49.9 };

let calls: Call[] = [];
const gets = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

function api(
  sub: SubscriptionView = subscription(),
  extra: (c: Call) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  calls = mockApi((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/empresa/assinatura') return { body: { data: sub } };
    if (call.path === '/api/financeiro') return { body: { data: ROWS, total: ROWS.length, totais: TOTALS } };
    if (call.path === '/api/faturas/9') return { body: { data: ROWS[0] } };
    if (call.path === '/api/faturas/7') return { body: { data: ROWS[2] } };
    if (call.path === '/api/faturas/9/pix')
      return {
        body: { data: { payload: PIX_PAYLOAD, imagem: PIX_IMAGE, expira_em: '2031-06-11T02:59:00.000Z' } },
      };
    return undefined;
  });
}

const open = (path = '/faturas') =>
  render(createElement(FaturasPage), {
    path,
    pattern: '/faturas',
    permissions: ['subscription.manage'],
    identity: { empresa: { id: 5, nome: 'Demo', plano: null, trial_ends_at: null } },
  });

const loaded = () =>
  waitFor(
    () => byTestId('invoices-summary')[0] && (byTestId('invoice-row')[0] ?? byTestId('invoice-card')[0]),
    'the summary and the charges',
  );

const href = (name: string) => control(name)?.getAttribute('href');

afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Faturas on a desktop', () => {
  it('shows the subscription: plan, cycle, price, situation, next charge, late fine and interest', async () => {
    api();
    await open();
    await loaded();
    expect(h1s()).toEqual(['Faturas']);
    expect(byTestId('invoices-plan')[0]?.textContent).toBe('Profissional · Mensal');
    expect(byTestId('invoices-price')[0]?.textContent).toBe('R$ 199,90 por mês');
    expect(byTestId('billing-situation')[0]?.textContent).toBe('Ativo');
    expect(byTestId('invoices-next')[0]?.textContent).toBe('Próxima cobrança: 10/07/2031 — R$ 199,90');
    expect(byTestId('invoices-fees')[0]?.textContent).toBe(
      'Após o vencimento: multa de 2% e juros de 1% ao mês',
    );
    expect(byTestId('invoices-totals')[0]?.textContent).toBe(
      'Em aberto: R$ 199,90 · Vencido: R$ 49,90 · Pago: R$ 199,90',
    );
  });

  it('lists every charge in a table with its period, due date, amount, status, method and actions', async () => {
    api();
    await open();
    await loaded();
    expect(gets('/api/financeiro')[0]?.query.get('perPage')).toBe('25');
    const rows = byTestId('invoice-row');
    expect(rows).toHaveLength(3);
    expect(byTestId('invoice-card')).toHaveLength(0);
    const cells = (i: number) => [...(rows[i]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    expect(cells(0).slice(0, 6)).toEqual([
      '10/06/2031 a 09/07/2031',
      'Plano Profissional (mensal)',
      '10/06/2031',
      'R$ 199,90',
      'Pendente',
      'Pix',
    ]);
    expect(cells(1).slice(4, 6)).toEqual(['Paga', 'Cartão de crédito •••• 4242']);
    expect(cells(2).slice(0, 6)).toEqual([
      '—',
      'Adicional: +1 dispositivo',
      '10/04/2031',
      'R$ 49,90',
      'Vencida',
      'Boleto',
    ]);

    // Open charges: pay; the overdue boleto also its PDF. The paid one: receipt and NFS-e.
    expect(control('Pagar R$ 199,90 com vencimento em 10/06/2031')).toBeDefined();
    expect(control('Pagar R$ 49,90 com vencimento em 10/04/2031')).toBeDefined();
    expect(control('Pagar R$ 199,90 com vencimento em 10/05/2031')).toBeUndefined();
    expect(href('Boleto (PDF) de R$ 49,90 com vencimento em 10/04/2031')).toBe('https://pay.test/b/7.pdf');
    expect(href('Recibo de R$ 199,90 com vencimento em 10/05/2031')).toBe('https://pay.test/r/8');
    expect(href('NFS-e (PDF) de R$ 199,90 com vencimento em 10/05/2031')).toBe('https://pay.test/n/8.pdf');
    expect(href('NFS-e (XML) de R$ 199,90 com vencimento em 10/05/2031')).toBe('https://pay.test/n/8.xml');
    expect(control('Recibo de R$ 199,90 com vencimento em 10/06/2031')).toBeUndefined();
  });

  it('pays an open charge in a dialog that turns "Pago" on the live event, then reloads the page', async () => {
    api();
    await open();
    await loaded();
    const before = gets('/api/financeiro').length;
    await click(control('Pagar R$ 199,90 com vencimento em 10/06/2031') as Element);
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'), 'the payment dialog');
    await waitFor(() => byTestId('pix-qr')[0], 'the Pix QR');
    expect(dialog.querySelector('h2')?.textContent).toBe('Pagar R$ 199,90');
    expect(byTestId('charge-waiting')[0]?.textContent).toBe('Aguardando pagamento…');

    await emit('billing.charge', { id: 9, status: 'paid', empresa_id: 5 });
    await waitFor(() => byTestId('charge-paid')[0], '"Pago"');
    expect(byTestId('charge-paid')[0]?.textContent).toBe('Pago');
    expect(byTestId('charge-paid-alert')[0]?.textContent).toBe('Pagamento confirmado!');
    expect(byTestId('charge-waiting')).toHaveLength(0);
    await waitFor(() => gets('/api/financeiro').length > before, 'the charges read again');
    await click(control('Fechar') as Element);
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog closed');
  });

  it('filters by status', async () => {
    api();
    await open();
    await loaded();
    const select = document.querySelector('[aria-labelledby~="invoices-status-filter"]') as HTMLElement;
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await waitFor(() => document.querySelector('[role="option"]'), 'the status options');
    expect([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      'Todas',
      'Pendente',
      'Vencida',
      'Paga',
      'Estornada',
      'Contestada',
      'Cancelada',
    ]);
    await click(
      [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Vencida') as Element,
    );
    await waitFor(
      () => gets('/api/financeiro').at(-1)?.query.get('status') === 'overdue',
      'the filtered call',
    );
  });
});

describe('Faturas on a phone', () => {
  it('lists the charges as cards (no table) with the same actions', async () => {
    phoneScreen();
    api();
    await open();
    await loaded();
    expect(document.querySelector('table')).toBeNull();
    const cards = byTestId('invoice-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain('Plano Profissional (mensal)');
    expect(cards[0]?.textContent).toContain('R$ 199,90');
    expect(cards[0]?.textContent).toContain('Vence em 10/06/2031 · Pix');
    expect(cards[2]?.textContent).toContain('Vencida');
    expect(
      cards[0]?.querySelector('[aria-label="Pagar R$ 199,90 com vencimento em 10/06/2031"]'),
    ).not.toBeNull();
    expect(cards[1]?.querySelector('a[href="https://pay.test/r/8"]')?.textContent).toBe('Recibo');
    expect(h1s()).toEqual(['Faturas']);
  });
});

describe('a late company on Faturas', () => {
  const late = subscription({
    situacao: 'suspended',
    em_aberto: { id: 7, valor: 49.9, vencimento: '2031-04-10', status: 'overdue' },
    suspende_em: '2031-04-17T15:00:00.000Z',
    cancela_em: '2031-05-10T15:00:00.000Z',
  });

  it('says since when it is suspended and "Pagar agora" opens the open charge', async () => {
    api(late);
    await open();
    await loaded();
    expect(byTestId('billing-situation')[0]?.textContent).toBe('Suspenso');
    const open7 = byTestId('invoices-open')[0];
    expect(open7?.textContent).toContain('Em aberto: R$ 49,90, vencimento em 10/04/2031');
    expect(open7?.textContent).toContain('Conta suspensa desde 17/04/2031.');
    expect(open7?.textContent).toContain('Sem pagamento, a assinatura será cancelada em 10/05/2031.');
    await click(control('Pagar agora') as Element);
    await waitFor(() => byTestId('boleto-panel')[0], 'the open charge’s boleto');
    expect(gets('/api/faturas/7')).toHaveLength(1);
  });

  it('opens the charge named in the address (the banner’s "Pagar agora")', async () => {
    api(late);
    await open('/faturas?pagar=7');
    await waitFor(() => byTestId('boleto-panel')[0], 'the open charge’s boleto');
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Pagar R$ 49,90');
  });
});

describe('the billing details', () => {
  it('shows the CNPJ read-only, saves the rest, and puts the server’s refusals under their fields', async () => {
    let refuse = true;
    api(subscription(), (call) => {
      if (call.method !== 'PUT' || call.path !== '/api/empresa/dados-cobranca') return undefined;
      if (refuse)
        return { status: 422, body: { message: 'Dados inválidos.', errors: { cep: ['CEP inválido.'] } } };
      return {
        body: {
          message: 'Salvo.',
          data: { ...subscription().dados_cobranca, razao_social: 'Demo Serviços Ltda' },
        },
      };
    });
    await open();
    await waitFor(() => byTestId('billing-details')[0], 'the billing details');
    const cnpj = field('CNPJ');
    expect(cnpj.value).toBe('11.222.333/0001-81');
    expect(cnpj.readOnly).toBe(true);
    expect(field('Razão social').value).toBe('Demo Ltda');
    expect(field('E-mail de cobrança').value).toBe('financeiro@demo.local');
    expect(field('CEP').value).toBe('01310-100');

    await type(field('E-mail de cobrança'), 'nao-e-email');
    await click(control('Salvar dados de cobrança') as Element);
    expect(text()).toContain('E-mail inválido.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await type(field('E-mail de cobrança'), 'contas@demo.local');
    await type(field('Razão social'), 'Demo Serviços Ltda');
    await type(field('CEP'), '0131');
    await click(control('Salvar dados de cobrança') as Element);
    await waitFor(() => field('CEP').getAttribute('aria-invalid') === 'true', 'the CEP refused');
    const cep = field('CEP');
    expect(document.getElementById(cep.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'CEP inválido.',
    );
    expect(text()).toContain('Não foi possível salvar os dados de cobrança.');

    refuse = false;
    await type(field('CEP'), '01310100');
    await click(control('Salvar dados de cobrança') as Element);
    await waitFor(() => text().includes('Dados de cobrança salvos.'), 'the saved notice');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      razao_social: 'Demo Serviços Ltda',
      email: 'contas@demo.local',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
    });
    expect(field('CEP').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('the old /financeiro', () => {
  it('lands on /faturas, keeping the query', async () => {
    api();
    await renderRoutes(
      [
        { path: '/financeiro', element: createElement(FinancialRedirect) },
        { path: '/faturas', element: createElement('p', null, 'Faturas') },
      ],
      '/financeiro?pagar=7',
    );
    await waitFor(() => location() === '/faturas?pagar=7', 'the invoices page');
  });
});

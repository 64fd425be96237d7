// "Financeiro das empresas" (/admin/financeiro) as a platform administrator uses it: the filters
// kept in the address reach the API's query (a link opens the same view; a change writes the address
// and asks again), the totals of everything filtered, the CSV export of every page, a manual payment
// after a confirmation ("Baixa manual" then), a refund with an optional partial amount, the provider's
// events of a charge, and on a 360 px phone cards whose amounts never break across lines.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinancialRecordView } from '../../common/schemas/billing';
import AdminFinancialRecordsPage from '../../src/pages/app/billing/AdminFinancialRecordsPage';
import { type Call, cleanup, click, location, mockApi, notes, render, text, type } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const realMatchMedia = window.matchMedia;
const NBSP = '\u00a0';

beforeEach(() => {
  // A laptop unless a test says otherwise.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  window.matchMedia = realMatchMedia;
});

const record = (over: Partial<FinancialRecordView> = {}): FinancialRecordView => ({
  id: 1,
  status: 'pending',
  provedor: 'asaas',
  competencia: null,
  pix: null,
  boleto: null,
  cartao: null,
  fatura_url: null,
  recibo_url: null,
  nfse: null,
  baixa_manual: false,
  recusa: null,
  estornado: 0,
  empresa_id: 7,
  empresa_nome: 'Cliente Alfa',
  pedido_id: 3,
  descricao: 'Plano Profissional (mensal)',
  parcela: 1,
  parcelas: 1,
  valor: 99.9,
  vencimento: '2026-01-10',
  fin_status: 1,
  forma_pagamento: 'pix',
  pago_em: null,
  created_at: '2026-01-01T12:00:00.000Z',
  ...over,
});

const TOTALS = { valor: 1234.5, pago: 1000, em_aberto: 134.5, vencido: 100 };
const page = (data: FinancialRecordView[], total = data.length, totais = TOTALS) => ({
  body: { data, total, totais },
});

const ADMIN = { permissions: [], identity: { id: 1, ambient: 'A' } };
const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/financeiro');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (label: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
  );
const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="financial-row"]')];

async function open(path: string, answer: (call: Call) => { status?: number; body?: unknown } | undefined) {
  const calls = mockApi(answer);
  await render(createElement(AdminFinancialRecordsPage), { path, pattern: '/admin/financeiro', ...ADMIN });
  return calls;
}

describe('filters and totals', () => {
  it('a link with filters opens the same view; changing one writes the address and asks again', async () => {
    const calls = await open(
      '/admin/financeiro?status=overdue&empresa_id=7&de=2026-01-01&ate=2026-01-31&q=mensal&page=2',
      (call) => {
        if (call.path === '/api/admin/financeiro') return page([record({ status: 'overdue' })], 30);
        if (call.path === '/api/empresa/7/detalhes')
          return {
            body: { data: { id: 7, razao_social: 'Cliente Alfa Ltda', nome_fantasia: 'Cliente Alfa' } },
          };
        return undefined;
      },
    );
    await waitFor(() => rows().length === 1, 'the charges');
    const first = lists(calls)[0]?.query;
    expect(Object.fromEntries(first ?? [])).toEqual({
      status: 'overdue',
      empresa_id: '7',
      de: '2026-01-01',
      ate: '2026-01-31',
      q: 'mensal',
      page: '2',
      perPage: '25',
    });
    // The fields show the address's filters, the company by its name.
    expect(input('filter-status')?.value).toBe('overdue');
    expect(input('filter-from')?.value).toBe('2026-01-01');
    expect(input('filter-to')?.value).toBe('2026-01-31');
    expect(input('filter-q')?.value).toBe('mensal');
    await waitFor(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="filter-company"] input')?.value ===
        'Cliente Alfa',
      'the company by name',
    );

    // The totals of everything filtered, each amount on one line.
    const totals = document.querySelector<HTMLElement>('[data-testid="charge-totals"]');
    expect(totals?.querySelector('[data-testid="total-valor"]')?.textContent).toContain(`R$${NBSP}1.234,50`);
    expect(totals?.querySelector('[data-testid="total-pago"]')?.textContent).toContain(`R$${NBSP}1.000,00`);
    expect(totals?.querySelector('[data-testid="total-em_aberto"]')?.textContent).toContain(
      `R$${NBSP}134,50`,
    );
    expect(totals?.querySelector('[data-testid="total-vencido"]')?.textContent).toContain(`R$${NBSP}100,00`);

    // A new status: the address says it, page 1 again, and the API is asked with it.
    await type(input('filter-status') as HTMLInputElement, 'paid');
    await waitFor(() => lists(calls).some((c) => c.query.get('status') === 'paid'), 'the list asked again');
    const asked = lists(calls).at(-1)?.query;
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('empresa_id')).toBe('7');
    expect(new URLSearchParams(location().split('?')[1]).get('status')).toBe('paid');
    expect(location()).not.toContain('page=');
  });

  it('searches once the text is longer than 3 letters, and picks a company from the back office list', async () => {
    const calls = await open('/admin/financeiro', (call) => {
      if (call.path === '/api/admin/financeiro') return page([record()]);
      if (call.path === '/api/empresas')
        return {
          body: {
            data: [
              { id: 7, razao_social: 'Cliente Alfa Ltda', nome_fantasia: 'Cliente Alfa' },
              { id: 9, razao_social: 'Cliente Beta Ltda', nome_fantasia: null },
            ],
            total: 2,
          },
        };
      return undefined;
    });
    await waitFor(() => rows().length === 1, 'the charges');
    await type(input('filter-q') as HTMLInputElement, 'pla');
    expect(text()).toContain('Mais de 3 letras');
    await type(input('filter-q') as HTMLInputElement, 'plano');
    await waitFor(() => lists(calls).some((c) => c.query.get('q') === 'plano'), 'the search asked');
    expect(lists(calls).some((c) => c.query.get('q') === 'pla')).toBe(false);

    const company = document.querySelector<HTMLInputElement>('[data-testid="filter-company"] input');
    await type(company as HTMLInputElement, 'Cliente');
    const option = await waitFor(
      () =>
        [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
          (o) => o.textContent === 'Cliente Beta Ltda',
        ),
      'the companies found',
    );
    expect(calls.find((c) => c.path === '/api/empresas' && c.query.get('q') === 'Cliente')).toBeDefined();
    await click(option);
    await waitFor(
      () => lists(calls).some((c) => c.query.get('empresa_id') === '9'),
      'the company filter asked',
    );
    expect(location()).toContain('empresa_id=9');
  });
});

describe('export', () => {
  it('saves every charge the filters match as CSV (;, UTF-8 with BOM), fetching all pages of 100', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:financeiro';
    });
    URL.revokeObjectURL = vi.fn();
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const all = Array.from({ length: 130 }, (_, i) =>
      record({
        id: i + 1,
        empresa_nome: i === 0 ? 'Cliente; "Aspas"' : `Cliente ${i + 1}`,
        status: 'paid',
        fin_status: 2,
        pago_em: '2026-01-09T15:00:00.000Z',
        baixa_manual: i === 1,
        valor: 1234.5,
        estornado: i === 2 ? 10 : 0,
      }),
    );
    const calls = await open('/admin/financeiro?status=paid', (call) => {
      if (call.path !== '/api/admin/financeiro') return undefined;
      const n = Number(call.query.get('page'));
      const per = Number(call.query.get('perPage'));
      return page(all.slice((n - 1) * per, n * per), all.length);
    });
    await waitFor(() => rows().length === 25, 'the first page');
    await click(button('Exportar CSV') as HTMLButtonElement);
    await waitFor(() => download.mock.calls.length === 1, 'the download');

    const pages = lists(calls).filter((c) => c.query.get('perPage') === '100');
    expect(pages.map((c) => [c.query.get('page'), c.query.get('status')])).toEqual([
      ['1', 'paid'],
      ['2', 'paid'],
    ]);
    expect((download.mock.contexts[0] as HTMLAnchorElement).download).toBe('financeiro-empresas.csv');
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'Empresa;Descrição;Parcela;Valor;Vencimento;Situação;Forma;Pago em;Origem;Baixa manual;Estornado',
    );
    expect(lines).toHaveLength(132); // header, 130 charges, the last line's end
    expect(lines[1]).toBe(
      '"Cliente; ""Aspas""";Plano Profissional (mensal);1/1;1234,50;10/01/2026;Paga;Pix;09/01/2026;Provedor de pagamento;Não;0,00',
    );
    expect(lines[2]?.endsWith(';Sim;0,00')).toBe(true);
    expect(lines[3]?.endsWith(';Não;10,00')).toBe(true);
  });
});

describe('row actions', () => {
  it('"Registrar pagamento manual" asks, records the payment, and the row then shows "Baixa manual"', async () => {
    let paid = false;
    const calls = await open('/admin/financeiro', (call) => {
      if (call.path === '/api/admin/financeiro')
        return page([
          paid
            ? record({
                status: 'paid',
                fin_status: 2,
                baixa_manual: true,
                pago_em: '2026-01-09T15:00:00.000Z',
              })
            : record({ status: 'overdue', fin_status: -1 }),
        ]);
      if (call.method === 'PUT' && call.path === '/api/financeiro/1/status') {
        paid = true;
        return {
          body: { message: 'Status atualizado.', data: record({ status: 'paid', baixa_manual: true }) },
        };
      }
      return undefined;
    });
    await waitFor(() => rows().length === 1, 'the charge');
    expect(rows()[0]?.textContent).toContain('Vencida');
    // Not paid by the provider yet: nothing to refund.
    expect(button('Estornar', rows()[0])).toBeUndefined();
    await click(button('Registrar pagamento manual', rows()[0]) as HTMLButtonElement);
    const ask = await waitFor(() => dialog(), 'the confirmation');
    expect(ask.textContent).toContain('A cobrança de R$ 99,90 de Cliente Alfa, com vencimento em 10/01/2026');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await click(button('Registrar pagamento manual', ask) as HTMLButtonElement);
    await waitFor(() => rows()[0]?.textContent?.includes('Baixa manual'), 'the manual payment shown');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fin_status: 2 });
    expect(rows()[0]?.textContent).toContain('Paga');
    expect(notes()).toContain('Pagamento manual registrado.');
  });

  it('"Estornar" posts the partial amount typed (or nothing for all of it), never more than what is left', async () => {
    const calls = await open('/admin/financeiro', (call) => {
      if (call.path === '/api/admin/financeiro')
        return page([record({ id: 2, status: 'paid', fin_status: 2, valor: 99.9, estornado: 20 })]);
      if (call.method === 'POST' && call.path === '/api/admin/financeiro/2/estorno')
        return {
          body: { message: 'Estorno solicitado.', data: record({ id: 2, status: 'paid', estornado: 69.9 }) },
        };
      return undefined;
    });
    await waitFor(() => rows().length === 1, 'the charge');
    expect(rows()[0]?.textContent).toContain(`Estornado: R$${NBSP}20,00`);
    await click(button('Estornar', rows()[0]) as HTMLButtonElement);
    const refund = await waitFor(() => dialog(), 'the refund dialog');
    expect(refund.textContent).toContain(`Até R$ 79,90`);
    await type(input('refund-value') as HTMLInputElement, '80,00');
    await click(button('Estornar', refund) as HTMLButtonElement);
    expect(refund.textContent).toContain('O estorno não pode passar de R$ 79,90.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type(input('refund-value') as HTMLInputElement, '49,90');
    await click(button('Estornar', refund) as HTMLButtonElement);
    await waitFor(() => notes().includes('Estorno solicitado.'), 'the toast');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ valor: 49.9 }]);

    // Left blank: the whole of what is left.
    await waitFor(() => !dialog(), 'the dialog closed');
    await click(button('Estornar', rows()[0]) as HTMLButtonElement);
    await click(
      button(
        'Estornar',
        (await waitFor(() => dialog(), 'the dialog again')) as HTMLElement,
      ) as HTMLButtonElement,
    );
    await waitFor(() => calls.filter((c) => c.method === 'POST').length === 2, 'the second refund');
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({});
  });

  it('"Eventos" lists what the provider said about the charge', async () => {
    await open('/admin/financeiro', (call) => {
      if (call.path === '/api/admin/financeiro')
        return page([record({ id: 4, status: 'paid', fin_status: 2 })]);
      if (call.path === '/api/admin/financeiro/4/eventos')
        return {
          body: {
            data: [
              {
                id: 11,
                evento_id: 'evt_1',
                evento: 'PAYMENT_CREATED',
                recebido_em: '2026-01-01T13:00:00.000Z',
                processado_em: '2026-01-01T13:00:02.000Z',
                resultado: 'applied',
                status_provedor: 'PENDING',
              },
              {
                id: 12,
                evento_id: 'evt_2',
                evento: 'PAYMENT_RECEIVED',
                recebido_em: '2026-01-09T15:00:00.000Z',
                processado_em: null,
                resultado: null,
                status_provedor: null,
              },
            ],
          },
        };
      return undefined;
    });
    await waitFor(() => rows().length === 1, 'the charge');
    await click(button('Eventos', rows()[0]) as HTMLButtonElement);
    const events = await waitFor(
      () => (dialog()?.querySelectorAll('[data-testid="charge-event"]').length === 2 ? dialog() : null),
      'the events',
    );
    const items = [...events.querySelectorAll('[data-testid="charge-event"]')].map((e) => e.textContent);
    expect(items[0]).toContain('PAYMENT_CREATED');
    expect(items[0]).toContain('Recebido em 01/01/2026, 10:00');
    expect(items[0]).toContain('Resultado: applied');
    expect(items[0]).toContain('Situação no provedor: PENDING');
    expect(items[1]).toContain('PAYMENT_RECEIVED');
    expect(items[1]).toContain('Ainda não processado');
  });
});

describe('on a 360 px phone', () => {
  it('shows cards, not a sideways table, and no amount breaks across lines', async () => {
    phoneScreen();
    await open('/admin/financeiro', (call) =>
      call.path === '/api/admin/financeiro'
        ? page([record({ valor: 99.9 }), record({ id: 2, valor: 12_345.67, status: 'paid', fin_status: 2 })])
        : undefined,
    );
    const cards = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('[data-testid="financial-card"]')];
      return found.length === 2 ? found : null;
    }, 'the cards');
    expect(document.querySelector('table')).toBeNull();
    const amounts = cards.map((c) => c.querySelector<HTMLElement>('[data-testid="money"]'));
    expect(amounts.map((a) => a?.textContent)).toEqual([`R$${NBSP}99,90`, `R$${NBSP}12.345,67`]);
    for (const a of amounts) {
      expect(a?.textContent).not.toMatch(/[ \n\t]/);
      expect(getComputedStyle(a as HTMLElement).whiteSpace).toBe('nowrap');
    }
    // The actions are labelled buttons on the card.
    expect(button('Registrar pagamento manual', cards[0])).toBeDefined();
    expect(button('Estornar', cards[1])).toBeDefined();
  });
});

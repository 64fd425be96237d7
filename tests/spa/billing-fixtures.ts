// What the billing API answers in the SPA tests of the checkout, "Faturas" and the late-payment
// banner: a charge, the subscription, an order and its confirmation (common/schemas/billing.ts), and
// the few ways a user reaches a field or a button (by its label or text).
import type {
  ConfirmResponse,
  FinancialRecordView,
  OrderResponse,
  SubscriptionView,
} from '../../src/providers/billingApi';

export const PIX_PAYLOAD =
  '00020126580014br.gov.bcb.pix0136cofre-teste-pix5204000053039865406199.905802BR6304ABCD';
export const PIX_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
export const BOLETO_LINE = '23793381286000000000350000063307789340000019990';

/** An open charge of R$ 199,90 due on 10/06/2031, by Pix; `over` changes any field. */
export const charge = (over: Partial<FinancialRecordView> = {}): FinancialRecordView => ({
  id: 9,
  status: 'pending',
  provedor: 'asaas',
  competencia: { inicio: '2031-06-10', fim: '2031-07-09' },
  pix: { payload: PIX_PAYLOAD, expira_em: '2031-06-11T02:59:00.000Z' },
  boleto: null,
  cartao: null,
  fatura_url: null,
  recibo_url: null,
  nfse: null,
  baixa_manual: false,
  recusa: null,
  estornado: 0,
  empresa_id: 5,
  empresa_nome: 'Demo',
  pedido_id: 31,
  descricao: 'Plano Profissional (mensal)',
  parcela: 1,
  parcelas: 1,
  valor: 199.9,
  vencimento: '2031-06-10',
  fin_status: 1,
  forma_pagamento: 'pix',
  pago_em: null,
  created_at: '2031-06-10T12:00:00.000Z',
  ...over,
});

/** A paid-up company on the monthly Profissional plan; `over` changes any field. */
export const subscription = (over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  situacao: 'active',
  plano: { id: 3, nome: 'Profissional' },
  periodicidade: 'monthly',
  valor: 199.9,
  expira_em: '2031-07-09T15:00:00.000Z',
  teste_ate: null,
  proxima_cobranca: { data: '2031-07-10', valor: 199.9 },
  em_aberto: null,
  suspende_em: null,
  cancela_em: null,
  cartao: null,
  multa_pct: 2,
  juros_pct: 1,
  carencia_dias: 7,
  dados_cobranca: {
    documento: '11222333000181',
    razao_social: 'Demo Ltda',
    email: 'financeiro@demo.local',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: null,
    bairro: 'Bela Vista',
  },
  pagamentos: true,
  ...over,
});

/** The order placed for the Profissional plan (R$ 199,90), or an upgrade's with its credit. */
export const order = (over: Partial<OrderResponse['pedido']> = {}): OrderResponse => ({
  message: 'Pedido criado.',
  token_id: 'tok-31',
  pedido: {
    id: 31,
    tipo: 'plano',
    plano: { id: 3, nome: 'Profissional' },
    periodicidade: 'monthly',
    itens: [],
    forma_pagamento: 'pix',
    valor: 199.9,
    valor_cheio: 199.9,
    credito: 0,
    parcelas: [{ parcela: 1, valor: 199.9, vencimento: '2031-06-10' }],
    status: 'pending',
    expires_at: '2031-06-10T15:00:00.000Z',
    ...over,
  },
});

/** The confirmation: the charge to pay now, not paid yet. */
export const confirmed = (cobranca: FinancialRecordView | null, pago = false): ConfirmResponse => ({
  message: 'Pedido confirmado.',
  data: {
    tipo: 'plano',
    empresa: { id: 5, plano: null },
    expira_em: null,
    modulos: [],
    financeiro: cobranca ? [cobranca] : [],
    cobranca,
    pago,
  },
});

/** A field, by the start of its label's text (a required field's label ends in ' *'). */
export function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const found = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s*\*$/, '') === label,
  );
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!input) throw new Error(`no field labelled "${label}"`);
  return input as HTMLInputElement;
}

/** A button or link, by its accessible name (aria-label, else its text). */
export function control(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('button, a, [role="tab"]')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
}

/** The page's headings of level 1. */
export const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);

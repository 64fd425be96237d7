// Subscriptions and financial records: the request and response shapes of the API, shared with
// the SPA. Values travel in reais (numbers with at most 2 decimals) and are stored in cents.
import { z } from 'zod';
import {
  BILLING_STATES,
  CHARGE_STATUSES,
  FIN_STATUS_VALUES,
  INSTALLMENT_PAYMENT_FORMS,
  PAYMENT_FORMS,
  PERIODICITIES,
  SELF_SERVICE_PAYMENT_FORMS,
} from '../constants.js';
import { MAX_INSTALLMENTS } from '../validation/index.js';
import { companyContactFields } from './companies.js';
import { id } from './fields.js';
import { dateFilter, listQuery, listResponse } from './list.js';
import { PLAN_MODULES } from './plans.js';

/** Largest number of units of one add-on bought at once. */
export const ADDON_QUANTITY_MAX = 100;

/** A company pays by itself through the provider: Pix, boleto or card (money and cheque are manual). */
const paymentForm = z.enum(SELF_SERVICE_PAYMENT_FORMS, 'billing.payment_form_invalid');
const installments = z
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'billing.installments_range')
  .max(MAX_INSTALLMENTS, 'billing.installments_range')
  .default(1);

/** Installments above 1 only for the forms that allow them (credit card, boleto). */
function installmentsAllowed(
  body: { forma_pagamento: (typeof SELF_SERVICE_PAYMENT_FORMS)[number]; parcelas: number },
  ctx: z.RefinementCtx,
) {
  if (body.parcelas > 1 && !INSTALLMENT_PAYMENT_FORMS.includes(body.forma_pagamento))
    ctx.addIssue({ code: 'custom', path: ['parcelas'], message: 'billing.installments_form' });
}

export const buyPlanBody = z
  .object({
    plano_id: id,
    periodicidade: z.enum(PERIODICITIES, 'plans.periodicity_invalid'),
    forma_pagamento: paymentForm,
    parcelas: installments,
  })
  .superRefine(installmentsAllowed);
export type BuyPlanBody = z.output<typeof buyPlanBody>;
export type BuyPlanInput = z.input<typeof buyPlanBody>;

const addonItem = z.object({
  adicional_id: id,
  quantidade: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(ADDON_QUANTITY_MAX, 'validation.max.numeric')
    .default(1),
});

/** One add-on (`adicional_id`, optional `quantidade`) or several (`adicionais`). */
export const buyModulesBody = z
  .object({
    adicional_id: id.optional(),
    quantidade: addonItem.shape.quantidade,
    adicionais: z.array(addonItem, 'validation.invalid').max(20, 'validation.max.numeric').optional(),
    forma_pagamento: paymentForm,
    parcelas: installments,
  })
  .superRefine((body, ctx) => {
    if (body.adicional_id === undefined && !body.adicionais?.length)
      ctx.addIssue({ code: 'custom', path: ['adicional_id'], message: 'billing.addon_required' });
    installmentsAllowed(body, ctx);
  })
  .transform((body) => ({
    itens:
      body.adicional_id !== undefined
        ? [{ adicional_id: body.adicional_id, quantidade: body.quantidade }]
        : (body.adicionais ?? []),
    forma_pagamento: body.forma_pagamento,
    parcelas: body.parcelas,
  }));
export type BuyModulesBody = z.output<typeof buyModulesBody>;
export type BuyModulesInput = z.input<typeof buyModulesBody>;

export const installmentView = z.object({
  parcela: z.number().int(),
  /** Reais. */
  valor: z.number(),
  /** YYYY-MM-DD. */
  vencimento: z.string(),
});

export const orderItemView = z.object({
  adicional_id: z.number().int(),
  nome: z.string(),
  modulo: z.enum(PLAN_MODULES),
  /** Units of the module this item adds (the add-on's quantity times how many were bought). */
  quantidade: z.number().int(),
  valor: z.number(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const orderView = z.object({
  id: z.number().int(),
  tipo: z.enum(['plano', 'modulos']),
  plano: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  periodicidade: z.enum(PERIODICITIES).nullable(),
  itens: z.array(orderItemView),
  forma_pagamento: z.enum(PAYMENT_FORMS),
  /** The total to pay, reais (the price less any credit). */
  valor: z.number(),
  /** The price before the credit, reais. */
  valor_cheio: z.number(),
  /** Proration: what is left of the current plan's paid period, taken off the price (reais; 0: none). */
  credito: z.number(),
  parcelas: z.array(installmentView),
  status: z.string(),
  expires_at: z.string(),
});
export type OrderView = z.infer<typeof orderView>;

export const orderResponse = z.object({ message: z.string(), token_id: z.string(), pedido: orderView });
export type OrderResponse = z.infer<typeof orderResponse>;

/** The confirmation form (no token inside: it is in the path). */
export const confirmBody = z.object({
  aceite: z.literal(true, 'billing.accept_required'),
});

/** The company's plan as the identity and confirmations show it. */
export const planInfo = z.object({
  id: z.number().int(),
  nome: z.string(),
  periodicidade: z.enum(PERIODICITIES).nullable(),
  /** When the paid period ends (null: no end). */
  expira_em: z.string().nullable(),
  /** False once the period has ended. */
  ativo: z.boolean(),
  /** Units bought as add-ons on top of the plan's limits, by module. */
  adicionais: z.record(z.string(), z.number().int()),
});
export type PlanInfo = z.infer<typeof planInfo>;

export const financialRecordView = z.object({
  id: z.number().int(),
  /** The charge's state (forward only); fin_status follows it. */
  status: z.enum(CHARGE_STATUSES),
  /** Charged through the payment provider, or recorded by hand by an administrator. */
  provedor: z.enum(['asaas', 'manual']),
  /** The plan period this charge pays for (YYYY-MM-DD), when it is a plan's. */
  competencia: z.object({ inicio: z.string(), fim: z.string() }).nullable(),
  /** Pix: the BR Code ("copia e cola") and when it expires (the image: GET /api/faturas/{id}/pix). */
  pix: z.object({ payload: z.string(), expira_em: z.string() }).nullable(),
  /** Boleto: the 47-digit line and the PDF. */
  boleto: z.object({ linha: z.string(), url: z.string().nullable() }).nullable(),
  /** The card it was paid (or last tried) with. */
  cartao: z.object({ final: z.string(), bandeira: z.string() }).nullable(),
  /** The provider's hosted page and receipt. */
  fatura_url: z.string().nullable(),
  recibo_url: z.string().nullable(),
  /** The service invoice (NFS-e), once asked for. */
  nfse: z
    .object({
      status: z.string(),
      numero: z.string().nullable(),
      pdf_url: z.string().nullable(),
      xml_url: z.string().nullable(),
    })
    .nullable(),
  /** Marked paid by an administrator (a manual payment). */
  baixa_manual: z.boolean(),
  /** Why the last card payment was refused (null: none). */
  recusa: z.string().nullable(),
  /** Refunded so far, reais. */
  estornado: z.number(),
  empresa_id: z.number().int(),
  empresa_nome: z.string(),
  pedido_id: z.number().int().nullable(),
  descricao: z.string(),
  parcela: z.number().int(),
  parcelas: z.number().int(),
  /** Reais. */
  valor: z.number(),
  /** YYYY-MM-DD. */
  vencimento: z.string(),
  /** -1 in arrears, 0 received, 1 opened, 2 paid. */
  fin_status: z.number().int(),
  forma_pagamento: z.string(),
  pago_em: z.string().nullable(),
  created_at: z.string(),
});
export type FinancialRecordView = z.infer<typeof financialRecordView>;

export const confirmResponse = z.object({
  message: z.string(),
  data: z.object({
    tipo: z.enum(['plano', 'modulos']),
    empresa: z.object({ id: z.number().int(), plano: planInfo.nullable() }),
    expira_em: z.string().nullable(),
    modulos: z.array(z.object({ modulo: z.enum(PLAN_MODULES), quantidade: z.number().int() })),
    financeiro: z.array(financialRecordView),
    /** The charge to pay now (the first installment), with its Pix or boleto. */
    cobranca: financialRecordView.nullable(),
    /** Whether it is already paid (and the plan or modules active). */
    pago: z.boolean(),
  }),
});
export type ConfirmResponse = z.infer<typeof confirmResponse>;

const finStatus = z.coerce
  .number('validation.integer')
  .int('validation.integer')
  .refine((v) => (FIN_STATUS_VALUES as readonly number[]).includes(v), 'billing.fin_status_invalid');

export const FINANCIAL_SORTS = ['vencimento', 'valor', 'created_at', 'fin_status'] as const;

export const financialListQuery = listQuery.extend({
  fin_status: finStatus.optional(),
  /** Due date range (vencimento). */
  de: dateFilter,
  ate: dateFilter,
  /** The charge's state. */
  status: z.enum(CHARGE_STATUSES, 'validation.in').optional(),
  /** Admin list only: one company. */
  empresa_id: id.optional(),
});
export type FinancialListQuery = z.output<typeof financialListQuery>;

export const financialListResponse = listResponse(financialRecordView).extend({
  /** Sums over every record the filters match (not just the page), reais. */
  totais: z.object({ valor: z.number(), pago: z.number(), em_aberto: z.number(), vencido: z.number() }),
});

/** GET /api/faturas/{id}/pix: the QR to show and its "copia e cola". */
export const pixView = z.object({
  payload: z.string(),
  /** data:image/png;base64,… */
  imagem: z.string(),
  expira_em: z.string(),
});
export const pixResponse = z.object({ data: pixView });

/** GET /api/faturas/{id}/boleto. */
export const boletoView = z.object({
  linha: z.string(),
  codigo_barras: z.string(),
  url: z.string().nullable(),
});
export const boletoResponse = z.object({ data: boletoView });

/** POST /api/faturas/{id}/cartao: pays by card (the number and CVV go to the provider, never kept). */
export const cardPayBody = z.object({
  titular: z
    .string('validation.required')
    .trim()
    .min(3, 'validation.required')
    .max(100, 'validation.max.string'),
  numero: z
    .string('validation.required')
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'payments.card_number_invalid')),
  /** MM/AA or MM/AAAA. */
  validade: z
    .string('validation.required')
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'payments.card_expiry_invalid'),
  cvv: z.string('validation.required').regex(/^\d{3,4}$/, 'payments.card_cvv_invalid'),
  /** Keep the provider's token of this card for the renewals. */
  salvar: z.boolean().default(true),
  /**
   * The holder's CEP and address number, which the provider's antifraud asks for: needed only
   * while the company's billing address has none (then kept as its billing address).
   */
  cep: companyContactFields.cep,
  endereco_numero: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.max.string')
    .optional(),
  /** The holder's phone, likewise: needed only while neither the company nor the payer has one. */
  telefone: companyContactFields.telefone,
});
export type CardPayBody = z.output<typeof cardPayBody>;
export type CardPayInput = z.input<typeof cardPayBody>;

/** POST /api/faturas/{id}/forma: pay an open charge another way (e.g. Pix after a refused card). */
export const changeMethodBody = z.object({ forma_pagamento: paymentForm });

export const chargeResponse = z.object({ message: z.string().optional(), data: financialRecordView });

/** POST /api/admin/financeiro/{id}/estorno: the whole charge, or `valor` reais of it. */
export const refundBody = z.object({ valor: z.number().positive('validation.min.numeric').optional() });

/** GET /api/admin/financeiro/{id}/eventos: the provider's events about the charge, as received. */
export const chargeEventView = z.object({
  id: z.number().int(),
  evento_id: z.string(),
  evento: z.string(),
  recebido_em: z.string(),
  processado_em: z.string().nullable(),
  /** What the worker did: applied, ignored (and why), mismatch, error. */
  resultado: z.string().nullable(),
  /** The provider's status of the charge when it was read again. */
  status_provedor: z.string().nullable(),
});
export const chargeEventsResponse = z.object({ data: z.array(chargeEventView) });

/** The company's billing details, as charges and invoices carry them. */
export const billingDetails = z.object({
  documento: z.string(),
  razao_social: z.string(),
  email: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetails>;

/** PUT /api/empresa/dados-cobranca (the document is the company's own: changed in its data). */
export const billingDetailsBody = z.object({
  razao_social: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.required')
    .max(200, 'validation.max.string'),
  /** Where charges, reminders and invoices are sent. */
  email: z.email('validation.email').max(254, 'validation.max.string'),
  cep: companyContactFields.cep,
  logradouro: companyContactFields.logradouro,
  numero: companyContactFields.numero,
  complemento: companyContactFields.complemento,
  bairro: companyContactFields.bairro,
});
export type BillingDetailsInput = z.input<typeof billingDetailsBody>;

/** GET /api/empresa/assinatura: where the company stands, for "Faturas" and the banners. */
export const subscriptionView = z.object({
  situacao: z.enum(BILLING_STATES),
  plano: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  periodicidade: z.enum(PERIODICITIES).nullable(),
  /** The plan's price for its periodicity, reais. */
  valor: z.number().nullable(),
  /** When the paid period ends. */
  expira_em: z.string().nullable(),
  /** When the trial ends (in a trial). */
  teste_ate: z.string().nullable(),
  /** The next charge: its due date (YYYY-MM-DD) and amount. */
  proxima_cobranca: z.object({ data: z.string(), valor: z.number() }).nullable(),
  /** The oldest unpaid charge ("Pagar agora"). */
  em_aberto: z
    .object({
      id: z.number().int(),
      valor: z.number(),
      vencimento: z.string(),
      status: z.enum(CHARGE_STATUSES),
    })
    .nullable(),
  /** When access was (or will be) suspended, and when the subscription will be cancelled if unpaid. */
  suspende_em: z.string().nullable(),
  cancela_em: z.string().nullable(),
  /** The card kept for renewals. */
  cartao: z.object({ final: z.string(), bandeira: z.string() }).nullable(),
  /** Late fine (%), interest (% a month) and grace days, as configured. */
  multa_pct: z.number(),
  juros_pct: z.number(),
  carencia_dias: z.number().int(),
  dados_cobranca: billingDetails,
  /** Whether a payment provider is configured (false: only manual payments). */
  pagamentos: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResponse = z.object({ data: subscriptionView });

export const financialStatusBody = z.object({ fin_status: finStatus });
export const financialStatusResponse = z.object({ message: z.string(), data: financialRecordView });

/** One module's use against its limit (null: unlimited, or no plan yet). */
const moduleUsage = z.object({ usado: z.number().int().min(0), limite: z.number().int().nullable() });

/**
 * GET /api/empresa/uso: what the company uses of each module, counted as the limits count it
 * (members; live devices; stored bytes with the trash; messages and signing requests this month).
 */
export const companyUsageView = z.object({
  usuarios: moduleUsage,
  dispositivos: moduleUsage,
  /** usado in bytes, limite in MB (as the plan sets it). */
  armazenamento: z.object({ usado_bytes: z.number().int().min(0), limite_mb: z.number().int().nullable() }),
  mensagens_mes: moduleUsage,
  assinaturas_mes: moduleUsage,
});
export type CompanyUsageView = z.infer<typeof companyUsageView>;
export const companyUsageResponse = z.object({ data: companyUsageView });

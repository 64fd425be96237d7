// Subscriptions and financial records: the request and response shapes of the API, shared with
// the SPA. Values travel in reais (numbers with at most 2 decimals) and are stored in cents.
import { z } from 'zod';
import { FIN_STATUS_VALUES, INSTALLMENT_PAYMENT_FORMS, PAYMENT_FORMS, PERIODICITIES } from '../constants.js';
import { MAX_INSTALLMENTS } from '../validation/index.js';
import { id } from './fields.js';
import { dateFilter, listQuery, listResponse } from './list.js';
import { PLAN_MODULES } from './plans.js';

/** Largest number of units of one add-on bought at once. */
export const ADDON_QUANTITY_MAX = 100;

const paymentForm = z.enum(PAYMENT_FORMS, 'billing.payment_form_invalid');
const installments = z
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'billing.installments_range')
  .max(MAX_INSTALLMENTS, 'billing.installments_range')
  .default(1);

/** Installments above 1 only for the forms that allow them (credit card, boleto). */
function installmentsAllowed(
  body: { forma_pagamento: (typeof PAYMENT_FORMS)[number]; parcelas: number },
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
  /** The total, reais. */
  valor: z.number(),
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
  /** Admin list only: one company. */
  empresa_id: id.optional(),
});
export type FinancialListQuery = z.output<typeof financialListQuery>;

export const financialListResponse = listResponse(financialRecordView);

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

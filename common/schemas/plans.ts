// Plans: the request and response shapes of the API, shared with the SPA. Prices travel in reais
// (numbers with at most 2 decimals) and are stored in cents. Messages are i18n keys; each side
// translates them.
import { z } from 'zod';
import { PERIODICITIES } from '../constants.js';
import { toCents } from '../validation/index.js';
import { boolFilter, listQuery, listResponse } from './list.js';

/** Plans: the back office's, platform administrators only (buyers read GET /api/planos-disponiveis). */
export { plansApi } from '../resources/plans.js';

/** The modules an add-on adds to (each raises one of the plan's limits). */
export const PLAN_MODULES = ['users', 'devices', 'storage', 'messages', 'signatures'] as const;
export type PlanModule = (typeof PLAN_MODULES)[number];

/** The plan's limits, in the body's and view's order; null means unlimited. */
export const PLAN_LIMITS = [
  'usuarios',
  'dispositivos',
  'armazenamento_mb',
  'mensagens_mes',
  'assinaturas_mes',
] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** The largest price (R$ 9.999.999,99): its cents still fit a 32-bit integer column. */
export const PLAN_VALUE_MAX = 9_999_999.99;
/** The largest limit or add-on quantity a 32-bit integer column holds. */
export const PLAN_COUNT_MAX = 2_147_483_647;
export const PLAN_NAME_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 2000;

/** True when the number of reais has at most 2 decimals (1.1 + 2.2 style float noise tolerated). */
export const hasCentsPrecision = (value: number) => Math.abs(value * 100 - toCents(value)) < 1e-6;

/** A price in reais: positive, at most 2 decimals. */
export const planValue = z
  .number('validation.numeric')
  .refine((v) => v !== 0, 'plans.value_zero')
  .refine((v) => v >= 0, 'plans.value_negative')
  .refine(hasCentsPrecision, 'plans.value_decimals')
  .refine((v) => v <= PLAN_VALUE_MAX, 'plans.value_max');

/** A limit: a whole number ≥ 0, or null (or absent) for unlimited. */
const planLimit = z
  .number('validation.integer')
  .int('validation.integer')
  .min(0, 'validation.min.numeric')
  .max(PLAN_COUNT_MAX, 'validation.max.numeric')
  .nullish()
  .transform((v) => v ?? null);

const periodicity = z.enum(PERIODICITIES, 'plans.periodicity_invalid');

export const planRecurrenceInput = z.object({ periodicidade: periodicity, valor: planValue });

export const planAddonInput = z.object({
  nome: z
    .string('validation.string')
    .trim()
    .min(1, 'validation.required')
    .max(PLAN_NAME_MAX, 'validation.max.string'),
  modulo: z.enum(PLAN_MODULES, 'plans.module_invalid'),
  quantidade: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(PLAN_COUNT_MAX, 'validation.max.numeric'),
  valor: planValue,
});

export const planBody = z.object({
  nome: z
    .string('validation.string')
    .trim()
    .min(1, 'validation.required')
    .max(PLAN_NAME_MAX, 'validation.max.string'),
  descricao: z
    .string('validation.string')
    .trim()
    .max(PLAN_DESCRIPTION_MAX, 'validation.max.string')
    .nullish()
    .transform((s) => s || null),
  /** Absent on creation: active; absent on editing: unchanged. */
  status: z.boolean('validation.boolean').optional(),
  limites: z.object({
    usuarios: planLimit,
    dispositivos: planLimit,
    armazenamento_mb: planLimit,
    mensagens_mes: planLimit,
    assinaturas_mes: planLimit,
  }),
  recorrencias: z
    .array(planRecurrenceInput, 'validation.required')
    .min(1, 'plans.recurrence_required')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((r, i) => {
        if (seen.has(r.periodicidade))
          ctx.addIssue({ code: 'custom', path: [i, 'periodicidade'], message: 'plans.periodicity_repeated' });
        seen.add(r.periodicidade);
      });
    }),
  adicionais: z
    .array(planAddonInput, 'validation.invalid')
    .max(50, 'validation.max.numeric')
    .nullish()
    .transform((list) => list ?? []),
});
export type PlanBody = z.output<typeof planBody>;
export type PlanBodyInput = z.input<typeof planBody>;

export const PLAN_SORTS = ['nome', 'created_at'] as const;

export const planListQuery = listQuery.extend({
  status: boolFilter,
  /** true: only soft-deleted plans (default: only live ones). */
  deleted: boolFilter,
});
export type PlanListQuery = z.output<typeof planListQuery>;

export const planLimitsView = z.object({
  usuarios: z.number().int().nullable(),
  dispositivos: z.number().int().nullable(),
  armazenamento_mb: z.number().int().nullable(),
  mensagens_mes: z.number().int().nullable(),
  assinaturas_mes: z.number().int().nullable(),
});
export type PlanLimitsView = z.infer<typeof planLimitsView>;

export const planRecurrenceView = z.object({
  id: z.number().int(),
  periodicidade: z.enum(PERIODICITIES),
  /** Reais. */
  valor: z.number(),
});
export type PlanRecurrenceView = z.infer<typeof planRecurrenceView>;

export const planAddonView = z.object({
  id: z.number().int(),
  nome: z.string(),
  modulo: z.enum(PLAN_MODULES),
  quantidade: z.number().int(),
  /** Reais. */
  valor: z.number(),
});
export type PlanAddonView = z.infer<typeof planAddonView>;

/** A plan as the back office sees it. */
export const planView = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
  status: z.boolean(),
  limites: planLimitsView,
  /** In the order weekly, fortnightly, monthly, yearly. */
  recorrencias: z.array(planRecurrenceView),
  adicionais: z.array(planAddonView),
  /** How many (live) companies subscribe to the plan. */
  empresas: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type PlanView = z.infer<typeof planView>;

/** A plan as buyers see it (GET /api/planos-disponiveis). */
export const availablePlanView = planView.pick({
  id: true,
  nome: true,
  descricao: true,
  limites: true,
  recorrencias: true,
  adicionais: true,
});
export type AvailablePlanView = z.infer<typeof availablePlanView>;

export const planListResponse = listResponse(planView);
export const planResponse = z.object({ data: planView });
export const planSavedResponse = z.object({ message: z.string(), data: planView });
export const availablePlansResponse = z.object({ data: z.array(availablePlanView) });
/** GET /api/empresa/plano: the company's own plan (on sale or not), or null. */
export const companyPlanResponse = z.object({ data: availablePlanView.nullable() });

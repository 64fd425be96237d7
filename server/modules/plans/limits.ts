// A plan's per-module limits (null: unlimited), enforced by the API: going past one answers 402
// with reason UPGRADE_PLAN and the module, which the SPA turns into the upgrade page.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { type CompanyAllowanceRow, companyAllowance, usedStorageBytes } from '../../db/queries/billing.js';
import { lockPlanCounter } from '../../db/queries/plans.js';
import { HttpError } from '../../http/errors.js';

export type PlanModule = 'users' | 'devices' | 'storage' | 'messages' | 'signatures';

type PlanLimits = NonNullable<CompanyAllowanceRow['plan']>;
const LIMIT_OF: Record<PlanModule, (plan: PlanLimits) => number | null> = {
  users: (p) => p.maxUsuarios,
  devices: (p) => p.maxDispositivos,
  storage: (p) => p.armazenamentoMb,
  messages: (p) => p.mensagensMes,
  signatures: (p) => p.assinaturasMes,
};

/** What the company may use: each module's limit and the storage it already takes. */
export interface Allowance {
  /** The module's limit: the plan's plus its add-ons' units; null when the plan sets none. */
  limit(module: PlanModule): number | null;
  storageUsedBytes: number;
}

/** Reads the company's allowance (one round trip). */
export async function allowanceOf(ctx: Pick<AppContext, 'db'>, empresaId: number): Promise<Allowance> {
  const { plan, addons, storageUsed } = await companyAllowance(ctx.db, empresaId);
  return {
    limit(module) {
      const base = plan ? LIMIT_OF[module](plan) : null;
      return base === null ? null : base + (addons.get(module) ?? 0);
    },
    storageUsedBytes: storageUsed,
  };
}

/**
 * The company's limit for the module: its plan's plus the units of the add-ons it bought for that
 * plan (empresa_modulos); null when the plan sets none (or the company has no plan yet).
 */
export async function planLimit(
  ctx: Pick<AppContext, 'db'>,
  empresaId: number,
  module: PlanModule,
): Promise<number | null> {
  return (await allowanceOf(ctx, empresaId)).limit(module);
}

const MB = 1024 * 1024;

/** 402 when storing `addingBytes` more would take the company past its storage allowance. */
export function assertStorageWithinPlan(allowance: Allowance, addingBytes: number): void {
  const limitMb = allowance.limit('storage');
  if (limitMb === null) return;
  if (allowance.storageUsedBytes + addingBytes > limitMb * MB) throw upgradePlan('storage', limitMb);
}

export const upgradePlan = (module: PlanModule, limit: number) =>
  new HttpError(402, `plans.limit_${module}`, { limit }, {}, { reason: 'UPGRADE_PLAN', module });

/** 402 when `used + adding` would go past the module's limit. */
export async function assertWithinPlan(
  ctx: Pick<AppContext, 'db'>,
  empresaId: number,
  module: PlanModule,
  used: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const limit = await planLimit(ctx, empresaId, module);
  if (limit === null) return;
  if ((await used()) + adding > limit) throw upgradePlan(module, limit);
}

/**
 * The same check inside the transaction that adds the records, holding the company's lock for the
 * module, so concurrent requests cannot both pass it. `limit` is read before the transaction
 * (PGlite has one connection: reading through ctx.db inside would wait for itself).
 */
export async function holdWithinPlan(
  tx: Db,
  empresaId: number,
  module: PlanModule,
  limit: number | null,
  used: (tx: Db) => Promise<number>,
  adding = 1,
): Promise<void> {
  if (limit === null) return;
  await lockPlanCounter(tx, empresaId, module);
  if ((await used(tx)) + adding > limit) throw upgradePlan(module, limit);
}

/**
 * The storage check again inside the transaction that recorded the file (limitMb read before): the
 * count already includes it, so the transaction is refused with 402 when it does not fit.
 */
export async function storageStillWithinPlan(
  tx: Db,
  empresaId: number,
  limitMb: number | null,
): Promise<void> {
  if (limitMb === null) return;
  if ((await usedStorageBytes(tx, empresaId)) > limitMb * MB) throw upgradePlan('storage', limitMb);
}

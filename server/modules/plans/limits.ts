// A plan's per-module limits (null: unlimited), enforced by the API: going past one answers 402
// with reason UPGRADE_PLAN and the module, which the SPA turns into the upgrade page.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { addonUnits, usedStorageBytes } from '../../db/queries/billing.js';
import { findCompanyById } from '../../db/queries/companies.js';
import { findPlan, lockPlanCounter, type PlanRow } from '../../db/queries/plans.js';
import { HttpError } from '../../http/errors.js';

export type PlanModule = 'users' | 'devices' | 'storage' | 'messages' | 'signatures';

const LIMIT_OF: Record<PlanModule, (plan: PlanRow) => number | null> = {
  users: (p) => p.maxUsuarios,
  devices: (p) => p.maxDispositivos,
  storage: (p) => p.armazenamentoMb,
  messages: (p) => p.mensagensMes,
  signatures: (p) => p.assinaturasMes,
};

/**
 * The company's limit for the module: its plan's plus the units of the add-ons it bought for that
 * plan (empresa_modulos); null when the plan sets none (or the company has no plan yet).
 */
export async function planLimit(
  ctx: Pick<AppContext, 'db'>,
  empresaId: number,
  module: PlanModule,
): Promise<number | null> {
  const company = await findCompanyById(ctx.db, empresaId);
  if (!company?.planoId) return null;
  const plan = await findPlan(ctx.db, company.planoId, 'any');
  const base = plan ? LIMIT_OF[module](plan) : null;
  if (base === null) return null;
  const extra = (await addonUnits(ctx.db, empresaId, company.planoId)).get(module) ?? 0;
  return base + extra;
}

const MB = 1024 * 1024;

/**
 * 402 when storing `addingBytes` more would take the company past its storage limit (`limitMb`,
 * from planLimit).
 */
export async function assertStorageWithinPlan(
  ctx: Pick<AppContext, 'db'>,
  empresaId: number,
  addingBytes: number,
  limitMb: number | null,
): Promise<void> {
  if (limitMb === null) return;
  if ((await usedStorageBytes(ctx.db, empresaId)) + addingBytes > limitMb * MB)
    throw upgradePlan('storage', limitMb);
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

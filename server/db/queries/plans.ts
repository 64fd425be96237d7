// The plans' SQL: plans with their recurrences (prices by periodicity) and add-ons, the companies
// subscribing to them, the paged list and the plans on sale.
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PlanListQuery } from '../../../common/schemas/plans.js';
import type { Db } from '../client.js';
import { containsAny, listPage } from '../list.js';
import { empresas, planoAdicionais, planoRecorrencias, planos } from '../schema.js';

export type PlanRow = typeof planos.$inferSelect;
export type PlanRecurrenceRow = typeof planoRecorrencias.$inferSelect;
export type PlanAddonRow = typeof planoAdicionais.$inferSelect;

export type PlanValues = Pick<
  typeof planos.$inferInsert,
  | 'nome'
  | 'descricao'
  | 'maxUsuarios'
  | 'maxDispositivos'
  | 'armazenamentoMb'
  | 'mensagensMes'
  | 'assinaturasMes'
> & { status?: boolean };

export interface PlanItems {
  recorrencias: { periodicidade: string; valorCentavos: number }[];
  adicionais: { nome: string; modulo: string; quantidade: number; valorCentavos: number }[];
}

/** What a plan's view adds to its row. */
export interface PlanExtras {
  recorrencias: PlanRecurrenceRow[];
  adicionais: PlanAddonRow[];
  empresas: number;
}

async function insertItems(db: Db, planoId: number, items: PlanItems): Promise<void> {
  if (items.recorrencias.length)
    await db.insert(planoRecorrencias).values(items.recorrencias.map((r) => ({ ...r, planoId })));
  if (items.adicionais.length)
    await db.insert(planoAdicionais).values(items.adicionais.map((a) => ({ ...a, planoId })));
}

/** Inserts a plan with its recurrences and add-ons (call inside a transaction). */
export async function insertPlan(db: Db, values: PlanValues, items: PlanItems): Promise<PlanRow> {
  const [row] = await db.insert(planos).values(values).returning();
  if (!row) throw new Error('insert planos returned nothing');
  await insertItems(db, row.id, items);
  return row;
}

/**
 * Updates a live plan and replaces its recurrences and add-ons (call inside a transaction).
 * Undefined when there is no such live plan.
 */
export async function updatePlan(
  db: Db,
  id: number,
  values: PlanValues,
  items: PlanItems,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(planos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(planos.id, id), isNull(planos.deletedAt)))
    .returning();
  if (!row) return undefined;
  await db.delete(planoRecorrencias).where(eq(planoRecorrencias.planoId, id));
  await db.delete(planoAdicionais).where(eq(planoAdicionais.planoId, id));
  await insertItems(db, id, items);
  return row;
}

export async function findPlan(
  db: Db,
  id: number,
  state: 'live' | 'any' = 'live',
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(planos)
    .where(state === 'live' ? and(eq(planos.id, id), isNull(planos.deletedAt)) : eq(planos.id, id));
  return row;
}

/** Restores a soft-deleted plan; undefined when there is no such deleted plan. */
export async function restorePlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(planos)
    .set({ deletedAt: null })
    .where(and(eq(planos.id, id), isNotNull(planos.deletedAt)))
    .returning();
  return row;
}

/** The live plan other than `exceptId` named `nome` (case-insensitive), if any. */
export async function planIdNamed(db: Db, nome: string, exceptId?: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: planos.id })
    .from(planos)
    .where(
      and(
        sql`lower(${planos.nome}) = lower(${nome})`,
        isNull(planos.deletedAt),
        exceptId === undefined ? undefined : ne(planos.id, exceptId),
      ),
    );
  return row?.id;
}

/** How many live companies subscribe to the plan. */
export async function countSubscribers(db: Db, planoId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(empresas)
    .where(and(eq(empresas.planoId, planoId), isNull(empresas.deletedAt)));
  return row?.n ?? 0;
}

/** The recurrences, add-ons and subscriber counts of the plans, by plan id. */
export async function planExtras(db: Db, ids: number[]): Promise<Map<number, PlanExtras>> {
  const extras = new Map<number, PlanExtras>(
    ids.map((id) => [id, { recorrencias: [], adicionais: [], empresas: 0 }]),
  );
  if (ids.length === 0) return extras;
  const [recurrences, addons, subscribers] = await Promise.all([
    db
      .select()
      .from(planoRecorrencias)
      .where(inArray(planoRecorrencias.planoId, ids))
      .orderBy(asc(planoRecorrencias.id)),
    db
      .select()
      .from(planoAdicionais)
      .where(inArray(planoAdicionais.planoId, ids))
      .orderBy(asc(planoAdicionais.id)),
    db
      .select({ planoId: empresas.planoId, n: count() })
      .from(empresas)
      .where(and(inArray(empresas.planoId, ids), isNull(empresas.deletedAt)))
      .groupBy(empresas.planoId),
  ]);
  for (const r of recurrences) extras.get(r.planoId)?.recorrencias.push(r);
  for (const a of addons) extras.get(a.planoId)?.adicionais.push(a);
  for (const s of subscribers) {
    const e = s.planoId === null ? undefined : extras.get(s.planoId);
    if (e) e.empresas = Number(s.n);
  }
  return extras;
}

export function listPlans(db: Db, query: PlanListQuery) {
  return listPage(
    db,
    planos,
    query,
    {
      sortable: { nome: sql`lower(${planos.nome})`, created_at: planos.createdAt },
      defaultSort: { column: sql`lower(${planos.nome})`, order: 'asc' },
      tieBreaker: planos.id,
    },
    [
      query.deleted ? isNotNull(planos.deletedAt) : isNull(planos.deletedAt),
      query.q ? containsAny([planos.nome, planos.descricao], query.q) : undefined,
      query.status === undefined ? undefined : eq(planos.status, query.status),
    ],
  );
}

/** The plans on sale: active and not deleted, by name. */
export function listAvailablePlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(planos)
    .where(and(eq(planos.status, true), isNull(planos.deletedAt)))
    .orderBy(sql`lower(${planos.nome})`, asc(planos.id));
}

/** Inside a transaction: one at a time per company and module past the plan-limit check. */
export async function lockPlanCounter(tx: Db, empresaId: number, module: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${module}:${empresaId}`}))`);
}

// Plans: registration and editing (recurrences and add-ons replaced together, in one
// transaction), the back-office views and list, and the plans on sale to buyers.
import { PERIODICITIES, type Periodicity } from '../../../common/constants.js';
import type {
  AvailablePlanView,
  PlanBody,
  PlanListQuery,
  PlanModule,
  PlanView,
} from '../../../common/schemas/plans.js';
import { fromCents, toCents } from '../../../common/validation/index.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  countSubscribers,
  findPlan,
  insertPlan,
  listAvailablePlans,
  listPlans,
  type PlanExtras,
  type PlanItems,
  type PlanRow,
  type PlanValues,
  planExtras,
  planIdNamed,
  restorePlan,
  updatePlan,
} from '../../db/queries/plans.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, notFound } from '../../http/errors.js';

const periodOrder = (p: string) => PERIODICITIES.indexOf(p as Periodicity);

export function planView(row: PlanRow, extras: PlanExtras): PlanView {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    status: row.status,
    limites: {
      usuarios: row.maxUsuarios,
      dispositivos: row.maxDispositivos,
      armazenamento_mb: row.armazenamentoMb,
      mensagens_mes: row.mensagensMes,
      assinaturas_mes: row.assinaturasMes,
    },
    recorrencias: [...extras.recorrencias]
      .sort((a, b) => periodOrder(a.periodicidade) - periodOrder(b.periodicidade))
      .map((r) => ({
        id: r.id,
        periodicidade: r.periodicidade as Periodicity,
        valor: fromCents(r.valorCentavos),
      })),
    adicionais: extras.adicionais.map((a) => ({
      id: a.id,
      nome: a.nome,
      modulo: a.modulo as PlanModule,
      quantidade: a.quantidade,
      valor: fromCents(a.valorCentavos),
    })),
    empresas: extras.empresas,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** The views of several plans, with their recurrences, add-ons and subscribers in three queries. */
async function viewsOf(ctx: AppContext, rows: PlanRow[]): Promise<PlanView[]> {
  const extras = await planExtras(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    planView(row, extras.get(row.id) ?? { recorrencias: [], adicionais: [], empresas: 0 }),
  );
}

export async function planViewOf(ctx: AppContext, row: PlanRow): Promise<PlanView> {
  const [view] = await viewsOf(ctx, [row]);
  if (!view) throw new Error('plan view missing');
  return view;
}

function valuesOf(body: PlanBody): PlanValues {
  return {
    nome: body.nome,
    descricao: body.descricao,
    maxUsuarios: body.limites.usuarios,
    maxDispositivos: body.limites.dispositivos,
    armazenamentoMb: body.limites.armazenamento_mb,
    mensagensMes: body.limites.mensagens_mes,
    assinaturasMes: body.limites.assinaturas_mes,
    ...(body.status === undefined ? {} : { status: body.status }),
  };
}

function itemsOf(body: PlanBody): PlanItems {
  return {
    recorrencias: body.recorrencias.map((r) => ({
      periodicidade: r.periodicidade,
      valorCentavos: toCents(r.valor),
    })),
    adicionais: body.adicionais.map((a) => ({
      nome: a.nome,
      modulo: a.modulo,
      quantidade: a.quantidade,
      valorCentavos: toCents(a.valor),
    })),
  };
}

const nameTaken = () => fieldError('nome', 'plans.name_taken');

/** Runs a plan write; a name taken meanwhile (the unique index) answers as the check before it does. */
async function writing<T>(work: () => Promise<T>, key: ApiMessageKey = 'plans.name_taken'): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'planos_nome_uq')) throw fieldError('nome', key);
    throw err;
  }
}

export async function createPlan(ctx: AppContext, body: PlanBody): Promise<PlanView> {
  if (await planIdNamed(ctx.db, body.nome)) throw nameTaken();
  const row = await writing(() =>
    inTransaction(ctx.db, (tx) =>
      insertPlan(tx, { ...valuesOf(body), status: body.status ?? true }, itemsOf(body)),
    ),
  );
  return planViewOf(ctx, row);
}

export async function editPlan(ctx: AppContext, id: number, body: PlanBody): Promise<PlanView> {
  if (!(await findPlan(ctx.db, id))) throw notFound();
  if (await planIdNamed(ctx.db, body.nome, id)) throw nameTaken();
  const row = await writing(() =>
    inTransaction(ctx.db, (tx) => updatePlan(tx, id, valuesOf(body), itemsOf(body))),
  );
  if (!row) throw notFound();
  return planViewOf(ctx, row);
}

export async function planList(ctx: AppContext, query: PlanListQuery) {
  const { rows, total } = await listPlans(ctx.db, query);
  return { data: await viewsOf(ctx, rows), total };
}

/** What a buyer sees of a plan: no status, dates or subscriber counts. */
const forBuyers = ({
  id,
  nome,
  descricao,
  limites,
  recorrencias,
  adicionais,
}: PlanView): AvailablePlanView => ({
  id,
  nome,
  descricao,
  limites,
  recorrencias,
  adicionais,
});

/** The plans buyers may choose: active, not deleted, by name. */
export async function availablePlans(ctx: AppContext): Promise<AvailablePlanView[]> {
  return (await viewsOf(ctx, await listAvailablePlans(ctx.db))).map(forBuyers);
}

/**
 * The plan a company is on, with its add-ons, whether or not it is still on sale: a plan taken off
 * sale keeps its subscribers, and they may still buy its add-ons. Null without a plan.
 */
export async function companyPlan(
  ctx: AppContext,
  planoId: number | null,
): Promise<AvailablePlanView | null> {
  const row = planoId === null ? undefined : await findPlan(ctx.db, planoId, 'any');
  if (!row) return null;
  const [view] = await viewsOf(ctx, [row]);
  return view ? forBuyers(view) : null;
}

/** Restores a deleted plan, unless a live plan has taken its name meanwhile. */
export async function restorePlanRecord(ctx: AppContext, id: number): Promise<PlanView> {
  const deleted = await findPlan(ctx.db, id, 'any');
  if (!deleted?.deletedAt) throw notFound();
  if (await planIdNamed(ctx.db, deleted.nome, id)) throw fieldError('nome', 'plans.name_taken_restore');
  const row = await writing(() => restorePlan(ctx.db, id), 'plans.name_taken_restore');
  if (!row) throw notFound();
  return planViewOf(ctx, row);
}

/** A plan companies subscribe to stays: deleting it would leave them without one. */
export async function planDeleteBlock(ctx: AppContext, id: number): Promise<ApiMessageKey | null> {
  return (await countSubscribers(ctx.db, id)) > 0 ? 'plans.in_use' : null;
}

// Subscriptions' SQL: orders (pedidos) and their confirmation, the company's plan, add-on modules
// (empresa_modulos), financial records (financeiro) and the usage counts behind the plan limits.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { FIN_STATUS } from '../../../common/constants.js';
import type { FinancialListQuery } from '../../../common/schemas/billing.js';
import type { Db } from '../client.js';
import {
  arquivoEventos,
  empresaModulos,
  empresas,
  financeiro,
  pedidos,
  planoAdicionais,
  planoRecorrencias,
  planos,
  usuarioEmpresa,
} from '../schema.js';

export type OrderRow = typeof pedidos.$inferSelect;
export type NewOrder = typeof pedidos.$inferInsert;
export type FinancialRow = typeof financeiro.$inferSelect;
export type AddonRow = typeof planoAdicionais.$inferSelect;
export type FinancialListRow = FinancialRow & { empresaNome: string };
/** Sums in cents over every record a list's filters match. */
export interface ListTotals {
  valor: number;
  pago: number;
  emAberto: number;
  vencido: number;
}

/**
 * The company row, locked until the transaction ends: two confirmations for one company (a renewal
 * in two tabs, say) then compute the new period one after the other, each from the other's result.
 */
export async function lockCompany(tx: Db, empresaId: number) {
  const [row] = await tx
    .select()
    .from(empresas)
    .where(and(eq(empresas.id, empresaId), isNull(empresas.deletedAt)))
    .for('update');
  return row;
}

export async function findRecurrence(db: Db, planoId: number, periodicidade: string) {
  const [row] = await db
    .select()
    .from(planoRecorrencias)
    .where(and(eq(planoRecorrencias.planoId, planoId), eq(planoRecorrencias.periodicidade, periodicidade)));
  return row;
}

export async function findAddons(db: Db, ids: number[]): Promise<AddonRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(planoAdicionais).where(inArray(planoAdicionais.id, ids));
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(pedidos).values(values).returning();
  if (!row) throw new Error('insert pedidos returned nothing');
  return row;
}

export async function findOrderByToken(db: Db, tokenHash: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(pedidos).where(eq(pedidos.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a pending, unexpired order confirmed; undefined when another request got there first or
 * it expired meanwhile. The conditional update makes a double confirmation succeed exactly once.
 */
export async function claimOrder(db: Db, id: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(pedidos)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(pedidos.id, id), eq(pedidos.status, 'pending'), sql`${pedidos.expiresAt} > ${now}`))
    .returning();
  return row;
}

export async function setCompanyPlan(
  db: Db,
  empresaId: number,
  values: {
    planoId: number;
    planoPeriodicidade: string;
    planoExpiraEm: Date;
    planoDiaBase: number;
    trialEndsAt: Date | null;
  },
): Promise<void> {
  await db
    .update(empresas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(empresas.id, empresaId));
}

export async function insertModules(db: Db, rows: (typeof empresaModulos.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(empresaModulos).values(rows);
}

export async function insertRecords(
  db: Db,
  rows: (typeof financeiro.$inferInsert)[],
): Promise<FinancialRow[]> {
  if (rows.length === 0) return [];
  return db.insert(financeiro).values(rows).returning();
}

/** What the plan limits are computed from: the plan's own, the add-ons, the storage used. */
export interface CompanyAllowanceRow {
  /** The company's plan's limits (any null: none); null when the company has no plan. */
  plan: Pick<
    typeof planos.$inferSelect,
    'maxUsuarios' | 'maxDispositivos' | 'armazenamentoMb' | 'mensagensMes' | 'assinaturasMes'
  > | null;
  /**
   * Units of the add-ons bought for that plan (or given without an order), per module: orders
   * placed under another plan stop counting once the company changes plan.
   */
  addons: Map<string, number>;
  /** Bytes the company's files take (kept by the database on every insert and purge). */
  storageUsed: number;
}

/**
 * The company's plan limits, its add-on units for that plan and its storage used, in one round
 * trip (the upload and every limited action read them on their way).
 */
export async function companyAllowance(db: Db, empresaId: number): Promise<CompanyAllowanceRow> {
  const addons = sql<Record<string, string | number> | null>`(
    select json_object_agg(a.modulo, a.n) from (
      select ${empresaModulos.modulo} as modulo, sum(${empresaModulos.quantidade}) as n
      from ${empresaModulos} left join ${pedidos} on ${pedidos.id} = ${empresaModulos.pedidoId}
      where ${empresaModulos.empresaId} = ${empresas.id}
        and (${empresaModulos.pedidoId} is null or ${pedidos.planoId} = ${empresas.planoId})
      group by ${empresaModulos.modulo}
    ) a
  )`;
  const [row] = await db
    .select({
      planId: planos.id,
      maxUsuarios: planos.maxUsuarios,
      maxDispositivos: planos.maxDispositivos,
      armazenamentoMb: planos.armazenamentoMb,
      mensagensMes: planos.mensagensMes,
      assinaturasMes: planos.assinaturasMes,
      used: empresas.armazenamentoUsado,
      addons,
    })
    .from(empresas)
    .leftJoin(planos, eq(planos.id, empresas.planoId))
    .where(eq(empresas.id, empresaId));
  if (!row) return { plan: null, addons: new Map(), storageUsed: 0 };
  const { planId, used, addons: units, ...limits } = row;
  return {
    plan: planId === null ? null : limits,
    addons: new Map(Object.entries(units ?? {}).map(([k, n]) => [k, Number(n)])),
    storageUsed: Number(used ?? 0),
  };
}

/** Opened records due before `today` (YYYY-MM-DD) become in arrears; returns how many. */
export async function markArrears(db: Db, today: string, empresaId?: number): Promise<number> {
  const rows = await db
    .update(financeiro)
    .set({ finStatus: FIN_STATUS.IN_ARREARS, status: 'overdue', updatedAt: new Date() })
    .where(
      and(
        eq(financeiro.finStatus, FIN_STATUS.OPENED),
        eq(financeiro.status, 'pending'),
        lt(financeiro.vencimento, today),
        empresaId === undefined ? undefined : eq(financeiro.empresaId, empresaId),
      ),
    )
    .returning({ id: financeiro.id });
  return rows.length;
}

const SORTABLE: Record<string, SQL | typeof financeiro.vencimento> = {
  vencimento: sql`${financeiro.vencimento}`,
  valor: sql`${financeiro.valorCentavos}`,
  created_at: sql`${financeiro.createdAt}`,
  fin_status: sql`${financeiro.finStatus}`,
};

/** A page of financial records (of one company, or all), with the company's name. */
export async function listRecords(
  db: Db,
  query: FinancialListQuery,
  empresaId: number | undefined,
): Promise<{ rows: FinancialListRow[]; total: number; totals: ListTotals }> {
  const company = empresaId ?? query.empresa_id;
  const conditions = [
    company === undefined ? undefined : eq(financeiro.empresaId, company),
    query.fin_status === undefined ? undefined : eq(financeiro.finStatus, query.fin_status),
    query.status === undefined ? undefined : eq(financeiro.status, query.status),
    query.de ? gte(financeiro.vencimento, query.de.slice(0, 10)) : undefined,
    query.ate ? lte(financeiro.vencimento, query.ate.slice(0, 10)) : undefined,
    query.q
      ? sql`(${financeiro.descricao} ilike ${`%${query.q}%`} or ${empresas.razaoSocial} ilike ${`%${query.q}%`} or ${empresas.nomeFantasia} ilike ${`%${query.q}%`})`
      : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const sortKey = query.sort && SORTABLE[query.sort] ? query.sort : undefined;
  const column = sortKey ? (SORTABLE[sortKey] as SQL) : sql`${financeiro.vencimento}`;
  const direction = sortKey ? (query.order === 'desc' ? desc : asc) : desc;
  const rows = await db
    .select({
      record: financeiro,
      empresaNome: sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`,
    })
    .from(financeiro)
    .innerJoin(empresas, eq(empresas.id, financeiro.empresaId))
    .where(where)
    .orderBy(direction(column), desc(financeiro.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({
      n: count(),
      valor: sql<string>`coalesce(sum(${financeiro.valorCentavos}), 0)`,
      pago: sql<string>`coalesce(sum(${financeiro.valorCentavos}) filter (where ${financeiro.status} = 'paid'), 0)`,
      aberto: sql<string>`coalesce(sum(${financeiro.valorCentavos}) filter (where ${financeiro.status} = 'pending'), 0)`,
      vencido: sql<string>`coalesce(sum(${financeiro.valorCentavos}) filter (where ${financeiro.status} = 'overdue'), 0)`,
    })
    .from(financeiro)
    .innerJoin(empresas, eq(empresas.id, financeiro.empresaId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r.record, empresaNome: r.empresaNome })),
    total: total?.n ?? 0,
    totals: {
      valor: Number(total?.valor ?? 0),
      pago: Number(total?.pago ?? 0),
      emAberto: Number(total?.aberto ?? 0),
      vencido: Number(total?.vencido ?? 0),
    },
  };
}

export async function findRecord(db: Db, id: number): Promise<FinancialListRow | undefined> {
  const [row] = await db
    .select({
      record: financeiro,
      empresaNome: sql<string>`coalesce(${empresas.nomeFantasia}, ${empresas.razaoSocial})`,
    })
    .from(financeiro)
    .innerJoin(empresas, eq(empresas.id, financeiro.empresaId))
    .where(eq(financeiro.id, id));
  return row ? { ...row.record, empresaNome: row.empresaNome } : undefined;
}

export async function updateRecordStatus(
  db: Db,
  id: number,
  finStatus: number,
  pagoEm: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(financeiro)
    .set({
      finStatus,
      pagoEm,
      status: finStatus === FIN_STATUS.IN_ARREARS ? 'overdue' : pagoEm ? 'paid' : 'pending',
      updatedAt: new Date(),
    })
    .where(eq(financeiro.id, id))
    .returning({ id: financeiro.id });
  return rows.length > 0;
}

/** Whether the user is already an active member (adding them again adds no one). */
export async function isActiveMember(db: Db, userId: number, empresaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarioEmpresa.id })
    .from(usuarioEmpresa)
    .where(
      and(
        eq(usuarioEmpresa.userId, userId),
        eq(usuarioEmpresa.empresaId, empresaId),
        eq(usuarioEmpresa.status, true),
      ),
    );
  return row !== undefined;
}

/**
 * Bytes of the company's stored files (not purged): a count the database keeps with every insert,
 * purge or delete of a file (migration 0012's trigger), so it is read, never summed. Inside the
 * transaction that inserted a file it already includes it — and holds the company's row until the
 * commit, so uploads of one company wait for each other only from the insert on.
 */
export async function usedStorageBytes(db: Db, empresaId: number): Promise<number> {
  const [row] = await db
    .select({ n: empresas.armazenamentoUsado })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return Number(row?.n ?? 0);
}

/** Documents the company sent for signature since `since` (each request counts once). */
export async function countSignatureRequests(db: Db, empresaId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(arquivoEventos)
    .where(
      and(
        eq(arquivoEventos.empresaId, empresaId),
        eq(arquivoEventos.acao, 'signing_requested'),
        gte(arquivoEventos.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

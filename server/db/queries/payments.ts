// Payments' SQL: charges (financeiro rows charged through the provider), their forward-only state
// changes, the plan periods paid charges bought, the provider's webhook events and the company's
// billing fields (customer, kept card, dunning state).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ChargeStatus } from '../../../common/constants.js';
import type { Db } from '../client.js';
import { empresas, financeiro, pedidos, planoPeriodos, pspEventos } from '../schema.js';
import type { FinancialRow, OrderRow } from './billing.js';

export type ChargeUpdate = Partial<typeof financeiro.$inferInsert>;
export type PspEventRow = typeof pspEventos.$inferSelect;
export type CompanyBilling = typeof empresas.$inferSelect;

export async function findCharge(db: Db, id: number): Promise<FinancialRow | undefined> {
  const [row] = await db.select().from(financeiro).where(eq(financeiro.id, id));
  return row;
}

export async function findChargeByProviderId(db: Db, providerId: string): Promise<FinancialRow | undefined> {
  const [row] = await db.select().from(financeiro).where(eq(financeiro.provedorId, providerId));
  return row;
}

export async function updateCharge(
  db: Db,
  id: number,
  values: ChargeUpdate,
): Promise<FinancialRow | undefined> {
  const [row] = await db
    .update(financeiro)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(financeiro.id, id))
    .returning();
  return row;
}

/**
 * Moves a charge to `to` only from one of `from` (the forward-only machine): undefined when another
 * worker, a replay or an older event got there first. The single statement is the guard.
 */
export async function advanceCharge(
  db: Db,
  id: number,
  from: readonly ChargeStatus[],
  to: ChargeStatus,
  values: ChargeUpdate = {},
): Promise<FinancialRow | undefined> {
  const [row] = await db
    .update(financeiro)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(financeiro.id, id), inArray(financeiro.status, [...from])))
    .returning();
  return row;
}

/** Marks the order applied, once: undefined when it already was. */
export async function claimOrderApplication(db: Db, id: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(pedidos)
    .set({ aplicadoEm: now })
    .where(and(eq(pedidos.id, id), isNull(pedidos.aplicadoEm)))
    .returning();
  return row;
}

/** One plan period per charge and per order (unique indexes): false when it already exists. */
export async function insertPlanPeriod(db: Db, values: typeof planoPeriodos.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(planoPeriodos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: planoPeriodos.id });
  return rows.length > 0;
}

/** The last plan period paid (what an upgrade's credit is computed from). */
export async function lastPlanPeriod(db: Db, empresaId: number) {
  const [period] = await db
    .select()
    .from(planoPeriodos)
    .where(eq(planoPeriodos.empresaId, empresaId))
    .orderBy(desc(planoPeriodos.fim))
    .limit(1);
  if (!period) return undefined;
  // What was actually paid for it: an order in installments has paid only some of them.
  const [paid] = await db
    .select({ cents: sql<string>`coalesce(sum(${financeiro.valorCentavos}), 0)` })
    .from(financeiro)
    .where(and(eq(financeiro.pedidoId, period.pedidoId), inArray(financeiro.status, ['paid', 'refunded'])));
  return { period, pagoCentavos: Number(paid?.cents ?? 0) };
}

/** Stores a webhook event once by its id: false when it was already stored (a replay). */
export async function insertPspEvent(db: Db, values: typeof pspEventos.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(pspEventos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pspEventos.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` unprocessed events whose retry time has come, oldest first, locked so a second
 * worker (this process or another) takes others; each claim counts an attempt and pushes the next
 * retry `leaseMs` away, so an event whose worker died is taken again then.
 */
export async function claimPspEvents(
  db: Db,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<PspEventRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pspEventos.id })
      .from(pspEventos)
      .where(
        and(
          isNull(pspEventos.processadoEm),
          or(isNull(pspEventos.proximaTentativa), lte(pspEventos.proximaTentativa, now)),
        ),
      )
      .orderBy(asc(pspEventos.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pspEventos)
      .set({
        tentativas: sql`${pspEventos.tentativas} + 1`,
        proximaTentativa: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          pspEventos.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function finishPspEvent(
  db: Db,
  id: number,
  values: { resultado: string; statusProvedor?: string | null; financeiroId?: number | null },
): Promise<void> {
  await db
    .update(pspEventos)
    .set({ ...values, processadoEm: new Date() })
    .where(eq(pspEventos.id, id));
}

/** Leaves the event for a later attempt at `retryAt` with what went wrong. */
export async function retryPspEvent(db: Db, id: number, retryAt: Date, resultado: string): Promise<void> {
  await db.update(pspEventos).set({ proximaTentativa: retryAt, resultado }).where(eq(pspEventos.id, id));
}

export async function eventsOfCharge(
  db: Db,
  charge: Pick<FinancialRow, 'id' | 'provedorId'>,
): Promise<PspEventRow[]> {
  return db
    .select()
    .from(pspEventos)
    .where(
      or(
        eq(pspEventos.financeiroId, charge.id),
        charge.provedorId ? eq(pspEventos.cobrancaProvedorId, charge.provedorId) : undefined,
      ),
    )
    .orderBy(asc(pspEventos.id));
}

/**
 * Unpaid provider charges not read from the provider since `before` (or never), oldest first: the
 * reconciliation reads them again in case a webhook never came.
 */
export async function staleOpenCharges(db: Db, before: Date, limit: number): Promise<FinancialRow[]> {
  return db
    .select()
    .from(financeiro)
    .where(
      and(
        eq(financeiro.provedor, 'asaas'),
        isNotNull(financeiro.provedorId),
        inArray(financeiro.status, ['pending', 'overdue']),
        lt(financeiro.createdAt, before),
        or(isNull(financeiro.verificadoEm), lt(financeiro.verificadoEm, before)),
      ),
    )
    .orderBy(asc(sql`coalesce(${financeiro.verificadoEm}, ${financeiro.createdAt})`))
    .limit(limit);
}

/** Records that `aviso` was sent for the charge; false when it already was (each notice once). */
export async function claimNotice(db: Db, id: number, aviso: string): Promise<boolean> {
  const rows = await db
    .update(financeiro)
    .set({ avisos: sql`array_append(${financeiro.avisos}, ${aviso})` })
    .where(and(eq(financeiro.id, id), sql`not (${aviso} = any(${financeiro.avisos}))`))
    .returning({ id: financeiro.id });
  return rows.length > 0;
}

/** Unpaid charges of companies not deleted, due on or before `until` (the dunning sweep's input). */
/**
 * A charge the company owes: its order took effect (a later installment) or is a renewal. The
 * charge of a purchase never paid (a checkout left halfway) is no debt: it is not dunned, and is
 * cancelled once well past due (abandonedPurchases).
 */
const owed = sql`exists (select 1 from ${pedidos} p where p.id = ${financeiro.pedidoId}
  and (p.renovacao or p.aplicado_em is not null))`;

export async function openChargesDueBy(db: Db, until: string): Promise<FinancialRow[]> {
  return db
    .select({ charge: financeiro })
    .from(financeiro)
    .innerJoin(empresas, eq(empresas.id, financeiro.empresaId))
    .where(
      and(
        eq(financeiro.provedor, 'asaas'),
        inArray(financeiro.status, ['pending', 'overdue']),
        lte(financeiro.vencimento, until),
        isNull(empresas.deletedAt),
        owed,
      ),
    )
    .orderBy(asc(financeiro.vencimento), asc(financeiro.id))
    .then((rows) => rows.map((r) => r.charge));
}

/** The company's oldest charge owed (what dunning and "Pagar agora" look at; undefined: none). */
export async function oldestOpenCharge(db: Db, empresaId: number): Promise<FinancialRow | undefined> {
  const [row] = await db
    .select()
    .from(financeiro)
    .where(
      and(
        eq(financeiro.empresaId, empresaId),
        eq(financeiro.provedor, 'asaas'),
        inArray(financeiro.status, ['pending', 'overdue']),
        owed,
      ),
    )
    .orderBy(asc(financeiro.vencimento), asc(financeiro.id))
    .limit(1);
  return row;
}

export async function findCompanyBilling(db: Db, empresaId: number): Promise<CompanyBilling | undefined> {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId));
  return row;
}

export async function updateCompanyBilling(
  db: Db,
  empresaId: number,
  values: Partial<
    Pick<
      typeof empresas.$inferInsert,
      | 'pspClienteId'
      | 'cobrancaEmail'
      | 'cartaoToken'
      | 'cartaoFinal'
      | 'cartaoBandeira'
      | 'formaPagamentoPreferida'
      | 'cobrancaSituacao'
      | 'suspensaEm'
      | 'razaoSocial'
      | 'telefone'
      | 'cep'
      | 'logradouro'
      | 'numero'
      | 'complemento'
      | 'bairro'
    >
  >,
): Promise<void> {
  await db
    .update(empresas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(empresas.id, empresaId));
}

/**
 * Companies on a plan whose paid period ends by `until` with no renewal placed for that period yet
 * and not cancelled for non-payment (the renewal sweep's input).
 */
export async function companiesToRenew(db: Db, until: Date) {
  return db
    .select()
    .from(empresas)
    .where(
      and(
        isNull(empresas.deletedAt),
        eq(empresas.status, true),
        isNotNull(empresas.planoId),
        isNotNull(empresas.planoExpiraEm),
        lte(empresas.planoExpiraEm, until),
        sql`${empresas.cobrancaSituacao} <> 'cancelled'`,
        sql`not exists (select 1 from ${pedidos} p where p.empresa_id = ${empresas.id} and p.renovacao
              and p.periodo_inicio = ${empresas.planoExpiraEm} and p.status <> 'cancelled')`,
      ),
    );
}

/** Companies in dunning (past due or suspended): the sweep checks whether they paid up. */
export async function companiesInDunning(db: Db) {
  return db
    .select({ id: empresas.id, situacao: empresas.cobrancaSituacao })
    .from(empresas)
    .where(and(isNull(empresas.deletedAt), inArray(empresas.cobrancaSituacao, ['past_due', 'suspended'])));
}

/** Ends the company's paid period at `at` (a cancellation for non-payment). */
export async function setPlanEnd(db: Db, empresaId: number, at: Date): Promise<void> {
  await db
    .update(empresas)
    .set({ planoExpiraEm: at, updatedAt: new Date() })
    .where(eq(empresas.id, empresaId));
}

/**
 * Takes a confirmation back (its first charge could not be placed at the provider): the order's
 * records are removed and the order is pending again, as if it had never been confirmed.
 */
export async function undoConfirmation(db: Db, pedidoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(financeiro).where(and(eq(financeiro.pedidoId, pedidoId), isNull(financeiro.provedorId)));
    await tx
      .update(pedidos)
      .set({ status: 'pending', confirmedAt: null })
      .where(and(eq(pedidos.id, pedidoId), isNull(pedidos.aplicadoEm)));
  });
}

/** Provider charges not placed at the provider yet (later installments) due by `until`. */
export async function unplacedChargesDueBy(db: Db, until: string): Promise<FinancialRow[]> {
  return db
    .select()
    .from(financeiro)
    .where(
      and(
        eq(financeiro.provedor, 'asaas'),
        isNull(financeiro.provedorId),
        inArray(financeiro.status, ['pending', 'overdue']),
        lte(financeiro.vencimento, until),
        owed,
      ),
    )
    .orderBy(asc(financeiro.vencimento))
    .limit(100);
}

/** Provider charges paid whose service invoice is missing or not authorized yet. */
export async function paidWithoutInvoice(db: Db, limit: number): Promise<FinancialRow[]> {
  return db
    .select()
    .from(financeiro)
    .where(
      and(
        eq(financeiro.provedor, 'asaas'),
        eq(financeiro.status, 'paid'),
        isNotNull(financeiro.provedorId),
        or(isNull(financeiro.nfseId), inArray(financeiro.nfseStatus, ['scheduled', 'processing'])),
      ),
    )
    .orderBy(asc(financeiro.id))
    .limit(limit);
}

/** Who placed the company's last order (a renewal is placed in their name when the company has no owner). */
export async function lastBuyer(db: Db, empresaId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: pedidos.userId })
    .from(pedidos)
    .where(eq(pedidos.empresaId, empresaId))
    .orderBy(desc(pedidos.id))
    .limit(1);
  return row?.userId;
}

/** Keeps the provider's customer id unless one was kept first; answers the id kept. */
export async function keepCustomerId(db: Db, empresaId: number, id: string): Promise<string | undefined> {
  await db
    .update(empresas)
    .set({ pspClienteId: id })
    .where(and(eq(empresas.id, empresaId), isNull(empresas.pspClienteId)));
  const [row] = await db
    .select({ id: empresas.pspClienteId })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return row?.id ?? undefined;
}

/** Records the provider's charge on a record that has none yet; undefined when one was recorded first. */
export async function placeCharge(
  db: Db,
  id: number,
  values: ChargeUpdate,
): Promise<FinancialRow | undefined> {
  const [row] = await db
    .update(financeiro)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(financeiro.id, id), isNull(financeiro.provedorId)))
    .returning();
  return row;
}

/** Unpaid charges of purchases never paid (nothing took effect), due before `before`: abandoned. */
export async function abandonedPurchases(db: Db, before: string): Promise<FinancialRow[]> {
  return db
    .select()
    .from(financeiro)
    .where(
      and(
        eq(financeiro.provedor, 'asaas'),
        inArray(financeiro.status, ['pending', 'overdue']),
        lt(financeiro.vencimento, before),
        sql`not ${owed}`,
      ),
    )
    .orderBy(asc(financeiro.id))
    .limit(100);
}

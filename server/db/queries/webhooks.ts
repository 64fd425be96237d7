// Webhook endpoints and their durable delivery queue: enqueueing an event for every subscribed
// endpoint in one statement (inside the caller's transaction when there is one), claiming due
// deliveries with a lease (SKIP LOCKED, so processes never share one), recording each attempt,
// and the log an endpoint's owner reads.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { webhookEndpoints, webhookEntregas, webhookTentativas } from '../schema.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookEntregas.$inferSelect;
export type AttemptRow = typeof webhookTentativas.$inferSelect;

const live = (empresaId: number, id: number) =>
  and(
    eq(webhookEndpoints.id, id),
    eq(webhookEndpoints.empresaId, empresaId),
    isNull(webhookEndpoints.deletedAt),
  );

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert webhook_endpoints returned nothing');
  return row;
}

export async function listEndpoints(db: Db, empresaId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.empresaId, empresaId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.id));
}

export async function findEndpoint(
  db: Db,
  empresaId: number,
  id: number,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(live(empresaId, id));
  return row;
}

export async function updateEndpoint(
  db: Db,
  empresaId: number,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(live(empresaId, id))
    .returning();
  return row;
}

/**
 * Queues one event for every active endpoint of the company subscribed to it; returns how many.
 * `body` is built per endpoint only in that all share it: the same bytes, the same `webhook-id`.
 */
export async function enqueueEvent(
  db: Db,
  e: { empresaId: number; tipo: string; mensagemId: string; corpo: string; endpointId?: number },
): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into webhook_entregas (endpoint_id, empresa_id, mensagem_id, tipo, corpo, proxima_tentativa)
        select w.id, w.empresa_id, ${e.mensagemId}, ${e.tipo}, ${e.corpo}, now()
        from webhook_endpoints w
        where w.empresa_id = ${e.empresaId} and w.deleted_at is null
          ${
            e.endpointId === undefined
              ? sql`and w.ativo and w.eventos @> ${JSON.stringify([e.tipo])}::jsonb`
              : sql`and w.id = ${e.endpointId}`
          }
        returning id`,
  );
  return rows.length;
}

/** Whether any active endpoint of the company listens to this event (to skip building bodies). */
export async function hasSubscribers(db: Db, empresaId: number, tipo: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from webhook_endpoints
        where empresa_id = ${empresaId} and deleted_at is null and ativo
          and eventos @> ${JSON.stringify([tipo])}::jsonb
        limit 1`,
  );
  return rows.length > 0;
}

export interface ClaimedDelivery extends DeliveryRow {
  url: string;
  secretSealed: string;
}

/**
 * Claims up to `limit` due deliveries of active endpoints: pending ones whose time has come, and
 * sending ones whose lease ran out (their process died mid-attempt). Each gets a lease until
 * `leaseMs` from now and its attempt counted.
 */
export async function claimDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`with c as materialized (
          select e.id from webhook_entregas e
          join webhook_endpoints w on w.id = e.endpoint_id and w.ativo and w.deleted_at is null
          where (e.status = 'pending' and e.proxima_tentativa <= now())
             or (e.status = 'sending' and e.lease_ate < now())
          order by e.proxima_tentativa, e.id
          for update of e skip locked
          limit ${limit})
        update webhook_entregas d
           set status = 'sending', tentativas = d.tentativas + 1,
               lease_ate = now() + ${leaseMs} * interval '1 millisecond'
          from c, webhook_endpoints w
         where d.id = c.id and w.id = d.endpoint_id
        returning d.id, d.endpoint_id, d.empresa_id, d.mensagem_id, d.tipo, d.corpo, d.tentativas,
                  d.created_at, w.url, w.secret_sealed`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    endpointId: Number(r.endpoint_id),
    empresaId: Number(r.empresa_id),
    mensagemId: String(r.mensagem_id),
    tipo: String(r.tipo),
    corpo: String(r.corpo),
    tentativas: Number(r.tentativas),
    createdAt: new Date(r.created_at as string),
    url: String(r.url),
    secretSealed: String(r.secret_sealed),
    status: 'sending',
    proximaTentativa: new Date(),
    leaseAte: null,
    ultimoCodigo: null,
    ultimaDuracaoMs: null,
    ultimoErro: null,
    ultimaResposta: null,
    entregueEm: null,
  }));
}

export interface AttemptOutcome {
  codigo: number | null;
  duracaoMs: number;
  erro: string | null;
  resposta: string | null;
}

/**
 * Records an attempt and the delivery's next state: delivered, pending again at `retryAt`, or
 * failed (no `retryAt`); and keeps the endpoint's run of failures, which it returns. One statement:
 * deliveries to one endpoint do not queue behind each other's lock on its row (a success writes
 * the row only when it ends a run of failures). Only a claim still ours changes the delivery (a
 * lease taken over by another process is theirs).
 */
export async function recordAttempt(
  db: Db,
  d: { id: number; endpointId: number },
  outcome: AttemptOutcome,
  next: { delivered: true } | { delivered: false; retryAt: Date | null },
): Promise<number> {
  const erro = outcome.erro?.slice(0, 300) ?? null;
  const resposta = outcome.resposta?.slice(0, 1000) ?? null;
  const status = next.delivered ? 'delivered' : next.retryAt ? 'pending' : 'failed';
  const retryAt = !next.delivered && next.retryAt ? next.retryAt.toISOString() : null;
  const rows = await selectRows<{ falhas: number }>(
    db,
    sql`with t as (
          insert into webhook_tentativas (entrega_id, codigo, duracao_ms, erro)
          values (${d.id}, ${outcome.codigo}, ${outcome.duracaoMs}, ${erro})),
        e as (
          update webhook_entregas
             set status = ${status}, ultimo_codigo = ${outcome.codigo},
                 ultima_duracao_ms = ${outcome.duracaoMs}, ultimo_erro = ${erro},
                 ultima_resposta = ${resposta}, lease_ate = null,
                 entregue_em = case when ${status} = 'delivered' then now() else entregue_em end,
                 proxima_tentativa = coalesce(${retryAt}::timestamptz, proxima_tentativa)
           where id = ${d.id} and status = 'sending')
        update webhook_endpoints
           set falhas_seguidas = ${next.delivered ? sql`0` : sql`falhas_seguidas + 1`}
         where id = ${d.endpointId} ${next.delivered ? sql`and falhas_seguidas <> 0` : sql``}
        returning falhas_seguidas as falhas`,
  );
  return Number(rows[0]?.falhas ?? 0);
}

/** Switches an endpoint off after its deliveries kept failing; true when this call did it. */
export async function disableEndpoint(
  db: Db,
  id: number,
  motivo: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ativo: false, desativadoMotivo: motivo, desativadoEm: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ativo, true)))
    .returning();
  return row;
}

export async function listDeliveries(
  db: Db,
  empresaId: number,
  endpointId: number,
  q: { page: number; perPage: number; status?: string },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(
    eq(webhookEntregas.endpointId, endpointId),
    eq(webhookEntregas.empresaId, empresaId),
    q.status ? eq(webhookEntregas.status, q.status) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(webhookEntregas)
      .where(where)
      .orderBy(desc(webhookEntregas.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(webhookEntregas).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function findDelivery(db: Db, empresaId: number, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEntregas)
    .where(and(eq(webhookEntregas.id, id), eq(webhookEntregas.empresaId, empresaId)));
  return row;
}

export function deliveryAttempts(db: Db, entregaId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(webhookTentativas)
    .where(eq(webhookTentativas.entregaId, entregaId))
    .orderBy(webhookTentativas.id);
}

/** Puts a delivery back in the queue now (any state but one in flight); undefined when in flight. */
export async function requeueDelivery(
  db: Db,
  empresaId: number,
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookEntregas)
    .set({ status: 'pending', proximaTentativa: new Date(), leaseAte: null })
    .where(
      and(
        eq(webhookEntregas.id, id),
        eq(webhookEntregas.empresaId, empresaId),
        sql`${webhookEntregas.status} <> 'sending'`,
      ),
    )
    .returning();
  return row;
}

/** The newest delivery of an endpoint carrying this `webhook-id` (the test event's, just queued). */
export async function findDeliveryByMessage(db: Db, endpointId: number, mensagemId: string) {
  const [row] = await db
    .select()
    .from(webhookEntregas)
    .where(and(eq(webhookEntregas.endpointId, endpointId), eq(webhookEntregas.mensagemId, mensagemId)))
    .orderBy(desc(webhookEntregas.id))
    .limit(1);
  return row;
}

// SQL of what went to each signatory (assinatura_envios): an e-mail handed over or a WhatsApp
// message queued on a company device, the last of each per signatory and channel with the
// message's status, the e-mail kept to send instead when a WhatsApp message fails, and the
// company's devices a request may pick.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SignatoryDeliveries } from '../../../common/schemas/signing.js';
import type { WhatsappDelivery } from '../../../common/signing.js';
import type { Db } from '../client.js';
import { selectRows } from '../raw.js';
import { assinaturaEnvios, devices } from '../schema.js';

export type DeliveryRow = typeof assinaturaEnvios.$inferSelect;
export type NewDelivery = Omit<typeof assinaturaEnvios.$inferInsert, 'id' | 'createdAt'>;

export async function insertDelivery(tx: Db, row: NewDelivery): Promise<DeliveryRow> {
  const [inserted] = await tx.insert(assinaturaEnvios).values(row).returning();
  if (!inserted) throw new Error('delivery not inserted');
  return inserted;
}

/** A WhatsApp message's status as a signatory's delivery. */
function whatsappDelivery(status: string | null, failed: boolean): WhatsappDelivery {
  if (failed) return 'failed';
  switch (status) {
    case 'sent':
    case 'delivered':
    case 'read':
      return status;
    case 'queued':
    case 'sending':
    case 'paused':
      return 'queued';
    default:
      return 'failed';
  }
}

/** The last message to each signatory per channel, and whether an e-mail went instead of WhatsApp. */
export async function deliveriesOf(db: Db, ids: number[]): Promise<Map<number, SignatoryDeliveries>> {
  const out = new Map<number, SignatoryDeliveries>();
  if (!ids.length) return out;
  const rows = await selectRows<{
    assinatura_id: number;
    canal: string;
    status: string | null;
    falhou: boolean;
    fallback: boolean;
  }>(
    db,
    sql`select distinct on (e.assinatura_id, e.canal)
          e.assinatura_id, e.canal, m.status, e.falhou_em is not null as falhou,
          e.fallback_em is not null as fallback
        from assinatura_envios e left join mensagens m on m.id = e.mensagem_id
        where e.assinatura_id in ${ids}
        order by e.assinatura_id, e.canal, e.id desc`,
  );
  for (const r of rows) {
    const id = Number(r.assinatura_id);
    const d = out.get(id) ?? { email: null, whatsapp: null, fallback: false };
    if (r.canal === 'email') d.email = r.falhou ? 'failed' : 'sent';
    else {
      d.whatsapp = whatsappDelivery(r.status, r.falhou);
      d.fallback = r.fallback;
      // The e-mail that went instead is an e-mail sent.
      if (r.fallback) d.email = 'sent';
    }
    out.set(id, d);
  }
  return out;
}

/** The delivery a WhatsApp message belongs to, if it went to a signatory. */
export async function deliveryOfMessage(db: Db, mensagemId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(assinaturaEnvios).where(eq(assinaturaEnvios.mensagemId, mensagemId));
  return row;
}

/**
 * Marks a signatory's WhatsApp message failed, once: the first caller gets the row (with the
 * e-mail to send instead, if any); a repeated failure report gets nothing.
 */
export async function takeFailedDelivery(
  db: Db,
  mensagemId: number,
  erro: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(assinaturaEnvios)
    .set({ falhouEm: sql`now()`, erro })
    .where(and(eq(assinaturaEnvios.mensagemId, mensagemId), isNull(assinaturaEnvios.falhouEm)))
    .returning();
  return row;
}

/**
 * An e-mail to a signatory that the mail server refused (or could not be reached); `erro` is the
 * server's reply, short and without credentials (counted for the administrator: mailFailures.ts).
 */
export async function markMailFailed(db: Db, id: number, erro: string): Promise<void> {
  await db
    .update(assinaturaEnvios)
    .set({ falhouEm: sql`now()`, erro: erro.slice(0, 24) })
    .where(eq(assinaturaEnvios.id, id));
}

/** The e-mail kept for a failed WhatsApp message went out: recorded, and the copy dropped. */
export async function markFallbackSent(db: Db, id: number): Promise<void> {
  await db
    .update(assinaturaEnvios)
    .set({ fallbackEm: sql`now()`, fallback: null })
    .where(eq(assinaturaEnvios.id, id));
}

/** Whether the signatory's last one-time code went by WhatsApp (and no e-mail replaced it). */
export async function lastCodeByWhatsapp(db: Db, assinaturaId: number): Promise<boolean> {
  const [row] = await db
    .select({ canal: assinaturaEnvios.canal, fallbackEm: assinaturaEnvios.fallbackEm })
    .from(assinaturaEnvios)
    .where(and(eq(assinaturaEnvios.assinaturaId, assinaturaId), eq(assinaturaEnvios.finalidade, 'code')))
    .orderBy(sql`${assinaturaEnvios.id} desc`)
    .limit(1);
  return row?.canal === 'whatsapp' && row.fallbackEm === null;
}

/** The company's devices by id (live ones), for checking a request's choice. */
export async function companyDevices(db: Db, empresaId: number) {
  return db
    .select({ id: devices.id, name: devices.name, state: devices.state })
    .from(devices)
    .where(and(eq(devices.empresaId, empresaId), isNull(devices.deletedAt)))
    .orderBy(asc(devices.id));
}

/** Device names by id (deleted ones too: a process keeps showing who sent). */
export async function deviceNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .where(inArray(devices.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

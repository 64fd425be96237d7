// SQL of the e-mails the mail server refused (email_falhas), for the administrators' banner: every
// refusal is recorded by the mailer itself (server/adapters/mail/recordFailures.ts), whatever sent it.
import { count, desc, gte, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { emailFalhas } from '../schema.js';

export interface MailFailures {
  total: number;
  last?: { at: Date; to: string | null; erro: string };
}

/** Records one refusal (the recipient already masked, the error already made safe). */
export async function insertMailFailure(
  db: Db,
  row: { destinatario: string | null; erro: string },
): Promise<void> {
  await db
    .insert(emailFalhas)
    .values({ destinatario: row.destinatario?.slice(0, 254) ?? null, erro: row.erro.slice(0, 300) });
}

/** The refusals since `since`, and the latest of them. */
export async function mailFailuresSince(db: Db, since: Date): Promise<MailFailures> {
  const recent = gte(emailFalhas.createdAt, since);
  const [counted] = await db.select({ total: count() }).from(emailFalhas).where(recent);
  const total = Number(counted?.total ?? 0);
  if (!total) return { total };
  const [last] = await db
    .select({ at: emailFalhas.createdAt, to: emailFalhas.destinatario, erro: emailFalhas.erro })
    .from(emailFalhas)
    .where(recent)
    .orderBy(desc(emailFalhas.createdAt), desc(emailFalhas.id))
    .limit(1);
  return last ? { total, last } : { total };
}

/** Deletes the refusals recorded before `before`; returns how many. */
export async function pruneMailFailures(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(emailFalhas)
    .where(lt(emailFalhas.createdAt, before))
    .returning({ id: emailFalhas.id });
  return gone.length;
}

// What the deadline sweep does to one process, each in its own transaction with the file and its
// signatories locked and every condition read again under the lock (so several sweeps, or a
// signer acting at the same moment, never double anything): expire it past its deadline, alert
// the signatories whose turn it is as the deadline draws near, send the automatic reminders.
// The e-mails go out after the commit; one that fails is logged and changes nothing.
import { languageOf } from '../../../common/constants.js';
import type { SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companyDisplayName } from '../../db/queries/companies.js';
import type { FileRow } from '../../db/queries/files.js';
import {
  lockFileById,
  lockSignatoriesOfFile,
  type SignatoryRow,
  updateFileProcess,
  userContact,
} from '../../db/queries/signing.js';
import { inTransaction } from '../../db/transaction.js';
import { brasiliaDay } from '../billing/dates.js';
import { emitFileWebhook } from '../integrations/emit.js';
import { notifyExpired } from '../notifications/triggers.js';
import { appendFileEvent } from '../vault/events.js';
import { deliverTo, signatoryLanguage } from './channels.js';
import { alertsReached, daysLeft } from './deadline.js';
import { freshLink, type InviteContext, mailLogo, sendLink } from './flow.js';
import { deadlineAlertMail, flush, noticeMail, type Outbox, type SigningLog } from './mails.js';
import { isTurn } from './views.js';

const DAY_MS = 86_400_000;

/** The file (locked) when it is a live waiting process, else undefined. */
async function lockWaiting(tx: Db, arquivoId: number): Promise<FileRow | undefined> {
  const file = await lockFileById(tx, arquivoId);
  if (!file || file.deletedAt !== null || file.purgedAt !== null || file.status !== 'waiting')
    return undefined;
  return file;
}

/** Who the process's e-mails come from and in what language: its sender's. */
async function senderOf(tx: Db, file: FileRow) {
  const owner = file.solicitanteId === null ? undefined : await userContact(tx, file.solicitanteId);
  const empresaNome = await companyDisplayName(tx, file.empresaId);
  return { owner, empresaNome, remetente: owner?.nome ?? empresaNome, lang: languageOf(owner?.language) };
}

/** Pending, their turn, and already sent a link. */
const dueNow = (file: FileRow, all: SignatoryRow[]) =>
  all.filter((s) => s.enviadoEm !== null && isTurn(file, all, s));

/**
 * Ends a waiting process whose deadline passed with someone still pending: expired, an `expired`
 * event (and its webhook), the owner notified and e-mailed, the pending signatories who were sent
 * a link told. A process with nobody pending is awaiting its seal and is left alone.
 */
export async function expireProcess(
  ctx: AppContext,
  arquivoId: number,
  log: SigningLog,
  now = new Date(),
): Promise<boolean> {
  const outbox: Outbox = [];
  const expired = await inTransaction(ctx.db, async (tx) => {
    const file = await lockWaiting(tx, arquivoId);
    if (!file?.prazo || file.prazo > now) return undefined;
    const all = await lockSignatoriesOfFile(tx, file.id);
    const pending = all.filter((s) => s.status === 'pending');
    if (pending.length === 0) return undefined;
    await updateFileProcess(tx, file.id, { status: 'expired', encerradoEm: now });
    const event = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'expired',
      actor: null,
      dados: {
        prazo: file.prazo.toISOString(),
        pendentes: pending.map((s) => ({ id: s.id, nome: s.nome, email: s.email })),
      },
    });
    await emitFileWebhook(ctx, tx, file, event);
    const { owner, empresaNome, lang } = await senderOf(tx, file);
    const doc = { nome: file.nome, empresa: empresaNome, replyTo: owner?.email ?? null };
    const date = brasiliaDay(file.prazo);
    for (const s of pending)
      if (s.enviadoEm !== null) {
        const mail = noticeMail(ctx, signatoryLanguage(s), s, doc, { kind: 'expired', date });
        await deliverTo({ ctx, tx, outbox }, s, 'notice', mail);
      }
    if (owner) {
      const names = pending.map((s) => s.nome).join(', ');
      outbox.push(noticeMail(ctx, lang, owner, doc, { kind: 'expired_owner', date, pending: names }));
    }
    return { file, date };
  });
  if (!expired) return false;
  await flush(ctx, outbox, log);
  await notifyExpired(ctx, expired.file, expired.date);
  return true;
}

/**
 * Alerts the pending signatories whose turn it is that the deadline is near — the nearest
 * threshold reached (7, 3 or 1 day), once per process: a fresh link each ("Faltam N dias"), one
 * `deadline_alert` event. Every threshold reached is marked sent, so a deadline found 2 days
 * away sends the 3-day alert alone and later only the 1-day one. Returns how many were alerted.
 */
export async function alertProcess(
  ctx: AppContext,
  arquivoId: number,
  log: SigningLog,
  now = new Date(),
): Promise<number> {
  const outbox: Outbox = [];
  const alerted = await inTransaction(ctx.db, async (tx) => {
    const file = await lockWaiting(tx, arquivoId);
    if (!file?.prazo || file.prazo <= now) return 0;
    const prazo = file.prazo;
    const reached = alertsReached(prazo, now);
    const dias = reached.at(-1);
    if (dias === undefined || file.prazoAlertas.includes(dias)) return 0;
    const all = await lockSignatoriesOfFile(tx, file.id);
    await updateFileProcess(tx, file.id, {
      prazoAlertas: [...new Set([...file.prazoAlertas, ...reached])].sort((a, b) => b - a),
    });
    const due = dueNow(file, all);
    if (due.length === 0) return 0;
    const { owner, empresaNome, remetente } = await senderOf(tx, file);
    const logo = await mailLogo({ ctx, tx, file });
    const doc = {
      nome: file.nome,
      empresa: empresaNome,
      logo,
      remetente,
      prazo,
      replyTo: owner?.email ?? null,
    };
    for (const s of due) {
      const { token } = await freshLink({ ctx, tx }, s, true);
      const to = { nome: s.nome, email: s.email, tipo: s.tipo as SignatureType };
      const mail = deadlineAlertMail(ctx, signatoryLanguage(s), to, doc, token, daysLeft(prazo, now));
      await deliverTo({ ctx, tx, outbox }, s, 'link', mail);
    }
    await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'deadline_alert',
      actor: null,
      dados: { dias, signatarios: due.map((s) => s.id) },
    });
    return due.length;
  });
  await flush(ctx, outbox, log);
  return alerted;
}

/**
 * The automatic reminders of a process with `lembrete_dias`: each pending signatory whose turn it
 * is and whose last link (invitation, reminder or alert) is at least that many days old gets a
 * fresh one, as the owner's "lembrete" does (`signatory_reminded` with `automatico`). Returns how many.
 */
export async function remindProcess(
  ctx: AppContext,
  arquivoId: number,
  log: SigningLog,
  now = new Date(),
): Promise<number> {
  const outbox: Outbox = [];
  const reminded = await inTransaction(ctx.db, async (tx) => {
    const file = await lockWaiting(tx, arquivoId);
    if (!file || file.lembreteDias === null || (file.prazo !== null && file.prazo <= now)) return 0;
    const every = file.lembreteDias * DAY_MS;
    const all = await lockSignatoriesOfFile(tx, file.id);
    const lastSent = (s: SignatoryRow) => Math.max(s.enviadoEm?.getTime() ?? 0, s.lembradoEm?.getTime() ?? 0);
    const due = dueNow(file, all).filter((s) => lastSent(s) + every <= now.getTime());
    if (due.length === 0) return 0;
    const { empresaNome, remetente } = await senderOf(tx, file);
    const ic: InviteContext = { ctx, tx, file, empresaNome, remetente, outbox, actor: null };
    for (const s of due) await sendLink(ic, s, true, true);
    return due.length;
  });
  await flush(ctx, outbox, log);
  return reminded;
}

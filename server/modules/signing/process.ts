// The owner's side of a signing process: send a draft file to its signatories (with an optional
// deadline and automatic reminders), or a denied, cancelled or expired one again as a new round,
// see where it stands (and how the earlier rounds ended), send a link again, move the deadline,
// cancel the process, take a signatory off. Every change and its events land in one transaction
// with the file row locked; e-mails go out after it commits.
import type { Language } from '../../../common/constants.js';
import { hasPermission } from '../../../common/permissions.js';
import type { SignatoryView, SigningProcess, SigningRequestBody } from '../../../common/schemas/signing.js';
import { isResendable, SIGNING_REMINDER_SECONDS, usesWhatsapp } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { countSignatureRequests } from '../../db/queries/billing.js';
import { companyDisplayName } from '../../db/queries/companies.js';
import { signingRequestsOf } from '../../db/queries/fileEvents.js';
import { findFile } from '../../db/queries/files.js';
import {
  deleteDraft,
  fieldsOfSignatories,
  insertFields,
  marksOfSignatories,
} from '../../db/queries/signatureFields.js';
import {
  clearRoundLinks,
  companyUsersByIds,
  insertSignatories,
  lockSignatoriesOfFile,
  type NewSignatoryRow,
  type SignatoryRow,
  signatoriesOfEarlierRounds,
  signatoriesOfFile,
  updateFileProcess,
  updateSignatory,
  userNames,
} from '../../db/queries/signing.js';
import { companyDevices, deliveriesOf, deviceNames } from '../../db/queries/signingDeliveries.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, forbidden, HttpError, notFound } from '../../http/errors.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { brasiliaDay, brasiliaMonthStart } from '../billing/dates.js';
import { emitFileWebhook } from '../integrations/emit.js';
import { assertWithinPlan, holdWithinPlan, planLimit } from '../plans/limits.js';
import { appendFileEvent } from '../vault/events.js';
import { eventActor } from '../vault/files.js';
import type { VaultActor } from '../vault/scope.js';
import { deliverTo, signatoryLanguage } from './channels.js';
import { completeIfReady } from './completion.js';
import { alertsReached, deadlineFrom } from './deadline.js';
import { placeFields } from './fields/placement.js';
import { type InviteContext, inviteDue, notWaiting, sendLink } from './flow.js';
import { flush, type Notice, noticeMail, type Outbox, replyToOf, type SigningLog } from './mails.js';
import { earlierRounds, isTurn, processView, type SignatoryExtras, signatoryView } from './views.js';

export interface Owner extends VaultActor {
  permissions: string[];
  lang: Language;
}

async function requesterName(db: Db, userId: number | null): Promise<{ id: number; nome: string } | null> {
  if (userId === null) return null;
  const nome = (await userNames(db, [userId])).get(userId);
  return nome === undefined ? null : { id: userId, nome };
}

/** The company's file's process as its owner sees it; 404 for anything not the company's live file. */
export async function signingProcess(
  ctx: AppContext,
  empresaId: number,
  arquivoId: number,
): Promise<SigningProcess> {
  const file = await findFile(ctx.db, empresaId, arquivoId, 'present');
  if (!file) throw notFound();
  const [all, earlier, requests] = await Promise.all([
    signatoriesOfFile(ctx.db, file.id),
    signatoriesOfEarlierRounds(ctx.db, file.id, file.rodada),
    file.rodada > 1 ? signingRequestsOf(ctx.db, file.id) : [],
  ]);
  return processView(
    ctx.config.appUrl,
    file,
    all,
    await requesterName(ctx.db, file.solicitanteId),
    earlierRounds(earlier, requests),
    await signatoryExtras(ctx.db, all, ctx.config.appKey),
  );
}

/**
 * How the messages to these signatories went, the names of the devices that send to them, their
 * fields and the marks they adopted.
 */
async function signatoryExtras(db: Db, rows: SignatoryRow[], appKey: string): Promise<SignatoryExtras> {
  const ids = rows.map((s) => s.id);
  const [deliveries, names, fields, marks] = await Promise.all([
    deliveriesOf(db, ids),
    deviceNames(
      db,
      rows.flatMap((s) => (s.deviceId === null ? [] : [s.deviceId])),
    ),
    fieldsOfSignatories(db, ids),
    marksOfSignatories(db, ids),
  ]);
  return { deliveries, deviceNames: names, fields, marks, appKey };
}

/**
 * Resolves the body's signatories: company users by id, external people as given; one per e-mail
 * (and per WhatsApp number); the device of those reached by WhatsApp (the chosen one, or the
 * company's first open one), which must be connected now.
 */
export async function signatoryRows(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  body: SigningRequestBody,
): Promise<NewSignatoryRow[]> {
  const ids = body.signatarios.flatMap((s) => (s.user_id ? [s.user_id] : []));
  const members = new Map((await companyUsersByIds(ctx.db, owner.empresaId, ids)).map((u) => [u.id, u]));
  const devices = body.signatarios.some((s) => usesWhatsapp(s.canal))
    ? await companyDevices(ctx.db, owner.empresaId)
    : [];
  const seen = new Set<string>();
  const once = (key: string, field: string) => {
    if (seen.has(key)) throw fieldError(field, 'signing.duplicate_signatory');
    seen.add(key);
  };
  return body.signatarios.map((s, i) => {
    const member = s.user_id ? members.get(s.user_id) : undefined;
    if (s.user_id && !member) throw fieldError(`signatarios.${i}.user_id`, 'signing.user_not_in_company');
    const nome = member?.nome ?? s.nome ?? '';
    const email = (member?.email ?? s.email ?? '').toLowerCase() || null;
    const phone = s.phone ?? member?.phone ?? null;
    if (email) once(email, `signatarios.${i}.email`);
    let deviceId: number | null = null;
    if (usesWhatsapp(s.canal)) {
      if (!phone) throw fieldError(`signatarios.${i}.phone`, 'signing.phone_required');
      if (s.canal === 'whatsapp' && !email) once(`whatsapp:${phone}`, `signatarios.${i}.phone`);
      const device = s.device_id
        ? devices.find((d) => d.id === s.device_id)
        : devices.find((d) => d.state === 'open');
      if (s.device_id && !device) throw fieldError(`signatarios.${i}.device_id`, 'signing.device_not_found');
      if (device?.state !== 'open') throw fieldError(`signatarios.${i}.device_id`, 'signing.no_open_device');
      deviceId = device.id;
    }
    return {
      empresaId: owner.empresaId,
      arquivoId,
      ordem: i + 1,
      tipo: s.tipo,
      userId: member?.id ?? null,
      interno: member !== undefined,
      nome,
      email,
      phone,
      cpf: s.cpf ?? (member?.documento?.length === 11 ? member.documento : null),
      exigeCodigo: s.exige_codigo,
      canal: s.canal,
      deviceId,
      idioma: s.idioma ?? owner.lang,
    };
  });
}

/**
 * Sends a draft file to its signatories: all at once, or the first in order. A denied, cancelled
 * or expired process is sent again as the next round: the earlier round's links stop working,
 * its rows and events stay; it counts as a new signature request.
 */
export async function requestSignatures(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  body: SigningRequestBody,
  log: SigningLog,
  onLink?: InviteContext['onLink'],
): Promise<SigningProcess> {
  const rows = await signatoryRows(ctx, owner, arquivoId, body);
  const draft = await findFile(ctx.db, owner.empresaId, arquivoId, 'live');
  if (!draft) throw notFound();
  // Fields are placed (anchors read, pages checked) before anything is written.
  const placed = await placeFields(ctx, draft, rows, body.campos, body.ancoras, owner.lang);
  const now = new Date();
  const prazo = body.prazo ? deadlineFrom(body.prazo, now) : null;
  const empresaNome = await companyDisplayName(ctx.db, owner.empresaId);
  const outbox: Outbox = [];
  // The plan's signature requests per calendar month: checked before, and again under the lock.
  const month = brasiliaMonthStart();
  const sentThisMonth = (db: Db) => countSignatureRequests(db, owner.empresaId, month);
  await assertWithinPlan(ctx, owner.empresaId, 'signatures', () => sentThisMonth(ctx.db));
  const limit = await planLimit(ctx, owner.empresaId, 'signatures');
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, owner.empresaId, arquivoId, 'live', true);
    if (!file) throw notFound();
    const again = isResendable(file.status);
    if (file.status !== 'draft' && !again) throw new HttpError(409, 'signing.already_sent');
    await holdWithinPlan(tx, owner.empresaId, 'signatures', limit, sentThisMonth);
    const rodada = again ? file.rodada + 1 : file.rodada;
    if (again) await clearRoundLinks(tx, file.id, file.rodada);
    const sent = await updateFileProcess(tx, file.id, {
      status: 'waiting',
      rodada,
      encerradoEm: null,
      motivo: null,
      concluidoEm: null,
      verificacaoCodigo: null,
      sequencial: body.sequencial,
      mensagem: body.mensagem ?? null,
      solicitanteId: owner.userId,
      enviadoEm: now,
      prazo,
      // The alerts a deadline this close has already reached are not sent: the invitation says it.
      prazoAlertas: prazo ? alertsReached(prazo, now) : [],
      lembreteDias: body.lembrete_dias ?? null,
    });
    if (!sent) throw notFound();
    const all = await insertSignatories(
      tx,
      rows.map((r) => ({ ...r, rodada })),
    );
    await insertFields(
      tx,
      placed.map((f, i) => ({
        empresaId: owner.empresaId,
        arquivoId: file.id,
        assinaturaId: (all.find((s) => s.ordem === f.signatario + 1) as SignatoryRow).id,
        ordem: i + 1,
        tipo: f.tipo,
        obrigatorio: f.obrigatorio,
        rotulo: f.rotulo,
        maxCaracteres: f.max_caracteres,
        areas: f.areas,
      })),
    );
    await deleteDraft(tx, file.id);
    const actor = eventActor(owner);
    const requestedEvent = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: owner.empresaId,
      acao: 'signing_requested',
      actor,
      dados: {
        sequencial: body.sequencial,
        mensagem: body.mensagem ?? null,
        ...(prazo ? { prazo: prazo.toISOString() } : {}),
        ...(body.lembrete_dias ? { lembrete_dias: body.lembrete_dias } : {}),
        ...(again
          ? {
              rodada,
              rodada_anterior: {
                status: file.status,
                motivo: file.motivo,
                enviado_em: file.enviadoEm?.toISOString() ?? null,
                encerrado_em: file.encerradoEm?.toISOString() ?? null,
              },
            }
          : {}),
        signatarios: all.map((s) => ({
          id: s.id,
          ordem: s.ordem,
          nome: s.nome,
          email: s.email,
          tipo: s.tipo,
          exige_codigo: s.exigeCodigo,
          canal: s.canal,
        })),
        ...(placed.length
          ? {
              campos: placed.map((f) => ({
                signatario: f.signatario + 1,
                tipo: f.tipo,
                obrigatorio: f.obrigatorio,
                paginas: [...new Set(f.areas.map((a) => a.pagina))],
              })),
            }
          : {}),
      },
    });
    await emitFileWebhook(ctx, tx, file, requestedEvent);
    await inviteDue({ ctx, tx, file: sent, empresaNome, remetente: owner.nome, outbox, actor, onLink }, all);
  });
  await flush(ctx, outbox, log);
  return signingProcess(ctx, owner.empresaId, arquivoId);
}

/** Sends a pending signatory whose turn it is a fresh link (the old one stops working). */
export async function remindSignatory(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  signatoryId: number,
  log: SigningLog,
): Promise<SignatoryView> {
  const empresaNome = await companyDisplayName(ctx.db, owner.empresaId);
  const outbox: Outbox = [];
  const view = await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, owner.empresaId, arquivoId, 'live', true);
    if (!file) throw notFound();
    const all = await lockSignatoriesOfFile(tx, file.id);
    const s = all.find((x) => x.id === signatoryId);
    if (!s) throw notFound();
    if (file.status !== 'waiting') throw notWaiting(file);
    if (!isTurn(file, all, s)) throw new HttpError(409, 'signing.reminder_not_turn');
    const last = Math.max(s.lembradoEm?.getTime() ?? 0, s.enviadoEm?.getTime() ?? 0);
    const wait = Math.ceil((last + SIGNING_REMINDER_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0)
      throw new HttpError(
        429,
        'signing.reminder_wait',
        { seconds: wait },
        {},
        {},
        { 'retry-after': String(wait) },
      );
    await assertMailAllowed(ctx, tx, {
      purpose: 'reminder',
      to: s.email ?? `whatsapp:${s.phone}`,
      scope: file.id,
      sender: { userId: owner.userId },
    });
    const remetente = (await requesterName(tx, file.solicitanteId))?.nome ?? owner.nome;
    const ic = { ctx, tx, file, empresaNome, remetente, outbox, actor: eventActor(owner) };
    const updated = await sendLink(ic, s, s.enviadoEm !== null);
    return signatoryView(
      file,
      all.map((x) => (x.id === updated.id ? updated : x)),
      updated,
      await signatoryExtras(tx, [updated], ctx.config.appKey),
    );
  });
  await flush(ctx, outbox, log);
  return view;
}

/** Cancels a waiting process with a reason; everyone who was sent a link is told. */
export async function cancelProcess(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  motivo: string,
  log: SigningLog,
): Promise<SigningProcess> {
  const empresaNome = await companyDisplayName(ctx.db, owner.empresaId);
  const outbox: Outbox = [];
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, owner.empresaId, arquivoId, 'live', true);
    if (!file) throw notFound();
    if (!hasPermission(owner.permissions, 'signing.manage') && file.solicitanteId !== owner.userId)
      throw forbidden('signing.manage');
    if (file.status !== 'waiting') throw notWaiting(file);
    const all = await lockSignatoriesOfFile(tx, file.id);
    await updateFileProcess(tx, file.id, { status: 'cancelled', encerradoEm: new Date(), motivo });
    const cancelledEvent = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: owner.empresaId,
      acao: 'cancelled',
      actor: eventActor(owner),
      dados: { motivo },
    });
    await emitFileWebhook(ctx, tx, file, cancelledEvent);
    const doc = { nome: file.nome, empresa: empresaNome, replyTo: await replyToOf(tx, file.solicitanteId) };
    const notice: Notice = { kind: 'cancelled', sender: owner.nome, reason: motivo };
    for (const s of all)
      if (s.status !== 'removed' && s.enviadoEm !== null)
        await deliverTo(
          { ctx, tx, outbox },
          s,
          'notice',
          noticeMail(ctx, signatoryLanguage(s), s, doc, notice),
        );
  });
  await flush(ctx, outbox, log);
  return signingProcess(ctx, owner.empresaId, arquivoId);
}

/**
 * Moves a waiting process's deadline to a later date (or gives it one): signing.manage or the one
 * who sent it. The alerts the new date has already reached count as sent; the pending
 * signatories whose turn it is are told of the new date.
 */
export async function extendDeadline(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  day: string,
  log: SigningLog,
): Promise<{ prazo: Date; process: SigningProcess }> {
  const empresaNome = await companyDisplayName(ctx.db, owner.empresaId);
  const outbox: Outbox = [];
  const prazo = await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, owner.empresaId, arquivoId, 'live', true);
    if (!file) throw notFound();
    if (!hasPermission(owner.permissions, 'signing.manage') && file.solicitanteId !== owner.userId)
      throw forbidden('signing.manage');
    if (file.status !== 'waiting') throw notWaiting(file);
    const now = new Date();
    const para = deadlineFrom(day, now);
    const all = await lockSignatoriesOfFile(tx, file.id);
    await updateFileProcess(tx, file.id, { prazo: para, prazoAlertas: alertsReached(para, now) });
    await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: owner.empresaId,
      acao: 'deadline_extended',
      actor: eventActor(owner),
      dados: { de: file.prazo?.toISOString() ?? null, para: para.toISOString() },
    });
    const doc = { nome: file.nome, empresa: empresaNome, replyTo: await replyToOf(tx, file.solicitanteId) };
    const notice: Notice = { kind: 'deadline_moved', date: brasiliaDay(para) };
    for (const s of all)
      if (s.enviadoEm !== null && isTurn(file, all, s))
        await deliverTo(
          { ctx, tx, outbox },
          s,
          'notice',
          noticeMail(ctx, signatoryLanguage(s), s, doc, notice),
        );
    return para;
  });
  await flush(ctx, outbox, log);
  return { prazo, process: await signingProcess(ctx, owner.empresaId, arquivoId) };
}

/**
 * Takes a signatory off a waiting process (their act, if any, stays in the history), with a
 * reason. The next in order gets their link; when nobody is left pending the document completes.
 */
export async function removeSignature(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  signatoryId: number,
  motivo: string,
  log: SigningLog,
): Promise<SigningProcess> {
  const empresaNome = await companyDisplayName(ctx.db, owner.empresaId);
  const outbox: Outbox = [];
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, owner.empresaId, arquivoId, 'live', true);
    if (!file) throw notFound();
    const all = await lockSignatoriesOfFile(tx, file.id);
    const s = all.find((x) => x.id === signatoryId);
    if (!s) throw notFound();
    if (file.status !== 'waiting') throw notWaiting(file);
    if (s.status !== 'pending' && s.status !== 'signed') throw new HttpError(409, 'signing.signatory_closed');
    if (!all.some((x) => x.id !== s.id && x.status !== 'removed'))
      throw new HttpError(422, 'signing.last_signatory');
    const removed = await updateSignatory(tx, s.id, {
      status: 'removed',
      motivo,
      removidoPor: owner.userId,
      tokenHash: null,
      codigoHash: null,
    });
    if (!removed) throw notFound();
    const actor = eventActor(owner);
    await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: owner.empresaId,
      acao: 'signature_removed',
      actor,
      dados: {
        signatario_id: s.id,
        nome: s.nome,
        email: s.email,
        tipo: s.tipo,
        status_anterior: s.status,
        motivo,
      },
    });
    const after = all.map((x) => (x.id === removed.id ? removed : x));
    const remetente = (await requesterName(tx, file.solicitanteId))?.nome ?? owner.nome;
    // Whoever was sent a link is told they no longer need to act, and why.
    if (s.enviadoEm !== null) {
      const notice: Notice = { kind: 'removed', sender: owner.nome, reason: motivo };
      const mail = noticeMail(
        ctx,
        signatoryLanguage(s),
        s,
        { nome: file.nome, empresa: empresaNome, replyTo: await replyToOf(tx, file.solicitanteId) },
        notice,
      );
      await deliverTo({ ctx, tx, outbox }, s, 'notice', mail);
    }
    await inviteDue({ ctx, tx, file, empresaNome, remetente, outbox, actor }, after);
  });
  await flush(ctx, outbox, log);
  await completeIfReady(ctx, arquivoId, log);
  return signingProcess(ctx, owner.empresaId, arquivoId);
}

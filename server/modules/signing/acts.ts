// The signer's side: what they see, the one-time code, the act and the denial. A signer reaches
// a document through their personal link (the token is the credential) or signed in (their
// account or e-mail is a signatory of it, in any company). Every act records when, from where
// (IP and port), with what (user agent), how the signer was authenticated and the act shown.
// Past the process's deadline every call answers 410 DEADLINE_PASSED and changes nothing.
import { type Language, languageOf } from '../../../common/constants.js';
import type { ActBody, CodeSent, SignerView } from '../../../common/schemas/signing.js';
import {
  type AuthMethod,
  actLabel,
  actPastLabel,
  maskEmail,
  maskPhone,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_RESEND_SECONDS,
  SIGNING_CODE_TTL_SECONDS,
  type SignatureType,
} from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fieldsOfSignatories, marksOfSignatories, userMarks } from '../../db/queries/signatureFields.js';
import {
  lockFileById,
  lockSignatoriesOfFile,
  markViewed,
  type SignatoryContext,
  type SignatoryRow,
  signatoriesOfFile,
  signatoryByTokenHash,
  signatoryForUser,
  updateFileProcess,
  updateSignatory,
  userContact,
} from '../../db/queries/signing.js';
import { lastCodeByWhatsapp } from '../../db/queries/signingDeliveries.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { logoUrl } from '../companies/logoLinks.js';
import { emitFileWebhook } from '../integrations/emit.js';
import { notifyDenied, notifySigned } from '../notifications/triggers.js';
import { appendFileEvent, type EventActor } from '../vault/events.js';
import { signLink } from '../vault/links.js';
import { deliverTo, signatoryLanguage } from './channels.js';
import { completeIfReady } from './completion.js';
import { deadlinePassed, deadlinePassedError } from './deadline.js';
import { checkFields, recordFills } from './fields/values.js';
import { inviteDue, notWaiting } from './flow.js';
import {
  codeMail,
  flush,
  type Notice,
  noticeMail,
  type Outbox,
  type SigningLog,
  signingLink,
} from './mails.js';
import { filePageSizes } from './pageSizes.js';
import { codeMatches, hashCode, hashToken, isLinkToken, newCode } from './tokens.js';
import { isTurn, signerView } from './views.js';

/** How the signer reached the document. */
export type SignerAccess =
  | {
      kind: 'token';
      token: string /** The file the caller named, which the link must be for. */;
      arquivoId?: number;
    }
  | {
      kind: 'session';
      userId: number /** Null until the account proved its e-mail. */;
      email: string | null;
      arquivoId: number;
    };

/** Where the request came from. */
export interface SignerClient {
  ip: string;
  port: number | null;
  userAgent: string | null;
  lang: Language;
}

const linkInvalid = () => new HttpError(404, 'signing.link_invalid');

export async function resolve(
  ctx: AppContext,
  access: SignerAccess,
  db: Db = ctx.db,
): Promise<SignatoryContext> {
  if (access.kind === 'session') {
    const found = await signatoryForUser(db, access.arquivoId, access.userId, access.email);
    if (!found) throw notFound();
    if (deadlinePassed(found.file)) throw deadlinePassedError(found.file);
    return found;
  }
  if (!isLinkToken(access.token)) throw linkInvalid();
  const found = await signatoryByTokenHash(db, hashToken(access.token));
  if (!found || (access.arquivoId !== undefined && found.file.id !== access.arquivoId)) throw linkInvalid();
  // Past the deadline the link says so, whatever its own lifetime.
  if (deadlinePassed(found.file)) throw deadlinePassedError(found.file);
  if (found.signatory.tokenExpiresAt && found.signatory.tokenExpiresAt.getTime() <= Date.now())
    throw new HttpError(410, 'signing.link_expired');
  return found;
}

export const eventActorOf = (s: SignatoryRow, access: SignerAccess, client: SignerClient): EventActor => ({
  userId: access.kind === 'session' ? access.userId : s.userId,
  nome: s.nome,
  email: s.email ?? '',
  ip: client.ip,
  userAgent: client.userAgent,
});

function documentUrls(ctx: AppContext, access: SignerAccess, c: SignatoryContext) {
  if (access.kind === 'token') {
    const base = `/api/assinar/${access.token}/documento`;
    return { documento: base, assinado: `${base}?versao=assinado` };
  }
  const exp = Math.floor(Date.now() / 1000) + ctx.config.downloadUrlTtl;
  const link = (sealed: boolean) =>
    `/api/blob/${signLink(ctx.config.appKey, {
      fileId: c.file.id,
      empresaId: c.file.empresaId,
      disposition: sealed ? 'attachment' : 'inline',
      exp,
      sealed,
      ...(sealed ? { lang: signatoryLanguage(c.signatory) } : {}),
    })}`;
  return { documento: link(false), assinado: link(true) };
}

async function viewOf(ctx: AppContext, access: SignerAccess, c: SignatoryContext): Promise<SignerView> {
  const [all, paginas, fields, marks, saved] = await Promise.all([
    signatoriesOfFile(ctx.db, c.file.id),
    filePageSizes(ctx, c.file),
    fieldsOfSignatories(ctx.db, [c.signatory.id]),
    marksOfSignatories(ctx.db, [c.signatory.id]),
    access.kind === 'session' ? userMarks(ctx.db, access.userId) : null,
  ]);
  const urls = {
    ...documentUrls(ctx, access, c),
    logo: logoUrl(ctx.config.appKey, c.file.empresaId, c.empresaLogoKey),
  };
  const profile = saved && {
    assinatura: saved.some((m) => m.tipo === 'assinatura'),
    rubrica: saved.some((m) => m.tipo === 'rubrica'),
  };
  return signerView(ctx.config.appUrl, c, all, urls, paginas, {
    fields,
    marks,
    appKey: ctx.config.appKey,
    profile,
  });
}

/** What the signer sees; their first look is recorded in the file's history. */
export async function signerViewFor(
  ctx: AppContext,
  access: SignerAccess,
  client: SignerClient,
): Promise<SignerView> {
  const c = await resolve(ctx, access);
  if (c.signatory.visualizadoEm === null && c.signatory.status === 'pending' && c.file.status === 'waiting') {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await markViewed(tx, c.signatory.id, new Date()))) return;
      const viewedEvent = await appendFileEvent(tx, {
        arquivoId: c.file.id,
        empresaId: c.file.empresaId,
        acao: 'signatory_viewed',
        actor: eventActorOf(c.signatory, access, client),
        dados: {
          signatario_id: c.signatory.id,
          nome: c.signatory.nome,
          email: c.signatory.email,
          via: access.kind,
        },
      });
      await emitFileWebhook(ctx, tx, c.file, viewedEvent);
    });
  }
  return viewOf(ctx, access, await resolve(ctx, access));
}

/** The signatory's row, locked with the file, checked to be able to act now. */
export async function lockForAct(tx: Db, c: SignatoryContext) {
  const file = await lockFileById(tx, c.file.id);
  if (!file || file.deletedAt !== null || file.purgedAt !== null) throw notFound();
  const all = await lockSignatoriesOfFile(tx, file.id);
  const s = all.find((x) => x.id === c.signatory.id);
  if (!s || s.status === 'removed') throw linkInvalid();
  if (s.status !== 'pending') throw new HttpError(409, 'signing.already_acted');
  if (deadlinePassed(file)) throw deadlinePassedError(file);
  if (file.status !== 'waiting') throw notWaiting(file);
  if (!isTurn(file, all, s)) throw new HttpError(409, 'signing.not_your_turn');
  return { file, all, s };
}

/** Sends a one-time code to the signer's e-mail (when the owner asked for one). */
export async function sendSignerCode(
  ctx: AppContext,
  access: SignerAccess,
  client: SignerClient,
  log: SigningLog,
): Promise<CodeSent> {
  const c = await resolve(ctx, access);
  const outbox: Outbox = [];
  const sent = await inTransaction(ctx.db, async (tx) => {
    const { file, s } = await lockForAct(tx, c);
    if (!s.exigeCodigo) throw new HttpError(422, 'signing.code_not_required');
    const now = Date.now();
    const wait = Math.ceil(
      ((s.codigoEnviadoEm?.getTime() ?? 0) + SIGNING_CODE_RESEND_SECONDS * 1000 - now) / 1000,
    );
    if (wait > 0)
      throw new HttpError(
        429,
        'signing.code_wait',
        { seconds: wait },
        {},
        {},
        { 'retry-after': String(wait) },
      );
    await assertMailAllowed(ctx, tx, {
      purpose: 'code',
      to: s.email ?? `whatsapp:${s.phone}`,
      scope: file.id,
      sender: access.kind === 'session' ? { userId: access.userId } : { ip: client.ip },
    });
    const code = newCode();
    const expires = new Date(now + SIGNING_CODE_TTL_SECONDS * 1000);
    await updateSignatory(tx, s.id, {
      codigoHash: hashCode(ctx.config.appKey, s.id, code),
      codigoExpiresAt: expires,
      codigoEnviadoEm: new Date(now),
      codigoTentativas: 0,
    });
    const back = access.kind === 'token' ? signingLink(ctx, access.token) : `${ctx.config.appUrl}/inbox`;
    const doc = { nome: file.nome, replyTo: c.solicitante?.email ?? null };
    const mail = codeMail(ctx, signatoryLanguage(s), s, doc, code, back);
    const canal = await deliverTo({ ctx, tx, outbox }, s, 'code', mail);
    // Nobody could take it (the device is off and there is no e-mail): nothing is recorded.
    if (canal === 'none') throw new HttpError(503, 'signing.code_undeliverable');
    const to = canal === 'whatsapp' && s.phone ? maskPhone(s.phone) : maskEmail(s.email ?? '');
    await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'code_sent',
      actor: eventActorOf(s, access, client),
      dados: { signatario_id: s.id, nome: s.nome, canal, enviado_para: to },
    });
    return {
      enviado_para: to,
      canal,
      expira_em: expires.toISOString(),
      reenviar_em: new Date(now + SIGNING_CODE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
  await flush(ctx, outbox, log);
  return sent;
}

type CodeFailure = { failure: 'invalid'; left: number } | { failure: 'attempts' };

/** Checks the code inside the act's transaction; a wrong one is counted (and recorded) before refusing. */
async function checkCode(
  ctx: AppContext,
  tx: Db,
  s: SignatoryRow,
  given: string | undefined,
  actor: EventActor,
): Promise<CodeFailure | null> {
  if (!given || s.codigoHash === null) throw fieldError('codigo', 'signing.code_required');
  if (!s.codigoExpiresAt || s.codigoExpiresAt.getTime() <= Date.now())
    throw fieldError('codigo', 'signing.code_expired');
  if (codeMatches(ctx.config.appKey, s.id, given, s.codigoHash)) return null;
  const tentativas = s.codigoTentativas + 1;
  const exhausted = tentativas >= SIGNING_CODE_MAX_ATTEMPTS;
  await updateSignatory(tx, s.id, {
    codigoTentativas: tentativas,
    ...(exhausted ? { codigoHash: null } : {}),
  });
  await appendFileEvent(tx, {
    arquivoId: s.arquivoId,
    empresaId: s.empresaId,
    acao: 'code_failed',
    actor,
    dados: { signatario_id: s.id, nome: s.nome, tentativa: tentativas },
  });
  return exhausted
    ? { failure: 'attempts' }
    : { failure: 'invalid', left: SIGNING_CODE_MAX_ATTEMPTS - tentativas };
}

/** How the signer proved who they were: their link or session, plus the code and the channel it went by. */
function authMethod(access: SignerAccess, code: 'email' | 'whatsapp' | null): AuthMethod {
  const base = access.kind === 'token' ? 'link' : 'session';
  if (code === null) return base;
  return code === 'whatsapp' ? `${base}_whatsapp_code` : `${base}_code`;
}

/** Performs the act asked of the signer; the next in order is invited; the last one completes the document. */
export async function performAct(
  ctx: AppContext,
  access: SignerAccess,
  client: SignerClient,
  body: ActBody,
  log: SigningLog,
): Promise<SignerView> {
  const c = await resolve(ctx, access);
  const outbox: Outbox = [];
  const result = await inTransaction(ctx.db, async (tx): Promise<CodeFailure | null> => {
    const { file, all, s } = await lockForAct(tx, c);
    const actor = eventActorOf(s, access, client);
    const at = new Date();
    // Every field is checked before the code is (a wrong field costs no attempt) and before any write.
    const [fields, marks] = await Promise.all([
      fieldsOfSignatories(tx, [s.id]),
      marksOfSignatories(tx, [s.id]),
    ]);
    const { fills, cpf } = checkFields(s, fields, marks, body.campos, at, client.lang);
    if (s.exigeCodigo) {
      const failure = await checkCode(ctx, tx, s, body.codigo, actor);
      if (failure) return failure;
    }
    const autenticacao = authMethod(
      access,
      s.exigeCodigo ? ((await lastCodeByWhatsapp(tx, s.id)) ? 'whatsapp' : 'email') : null,
    );
    const signed = await updateSignatory(tx, s.id, {
      status: 'signed',
      actedAt: at,
      ip: client.ip.slice(0, 64),
      port: client.port,
      userAgent: client.userAgent,
      autenticacao,
      codigoHash: null,
      ...(cpf ? { cpf } : {}),
      ...(access.kind === 'session' && s.userId === null ? { userId: access.userId } : {}),
    });
    if (!signed) throw notFound();
    await recordFills(tx, signed, fills, actor, at);
    const tipo = s.tipo as SignatureType;
    const signedEvent = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'signed',
      actor,
      dados: {
        signatario_id: s.id,
        nome: s.nome,
        email: s.email,
        tipo,
        ato: actPastLabel('pt_BR', tipo),
        ato_exibido: actLabel(client.lang, tipo),
        autenticacao,
        porta: client.port,
      },
    });
    await emitFileWebhook(ctx, tx, file, signedEvent);
    const after = all.map((x) => (x.id === signed.id ? signed : x));
    const remetente = c.solicitante?.nome ?? '';
    // The next signatory is written to in their own language (chosen with the request), not this signer's.
    await inviteDue({ ctx, tx, file, empresaNome: c.empresaNome, remetente, outbox, actor }, after);
    return null;
  });
  if (result?.failure === 'attempts')
    throw new HttpError(429, 'signing.code_attempts', {}, { codigo: [{ key: 'signing.code_attempts' }] });
  if (result?.failure === 'invalid')
    throw fieldError('codigo', 'signing.code_invalid', { left: result.left });
  await flush(ctx, outbox, log);
  await notifySigned(ctx, c.file, {
    nome: c.signatory.nome,
    tipo: c.signatory.tipo,
    userId: access.kind === 'session' ? access.userId : c.signatory.userId,
  });
  await completeIfReady(ctx, c.file.id, log);
  return viewOf(ctx, access, await resolve(ctx, access));
}

/** Refuses the document with a reason: the process stops; whoever already acted, and the owner, are told. */
export async function denyAct(
  ctx: AppContext,
  access: SignerAccess,
  client: SignerClient,
  motivo: string,
  log: SigningLog,
): Promise<SignerView> {
  const c = await resolve(ctx, access);
  const outbox: Outbox = [];
  await inTransaction(ctx.db, async (tx) => {
    const { file, all, s } = await lockForAct(tx, c);
    const at = new Date();
    const autenticacao = authMethod(access, null);
    await updateSignatory(tx, s.id, {
      status: 'denied',
      actedAt: at,
      ip: client.ip.slice(0, 64),
      port: client.port,
      userAgent: client.userAgent,
      autenticacao,
      motivo,
      codigoHash: null,
    });
    await updateFileProcess(tx, file.id, { status: 'denied', encerradoEm: at, motivo });
    const deniedEvent = await appendFileEvent(tx, {
      arquivoId: file.id,
      empresaId: file.empresaId,
      acao: 'denied',
      actor: eventActorOf(s, access, client),
      dados: {
        signatario_id: s.id,
        nome: s.nome,
        email: s.email,
        tipo: s.tipo,
        motivo,
        autenticacao,
        porta: client.port,
      },
    });
    await emitFileWebhook(ctx, tx, file, deniedEvent);
    const doc = { nome: file.nome, empresa: c.empresaNome, replyTo: c.solicitante?.email ?? null };
    const denial: Notice = { kind: 'denied', signer: s.nome, reason: motivo };
    const told = new Set<string>();
    for (const o of all.filter((x) => x.status === 'signed')) {
      if (o.email) told.add(o.email.toLowerCase());
      await deliverTo(
        { ctx, tx, outbox },
        o,
        'notice',
        noticeMail(ctx, signatoryLanguage(o), o, doc, denial),
      );
    }
    if (file.solicitanteId !== null) {
      const owner = await userContact(tx, file.solicitanteId);
      if (owner && !told.has(owner.email.toLowerCase()))
        outbox.push(noticeMail(ctx, languageOf(owner.language), owner, doc, denial));
    }
  });
  await flush(ctx, outbox, log);
  await notifyDenied(ctx, c.file, c.signatory, motivo);
  return viewOf(ctx, access, await resolve(ctx, access));
}

/**
 * The bytes a link holder may read: the original, or the sealed PDF once completed — with the
 * signatory's language, which names the signed copy's download.
 */
export async function signerDocument(ctx: AppContext, token: string, sealed: boolean) {
  const c = await resolve(ctx, { kind: 'token', token });
  if (sealed && (c.file.status !== 'completed' || c.file.seladoBlobKey === null))
    throw new HttpError(404, 'signing.no_sealed');
  return { file: c.file, lang: signatoryLanguage(c.signatory) };
}

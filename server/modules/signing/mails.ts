// The e-mails of signing: the personal link (invite, reminder and deadline alert), the one-time
// code, and the notices of a denial, a cancellation, a removal, a new deadline, an expiry and a
// completion (with a link to the signed copy). Built in a transaction's outbox and sent once it
// committed, so nobody is told of something that did not happen; a failed send is logged and the
// owner can send the link again. They come from MAIL_FROM (a no-reply address) but speak for whoever
// sent the document: an answer goes to them (Reply-To), not to the platform.
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { actRequest, SIGNING_CODE_TTL_SECONDS, type SignatureType } from '../../../common/signing.js';
import { translate } from '../../../i18n/api/index.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { userContact } from '../../db/queries/signing.js';
import { brasiliaDay } from '../billing/dates.js';

/**
 * What a transaction leaves to do once it committed: e-mails to send, and steps such as waking the
 * message queue or telling the owner a WhatsApp message could not go.
 */
export type Outbox = (MailMessage | (() => Promise<void>))[];

interface Party {
  nome: string;
  /** Null: reached by WhatsApp only (the message then goes as its chat version). */
  email: string | null;
}

interface DocumentInfo {
  nome: string;
  empresa: string;
  /**
   * The e-mail of whoever sent the document for signature, where answers go (Reply-To); absent or
   * null when the process has no requester (replyToOf). Never set on a mail to the requester themselves.
   */
  replyTo?: string | null;
}

/** An address nothing can be delivered to: an anonymised account's (RFC 2606 .invalid). */
const undeliverable = (email: string) => /\.invalid$/i.test(email);

/** The Reply-To of a mail to `to` on behalf of `replyTo`: none to the requester themselves. */
function replyToFor(to: Party, replyTo: string | null | undefined): string | undefined {
  if (!replyTo || undeliverable(replyTo)) return undefined;
  return to.email?.toLowerCase() === replyTo.toLowerCase() ? undefined : replyTo;
}

/** The e-mail of the user who sent a document for signature (its Reply-To), or null without one. */
export async function replyToOf(db: Db, solicitanteId: number | null): Promise<string | null> {
  if (solicitanteId === null) return null;
  return (await userContact(db, solicitanteId))?.email ?? null;
}

export const signingLink = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/assinar/${token}`;

export function inviteMail(
  ctx: AppContext,
  lang: Language,
  to: Party & { tipo: SignatureType },
  /** logo: the company's logo as an absolute URL, or null; prazo: the process's deadline, if any. */
  doc: DocumentInfo & { logo: string | null; remetente: string; mensagem: string | null; prazo: Date | null },
  token: string,
  reminder: boolean,
): MailMessage {
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject: reminder ? 'mail.signing.reminder.subject' : 'mail.signing.invite.subject',
    body: 'mail.signing.invite.body',
    action: 'mail.signing.invite.action',
    link: signingLink(ctx, token),
    company: { name: doc.empresa, logoUrl: doc.logo },
    params: {
      file: doc.nome,
      company: doc.empresa,
      sender: doc.remetente,
      act: actRequest(lang, to.tipo),
      message: doc.mensagem ? translate(lang, 'mail.signing.message', { text: doc.mensagem }) : '',
      deadline: doc.prazo ? translate(lang, 'mail.signing.deadline', { date: brasiliaDay(doc.prazo) }) : '',
    },
    // Nobody asks to be sent a document: no "if you did not request this" line.
    ignorable: false,
    replyTo: replyToFor(to, doc.replyTo),
  });
}

/** "Faltam N dias": the deadline draws near; the mail carries a fresh personal link. */
export function deadlineAlertMail(
  ctx: AppContext,
  lang: Language,
  to: Party & { tipo: SignatureType },
  doc: DocumentInfo & { logo: string | null; remetente: string; prazo: Date },
  token: string,
  /** Whole days left, counting the one under way (at least 1). */
  days: number,
): MailMessage {
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject:
      days === 1 ? 'mail.signing.deadline_alert.subject_one' : 'mail.signing.deadline_alert.subject_other',
    body: 'mail.signing.deadline_alert.body',
    action: 'mail.signing.invite.action',
    link: signingLink(ctx, token),
    company: { name: doc.empresa, logoUrl: doc.logo },
    params: {
      file: doc.nome,
      company: doc.empresa,
      sender: doc.remetente,
      act: actRequest(lang, to.tipo),
      date: brasiliaDay(doc.prazo),
      days,
    },
    ignorable: false,
    replyTo: replyToFor(to, doc.replyTo),
  });
}

export function codeMail(
  ctx: AppContext,
  lang: Language,
  to: Party,
  /** The document's name, and its requester's e-mail (Reply-To). */
  doc: Pick<DocumentInfo, 'nome' | 'replyTo'>,
  code: string,
  link: string,
) {
  const file = doc.nome;
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject: 'mail.signing.code.subject',
    body: 'mail.signing.code.body',
    action: 'mail.signing.code.action',
    link,
    params: { file, code, minutes: SIGNING_CODE_TTL_SECONDS / 60 },
    ignorable: true,
    replyTo: replyToFor(to, doc.replyTo),
  });
}

/**
 * What befell a process, and why: the signer who refused it, or the sender who cancelled it or took
 * the recipient off it (they no longer need to act; their link stopped working).
 */
export type Notice =
  | { kind: 'denied'; signer: string; reason: string }
  | { kind: 'cancelled' | 'removed'; sender: string; reason: string }
  /** The deadline moved (to the signatories whose turn it is), or passed (to those sent a link). */
  | { kind: 'deadline_moved' | 'expired'; date: string }
  /** The deadline passed: to the owner, with who did not act. */
  | { kind: 'expired_owner'; date: string; pending: string };

/** A notice of what befell a process (a denial, a cancellation, an expiry…): no button, nothing to ignore. */
export function noticeMail(
  ctx: AppContext,
  lang: Language,
  to: Party,
  doc: DocumentInfo,
  { kind, ...params }: Notice,
) {
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject: `mail.signing.${kind}.subject`,
    body: `mail.signing.${kind}.body`,
    params: { file: doc.nome, company: doc.empresa, ...params },
    ignorable: false,
    replyTo: replyToFor(to, doc.replyTo),
  });
}

/** Where a completion message points: the signed copy's download (and until when it works), the verification page. */
export interface CompletedLinks {
  /** An absolute, signed link to the sealed PDF (signedCopyLink). */
  download: string;
  expiresAt: Date;
  /** The public verification page of the document. */
  verify: string;
}

/**
 * "Documento concluído": the signed copy to download (a signed link, with the day it stops working)
 * and, below, the verification page. To every signatory who acted, by their channel, and to the owner.
 */
export function completedMail(
  ctx: AppContext,
  lang: Language,
  to: Party,
  doc: DocumentInfo,
  links: CompletedLinks,
) {
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject: 'mail.signing.completed.subject',
    body: 'mail.signing.completed.body',
    action: 'mail.signing.completed.action',
    link: links.download,
    more: { text: 'mail.signing.completed.verify', link: links.verify },
    params: { file: doc.nome, company: doc.empresa, date: brasiliaDay(links.expiresAt) },
    ignorable: false,
    replyTo: replyToFor(to, doc.replyTo),
  });
}

/** What signing logs through (the request's logger, or the app's). */
export type SigningLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Sends what a committed transaction queued; a failure is logged, never undoes the change. */
export async function flush(ctx: AppContext, outbox: Outbox, log: SigningLog): Promise<void> {
  for (const item of outbox) {
    if (typeof item === 'function') {
      await item().catch((err: unknown) =>
        log.warn({ err: String(err) }, 'signing step after commit failed'),
      );
      continue;
    }
    try {
      await ctx.mailer.send(item);
    } catch (err) {
      log.warn({ err: (err as Error).message, to: item.to, subject: item.subject }, 'signing mail not sent');
    }
  }
}

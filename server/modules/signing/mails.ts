// The e-mails of signing: the personal link (invite, reminder and deadline alert), the one-time
// code, and the notices of a denial, a cancellation, a removal, a new deadline, an expiry and a
// completion. Built in a transaction's outbox and sent once it committed, so nobody is told of
// something that did not happen; a failed send is logged and the owner can send the link again.
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { actRequest, SIGNING_CODE_TTL_SECONDS, type SignatureType } from '../../../common/signing.js';
import { translate } from '../../../i18n/api/index.js';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
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
  });
}

export function codeMail(
  ctx: AppContext,
  lang: Language,
  to: Party,
  file: string,
  code: string,
  link: string,
) {
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
  });
}

export function completedMail(ctx: AppContext, lang: Language, to: Party, doc: DocumentInfo, url: string) {
  return actionMail({
    lang,
    brand: ctx.config.brand,
    to: to.email ?? '',
    name: to.nome,
    subject: 'mail.signing.completed.subject',
    body: 'mail.signing.completed.body',
    action: 'mail.signing.completed.action',
    link: url,
    params: { file: doc.nome, company: doc.empresa },
    ignorable: false,
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

// Signing domain constants shared by the API and the SPA: the eight acts of spec §1 with their
// present and past-tense labels, the states of a signatory and how a signer was authenticated.
import type { Language } from './constants.js';

/** The acts (tipo) a signatory is asked for, numbered 1–8 as in the spec. */
export const SIGNATURE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

export const isSignatureType = (value: unknown): value is SignatureType =>
  typeof value === 'number' && (SIGNATURE_TYPES as readonly number[]).includes(value);

interface ActLabels {
  /** What the signer is asked to do (the button): "Assinar". */
  act: string;
  /** What the signer did, in the past tense: "Assinou". */
  past: string;
  /** What the signer is asked, in a sentence, up to the document's name: "pediu que você tome ciência do documento". */
  request: string;
  /** What the signer did, in a sentence, up to the document's name: "Ana tomou ciência do documento". */
  done: string;
}

export const SIGNATURE_TYPE_LABELS: Record<Language, Record<SignatureType, ActLabels>> = {
  pt_BR: {
    1: { act: 'Assinar', past: 'Assinou', request: 'assine o documento', done: 'assinou o documento' },
    2: { act: 'Aprovar', past: 'Aprovou', request: 'aprove o documento', done: 'aprovou o documento' },
    3: {
      act: 'Reconhecer',
      past: 'Reconheceu',
      request: 'reconheça o documento',
      done: 'reconheceu o documento',
    },
    4: {
      act: 'Assinar como parte',
      past: 'Assinou como parte',
      request: 'assine como parte o documento',
      done: 'assinou como parte o documento',
    },
    5: {
      act: 'Assinar como testemunha',
      past: 'Assinou como testemunha',
      request: 'assine como testemunha o documento',
      done: 'assinou como testemunha o documento',
    },
    6: {
      act: 'Assinar como interveniente',
      past: 'Assinou como interveniente',
      request: 'assine como interveniente o documento',
      done: 'assinou como interveniente o documento',
    },
    7: {
      act: 'Acusar recebimento',
      past: 'Acusou recebimento',
      request: 'acuse o recebimento do documento',
      done: 'acusou o recebimento do documento',
    },
    8: {
      act: 'Tomar ciência',
      past: 'Tomou ciência',
      request: 'tome ciência do documento',
      done: 'tomou ciência do documento',
    },
  },
  en: {
    1: { act: 'Sign', past: 'Signed', request: 'sign the document', done: 'signed the document' },
    2: { act: 'Approve', past: 'Approved', request: 'approve the document', done: 'approved the document' },
    3: {
      act: 'Acknowledge',
      past: 'Acknowledged',
      request: 'acknowledge the document',
      done: 'acknowledged the document',
    },
    4: {
      act: 'Sign as a party',
      past: 'Signed as a party',
      request: 'sign as a party the document',
      done: 'signed as a party the document',
    },
    5: {
      act: 'Sign as a witness',
      past: 'Signed as a witness',
      request: 'sign as a witness the document',
      done: 'signed as a witness the document',
    },
    6: {
      act: 'Sign as an intervening party',
      past: 'Signed as an intervening party',
      request: 'sign as an intervening party the document',
      done: 'signed as an intervening party the document',
    },
    7: {
      act: 'Acknowledge receipt',
      past: 'Acknowledged receipt',
      request: 'acknowledge receipt of the document',
      done: 'acknowledged receipt of the document',
    },
    8: {
      act: 'Take notice',
      past: 'Took notice',
      request: 'take notice of the document',
      done: 'took notice of the document',
    },
  },
};

/** 'Assinou como testemunha' → 'assinou como testemunha', to sit inside a sentence. */
export const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);

export const actLabel = (lang: Language, tipo: SignatureType) => SIGNATURE_TYPE_LABELS[lang][tipo].act;
export const actPastLabel = (lang: Language, tipo: SignatureType) => SIGNATURE_TYPE_LABELS[lang][tipo].past;
/** "assine o documento", "tome ciência do documento": the request, with the right preposition. */
export const actRequest = (lang: Language, tipo: SignatureType) => SIGNATURE_TYPE_LABELS[lang][tipo].request;
/** "assinou o documento", "tomou ciência do documento": the act done, with the right preposition. */
export const actDone = (lang: Language, tipo: SignatureType) => SIGNATURE_TYPE_LABELS[lang][tipo].done;

/**
 * A signatory's state: pending (not acted yet), signed (performed the act), denied (refused,
 * which stops the process), removed (taken off the process by the owner, with a reason).
 */
export const SIGNATORY_STATUSES = ['pending', 'signed', 'denied', 'removed'] as const;
export type SignatoryStatus = (typeof SIGNATORY_STATUSES)[number];

/**
 * The ends of a process that may be sent for signature again, as a new round on the same file
 * (the earlier rounds stay in its history); a completed or waiting process may not.
 */
export const SIGNING_RESENDABLE = ['denied', 'cancelled', 'expired'] as const;
export type ClosedRoundStatus = (typeof SIGNING_RESENDABLE)[number];
export const isResendable = (status: string): status is ClosedRoundStatus =>
  (SIGNING_RESENDABLE as readonly string[]).includes(status);

/**
 * How the signer proved who they were when acting:
 * link (the personal link alone, sent by e-mail and/or WhatsApp), link_code (the link plus a
 * one-time code sent by e-mail), link_whatsapp_code (the link plus a one-time code sent by WhatsApp
 * from the company's device), session (signed in to the platform), session_code (signed in plus a
 * code sent by e-mail), session_whatsapp_code (signed in plus a code sent by WhatsApp).
 */
export const AUTH_METHODS = [
  'link',
  'link_code',
  'link_whatsapp_code',
  'session',
  'session_code',
  'session_whatsapp_code',
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const AUTH_METHOD_LABELS: Record<Language, Record<AuthMethod, string>> = {
  pt_BR: {
    link: 'Link pessoal',
    link_code: 'Link pessoal e código enviado por e-mail',
    link_whatsapp_code: 'Link pessoal e código enviado por WhatsApp',
    session: 'Acesso autenticado à plataforma',
    session_code: 'Acesso autenticado e código enviado por e-mail',
    session_whatsapp_code: 'Acesso autenticado e código enviado por WhatsApp',
  },
  en: {
    link: 'Personal link',
    link_code: 'Personal link and code sent by e-mail',
    link_whatsapp_code: 'Personal link and code sent by WhatsApp',
    session: 'Signed in to the platform',
    session_code: 'Signed in and code sent by e-mail',
    session_whatsapp_code: 'Signed in and code sent by WhatsApp',
  },
};

/**
 * How a signatory is reached: by e-mail, by WhatsApp from one of the company's connected devices,
 * or both. The link, the one-time code, reminders, alerts and notices all go by that channel.
 */
export const SIGNING_CHANNELS = ['email', 'whatsapp', 'both'] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];
export const usesWhatsapp = (c: SigningChannel) => c !== 'email';
export const usesEmail = (c: SigningChannel) => c !== 'whatsapp';

/** Where a WhatsApp message to a signatory stands (the gateway's receipts), or failed. */
export const WHATSAPP_DELIVERY = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappDelivery = (typeof WHATSAPP_DELIVERY)[number];

/** Lifetime of a one-time code, its attempts and the wait before another one can be sent. */
export const SIGNING_CODE_TTL_SECONDS = 10 * 60;
export const SIGNING_CODE_MAX_ATTEMPTS = 5;
export const SIGNING_CODE_RESEND_SECONDS = 60;
/** The wait between two reminders to the same signatory. */
export const SIGNING_REMINDER_SECONDS = 60;
/** Most signatories one process may have. */
export const SIGNATORIES_MAX = 50;
/** The certificate warning of spec §9: less than one month (30 days) of validity left. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** A CPF shown without its first three and last two digits: ***.456.789-** (null stays null). */
export function maskCpf(cpf: string | null): string | null {
  if (!cpf) return null;
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return null;
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** A mobile number shown to someone who holds only a link: (11) 9****-0001 (digits with or without 55). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length < 10) return `****${d.slice(-4)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 3)}****-${d.slice(-4)}`;
}

/** An e-mail shown to someone who holds only a link: j***@e***.com. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${user.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

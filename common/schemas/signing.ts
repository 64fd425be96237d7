// Signing: the request schemas of the signing API and the shapes it answers with, shared with the
// SPA. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import type { Language } from '../constants.js';
import { FIELDS_MAX, type FieldType } from '../signatureFields.js';
import {
  type AuthMethod,
  type ClosedRoundStatus,
  SIGNATORIES_MAX,
  SIGNATURE_TYPES,
  SIGNING_CHANNELS,
  type SignatoryStatus,
  type SignatureType,
  type SigningChannel,
  type WhatsappDelivery,
} from '../signing.js';
import { cpf, email, id, language, password, personName, phone } from './fields.js';
import type { ChainReport } from './fileEvents.js';
import type { FileStatus } from './files.js';
import {
  type FieldArea,
  type FieldView,
  fieldInput,
  fieldValues,
  type Marks,
  type SignerField,
} from './signatureFields.js';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const signatureType = z.coerce
  .number()
  .refine((v): v is SignatureType => (SIGNATURE_TYPES as readonly number[]).includes(v), 'validation.in');

/** A signatory as the owner adds them: a company user (user_id) or an external person. */
export const signatoryInput = z
  .object({
    /** A user of the owner's company; their name and e-mail are taken from the account. */
    user_id: z.preprocess(blankToNull, id.nullable()).optional(),
    nome: z.preprocess(blankToNull, personName.nullable()).optional(),
    email: z.preprocess(blankToNull, email.nullable()).optional(),
    phone: z.preprocess(blankToNull, phone.nullable()).optional(),
    cpf: z.preprocess(blankToNull, cpf.nullable()).optional(),
    tipo: signatureType,
    /** Ask for a one-time code (sent by the signatory's channel) before the act. */
    exige_codigo: z.boolean('validation.boolean').default(false),
    /** How they are reached: e-mail (default), WhatsApp from a company device, or both. */
    canal: z.enum(SIGNING_CHANNELS, 'validation.in').default('email'),
    /** The company's device that sends their WhatsApp messages; none: the company's first open one. */
    device_id: z.preprocess(blankToNull, id.nullable()).optional(),
    /** The language of their messages; none: the sender's. */
    idioma: language.optional(),
  })
  .superRefine((s, ctx) => {
    const whatsapp = s.canal !== 'email';
    if (whatsapp && !s.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'signing.phone_required' });
    if (s.user_id) return;
    if (!s.nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: 'validation.required' });
    if (!s.email && s.canal !== 'whatsapp')
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
  });
export type SignatoryInput = z.output<typeof signatoryInput>;

/** Automatic reminders every 1 to 30 days. */
export const REMINDER_DAYS_MAX = 30;

/** A deadline: a calendar date (YYYY-MM-DD), meaning the end of that day in Brasília. */
export const deadlineDate = z.iso.date('signing.deadline_invalid');

/** POST /api/arquivo/{id}/assinaturas: the signatories, in order, and how they act; sends at once. */
export const signingRequestBody = z.object({
  /** true: one after the other in the given order; false: all at once. */
  sequencial: z.boolean('validation.boolean').default(false),
  mensagem: z
    .preprocess(blankToNull, z.string().trim().max(1000, 'validation.max.string').nullable())
    .optional(),
  signatarios: z
    .array(signatoryInput, 'validation.invalid')
    .min(1, 'signing.signatories_required')
    .max(SIGNATORIES_MAX, 'validation.max.numeric'),
  /** Optional deadline (a future date): past it the process expires. */
  prazo: deadlineDate.nullish(),
  /** Optional automatic reminders to the pending signatories whose turn it is, every so many days. */
  lembrete_dias: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(REMINDER_DAYS_MAX, 'validation.max.numeric')
    .nullish(),
  /** Where each signatory signs, initials and fills in (PDFs only); none: a request as before fields existed. */
  campos: z.array(fieldInput, 'validation.invalid').max(FIELDS_MAX, 'validation.max.numeric').default([]),
  /** Also place a field at every `{{tipo:n}}` anchor found in the PDF's text. */
  ancoras: z.boolean('validation.boolean').default(false),
});
export type SigningRequestBody = z.output<typeof signingRequestBody>;

/**
 * A signatory row of a draft request: what the sender typed so far, nothing required yet (checked
 * when the request is sent).
 */
const draftSignatory = z.object({
  user_id: z.preprocess(blankToNull, id.nullable()).optional(),
  nome: z.string().max(200, 'validation.max.string').nullish(),
  email: z.string().max(254, 'validation.max.string').nullish(),
  phone: z.string().max(30, 'validation.max.string').nullish(),
  cpf: z.string().max(20, 'validation.max.string').nullish(),
  tipo: signatureType,
  exige_codigo: z.boolean('validation.boolean').default(false),
  canal: z.enum(SIGNING_CHANNELS, 'validation.in').default('email'),
  device_id: z.preprocess(blankToNull, id.nullable()).optional(),
  idioma: language.optional(),
});

/**
 * PUT /api/arquivo/{id}/rascunho: a request being prepared, kept on the file until it is sent (or
 * the sender drops it). Signatories may be incomplete; fields are checked as when sending (pages,
 * boxes, whose they are, acts that take them).
 */
export const signingDraftBody = z.object({
  sequencial: z.boolean('validation.boolean').default(false),
  mensagem: z.string().max(1000, 'validation.max.string').nullish(),
  prazo: z.string().max(10, 'validation.max.string').nullish(),
  lembrete_dias: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(REMINDER_DAYS_MAX, 'validation.max.numeric')
    .nullish(),
  signatarios: z.array(draftSignatory, 'validation.invalid').max(SIGNATORIES_MAX, 'validation.max.numeric'),
  campos: z.array(fieldInput, 'validation.invalid').max(FIELDS_MAX, 'validation.max.numeric').default([]),
});
export type SigningDraftBody = z.output<typeof signingDraftBody>;

/** GET/PUT /api/arquivo/{id}/rascunho: the draft kept for the file (null: none). */
export interface SigningDraft {
  rascunho: SigningDraftBody | null;
  atualizado_em: string | null;
}

/** PUT /api/arquivo/{id}/prazo: a new (later) deadline for a waiting process, or a first one. */
export const deadlineBody = z.object({ prazo: deadlineDate });
export type DeadlineBody = z.output<typeof deadlineBody>;

/** A reason (cancel, deny, remove a signature): required, 3 to 1000 characters. */
export const reason = z
  .string('validation.required')
  .trim()
  .min(3, 'validation.min.string')
  .max(1000, 'validation.max.string');
export const reasonBody = z.object({ motivo: reason });
export type ReasonBody = z.output<typeof reasonBody>;

/** PUT /api/arquivo/{id}/negar-publico: the signer's link token authorises the denial. */
export const publicDenyBody = z.object({ token: z.string().min(10).max(200), motivo: reason });
export type PublicDenyBody = z.output<typeof publicDenyBody>;

/** Performing the act (by link or signed in): consent is required; the code when one was asked. */
export const actBody = z.object({
  consentimento: z.literal(true, 'signing.consent_required'),
  codigo: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .optional(),
  /** The values of the signer's fields they type or tick, by field id (marks come from the adoption). */
  campos: fieldValues,
});
export type ActBody = z.output<typeof actBody>;

export const signingTokenParams = z.object({ token: z.string().min(10).max(200) });

/** POST /api/signatario/cadastrar: a signatory creates a restricted account from their link. */
export const signatoryRegisterBody = z
  .object({
    token: z.string().min(10).max(200),
    nome: personName,
    documento: z.preprocess(blankToNull, cpf.nullable()).optional(),
    password,
    password_confirmation: z.string(),
    grecaptcha: z.string().optional().nullable(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.confirmed',
  });
export type SignatoryRegisterBody = z.output<typeof signatoryRegisterBody>;

/** A signatory as the owner sees them. */
export interface SignatoryView {
  id: number;
  ordem: number;
  tipo: SignatureType;
  nome: string;
  /** Null: reached by WhatsApp only. */
  email: string | null;
  phone: string | null;
  /** Masked: ***.456.789-** */
  cpf: string | null;
  user_id: number | null;
  canal: SigningChannel;
  /** The company's device that sends their WhatsApp messages (null: e-mail only, or deleted). */
  device: { id: number; name: string } | null;
  idioma: Language;
  /** How the last message to them went, per channel (null: nothing sent that way). */
  entregas: SignatoryDeliveries;
  /** A user of the owner's company. */
  interno: boolean;
  exige_codigo: boolean;
  status: SignatoryStatus;
  /** Pending and allowed to act now (always, in parallel; when all before have acted, in order). */
  vez: boolean;
  /** When the link was sent (null: not yet, waiting for their turn). */
  enviado_em: string | null;
  visualizado_em: string | null;
  acted_at: string | null;
  ip: string | null;
  port: number | null;
  user_agent: string | null;
  autenticacao: AuthMethod | null;
  /** Denial or removal reason. */
  motivo: string | null;
  link_expires_at: string | null;
  lembrado_em: string | null;
  /** Their fields (none: the request placed no fields). */
  campos: FieldView[];
  /** The signature and rubrica they adopted (once they did). */
  marcas: Marks;
}

/**
 * The last message to a signatory per channel: an e-mail is 'sent' once the mail server took it
 * (no receipts), 'failed' when it refused or could not be reached;
 * a WhatsApp message moves with the gateway's receipts. `fallback`: a WhatsApp message failed (or
 * its device was not connected) and an e-mail went instead.
 */
export interface SignatoryDeliveries {
  email: 'sent' | 'failed' | null;
  whatsapp: WhatsappDelivery | null;
  fallback: boolean;
}

/** An earlier round of the file's process: how it ended and what each signatory did. */
export interface EarlierRound {
  rodada: number;
  status: ClosedRoundStatus;
  enviado_em: string | null;
  encerrado_em: string | null;
  /** The denial's or the cancellation's reason. */
  motivo: string | null;
  signatarios: {
    nome: string;
    email: string | null;
    tipo: SignatureType;
    status: SignatoryStatus;
    acted_at: string | null;
    motivo: string | null;
  }[];
}

/** GET /api/arquivo/{id}/assinaturas: the file's signing process. */
export interface SigningProcess {
  arquivo_id: number;
  nome: string;
  status: FileStatus;
  /** The current round (1 until a denied, cancelled or expired process is sent again). */
  rodada: number;
  sequencial: boolean;
  mensagem: string | null;
  solicitante: { id: number; nome: string } | null;
  enviado_em: string | null;
  concluido_em: string | null;
  /** When it was cancelled, denied or expired, and why (cancelled, denied). */
  encerrado_em: string | null;
  motivo: string | null;
  /** The deadline (the end of its day in Brasília), or null. */
  prazo: string | null;
  /** Automatic reminders every so many days, or null. */
  lembrete_dias: number | null;
  /** When the process expired (its deadline passed with signatories pending), or null. */
  expirado_em: string | null;
  verificacao_codigo: string | null;
  /** Absolute URL of the public verification page of this document (once completed). */
  verificacao_url: string | null;
  /** A sealed PDF (original pages plus certificate) is available. */
  tem_assinado: boolean;
  /** A certificate PDF of its own (non-PDF originals) is available. */
  tem_certificado: boolean;
  /**
   * The sealed file's timestamp: 'carimbado' (B-T or later), 'pendente' (sealed while no TSA
   * answered: a document timestamp is added as soon as one does), null (not sealed, or sealed before
   * timestamps existed).
   */
  carimbo: 'carimbado' | 'pendente' | null;
  /** PAdES level of the sealed file (B-B, B-T, B-LT, B-LTA), null until sealed. */
  nivel_pades: 'B-B' | 'B-T' | 'B-LT' | 'B-LTA' | null;
  signatarios: SignatoryView[];
  /** The rounds before this one, the newest first. */
  rodadas_anteriores: EarlierRound[];
}

/** What a signer sees: through their link (GET /api/assinar/{token}) or signed in. */
export interface SignerView {
  signatario: {
    id: number;
    nome: string;
    email: string | null;
    tipo: SignatureType;
    status: SignatoryStatus;
    exige_codigo: boolean;
    /** Where their one-time code goes: WhatsApp (from the company's device) or e-mail. */
    codigo_por: 'email' | 'whatsapp';
    acted_at: string | null;
    motivo: string | null;
  };
  documento: {
    id: number;
    nome: string;
    mime: string;
    tamanho: number;
    sha256: string;
    status: FileStatus;
    /**
     * The original's pages (PDF points, rotation applied), so a preview can reserve their space
     * before it renders; null when not a PDF or unreadable.
     */
    paginas?: { largura: number; altura: number }[] | null;
  };
  /** The sender company: its name, and its logo's relative link (no session needed) or null. */
  empresa: { nome: string; logo_url: string | null };
  remetente: { nome: string; email: string } | null;
  mensagem: string | null;
  sequencial: boolean;
  /** Their turn: everyone before them (in order) has acted. */
  vez: boolean;
  /** Can act now: pending, their turn and the process waiting. */
  pode_agir: boolean;
  /** When the last one-time code was sent (to ask for another after SIGNING_CODE_RESEND_SECONDS). */
  codigo_enviado_em: string | null;
  /** The other parties and where each stands (names and acts only). */
  partes: { nome: string; tipo: SignatureType; status: SignatoryStatus; ordem: number }[];
  /** The sealed PDF can be downloaded (the process completed). */
  assinado_disponivel: boolean;
  verificacao_url: string | null;
  /** Relative URLs to the document's bytes for this signer (inline). */
  documento_url: string;
  assinado_url: string | null;
  /** The signer's own fields (none: sign as before fields existed). */
  campos: SignerField[];
  /** The signature and rubrica they adopted for this process (null: not yet). */
  marcas: Marks;
  /** Signed in: the saved signature and rubrica of their profile, which they may use here. */
  marcas_perfil: Record<'assinatura' | 'rubrica', boolean> | null;
}

/** The 410 a signer's calls answer once the process's deadline passed (expired, or about to be). */
export interface DeadlinePassed {
  message: string;
  code: 'DEADLINE_PASSED';
  /** The deadline that passed (ISO). */
  prazo: string;
  documento: { nome: string };
}

/** POST /api/assinar/{token}/codigo and POST /api/arquivo/{id}/codigo. */
export interface CodeSent {
  /** Masked address (or WhatsApp number) the code went to. */
  enviado_para: string;
  canal: 'email' | 'whatsapp';
  expira_em: string;
  reenviar_em: string;
}

/** GET /api/inbox: documents waiting for the signed-in user, across companies. */
export interface InboxItem {
  arquivo_id: number;
  signatario_id: number;
  nome: string;
  mime: string;
  tamanho: number;
  tipo: SignatureType;
  exige_codigo: boolean;
  empresa: { id: number; nome: string };
  remetente: { nome: string } | null;
  mensagem: string | null;
  enviado_em: string | null;
}

/** GET /api/cadastro-signatario/{token}: who the link belongs to, to prefill the sign-up. */
export interface SignatoryRegistration {
  nome: string;
  email: string;
  /** Masked. */
  cpf: string | null;
  /** The e-mail already has an account: log in instead. */
  registrado: boolean;
}

/** The platform certificate, for administrators (GET /api/admin/certificado). */
export interface CertificateInfo {
  subject: string;
  issuer: string;
  serial: string;
  valid_from: string;
  valid_to: string;
  days_left: number;
  expired: boolean;
  /** Less than CERTIFICATE_WARNING_DAYS left (or expired). */
  warning: boolean;
  source: 'config' | 'generated';
  /** ICP-Brasil fields read from the certificate (an e-CNPJ A1), or null for another certificate. */
  icp_brasil: IcpBrasilFields | null;
  /** The signature-policy identifier added to every seal (SIGNATURE_POLICY_OID), or null. */
  politica: string | null;
  /** Where seals get their timestamps: 'local' (the built-in TSA), the configured URLs, or 'off'. */
  carimbo: string;
}

/** A certificate of a signature's chain, as the verification reports it. */
export interface CertificateReport {
  /** The subject's common name (or its whole name). */
  nome: string;
  emissor: string;
  /** Upper-case hex. */
  serial: string;
  valido_de: string;
  valido_ate: string;
  /**
   * Its revocation status at signing time, from the validation material the PDF carries (DSS, or
   * the CMS's own revocation values): 'valido' (good), 'revogado', 'desconhecido' (nothing embedded
   * about it); a self-signed root is 'raiz'.
   */
  revogacao: 'valido' | 'revogado' | 'desconhecido' | 'raiz';
  revogado_em: string | null;
}

/** An RFC 3161 timestamp: the signature's own (B-T) or a document timestamp (B-LTA). */
export interface TimestampReport {
  /** The token's signature verifies and its imprint is the hash of what it stamps. */
  valido: boolean;
  /** genTime, ISO. */
  em: string | null;
  /** The TSA certificate's common name. */
  tsa: string | null;
}

/** ICP-Brasil fields of a certificate (subjectAltName otherName 2.16.76.1.3.x). */
export interface IcpBrasilFields {
  /** 2.16.76.1.3.3: the company's CNPJ (14 digits). */
  cnpj: string | null;
  /** The person's CPF (2.16.76.1.3.1, or the responsible person's in 2.16.76.1.3.4); masked on public pages. */
  cpf: string | null;
  /** 2.16.76.1.3.2: the responsible person's name (e-CNPJ). */
  responsavel: string | null;
}

/** One signature dictionary of the PDF, in file order. */
export interface SignatureReport {
  /** A CAdES signature (the platform's seal, or a person's) or a document timestamp. */
  tipo: 'assinatura' | 'carimbo_documento';
  /** Its digest matches the bytes it covers and its signature verifies (a timestamp: the token). */
  integra: boolean;
  /** Made with this platform's certificate (or one it issued). */
  plataforma: boolean;
  /** The signer's (or, for a document timestamp, the TSA's) common name. */
  assinante: string | null;
  /** The signing time: the timestamp's when there is one, else the time the signer declared (/M). */
  assinado_em: string | null;
  hora_fonte: 'carimbo' | 'declarada' | null;
  /** The signature timestamp (B-T); for a document timestamp, the token itself. */
  carimbo: TimestampReport | null;
  /** The signature-policy identifier (e.g. ICP-Brasil AD-RT), when the signature names one. */
  politica: { oid: string; nome: string | null } | null;
  icp_brasil: IcpBrasilFields | null;
  /** The signer's (or TSA's) certificate first, then its issuers as found. */
  cadeia: CertificateReport[];
  /** The signature covers the whole file as it is (the last one should). */
  cobre_documento_inteiro: boolean;
}

/** The seal found in a PDF given to the verification page. */
export interface SealCheck {
  /** The PDF carries a signature. */
  presente: boolean;
  /** Every signature and timestamp verifies and nothing but validation updates follow them (null: no signature). */
  integro: boolean | null;
  /** The seal was made by this platform's certificate. */
  plataforma: boolean;
  assinante: string | null;
  /** The seal's signing time: from its timestamp when it has one. */
  assinado_em: string | null;
  /** PAdES level reached: B-B (signature), B-T (+ timestamp), B-LT (+ DSS), B-LTA (+ document timestamp). */
  nivel: 'B-B' | 'B-T' | 'B-LT' | 'B-LTA' | null;
  /** The PDF carries validation material (DSS) for every certificate of its signatures' chains. */
  ltv: boolean;
  /** Every signature and document timestamp, in file order. */
  assinaturas: SignatureReport[];
}

/** POST /api/verificar (upload) and GET /api/verificar/{codigo}. */
export interface VerificationResult {
  encontrado: boolean;
  /** Which of the document's files the bytes are (null when looked up by code or not found). */
  correspondencia: 'assinado' | 'original' | 'certificado' | null;
  /** SHA-256 of the uploaded bytes (upload only). */
  sha256: string | null;
  selo: SealCheck | null;
  documento: null | {
    nome: string;
    status: FileStatus;
    empresa: string;
    sha256_original: string;
    sha256_assinado: string | null;
    concluido_em: string | null;
    verificacao_codigo: string;
  };
  signatarios: {
    nome: string;
    cpf: string | null;
    tipo: SignatureType;
    status: SignatoryStatus;
    acted_at: string | null;
    autenticacao: AuthMethod | null;
    /** What they filled, where: text values (a CPF masked), a checkbox, a mark's SHA-256. */
    campos: VerifiedField[];
  }[];
  eventos: { seq: number; acao: string; created_at: string; ator: string | null; hash: string }[];
  cadeia: ChainReport | null;
}

/** A filled field on the public verification page. */
export interface VerifiedField {
  tipo: FieldType;
  rotulo: string | null;
  /** Pages it shows on (from 1). */
  paginas: number[];
  /** Text as burned in (CPF masked), 'true'/'false' for a checkbox; null for a mark. */
  valor: string | null;
  /** The adopted image's SHA-256, for a signature or rubrica. */
  sha256: string | null;
  preenchido_em: string | null;
}

export type { FieldArea, FieldView, SignerField };

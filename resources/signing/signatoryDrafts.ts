// The signatory list of the request dialog as the user edits it (empty, the signatories of a
// process sent again, or the file's draft), and what it becomes: the browser's own checks (keyed
// like the API's errors, `signatarios.0.email`), the request body and the draft kept meanwhile.
// Each signatory is reached by e-mail, by WhatsApp (a mobile number required; the e-mail optional
// for an external person) or both.

import type { Language } from '../../common/constants';
import { type SignatureType, type SigningChannel, usesWhatsapp } from '../../common/signing';
import { isValidCpf } from '../../common/validation';
import { maskCpf, maskPhone, phoneDigits } from '../../src/components/masks';
import { getLanguage } from '../../src/providers/preferences';
import type {
  FieldInput,
  SenderDevice,
  SignatoryRequest,
  SigningDraftBody,
  SigningProcess,
  SigningRequest,
} from '../../src/providers/signingApi';
import { type EditorField, fromProcess } from './fields/editorFields';

export type SignatoryKind = 'internal' | 'external';

export interface SignatoryDraft {
  /** Stable React key while rows move. */
  key: number;
  kind: SignatoryKind;
  /** The company user picked (internal). */
  user_id: number | null;
  nome: string;
  email: string;
  /** As shown, masked: (11) 98765-4321. */
  phone: string;
  /** As shown, masked: 123.456.789-09. */
  cpf: string;
  tipo: SignatureType;
  exige_codigo: boolean;
  canal: SigningChannel;
  /** The device that sends their WhatsApp messages; null: the company's first connected one. */
  device: Pick<SenderDevice, 'id' | 'name'> | null;
  /** The language of their messages. */
  idioma: Language;
}

/** i18n keys by field path (`signatarios.0.email`, `mensagem`…). */
export type DraftErrors = Record<string, string>;

export const MESSAGE_MAX = 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[1-9]{2}9?\d{8}$/;

let nextKey = 0;
export const newDraft = (kind: SignatoryKind = 'internal'): SignatoryDraft => ({
  key: ++nextKey,
  kind,
  user_id: null,
  nome: '',
  email: '',
  phone: '',
  cpf: '',
  tipo: 1,
  exige_codigo: false,
  canal: 'email',
  device: null,
  idioma: getLanguage(),
});

/**
 * The rows of a process sent again: its signatories (not the removed ones), in order, with their
 * acts. The CPF is only ever shown masked, so it is typed again if wanted.
 */
export const draftsFrom = (process: Pick<SigningProcess, 'signatarios'>): SignatoryDraft[] =>
  process.signatarios
    .filter((s) => s.status !== 'removed')
    .map((s) => ({
      ...newDraft(s.interno && s.user_id !== null ? 'internal' : 'external'),
      user_id: s.interno ? s.user_id : null,
      nome: s.nome,
      email: s.email ?? '',
      phone: s.phone ? maskPhone(s.phone) : '',
      tipo: s.tipo,
      exige_codigo: s.exige_codigo,
      canal: s.canal,
      device: usesWhatsapp(s.canal) ? s.device : null,
      idioma: s.idioma,
    }));

/**
 * Where the dialog starts: the rows of the process sent again with its fields, or one empty row of
 * `kind` (an external person's where the company has no one else to ask).
 */
export function requestStart(
  previous: SigningProcess | undefined,
  kind: SignatoryKind = 'internal',
): {
  rows: SignatoryDraft[];
  fields: EditorField[];
} {
  const rows = previous ? draftsFrom(previous) : [];
  if (!previous || rows.length === 0) return { rows: [newDraft(kind)], fields: [] };
  const keys = rows.map((r) => r.key);
  return { rows, fields: fromProcess(previous.signatarios, keys) };
}

/**
 * The rows with no one picked yet made `kind`'s (what was typed stays): a company with no other
 * member starts on external people. A blank row is kept the same either way in the draft.
 */
export const blankRowsAs = (rows: SignatoryDraft[], kind: SignatoryKind): SignatoryDraft[] =>
  rows.map((r) => (r.kind === 'internal' && r.user_id === null ? { ...r, kind } : r));

/**
 * The error paths a change to a row makes stale: its own fields, the device's `device_id`, and
 * what the channel decides (whether the phone and the e-mail are required, the device).
 */
export function fieldsTouched(change: Partial<SignatoryDraft>): string[] {
  const fields: string[] = Object.keys(change);
  if ('device' in change) fields.push('device_id');
  if ('canal' in change) fields.push('phone', 'email', 'device_id');
  return fields;
}

/** The list with row `index` moved one place up (-1) or down (+1). */
export function moveDraft<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

/** Who a row names, to find the same person twice: the user, or the e-mail typed. */
const identityOf = (d: SignatoryDraft) =>
  d.kind === 'internal'
    ? d.user_id === null
      ? null
      : `u${d.user_id}`
    : d.email.trim().toLowerCase() || null;

/** What is wrong before sending; empty when nothing is. */
export function validateDrafts(drafts: SignatoryDraft[], mensagem: string): DraftErrors {
  const errors: DraftErrors = {};
  if (drafts.length === 0) errors.signatarios = 'resources.signing.errors.signatories_required';
  const seen = new Set<string>();
  drafts.forEach((d, i) => {
    const at = (field: string) => `signatarios.${i}.${field}`;
    const whatsapp = usesWhatsapp(d.canal);
    // A company user's phone is only asked (and sent) for WhatsApp.
    if (whatsapp || d.kind === 'external') {
      if (whatsapp && !phoneDigits(d.phone)) errors[at('phone')] = 'resources.signing.errors.phone_required';
      else if (d.phone && !PHONE.test(phoneDigits(d.phone)))
        errors[at('phone')] = 'resources.signing.errors.phone_invalid';
    }
    if (d.kind === 'internal') {
      if (d.user_id === null) errors[at('user_id')] = 'resources.signing.errors.user_required';
    } else {
      const email = d.email.trim();
      if (d.nome.trim().length < 2) errors[at('nome')] = 'resources.signing.errors.name_required';
      // WhatsApp only: the e-mail may be left out, but what is typed must be one.
      if ((email || d.canal !== 'whatsapp') && !EMAIL.test(email))
        errors[at('email')] = 'resources.signing.errors.email_invalid';
      if (d.cpf && !isValidCpf(d.cpf)) errors[at('cpf')] = 'resources.signing.errors.cpf_invalid';
    }
    const who = identityOf(d);
    if (who !== null) {
      if (seen.has(who))
        errors[at(d.kind === 'internal' ? 'user_id' : 'email')] = 'resources.signing.errors.duplicate';
      seen.add(who);
    }
  });
  if (mensagem.trim().length > MESSAGE_MAX) errors.mensagem = 'resources.signing.errors.message_too_long';
  return errors;
}

/** The body of POST /api/arquivo/{id}/assinaturas, signatories in the order shown. */
export function requestBody(drafts: SignatoryDraft[], sequencial: boolean, mensagem: string): SigningRequest {
  const signatarios = drafts.map((d): SignatoryRequest => {
    const whatsapp = usesWhatsapp(d.canal);
    const phone = phoneDigits(d.phone) || null;
    const act = {
      tipo: d.tipo,
      exige_codigo: d.exige_codigo,
      canal: d.canal,
      ...(whatsapp ? { device_id: d.device?.id ?? null } : {}),
      idioma: d.idioma,
    };
    if (d.kind === 'internal') return { user_id: d.user_id ?? 0, ...(whatsapp ? { phone } : {}), ...act };
    const cpf = d.cpf.replace(/\D/g, '');
    return {
      nome: d.nome.trim(),
      email: d.email.trim() || null,
      phone,
      cpf: cpf || null,
      ...act,
    };
  });
  return { sequencial, mensagem: mensagem.trim() || null, signatarios };
}

/** The errors of row `index`, by field name. */
export const rowErrors = (errors: DraftErrors, index: number) => {
  const prefix = `signatarios.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
};

/** Errors no input shows (the list itself, a field the form lacks), for the dialog's alert. */
const ROW_FIELD_NAMES = ['user_id', 'nome', 'email', 'phone', 'cpf', 'canal', 'device_id', 'idioma', 'tipo'];
const ROW_FIELDS = new RegExp(`^signatarios\\.(\\d+)\\.(${ROW_FIELD_NAMES.join('|')})$`);
const OWN_FIELDS = ['mensagem', 'prazo', 'lembrete_dias'];
export const otherErrors = (errors: DraftErrors) =>
  Object.entries(errors)
    .filter(([path]) => !OWN_FIELDS.includes(path) && !ROW_FIELDS.test(path))
    .map(([, message]) => message);

/** A problem an input shows: of row `row` (null: of the request itself) and its field. */
export interface FieldProblem {
  row: number | null;
  field: string;
  message: string;
}

/** The problems the inputs show, in the order of the form: row by row, then the options. */
export function fieldProblems(errors: DraftErrors): FieldProblem[] {
  const rows: FieldProblem[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const at = ROW_FIELDS.exec(path);
    if (at) rows.push({ row: Number(at[1]), field: at[2] ?? '', message });
  }
  rows.sort((a, b) =>
    a.row === b.row
      ? ROW_FIELD_NAMES.indexOf(a.field) - ROW_FIELD_NAMES.indexOf(b.field)
      : (a.row ?? 0) - (b.row ?? 0),
  );
  const own = OWN_FIELDS.filter((f) => errors[f]).map((field) => ({
    row: null,
    field,
    message: errors[field] ?? '',
  }));
  return [...rows, ...own];
}

/** The API's 422 errors (`{field: message}`, already translated) by the same paths as ours. */
export const serverErrors = (errors: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, value]) => [
      field,
      Array.isArray(value) ? String(value[0] ?? '') : String(value),
    ]),
  );

/** The request's options beside its signatories, as the dialog holds them ('' when not chosen). */
export interface RequestOptions {
  sequencial: boolean;
  mensagem: string;
  /** YYYY-MM-DD or ''. */
  prazo: string;
  /** Days between reminders, or ''. */
  lembrete: string;
}

/** The request as typed so far, kept as the file's draft: nothing checked, blanks as null. */
export function draftBody(
  drafts: SignatoryDraft[],
  options: RequestOptions,
  campos: FieldInput[],
): SigningDraftBody {
  return {
    sequencial: options.sequencial,
    mensagem: options.mensagem || null,
    prazo: options.prazo || null,
    lembrete_dias: options.lembrete ? Number(options.lembrete) : null,
    signatarios: drafts.map((d) => {
      const internal = d.kind === 'internal';
      return {
        user_id: internal ? d.user_id : null,
        nome: internal ? null : d.nome || null,
        email: internal ? null : d.email || null,
        phone: phoneDigits(d.phone) || null,
        cpf: internal ? null : d.cpf.replace(/\D/g, '') || null,
        tipo: d.tipo,
        exige_codigo: d.exige_codigo,
        canal: d.canal,
        device_id: d.device?.id ?? null,
        idioma: d.idioma,
      };
    }),
    campos,
  };
}

/**
 * A draft's rows back in the dialog. A row with a user is a company user's, one with anything typed
 * an external person's; the device is known by its id (its name comes with the company's list).
 */
export const draftsFromBody = (body: SigningDraftBody): SignatoryDraft[] =>
  body.signatarios.map((s) => {
    const typed = Boolean(s.nome || s.email || s.cpf);
    const row = newDraft(s.user_id || !typed ? 'internal' : 'external');
    return {
      ...row,
      user_id: s.user_id ?? null,
      nome: s.nome ?? '',
      email: s.email ?? '',
      phone: s.phone ? maskPhone(s.phone) : '',
      cpf: s.cpf ? maskCpf(s.cpf) : '',
      tipo: s.tipo,
      exige_codigo: s.exige_codigo,
      canal: s.canal,
      device: s.device_id ? { id: s.device_id, name: '' } : null,
      idioma: s.idioma ?? row.idioma,
    };
  });

export const optionsFromBody = (body: SigningDraftBody): RequestOptions => ({
  sequencial: body.sequencial,
  mensagem: body.mensagem ?? '',
  prazo: body.prazo ?? '',
  lembrete: body.lembrete_dias ? String(body.lembrete_dias) : '',
});

// The people named for a template's roles (using it, or its public link) and the prefill values, as
// the forms hold them, pure: what the browser checks (keyed like the API's errors, `pessoas.0.email`,
// `valores.valor`) and what is sent. A person is a company user or someone typed (or picked from the
// contacts); a role reached by WhatsApp needs a mobile number.
import type { PrefillField, RolePerson } from '../../common/schemas/templates';
import { type SigningChannel, usesWhatsapp } from '../../common/signing';
import { isValidCpf } from '../../common/validation';
import { maskCpf, maskPhone, phoneDigits } from '../../src/components/masks';

export type PersonKind = 'internal' | 'external';

export interface PersonDraft {
  kind: PersonKind;
  user_id: number | null;
  nome: string;
  email: string;
  /** As shown, masked. */
  phone: string;
  /** As shown, masked. */
  cpf: string;
}

/** Messages (i18n keys or the API's text) by the API's paths. */
export type FormErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[1-9]{2}9?\d{8}$/;
const E = 'resources.templates.errors';

export const newPerson = (kind: PersonKind = 'external'): PersonDraft => ({
  kind,
  user_id: null,
  nome: '',
  email: '',
  phone: '',
  cpf: '',
});

/** A person saved in a public link's settings, back in the form. */
export const personFrom = (p: RolePerson): PersonDraft => ({
  kind: p.user_id ? 'internal' : 'external',
  user_id: p.user_id ?? null,
  nome: p.nome ?? '',
  email: p.email ?? '',
  phone: p.phone ? maskPhone(p.phone) : '',
  cpf: p.cpf ? maskCpf(p.cpf) : '',
});

/** What is wrong with the person of a role reached by `canal`, under `at` (`pessoas.0`). */
export function personErrors(p: PersonDraft, canal: SigningChannel, at: string): FormErrors {
  const errors: FormErrors = {};
  const whatsapp = usesWhatsapp(canal);
  const phone = phoneDigits(p.phone);
  if (whatsapp && !phone) errors[`${at}.phone`] = `${E}.phone_required`;
  else if (phone && !PHONE.test(phone)) errors[`${at}.phone`] = `${E}.phone_invalid`;
  if (p.kind === 'internal') {
    if (p.user_id === null) errors[`${at}.user_id`] = `${E}.user_required`;
    return errors;
  }
  if (p.nome.trim().length < 2) errors[`${at}.nome`] = `${E}.person_name`;
  const email = p.email.trim();
  if ((email || canal !== 'whatsapp') && !EMAIL.test(email)) errors[`${at}.email`] = `${E}.email_invalid`;
  if (p.cpf && !isValidCpf(p.cpf)) errors[`${at}.cpf`] = `${E}.cpf_invalid`;
  return errors;
}

/** The person as the API takes them: a company user by id, or the details typed (unmasked). */
export function personBody(p: PersonDraft, canal: SigningChannel): RolePerson {
  const phone = phoneDigits(p.phone) || null;
  if (p.kind === 'internal') return { user_id: p.user_id, ...(usesWhatsapp(canal) ? { phone } : {}) };
  return {
    nome: p.nome.trim(),
    email: p.email.trim() || null,
    phone,
    cpf: p.cpf.replace(/\D/g, '') || null,
  };
}

/** The prefill values missing or too long, by `valores.<chave>`. */
export function valuesErrors(prefills: readonly PrefillField[], values: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const p of prefills) {
    const value = values[p.chave]?.trim() ?? '';
    if (p.obrigatorio && !value) errors[`valores.${p.chave}`] = `${E}.value_required`;
  }
  return errors;
}

/** The values as sent: trimmed, blanks left out. */
export const valuesBody = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );

/** The errors under `prefix` (`pessoas.1.`), by field name. */
export const errorsUnder = (errors: FormErrors, prefix: string): FormErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

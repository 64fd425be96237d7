// A bulk line checked before anything is written, by the rules using a template applies to a person
// and a value: each role's name, its e-mail when it is reached by e-mail, its mobile when by
// WhatsApp, a valid CPF when given, one person per e-mail or mobile, the required prefill values.
// Errors name their target (`papel.1.email`, `valor.endereco`) and keep the role's name or the
// prefill's label, so they read the same in any language later.
import type { z } from 'zod';
import type { Language } from '../../../common/constants.js';
import { cpf, email, personName, phone } from '../../../common/schemas/fields.js';
import {
  type BulkRowData,
  PREFILL_VALUE_MAX,
  type TemplateDefinition,
  type UseTemplateBody,
} from '../../../common/schemas/templates.js';
import { usesEmail, usesWhatsapp } from '../../../common/signing.js';
import { type ApiMessageKey, isMessageKey, translate } from '../../../i18n/api/index.js';
import type { BulkReason } from '../../db/queries/bulk.js';
import { attributeLabel } from '../../http/validation-messages.js';

export interface LineError {
  campo: string;
  key: ApiMessageKey;
  params: Record<string, string | number>;
}

/** The message of a zod check that failed (its custom key, or the size rule it broke). */
function issueKey(
  schema: z.ZodType,
  value: string,
): { key: ApiMessageKey; params: Record<string, number> } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const params: Record<string, number> = {};
  if (issue && 'minimum' in issue) params.min = Number(issue.minimum);
  if (issue && 'maximum' in issue) params.max = Number(issue.maximum);
  const key = issue?.message && isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  return { key, params };
}

/** The line's values normalised (e-mail lower case, digits of mobile and CPF) and what is wrong with it. */
export function checkLine(
  def: TemplateDefinition,
  data: BulkRowData,
): { data: BulkRowData; errors: LineError[] } {
  const errors: LineError[] = [];
  const seen = new Set<string>();
  const pessoas = def.papeis.map((papel, i) => {
    const p = data.pessoas[i] ?? { nome: null, email: null, phone: null, cpf: null };
    const out = { ...p };
    const target = (field: string) => `papel.${i + 1}.${field}`;
    const fail = (field: string, key: ApiMessageKey, params: Record<string, string | number> = {}) =>
      errors.push({ campo: target(field), key, params: { papel: papel.nome, field, ...params } });
    const check = (field: 'nome' | 'email' | 'phone' | 'cpf', schema: z.ZodType<string, string>) => {
      const value = p[field];
      if (value === null) return;
      const problem = issueKey(schema, value);
      if (problem) fail(field, problem.key, problem.params);
      else out[field] = schema.parse(value);
    };
    if (p.nome === null) fail('nome', 'bulk.name_required');
    check('nome', personName);
    if (p.email === null && usesEmail(papel.canal)) fail('email', 'bulk.email_required');
    check('email', email);
    if (p.phone === null && usesWhatsapp(papel.canal)) fail('phone', 'bulk.phone_required');
    check('phone', phone);
    check('cpf', cpf);
    const key = out.email ?? (usesWhatsapp(papel.canal) && out.phone ? `whatsapp:${out.phone}` : null);
    if (key && seen.has(key)) fail(out.email ? 'email' : 'phone', 'bulk.duplicate_person');
    if (key) seen.add(key);
    return out;
  });
  const valores: Record<string, string> = {};
  for (const p of def.preenchimentos) {
    const value = data.valores[p.chave];
    const fail = (key: ApiMessageKey, params: Record<string, string | number> = {}) =>
      errors.push({ campo: `valor.${p.chave}`, key, params: { rotulo: p.rotulo, ...params } });
    if (value === undefined) {
      if (p.obrigatorio) fail('bulk.value_required');
    } else if (value.length > PREFILL_VALUE_MAX) fail('validation.max.string', { max: PREFILL_VALUE_MAX });
    else valores[p.chave] = value;
  }
  return { data: { pessoas, valores }, errors };
}

/** What using the template is asked for a line (its people in role order, its values, the folder). */
export function templateBodyOf(data: BulkRowData, pastaId: number | null): UseTemplateBody {
  return {
    pessoas: data.pessoas.map((p) => ({ nome: p.nome, email: p.email, phone: p.phone, cpf: p.cpf })),
    valores: data.valores,
    pasta_id: pastaId,
  };
}

/** A line's error kept as its refusal. */
export const reasonOf = (e: LineError): BulkReason => ({ key: e.key, params: e.params });

/**
 * A reason in a language: the message with its field named as the reader says it ("e-mail
 * (Contratante)", the prefill's label).
 */
export function reasonText(lang: Language, reason: BulkReason): string {
  const params = (reason.params ?? {}) as Record<string, string | number>;
  const key = isMessageKey(reason.key) ? reason.key : 'bulk.failed';
  const field = typeof params.field === 'string' ? params.field : undefined;
  const attribute =
    typeof params.rotulo === 'string'
      ? params.rotulo
      : field
        ? `${attributeLabel(lang, field === 'phone' ? 'celular' : field)}${params.papel ? ` (${params.papel})` : ''}`
        : params.attribute;
  return translate(lang, key, { ...params, ...(attribute !== undefined ? { attribute } : {}) });
}

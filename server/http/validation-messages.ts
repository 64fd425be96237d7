// Turns schema validation issues into Laravel-shaped field errors in the request's language.
import type { Language } from '../../common/constants.js';
import { type ApiMessageKey, isMessageKey, type MessageParams, translate } from '../../i18n/api/index.js';

export interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    root,
  );

function keyFor(issue: Issue, value: unknown): ApiMessageKey {
  const p = issue.params;
  const numeric = p.origin === 'number' || p.origin === 'bigint';
  switch (issue.keyword) {
    case 'invalid_type':
      if (value === undefined || value === null) return 'validation.required';
      if (p.expected === 'string') return 'validation.string';
      if (p.expected === 'boolean') return 'validation.boolean';
      if (p.expected === 'int') return 'validation.integer';
      if (p.expected === 'number') return 'validation.numeric';
      return 'validation.invalid';
    case 'too_small':
      if (!numeric && value === '') return 'validation.required';
      return numeric ? 'validation.min.numeric' : 'validation.min.string';
    case 'too_big':
      return numeric ? 'validation.max.numeric' : 'validation.max.string';
    case 'invalid_format':
      return p.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'invalid_value':
      return 'validation.in';
    default:
      return 'validation.invalid';
  }
}

/** A field's label in the request's language ('nome' → 'nome', 'pasta_id' → its label), as messages name it. */
export function attributeLabel(lang: Language, field: string): string {
  const last = field.split('.').pop() || field;
  const key = `attributes.${last}`;
  return isMessageKey(key) ? translate(lang, key) : last;
}

export function fieldErrors(issues: Issue[], input: unknown, lang: Language): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || '_';
    const value = valueAt(input, path);
    const custom = issue.message && isMessageKey(issue.message) ? issue.message : undefined;
    // A custom message only stands for the rule it was written for; a missing value is always "required".
    const key =
      (value === undefined || value === null) && issue.keyword === 'invalid_type'
        ? 'validation.required'
        : (custom ?? keyFor(issue, value));
    const params: MessageParams = { attribute: attributeLabel(lang, path[path.length - 1] ?? field) };
    if (typeof issue.params.minimum === 'number' || typeof issue.params.minimum === 'bigint')
      params.min = String(issue.params.minimum);
    if (typeof issue.params.maximum === 'number' || typeof issue.params.maximum === 'bigint')
      params.max = String(issue.params.maximum);
    const list = errors[field] ?? [];
    list.push(translate(lang, key, params));
    errors[field] = list;
  }
  return errors;
}

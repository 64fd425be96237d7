// The recipients of a send: typed or imported numbers normalised (Brazilian ones recognised the
// way people type them), invalid ones refused with the list, repeats dropped, and every `{variable}`
// of the text present in each recipient's columns.

import { z } from 'zod';
import { missingVariables } from '../../../common/messaging/template.js';
import {
  CAMPAIGN_MAX_RECIPIENTS,
  type RecipientInput,
  recipientInput,
} from '../../../common/schemas/messaging.js';
import { normalizeWhatsappNumber } from '../../../common/validation/whatsapp.js';
import { fieldError } from '../../http/errors.js';

export interface Recipient {
  number: string;
  vars: Record<string, string>;
}

/** How many invalid numbers the refusal lists. */
const LISTED = 5;

/** The `recipients` field (a JSON array) or the single `number` field. */
export function readRecipients(
  recipientsField: string | undefined,
  numberField: string | undefined,
): RecipientInput[] {
  if (recipientsField?.trim()) {
    let raw: unknown;
    try {
      raw = JSON.parse(recipientsField);
    } catch {
      throw fieldError('recipients', 'messages.recipients_invalid');
    }
    const parsed = z.array(recipientInput).safeParse(raw);
    if (!parsed.success) throw fieldError('recipients', 'messages.recipients_invalid');
    return parsed.data;
  }
  if (numberField?.trim()) return [{ number: numberField }];
  return [];
}

export function prepareRecipients(inputs: RecipientInput[], template: string): Recipient[] {
  if (!inputs.length) throw fieldError('recipients', 'messages.recipients_required');
  if (inputs.length > CAMPAIGN_MAX_RECIPIENTS)
    throw fieldError('recipients', 'messages.recipients_too_many', { max: CAMPAIGN_MAX_RECIPIENTS });
  const invalid: string[] = [];
  const seen = new Set<string>();
  const out: Recipient[] = [];
  for (const input of inputs) {
    const n = normalizeWhatsappNumber(input.number);
    if (!n.ok) {
      invalid.push(input.number);
      continue;
    }
    if (seen.has(n.number)) continue;
    seen.add(n.number);
    out.push({ number: n.number, vars: input.vars ?? {} });
  }
  if (invalid.length)
    throw fieldError(
      'recipients',
      'messages.numbers_invalid',
      { count: invalid.length, numbers: invalid.slice(0, LISTED).join(', ') },
      { invalid: invalid.slice(0, 100) },
    );
  for (const r of out) {
    const [missing] = missingVariables(template, r.vars);
    if (missing !== undefined)
      throw fieldError('message', 'messages.variable_missing', {
        variable: `{${missing}}`,
        number: r.number,
      });
  }
  return out;
}

// The recipients of a send, as the form checks them before anything is sent: each typed or
// imported number normalised (or refused with the reason), repeats of a number already listed
// flagged, and only the valid first occurrences kept for the API.
import { variableKey } from '../../common/messaging/template';
import type { RecipientInput } from '../../common/schemas/messaging';
import { normalizeWhatsappNumber, type WhatsappNumberProblem } from '../../common/validation/whatsapp';

export type { WhatsappNumberProblem };

/** One entry as given: what was typed (or the phone cell) and the row's other columns. */
export interface RecipientEntry {
  input: string;
  vars: Record<string, string>;
}

export interface CheckedRecipient extends RecipientEntry {
  /** 1-based position in the list or the spreadsheet's data rows. */
  line: number;
  /** The normalised number (digits with the country code), or null when refused. */
  number: string | null;
  problem: WhatsappNumberProblem | null;
  /** The same number appears earlier in the list: not sent again. */
  duplicate: boolean;
}

export interface CheckedRecipients {
  rows: CheckedRecipient[];
  /** What the API gets: the valid numbers, each once, in the order given. */
  recipients: RecipientInput[];
  invalid: number;
  duplicates: number;
}

/** A pasted list: one number a line, or separated by ';' or ','. */
export function splitNumbers(text: string): string[] {
  return text
    .split(/[\r\n;,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function checkRecipients(entries: RecipientEntry[]): CheckedRecipients {
  const seen = new Set<string>();
  const rows: CheckedRecipient[] = [];
  const recipients: RecipientInput[] = [];
  let invalid = 0;
  let duplicates = 0;
  entries.forEach((entry, i) => {
    const result = normalizeWhatsappNumber(entry.input);
    if (!result.ok) {
      invalid++;
      rows.push({ ...entry, line: i + 1, number: null, problem: result.problem, duplicate: false });
      return;
    }
    const duplicate = seen.has(result.number);
    if (duplicate) duplicates++;
    else {
      seen.add(result.number);
      recipients.push(
        Object.keys(entry.vars).length > 0
          ? { number: result.number, vars: entry.vars }
          : { number: result.number },
      );
    }
    rows.push({ ...entry, line: i + 1, number: result.number, problem: null, duplicate });
  });
  return { rows, recipients, invalid, duplicates };
}

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const PHONE_NAMES = /telefone|celular|whats|phone|numero|fone|mobile/;

/** The column that most likely holds the phone numbers ('telefone', 'Celular', 'WhatsApp', 'Número'…). */
export function guessPhoneColumn(columns: string[]): string | undefined {
  return columns.find((c) => PHONE_NAMES.test(plain(c)));
}

/** A column name that can be written as a `{variable}` in the text. */
const VARIABLE_NAME = /^[\p{L}\p{N}_ .-]{1,60}$/u;

/** The columns other than the phone's that can be used as `{variables}`, by their lower-cased names. */
export function variableColumns(
  columns: string[],
  phoneColumn: string | undefined,
): { column: string; key: string }[] {
  const seen = new Set<string>();
  const result: { column: string; key: string }[] = [];
  for (const column of columns) {
    const key = variableKey(column);
    if (column === phoneColumn || !VARIABLE_NAME.test(key) || seen.has(key)) continue;
    seen.add(key);
    result.push({ column, key });
  }
  return result;
}

/** The entries of an imported spreadsheet: the phone cell and the variable columns of each row. */
export function importedEntries(
  rows: Record<string, string>[],
  phoneColumn: string,
  variables: { column: string; key: string }[],
): RecipientEntry[] {
  return rows.map((row) => ({
    input: String(row[phoneColumn] ?? ''),
    vars: Object.fromEntries(variables.map(({ column, key }) => [key, String(row[column] ?? '')])),
  }));
}

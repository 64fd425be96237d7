// The signer's fields as their page works with them, without React: which ones are theirs to fill
// (a mark to adopt, text to type, a box to tick) and which the platform filled, whether each is
// filled, the order the "next field" guide walks them in, the values the act sends, and the
// act's 422 errors keyed `campos.<id>`.
import type { FieldArea, FieldValues, Marks, SignerField } from '../../../../common/schemas/signatureFields';
import { formatCpf, isMarkType, type MarkType } from '../../../../common/signatureFields';
import { isValidCpf } from '../../../../common/validation';

/** What the signer typed or ticked, by field id: text (texto, CPF) or true/false (caixa). */
export type Typed = Record<number, string | boolean>;

export type MarkField = SignerField & { tipo: MarkType };

export const isMarkField = (f: SignerField): f is MarkField => isMarkType(f.tipo);

/** The signer fills it; otherwise the platform did (nome, e-mail, date, a CPF the sender gave). */
export const isFillable = (f: SignerField) => isMarkField(f) || f.editavel;

/** What the signer's own fields start with: nothing, or what was filled once they acted. */
export function initialTyped(campos: readonly SignerField[]): Typed {
  const typed: Typed = {};
  for (const f of campos)
    if (!isMarkField(f) && f.editavel)
      typed[f.id] =
        f.tipo === 'caixa' ? f.valor === 'true' : f.tipo === 'cpf' ? maskCpf(f.valor ?? '') : (f.valor ?? '');
  return typed;
}

export function isFilled(f: SignerField, typed: Typed, marks: Marks): boolean {
  if (isMarkField(f)) return marks[f.tipo] !== null;
  // The platform's values are not the signer's to give: never waited for.
  if (!f.editavel) return true;
  const value = typed[f.id];
  if (f.tipo === 'caixa') return value === true;
  if (typeof value !== 'string' || value.trim() === '') return false;
  return f.tipo !== 'cpf' || isValidCpf(value);
}

const firstArea = (f: SignerField): FieldArea | undefined => f.areas[0];

/** Reading order: by the first place's page, then from the top, then from the left. */
function byPlace(a: SignerField, b: SignerField): number {
  const pa = firstArea(a);
  const pb = firstArea(b);
  if (!pa || !pb) return pa ? -1 : pb ? 1 : 0;
  return pa.pagina - pb.pagina || pa.y - pb.y || pa.x - pb.x;
}

/** The guide's walk: the required fields the signer fills, in reading order, then the optional ones. */
export function guideOrder(campos: readonly SignerField[]): SignerField[] {
  const own = campos.filter(isFillable).sort(byPlace);
  return [...own.filter((f) => f.obrigatorio), ...own.filter((f) => !f.obrigatorio)];
}

/**
 * Where the guide goes next after the field `after` (null: from the start): the next unfilled
 * required field (wrapping round), or once there are none the next unfilled optional one; null when
 * everything is filled.
 */
export function nextField(
  order: readonly SignerField[],
  filled: (f: SignerField) => boolean,
  after: number | null,
): { field: SignerField; index: number } | null {
  const from = order.findIndex((f) => f.id === after);
  const open = order.map((field, index) => ({ field, index })).filter(({ field }) => !filled(field));
  const required = open.filter(({ field }) => field.obrigatorio);
  const pool = required.length ? required : open;
  return pool.find(({ index }) => index > from) ?? pool[0] ?? null;
}

/**
 * The values the act sends (texto and CPF as text, every checkbox true or false), or undefined when
 * the signer has nothing to type or tick. Marks are not sent: they come from the adoption.
 */
export function actValues(campos: readonly SignerField[], typed: Typed): FieldValues {
  const editable = campos.filter((f) => !isMarkField(f) && f.editavel);
  if (!editable.length) return undefined;
  const values: NonNullable<FieldValues> = {};
  for (const f of editable) {
    const value = typed[f.id];
    if (f.tipo === 'caixa') values[f.id] = value === true;
    else if (typeof value === 'string' && value.trim() !== '')
      values[f.id] = f.tipo === 'cpf' ? formatCpf(value) : value.trim();
  }
  return values;
}

/** The act's 422 errors about fields (`campos.<id>`: a message or a list of them), by field id. */
export function fieldErrors(errors: Record<string, unknown> | undefined): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const id = /^campos\.(\d+)$/.exec(key)?.[1];
    const text = Array.isArray(message) ? message[0] : message;
    if (id && typeof text === 'string') found[Number(id)] = text;
  }
  return found;
}

/** A CPF as it is typed: its digits (at most 11) with the dots and dash put in as they come. */
export function maskCpf(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** One place of a field on a page. */
export interface Placed {
  field: SignerField;
  area: FieldArea;
}

/** The fields' places by page number (each page's in reading order). */
export function placesByPage(campos: readonly SignerField[]): Map<number, Placed[]> {
  const pages = new Map<number, Placed[]>();
  for (const field of campos)
    for (const area of field.areas) {
      const list = pages.get(area.pagina) ?? [];
      list.push({ field, area });
      pages.set(area.pagina, list);
    }
  for (const list of pages.values()) list.sort((a, b) => a.area.y - b.area.y || a.area.x - b.area.x);
  return pages;
}

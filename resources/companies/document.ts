// How the companies' documents look on screen: the CNPJ mask 00.000.000/0000-00 (letters kept in
// the first 12 positions, for the alphanumeric CNPJ), or the CPF mask for a trial opened by a person.

import { stripDocumentMask } from '../../common/validation';
import { documentChars, maskDocument } from '../../src/components/masks';

const CNPJ_PATTERN = '##.###.###/####-##';

/** Always the CNPJ layout, however few characters were typed. */
export function maskCnpj(value: string | null | undefined): string {
  const chars = documentChars(value ?? '');
  let out = '';
  let i = 0;
  for (const p of CNPJ_PATTERN) {
    if (i >= chars.length) break;
    out += p === '#' ? chars[i++] : p;
  }
  return out;
}

/** A stored documento as shown in lists: CNPJ mask for 14 characters, CPF mask for 11. */
export const formatDocument = (value: string | null | undefined): string =>
  value ? maskDocument(value) : '';

/** What an input keeps: the significant characters only (upper-case, at most 14). */
export const parseDocument = (value: string | null | undefined): string => documentChars(value ?? '');

/** Two documents are the same whatever their masks or letter case. */
export const sameDocument = (a: string | null | undefined, b: string | null | undefined): boolean =>
  stripDocumentMask(a ?? '').toUpperCase() === stripDocumentMask(b ?? '').toUpperCase();

/** Mask characters of CPF/CNPJ input: whitespace, '.', '-' and '/'. */
const DOCUMENT_MASK = /[\s./-]/g;

/** Keeps only the ASCII digits 0-9. */
export function onlyDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Removes the mask characters of a CPF/CNPJ (whitespace, '.', '-', '/'). Letters are kept as
 * typed, so the alphanumeric CNPJ survives; case is not changed.
 */
export function stripDocumentMask(value: string): string {
  return value.replace(DOCUMENT_MASK, '');
}

/**
 * The spec's 'onlyDigits' rule: the value with whitespace removed consists only of digits and has
 * exactly `length` characters.
 */
export function hasOnlyDigits(value: string, length: number): boolean {
  const compact = value.replace(/\s/g, '');
  return compact.length === length && /^[0-9]*$/.test(compact);
}

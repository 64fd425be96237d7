// Live input masks of the public forms (CPF/CNPJ and Brazilian phones). The masks are pure: they
// take whatever is in the field (typed, pasted, already masked or not) and return it formatted,
// with separators only between characters, so deleting never gets stuck on a trailing '.' or '-'.

export type Mask = (value: string) => string;

/** Characters that carry meaning in a masked value (everything else is a separator). */
const SIGNIFICANT = /[0-9A-Za-z]/;

/** Lays `chars` over `pattern` ('#' = one character), stopping after the last character. */
function layout(chars: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '#') out += chars[i++];
    else out += p;
  }
  return out;
}

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';
const PHONE_10_PATTERN = '(##) ####-####';
const PHONE_11_PATTERN = '(##) #####-####';

/**
 * The characters of a CPF/CNPJ as typed: up to 14, the first 12 digits or letters A–Z (upper-cased,
 * for the alphanumeric CNPJ of IN RFB 2.229/2024), the last 2 (check digits) digits only.
 */
export function documentChars(value: string): string {
  let out = '';
  for (const c of value.toUpperCase()) {
    if (out.length >= 14) break;
    if (/[0-9]/.test(c) || (out.length < 12 && /[A-Z]/.test(c))) out += c;
  }
  return out;
}

/**
 * CPF 000.000.000-00 while the value has up to 11 characters, CNPJ 00.000.000/0000-00 beyond. A
 * value with a letter can only be an alphanumeric CNPJ, so it takes the CNPJ layout at once.
 */
export const maskDocument: Mask = (value) => {
  const chars = documentChars(value);
  return layout(chars, chars.length <= 11 && !/[A-Z]/.test(chars) ? CPF_PATTERN : CNPJ_PATTERN);
};

/** CPF only (000.000.000-00): digits, at most 11. */
export const maskCpf: Mask = (value) => layout(value.replace(/\D/g, '').slice(0, 11), CPF_PATTERN);

/** The digits of a phone: at most 11 (area code + number); a pasted +55 country code is dropped. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits).slice(0, 11);
}

/** (00) 0000-0000 up to 10 digits, (00) 00000-0000 with 11. */
export const maskPhone: Mask = (value) => {
  const digits = phoneDigits(value);
  return layout(digits, digits.length === 11 ? PHONE_11_PATTERN : PHONE_10_PATTERN);
};

/** How many significant characters `value` has. */
export const countSignificant = (value: string): number =>
  [...value].filter((c) => SIGNIFICANT.test(c)).length;

/** The caret position in `masked` just after its `count`-th significant character (0 → start). */
export function caretFor(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (SIGNIFICANT.test(masked.charAt(i)) && ++seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * One edit of a masked field: `prev` was shown, the browser now holds `next` with the caret at
 * `caret`. Returns the new masked value and where the caret goes, so typing or deleting in the
 * middle keeps its place. Deleting a separator alone deletes the character next to it instead:
 * the one before it (Backspace) or, with `forward`, the one after it (Delete).
 */
export function maskEdit(
  prev: string,
  next: string,
  caret: number,
  mask: Mask,
  forward = false,
): { value: string; caret: number } {
  const atEnd = caret >= next.length && !forward;
  let raw = next;
  let count = countSignificant(next.slice(0, caret));
  if (next.length < prev.length && mask(next) === prev) {
    let cut = -1;
    if (forward) {
      const after = next.slice(caret).search(SIGNIFICANT);
      if (after >= 0) cut = caret + after;
    } else if (count > 0) {
      cut = caretFor(next, count) - 1;
      count -= 1;
    }
    if (cut >= 0) raw = next.slice(0, cut) + next.slice(cut + 1);
  }
  const value = mask(raw);
  return { value, caret: atEnd ? value.length : Math.min(caretFor(value, count), value.length) };
}

/**
 * Applies `mask` to a change of an input element, then puts the caret back where the user was
 * editing (React moves it to the end when it rewrites the value). `inputType` is the native
 * InputEvent's, to tell Delete from Backspace. Returns the value to store.
 */
export function maskInput(el: HTMLInputElement, prev: string, mask: Mask, inputType?: string): string {
  const forward = inputType === 'deleteContentForward';
  const { value, caret } = maskEdit(prev, el.value, el.selectionStart ?? el.value.length, mask, forward);
  if (caret < value.length && typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => {
      if (el.ownerDocument.activeElement === el) el.setSelectionRange(caret, caret);
    });
  return value;
}

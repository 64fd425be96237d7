// The card form's live masks, pure like the public forms' (src/components/masks.ts): whatever is in
// the field (typed, pasted, autofilled) comes back formatted, separators only between characters.

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Up to 19 digits in groups of 4: 4111 1111 1111 1111. */
export const maskCardNumber = (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/AA (an autofilled MM/AAAA keeps the year's last two digits). */
export function maskExpiry(value: string): string {
  const full = value.match(/^\s*(\d{2})\s*\/\s*(\d{4})\s*$/);
  const d = full ? `${full[1]}${full[2]?.slice(2)}` : digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** 3 or 4 digits. */
export const maskCvv = (value: string) => digits(value, 4);

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** The checks the API makes (common/schemas/billing.ts cardPayBody), so a typo is caught before sending. */
export const validCardNumber = (value: string) => /^\d{13,19}$/.test(cardDigits(value));
export const validExpiry = (value: string) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value);
export const validCvv = (value: string) => /^\d{3,4}$/.test(value);

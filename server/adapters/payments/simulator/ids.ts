// Identifiers shaped like Asaas's: cus_000005401844, pay_080225913252, sub_VXJBYgP2u0eO, inv_000000000232,
// and webhook event ids evt_<32 hex>&<number>.
import { randomBytes, randomInt } from 'node:crypto';

const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${LOWER}`;

const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

export const digits = (n: number) => pick('0123456789', n);

export const customerId = () => `cus_${digits(12)}`;
export const paymentId = () => `pay_${pick(LOWER, 12)}`;
export const subscriptionId = () => `sub_${pick(MIXED, 12)}`;
export const invoiceId = () => `inv_${digits(12)}`;

/** The part after `pay_`, used in the public URLs (/i/…, /b/pdf/…, /comprovantes/…). */
export const shortId = (paymentId: string) => paymentId.replace(/^pay_/, '');

let eventSeq = 300_000_000 + randomInt(60_000_000);
export const eventId = () => `evt_${randomBytes(16).toString('hex')}&${++eventSeq}`;

/** A Pix end-to-end id: E + the payer's ISPB (8) + yyyyMMddHHmm + 11 random. */
export const endToEndId = (at: Date) =>
  `E18236120${at.toISOString().replace(/\D/g, '').slice(0, 12)}${pick(MIXED, 11)}`;

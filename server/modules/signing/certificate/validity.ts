// How much validity a certificate has left, counted the same way for the administrators' warning
// and for renewing the generated signer.
import { CERTIFICATE_WARNING_DAYS } from '../../../../common/signing.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Validity {
  notBefore: Date;
  notAfter: Date;
}

/** Whole days left (floor); negative once expired. */
export const daysLeft = (v: Validity, now: Date) =>
  Math.floor((v.notAfter.getTime() - now.getTime()) / DAY_MS);

export const isExpired = (v: Validity, now: Date) => now.getTime() > v.notAfter.getTime();

/** Valid at this instant: not expired and not before its start. */
export const isCurrent = (v: Validity, now: Date) =>
  now.getTime() >= v.notBefore.getTime() && !isExpired(v, now);

/** Expired, not yet valid, or less than CERTIFICATE_WARNING_DAYS left. */
export const needsAttention = (v: Validity, now: Date) =>
  !isCurrent(v, now) || daysLeft(v, now) < CERTIFICATE_WARNING_DAYS;

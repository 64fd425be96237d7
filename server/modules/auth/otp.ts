// TOTP second factor: enrolment (secret + otpauth URI), switching on/off with a code, and the
// login check (with replay protection: a code's time step is never accepted twice at login).
import { generateSecret, generateURI, verify } from 'otplib';
import type { AppContext } from '../../context.js';
import { type UserRow, updateUser } from '../../db/queries/users.js';
import { fieldError } from '../../http/errors.js';

/** One 30-second step of clock drift either way. */
const TOLERANCE_SECONDS = 30;

async function check(ctx: AppContext, sealed: string, code: string, afterStep?: number | null) {
  const secret = ctx.secrets.open(sealed);
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep != null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export interface Enrolment {
  enabled: boolean;
  secret: string | null;
  otpauth_url: string | null;
}

/** Starts (or restarts) enrolment with a fresh secret; an enabled factor is left untouched. */
export async function enrol(ctx: AppContext, user: UserRow): Promise<Enrolment> {
  if (user.otpEnabled) return { enabled: true, secret: null, otpauth_url: null };
  const secret = generateSecret();
  await updateUser(ctx.db, user.id, { otpPendingSecret: ctx.secrets.seal(secret) });
  const uri = generateURI({ issuer: ctx.config.brand.appName, label: user.email, secret });
  return { enabled: false, secret, otpauth_url: uri };
}

export async function changeTwoFactor(
  ctx: AppContext,
  user: UserRow,
  enable: boolean,
  code: string,
): Promise<void> {
  if (enable) {
    if (user.otpEnabled) throw fieldError('enable', 'auth.otp_already_enabled');
    if (!user.otpPendingSecret) throw fieldError('token_otp', 'auth.otp_not_enrolled');
    if ((await check(ctx, user.otpPendingSecret, code)) === null)
      throw fieldError('token_otp', 'auth.otp_invalid');
    await updateUser(ctx.db, user.id, {
      otpSecret: user.otpPendingSecret,
      otpPendingSecret: null,
      otpEnabled: true,
      otpLastStep: null,
    });
    return;
  }
  if (!user.otpEnabled || !user.otpSecret) throw fieldError('enable', 'auth.otp_already_disabled');
  if ((await check(ctx, user.otpSecret, code)) === null) throw fieldError('token_otp', 'auth.otp_invalid');
  await updateUser(ctx.db, user.id, { otpSecret: null, otpEnabled: false, otpLastStep: null });
}

/** The time step the code matched at login, or null; a step already used at login never matches again. */
export async function verifyLoginCode(ctx: AppContext, user: UserRow, code: string): Promise<number | null> {
  if (!user.otpSecret || !/^\d{6}$/.test(code)) return null;
  return check(ctx, user.otpSecret, code, user.otpLastStep);
}

// reCAPTCHA check for the public forms (sign-ups, pre-registration, password recovery and reset,
// invite and signatory sign-ups): only when a secret is configured.
import type { Config } from '../config.js';
import { fieldError } from '../http/errors.js';

export async function recaptchaPasses(
  config: Config,
  token: string | null | undefined,
  ip: string,
): Promise<boolean> {
  const { secret, verifyUrl } = config.recaptcha;
  if (!secret) return true;
  if (!token) return false;
  try {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

/** 422 on the `grecaptcha` field unless the token passes (always passes without RECAPTCHA_SECRET). */
export async function assertHuman(
  config: Config,
  token: string | null | undefined,
  ip: string,
): Promise<void> {
  if (!(await recaptchaPasses(config, token, ip)))
    throw fieldError('grecaptcha', 'register.recaptcha_failed');
}

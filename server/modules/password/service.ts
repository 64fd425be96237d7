// Password recovery: a single-use, expiring link by e-mail; the same answer whether or not the
// address has an account.
import type { Language } from '../../../common/constants.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import { insertPasswordReset, spendPasswordReset } from '../../db/queries/password-resets.js';
import { revokeUserSessions } from '../../db/queries/sessions.js';
import { findUserByEmail, updateUser } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { hashPassword } from '../../security/password.js';
import { assertHuman } from '../../security/recaptcha.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { clearAccountFailures } from '../auth/throttle.js';

export const RESET_MINUTES = 60;

export async function sendResetLink(
  ctx: AppContext,
  input: { email: string; grecaptcha?: string | null },
  fallbackLang: Language,
  ip: string,
): Promise<void> {
  await assertHuman(ctx.config, input.grecaptcha, ip);
  // Counted whether or not the address has an account: the limit must not tell them apart.
  await assertMailAllowed(ctx, ctx.db, { purpose: 'reset', to: input.email, sender: { ip }, field: 'email' });
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.status) return;
  const token = newToken();
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
  });
  const lang = (user.language === 'en' ? 'en' : fallbackLang) as Language;
  await ctx.mailer.send(
    actionMail({
      lang,
      brand: ctx.config.brand,
      to: user.email,
      name: user.nome,
      subject: 'mail.reset.subject',
      body: 'mail.reset.body',
      action: 'mail.reset.action',
      params: { minutes: RESET_MINUTES },
      link: `${ctx.config.appUrl}/api/password/reset/${token}?email=${encodeURIComponent(user.email)}`,
    }),
  );
}

export async function resetPassword(
  ctx: AppContext,
  input: { email: string; token: string; password: string; grecaptcha?: string | null },
  ip: string,
) {
  await assertHuman(ctx.config, input.grecaptcha, ip);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw fieldError('token', 'password.token');
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx) => {
    if (!(await spendPasswordReset(tx, sha256Hex(input.token), user.id)))
      throw fieldError('token', 'password.token');
    await updateUser(tx, user.id, { passwordHash });
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, user.id, 'password_reset');
  });
  await clearAccountFailures(ctx, user.email);
}

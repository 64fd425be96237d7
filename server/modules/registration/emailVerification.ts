// A trial owner's e-mail, proven after the account exists: the sign-up mails a link
// (/confirmar-email/{token}, the page pre-registrations use), and until it is opened nothing goes
// out in the company's name — no signing request, no campaign. The token is signed, not stored:
// user id, expiry and a MAC over them and the address, so a link sent to an old address proves
// nothing about a new one.
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import { findUserById, type UserRow, updateUser } from '../../db/queries/users.js';
import type { AuthContext } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { purposeMac } from '../../security/crypto.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';

const mac = purposeMac('cofre:registration:email-verification:v1');
const VALID_DAYS = 7;
/** user id, expiry (epoch seconds), MAC: dots never appear in a pre-registration token. */
const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const signed = (userId: number, expires: number, email: string) => `${userId}.${expires}.${email}`;

export function verificationToken(ctx: AppContext, user: Pick<UserRow, 'id' | 'email'>): string {
  const expires = Math.floor(Date.now() / 1000) + VALID_DAYS * 86_400;
  const sig = mac.sign(ctx.config.appKey, signed(user.id, expires, user.email)).toString('base64url');
  return `${user.id}.${expires}.${sig}`;
}

export const isVerificationToken = (token: string) => TOKEN.test(token);

export async function sendVerificationMail(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'nome'>,
  lang: Language,
): Promise<void> {
  await ctx.mailer.send(
    actionMail({
      lang,
      brand: ctx.config.brand,
      to: user.email,
      name: user.nome,
      subject: 'mail.confirm.subject',
      body: 'mail.confirm.body',
      action: 'mail.confirm.action',
      link: `${ctx.config.appUrl}/confirmar-email/${verificationToken(ctx, user)}`,
    }),
  );
}

/**
 * Confirms the account's e-mail from a mailed link; undefined when the token is forged, expired,
 * or was sent to an address the account no longer has. A second click is harmless.
 */
export async function confirmAccountEmail(ctx: AppContext, token: string) {
  const m = TOKEN.exec(token);
  if (!m) return undefined;
  const [, id, expires, sig] = m as unknown as [string, string, string, string];
  if (Number(expires) * 1000 <= Date.now()) return undefined;
  const user = await findUserById(ctx.db, Number(id));
  if (!user?.status) return undefined;
  if (
    !mac.verify(
      ctx.config.appKey,
      signed(user.id, Number(expires), user.email),
      Buffer.from(sig, 'base64url'),
    )
  )
    return undefined;
  if (!user.emailVerifiedAt) {
    await updateUser(ctx.db, user.id, { emailVerifiedAt: new Date() });
    // Their open pages drop the "confirm your e-mail" notice at once.
    publishUserUpdated(ctx, user.id);
  }
  return {
    id: user.id,
    name: user.nome,
    email: user.email,
    phone: user.phone ?? '',
    confirmed: true,
    completed: true,
    /** An existing account's e-mail (not a pre-registration): there is nothing left to complete. */
    account: true,
  };
}

/** POST /api/usuario/reenviar-confirmacao: a new link, counted like every confirmation mail. */
export async function resendVerification(ctx: AppContext, auth: AuthContext, lang: Language) {
  const user = auth.user;
  if (user.emailVerifiedAt) throw new HttpError(422, 'register.email_already_verified');
  await assertMailAllowed(ctx, ctx.db, { purpose: 'confirm', to: user.email, sender: { userId: user.id } });
  await sendVerificationMail(ctx, user, lang);
  return user.email;
}

/**
 * Route guard (after the authenticated one): 403 until the signed-in user's e-mail is confirmed.
 * Accounts from invites, confirmed pre-registrations and the back office are verified already.
 */
export const requireVerifiedEmail: onRequestAsyncHookHandler = async (req) => {
  const user = req.auth?.user;
  if (!user || user.ambient === 'A' || user.emailVerifiedAt) return;
  throw new HttpError(
    403,
    'register.email_unverified',
    { email: user.email },
    {},
    { code: 'EMAIL_UNVERIFIED' },
  );
};

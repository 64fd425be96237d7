// Sign-up by invite: the invited person opens the link, sees which company invited them, and
// either creates an account or, when one exists for the e-mail, proves it with its password.
import type { AppContext } from '../../context.js';
import { countCompanyUsers } from '../../db/queries/backofficeCompanies.js';
import { isActiveMember } from '../../db/queries/billing.js';
import { acceptInvite, findLiveInvite } from '../../db/queries/invites.js';
import {
  documentTakenByOther,
  findUserByEmail,
  insertUser,
  linkUserToCompany,
  USER_DOCUMENT_INDEX,
  updateUser,
} from '../../db/queries/users.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { sha256Hex } from '../../security/crypto.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { assertHuman } from '../../security/recaptcha.js';
import { type ClientMeta, openSession } from '../auth/sessions.js';
import { holdWithinPlan, planLimit } from '../plans/limits.js';

export async function inviteDetails(ctx: AppContext, token: string) {
  const invite = await findLiveInvite(ctx.db, sha256Hex(token));
  if (!invite) throw new HttpError(404, 'invite.invalid');
  const existing = await findUserByEmail(ctx.db, invite.email);
  return {
    email: invite.email,
    nome: invite.nome,
    empresa: { id: invite.empresaId, nome: invite.empresaNome },
    invited_by: invite.inviterNome,
    expires_at: invite.expiresAt.toISOString(),
    account_exists: existing !== undefined,
  };
}

export async function signUpByInvite(
  ctx: AppContext,
  input: {
    token: string;
    nome: string;
    documento?: string | null;
    password: string;
    grecaptcha?: string | null;
  },
  meta: ClientMeta,
) {
  await assertHuman(ctx.config, input.grecaptcha, meta.ip);
  const invite = await findLiveInvite(ctx.db, sha256Hex(input.token));
  if (!invite) throw fieldError('token', 'invite.invalid');
  const existing = await findUserByEmail(ctx.db, invite.email);
  if (existing && !(await verifyPassword(existing.passwordHash, input.password)))
    throw fieldError('password', 'invite.password_mismatch');
  if (existing && !existing.status) throw fieldError('email', 'auth.user_disabled');
  // A new account's CPF must not be another account's (one CPF, one account); an existing account
  // keeps its own data, whatever the form sent.
  const documento = existing ? null : (input.documento ?? null);
  if (documento && (await documentTakenByOther(ctx.db, documento)))
    throw fieldError('documento', 'users.cpf_taken');
  const passwordHash = existing ? undefined : await hashPassword(input.password);
  // The plan's users: a newcomer past the limit is refused (the invite stays usable after an upgrade).
  const joining = !(existing && (await isActiveMember(ctx.db, existing.id, invite.empresaId)));
  const limit = joining ? await planLimit(ctx, invite.empresaId, 'users') : null;
  const user = await inTransaction(ctx.db, async (tx) => {
    await holdWithinPlan(tx, invite.empresaId, 'users', limit, (t) => countCompanyUsers(t, invite.empresaId));
    if (!(await acceptInvite(tx, invite.id))) throw fieldError('token', 'invite.invalid');
    const u =
      existing ??
      (await insertUser(tx, {
        nome: input.nome,
        email: invite.email,
        documento,
        passwordHash: passwordHash as string,
        emailVerifiedAt: new Date(),
      }));
    await linkUserToCompany(tx, {
      userId: u.id,
      empresaId: invite.empresaId,
      permissions: invite.permissions,
    });
    await updateUser(tx, u.id, { empresaId: invite.empresaId });
    return u;
  }).catch((err: unknown) => {
    // Two sign-ups with the same CPF racing past the check: the unique index decides.
    if (isUniqueViolation(err, USER_DOCUMENT_INDEX)) throw fieldError('documento', 'users.cpf_taken');
    throw err;
  });
  return openSession(ctx, user, invite.empresaId, false, meta);
}

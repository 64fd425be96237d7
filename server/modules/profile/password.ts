// PUT /api/usuario/password/: the current password must match (wrong guesses are throttled like
// logins); the new one is stored hashed and every other session of the user ends (the one that
// changed it stays signed in).
import type { AppContext } from '../../context.js';
import { revokeOtherSessions } from '../../db/queries/profile.js';
import { updateUser } from '../../db/queries/users.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { fieldError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { assertPasswordChangeFree, clearPasswordFailures, recordPasswordFailure } from '../auth/throttle.js';

export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  body: { old_password: string; password: string },
): Promise<void> {
  await assertPasswordChangeFree(ctx, auth.user.id);
  if (!(await verifyPassword(auth.user.passwordHash, body.old_password))) {
    await recordPasswordFailure(ctx, auth.user.id);
    throw fieldError('old_password', 'profile.old_password');
  }
  await clearPasswordFailures(ctx, auth.user.id);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash });
    await revokeOtherSessions(tx, auth.user.id, auth.sessionId, 'password_changed');
  });
}

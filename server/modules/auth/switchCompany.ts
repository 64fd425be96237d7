// POST /api/auth/empresa: a user of several companies moves to another one without signing out.
// The session is replaced by one in the chosen company (the old one's tokens stop working at once,
// in every tab), and the company becomes the one their next login preselects (it enters it without
// asking only if they chose to always enter it, users.empresa_padrao_id).
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { replaceSession } from '../../db/queries/sessions.js';
import { companyLinks } from '../../db/queries/users.js';
import type { AuthContext } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { enterable } from './login.js';
import { type ClientMeta, type IssuedSession, issuedSession, refreshExpiry } from './sessions.js';

export async function switchCompany(
  ctx: AppContext,
  auth: AuthContext,
  empresaId: number,
  meta: ClientMeta,
): Promise<{ session: IssuedSession; nome: string }> {
  // Platform administrators and signatories belong to no company.
  if (auth.user.ambient !== null) throw notFound();
  const links = await companyLinks(ctx.db, auth.user.id);
  const target = enterable(links, empresaId);
  const sessionId = randomUUID();
  const refresh = newToken();
  const remember = await replaceSession(
    ctx.db,
    auth.sessionId,
    { id: sessionId, empresaId: target, ip: meta.ip, userAgent: meta.userAgent },
    { tokenHash: sha256Hex(refresh), expiresAt: (r) => refreshExpiry(ctx, r) },
    'company_switch',
  );
  if (remember === undefined) throw new HttpError(401, 'auth.refresh_invalid');
  const session = await issuedSession(ctx, auth.user.id, sessionId, target, refresh, remember);
  return { session, nome: links.find((l) => l.empresaId === target)?.nome ?? '' };
}

// Login sessions: an access JWT plus an opaque refresh token that rotates on every use.
import { randomUUID } from 'node:crypto';
import type { TokensResponse } from '../../../common/schemas/auth.js';
import type { AppContext } from '../../context.js';
import { loadAuthState } from '../../db/queries/auth-state.js';
import { createSession, revokeSession, rotateRefreshToken } from '../../db/queries/sessions.js';
import type { UserRow } from '../../db/queries/users.js';
import { HttpError } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

const refreshExpiry = (ctx: AppContext, remember: boolean) =>
  new Date(
    Date.now() + 1000 * (remember ? ctx.config.tokens.refreshTtlRemember : ctx.config.tokens.refreshTtl),
  );

async function tokensFor(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  empresaId: number | null,
  refresh: string,
): Promise<TokensResponse> {
  const access = await ctx.tokens.sign({ userId, sessionId, empresaId });
  return { access_token: access, refresh_token: refresh, expires_in: ctx.tokens.ttl, token_type: 'Bearer' };
}

export async function openSession(
  ctx: AppContext,
  user: UserRow,
  empresaId: number | null,
  remember: boolean,
  meta: ClientMeta,
): Promise<TokensResponse> {
  const sessionId = randomUUID();
  const refresh = newToken();
  await createSession(
    ctx.db,
    { id: sessionId, userId: user.id, empresaId, remember, ip: meta.ip, userAgent: meta.userAgent },
    { tokenHash: sha256Hex(refresh), expiresAt: refreshExpiry(ctx, remember) },
  );
  return tokensFor(ctx, user.id, sessionId, empresaId, refresh);
}

/**
 * Rotates a refresh token. A spent token revokes its whole family; so does a user or company
 * disabled since login. Every refusal is a plain 401.
 */
export async function refreshSession(ctx: AppContext, presented: string): Promise<TokensResponse> {
  const refresh = newToken();
  const outcome = await rotateRefreshToken(ctx.db, sha256Hex(presented), {
    tokenHash: sha256Hex(refresh),
    expiresAt: (remember) => refreshExpiry(ctx, remember),
  });
  if (outcome.kind !== 'rotated') throw new HttpError(401, 'auth.refresh_invalid');
  const s = outcome.session;
  const state = await loadAuthState(ctx.db, s.userId, s.id, s.empresaId);
  const companyOk = s.empresaId === null || (state?.company?.active && state.company.linkActive);
  if (!state?.user.status || !companyOk) {
    await revokeSession(ctx.db, s.id, 'access_lost');
    throw new HttpError(401, 'auth.refresh_invalid');
  }
  return tokensFor(ctx, s.userId, s.id, s.empresaId, refresh);
}

export const closeSession = (ctx: AppContext, sessionId: string) =>
  revokeSession(ctx.db, sessionId, 'logout');

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

export const refreshExpiry = (ctx: AppContext, remember: boolean) =>
  new Date(
    Date.now() + 1000 * (remember ? ctx.config.tokens.refreshTtlRemember : ctx.config.tokens.refreshTtl),
  );

/** A session just opened or rotated; server/http/refresh-cookie.ts turns it into the answer. */
export interface IssuedSession {
  /** The tokens, refresh token included (an API client gets them all in the body). */
  tokens: TokensResponse & { refresh_token: string };
  /** "Remember me": the refresh token lives REFRESH_TOKEN_TTL_REMEMBER instead of REFRESH_TOKEN_TTL. */
  remember: boolean;
}

export async function issuedSession(
  ctx: AppContext,
  userId: number,
  sessionId: string,
  empresaId: number | null,
  refresh: string,
  remember: boolean,
): Promise<IssuedSession> {
  const access = await ctx.tokens.sign({ userId, sessionId, empresaId });
  return {
    tokens: {
      access_token: access,
      refresh_token: refresh,
      expires_in: ctx.tokens.ttl,
      token_type: 'Bearer',
    },
    remember,
  };
}

export async function openSession(
  ctx: AppContext,
  user: UserRow,
  empresaId: number | null,
  remember: boolean,
  meta: ClientMeta,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refresh = newToken();
  await createSession(
    ctx.db,
    { id: sessionId, userId: user.id, empresaId, remember, ip: meta.ip, userAgent: meta.userAgent },
    { tokenHash: sha256Hex(refresh), expiresAt: refreshExpiry(ctx, remember) },
  );
  return issuedSession(ctx, user.id, sessionId, empresaId, refresh, remember);
}

/**
 * Rotates a refresh token. A spent token revokes its whole family; so does a user or company
 * disabled since login. Every refusal is a plain 401.
 */
export async function refreshSession(ctx: AppContext, presented: string): Promise<IssuedSession> {
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
  return issuedSession(ctx, s.userId, s.id, s.empresaId, refresh, s.remember);
}

export const closeSession = (ctx: AppContext, sessionId: string) =>
  revokeSession(ctx.db, sessionId, 'logout');

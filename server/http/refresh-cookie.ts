// The refresh token of a browser session lives in a cookie page scripts cannot read: HttpOnly,
// SameSite=Strict and sent only to the one call that spends it. A caller asks for it with the
// header X-Session-Cookie: 1 (the SPA does, on every call that opens a session and on refresh);
// API clients that do not ask keep getting refresh_token in the JSON body, as before.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_HEADER } from '../../common/constants.js';
import type { TokensResponse } from '../../common/schemas/auth.js';
import type { Config } from '../config.js';
import type { IssuedSession } from '../modules/auth/sessions.js';

export const REFRESH_COOKIE = 'cofre_refresh';
/** The browser sends the cookie to this path only: no other call (nor page script) ever sees it. */
export const REFRESH_COOKIE_PATH = '/api/refresh-token';

/** How every call that opens a session answers, for its OpenAPI summary. */
export const REFRESH_COOKIE_NOTE =
  'With the header X-Session-Cookie: 1 (browsers) the refresh token is not in the body but in the cookie cofre_refresh (HttpOnly, SameSite=Strict, Path=/api/refresh-token, Secure over https; Max-Age = the refresh lifetime with remember, a session cookie without); other clients get refresh_token in the body.';

/** Whether the caller asked for the refresh token in the cookie rather than in the body. */
export const wantsRefreshCookie = (req: FastifyRequest) => req.headers[SESSION_COOKIE_HEADER] === '1';

/** The refresh cookie's value, when the request carries one. */
export function refreshCookie(req: FastifyRequest): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === REFRESH_COOKIE) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Secure whenever the browser reached the app over https: seen on the request itself (directly, or
 * through X-Forwarded-Proto when TRUST_PROXY is on), or declared by an https APP_URL (a TLS proxy
 * that does not forward the protocol). Not otherwise, because browsers drop a Secure cookie set
 * over plain http on any host but localhost: an http deployment would lose every session at its
 * first refresh.
 */
const secure = (req: FastifyRequest, config: Config) =>
  req.protocol === 'https' || config.appUrl.startsWith('https:');

function setCookie(req: FastifyRequest, reply: FastifyReply, config: Config, value: string, maxAge?: number) {
  const parts = [`${REFRESH_COOKIE}=${value}`, `Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure(req, config)) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

/** Tells the browser to forget the refresh cookie (logout, refused refresh). */
export const clearRefreshCookie = (req: FastifyRequest, reply: FastifyReply, config: Config) =>
  setCookie(req, reply, config, '', 0);

/**
 * The answer to a call that opened or rotated a session. In cookie mode the refresh token goes
 * into the cookie and the body has no refresh_token; otherwise the body carries all the tokens.
 *
 * With "remember me" the cookie lasts as long as the token (REFRESH_TOKEN_TTL_REMEMBER). Without
 * it the cookie is a session cookie: closing the browser signs out, as a user who did not ask to
 * be remembered expects; the server still refuses the token after REFRESH_TOKEN_TTL.
 */
export function sessionAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  session: IssuedSession,
  cookieMode = wantsRefreshCookie(req),
): TokensResponse {
  if (!cookieMode) return session.tokens;
  const { refresh_token, ...body } = session.tokens;
  setCookie(
    req,
    reply,
    config,
    refresh_token,
    session.remember ? config.tokens.refreshTtlRemember : undefined,
  );
  return body;
}

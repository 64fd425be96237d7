// Resolves a request's user, session and company from its bearer token, once, and offers the
// guards routes declare: authenticated, platform admin, named permission.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasPermission } from '../../common/permissions.js';
import type { AppContext } from '../context.js';
import { loadApiKeyAuthState, touchApiKey } from '../db/queries/apiKeys.js';
import { type CompanyPlanState, loadAuthState } from '../db/queries/auth-state.js';
import { findApprovedTerms } from '../db/queries/terms.js';
import type { UserRow } from '../db/queries/users.js';
import { apiKeyMatches, apiKeyPrefix, looksLikeApiKey } from '../security/apiKeys.js';
import { keyRefusedOn, perKeyRateLimit, routeOf } from './apiKeyScope.js';
import { clientMeta } from './client-meta.js';
import { forbidden, HttpError, unauthenticated } from './errors.js';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** The company the session entered (null for platform admins and signatories). */
  empresaId: number | null;
  permissions: string[];
  /** The entered company's plan and trial (null without a company), for the subscription gate. */
  companyPlan: CompanyPlanState | null;
  /** The current terms of use, when not yet accepted (ambient A is never held by them). */
  pendingTermId: number | null;
  /** The API key the request came with (then `user` is its creator), or null for a person's session. */
  apiKey: ApiKeyAuth | null;
}

export interface ApiKeyAuth {
  id: number;
  nome: string;
  prefixo: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Auth, terms and logout calls answer even while terms wait for acceptance. */
    termsExempt?: boolean;
  }
}

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

export async function resolveAuth(ctx: AppContext, req: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(req);
  if (token && looksLikeApiKey(token)) return resolveApiKey(ctx, token);
  const claims = token ? await ctx.tokens.verify(token) : null;
  if (!claims) throw unauthenticated();
  const state = await loadAuthState(ctx.db, claims.userId, claims.sessionId, claims.empresaId);
  if (!state || state.sessionUserId !== state.user.id || state.sessionRevoked || !state.user.status)
    throw unauthenticated();
  if (claims.empresaId !== null && !(state.company?.active && state.company.linkActive))
    throw unauthenticated();
  return {
    user: state.user,
    sessionId: claims.sessionId,
    empresaId: claims.empresaId,
    permissions: state.company?.permissions ?? [],
    companyPlan: state.company?.plan ?? null,
    pendingTermId: state.user.ambient === 'A' ? null : state.pendingTermId,
    apiKey: null,
  };
}

/**
 * A request made with a company API key acts as the key's creator inside the key's company, with
 * the permissions both the key and (still) its creator hold. Revoked, expired, or whose creator lost
 * access: 401 saying which.
 */
async function resolveApiKey(ctx: AppContext, token: string): Promise<AuthContext> {
  const prefix = apiKeyPrefix(token);
  const state = prefix ? await loadApiKeyAuthState(ctx.db, prefix) : undefined;
  if (!state || !apiKeyMatches(token, state.key.secretHash)) throw new HttpError(401, 'api_keys.invalid');
  const { key } = state;
  if (key.revokedAt) throw new HttpError(401, 'api_keys.revoked');
  if (key.expiresAt && key.expiresAt <= new Date()) throw new HttpError(401, 'api_keys.expired');
  if (!state.user.status || state.user.ambient !== null || !state.linkActive || !state.companyActive)
    throw new HttpError(401, 'api_keys.creator_inactive');
  return {
    user: state.user,
    sessionId: `api-key:${key.id}`,
    empresaId: key.empresaId,
    permissions: key.permissions.filter((p) => hasPermission(state.linkPermissions, p)),
    companyPlan: state.plan,
    pendingTermId: null,
    apiKey: { id: key.id, nome: key.nome, prefixo: key.prefixo },
  };
}

export interface Guards {
  authenticated: onRequestAsyncHookHandler;
  admin: onRequestAsyncHookHandler[];
  /** Signed in and holding every one of these permissions (platform administrators pass). */
  permission(...names: string[]): onRequestAsyncHookHandler[];
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): Guards {
  app.decorateRequest('auth', null);
  const limiter = perKeyRateLimit(ctx.config.apiKeys.ratePerMinute);
  /** When this process last recorded each key's use: the write happens at most once a minute. */
  const touched = new Map<number, number>();
  const authenticated: onRequestAsyncHookHandler = async (req) => {
    req.auth = await resolveAuth(ctx, req);
    const key = req.auth.apiKey;
    if (key) {
      if (keyRefusedOn(routeOf(req))) throw new HttpError(403, 'api_keys.route_refused');
      limiter.take(key.id);
      const now = Date.now();
      if (now - (touched.get(key.id) ?? 0) >= 60_000) {
        touched.set(key.id, now);
        void touchApiKey(ctx.db, key.id, clientMeta(req).ip).catch((err) =>
          req.log.warn({ err }, 'recording an API key use failed'),
        );
      }
    }
    if (req.auth.pendingTermId !== null && !req.routeOptions.config.termsExempt)
      throw await termsPending(ctx, req.auth.pendingTermId);
  };
  const admin: onRequestAsyncHookHandler = async (req) => {
    if (req.auth?.apiKey) throw new HttpError(403, 'api_keys.route_refused');
    if (req.auth?.user.ambient !== 'A') throw new HttpError(403, 'errors.admin_only');
  };
  return {
    authenticated,
    admin: [authenticated, admin],
    permission: (...names) => [
      authenticated,
      async (req) => {
        if (req.auth?.user.ambient === 'A') return;
        const missing = names.find((name) => !hasPermission(req.auth?.permissions ?? [], name));
        if (missing) throw forbidden(missing);
      },
    ],
  };
}

/** The signed-in user, for handlers behind the authenticated guard. */
export function currentAuth(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}

/** 451 with the terms to accept (spec §8). */
async function termsPending(ctx: AppContext, termId: number): Promise<HttpError> {
  const terms = await findApprovedTerms(ctx.db, [termId]);
  return new HttpError(
    451,
    'terms.must_accept',
    {},
    {},
    {
      terms: terms.map((t) => ({
        id: t.id,
        termo_descricao: t.termoDescricao,
        approved_at: t.approvedAt?.toISOString() ?? null,
      })),
    },
  );
}

// Resolves a request's user, session and company from its bearer token, once, and offers the
// guards routes declare: authenticated, platform admin, named permission.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasPermission } from '../../common/permissions.js';
import type { AppContext } from '../context.js';
import { type CompanyPlanState, loadAuthState } from '../db/queries/auth-state.js';
import { findApprovedTerms } from '../db/queries/terms.js';
import type { UserRow } from '../db/queries/users.js';
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
  };
}

export interface Guards {
  authenticated: onRequestAsyncHookHandler;
  admin: onRequestAsyncHookHandler[];
  permission(name: string): onRequestAsyncHookHandler[];
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): Guards {
  app.decorateRequest('auth', null);
  const authenticated: onRequestAsyncHookHandler = async (req) => {
    req.auth = await resolveAuth(ctx, req);
    if (req.auth.pendingTermId !== null && !req.routeOptions.config.termsExempt)
      throw await termsPending(ctx, req.auth.pendingTermId);
  };
  const admin: onRequestAsyncHookHandler = async (req) => {
    if (req.auth?.user.ambient !== 'A') throw new HttpError(403, 'errors.admin_only');
  };
  return {
    authenticated,
    admin: [authenticated, admin],
    permission: (name) => [
      authenticated,
      async (req) => {
        if (req.auth?.user.ambient === 'A') return;
        if (!hasPermission(req.auth?.permissions ?? [], name)) throw forbidden(name);
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

// The dashboard (spec §7 Dashboard): POST /api/dash/inicial, the figures of the company the session
// entered. Company users only: platform admins and signatories have no company dashboard (403).
// Beside it, the company user's start: GET /api/inicio/primeiros-passos (the guided start's steps,
// any member of the company) and GET /api/conversas/nao-lidas (unread WhatsApp messages per device,
// with 'messages.view').
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasPermission } from '../../../common/permissions.js';
import { dashboardBody, dashboardResponse } from '../../../common/schemas/dashboard.js';
import { firstStepsResponse } from '../../../common/schemas/firstSteps.js';
import { unreadChatsResponse } from '../../../common/schemas/unreadChats.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { type DashboardUser, dashboard } from './service.js';
import { firstSteps, unreadChats } from './start.js';

/** A company user holding 'dashboard.view' (admins and signatories have no company dashboard). */
function scopeOf(req: FastifyRequest): { empresaId: number; user: DashboardUser } {
  const auth = currentAuth(req);
  if (auth.user.ambient === 'A' || auth.empresaId === null)
    throw new HttpError(403, 'dashboard.company_only');
  if (!hasPermission(auth.permissions, 'dashboard.view')) throw forbidden('dashboard.view');
  // Signatory rows by e-mail are the user's once the account proved that e-mail (as in the inbox).
  const provenEmail = auth.user.emailVerifiedAt ? auth.user.email : null;
  return { empresaId: auth.empresaId, user: { id: auth.user.id, provenEmail } };
}

/**
 * The company the session entered, for a company user. Admins and signatories: 403 with `code`, or
 * without one the shared errors.company_required (as for a session outside a company).
 */
function companyOf(req: FastifyRequest, code?: ApiMessageKey): number {
  const auth = currentAuth(req);
  const companyUser = auth.user.ambient === null;
  if (code && (!companyUser || auth.empresaId === null)) throw new HttpError(403, code);
  return requireCompany({ empresaId: companyUser ? auth.empresaId : null });
}

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const companyUser = async (req: FastifyRequest) => {
    scopeOf(req);
  };
  r.post(
    '/api/dash/inicial',
    {
      onRequest: [guards.authenticated, companyUser],
      schema: {
        tags: ['Dashboard'],
        security: [{ bearer: [] }],
        summary:
          'The company’s figures: documents waiting for me or others, completed and denied this month; devices; messages of the period (periodo, days, default 30) per day; storage against the plan',
        body: dashboardBody,
        response: { 200: dashboardResponse },
      },
    },
    async (req) => {
      const { empresaId, user } = scopeOf(req);
      return { data: await dashboard(ctx, empresaId, user, req.body.periodo) };
    },
  );
  r.get(
    '/api/inicio/primeiros-passos',
    {
      onRequest: guards.authenticated,
      schema: {
        tags: ['Dashboard'],
        security: [{ bearer: [] }],
        summary:
          'A new company’s first steps, each done or not: a document sent for signature (and whether one is uploaded), a WhatsApp device connected (or the one to scan), someone invited or a second member',
        response: { 200: firstStepsResponse },
      },
    },
    async (req) => ({ data: await firstSteps(ctx, companyOf(req, 'first_steps.company_only')) }),
  );

  r.get(
    '/api/conversas/nao-lidas',
    {
      onRequest: guards.permission('messages.view'),
      schema: {
        tags: ['Dashboard'],
        security: [{ bearer: [] }],
        summary:
          'The company’s devices with how many received WhatsApp messages nobody has read yet (all their chats), and the total',
        response: { 200: unreadChatsResponse },
      },
    },
    async (req) => unreadChats(ctx, companyOf(req)),
  );
}

// The dashboard (spec §7 Dashboard): POST /api/dash/inicial, the figures of the company the session
// entered. Company users only: platform admins and signatories have no company dashboard (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasPermission } from '../../../common/permissions.js';
import { dashboardBody, dashboardResponse } from '../../../common/schemas/dashboard.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { type DashboardUser, dashboard } from './service.js';

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
}

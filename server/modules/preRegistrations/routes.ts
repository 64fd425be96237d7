import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  type PreRegistrationsListQuery,
  preRegistrationsApi,
  preRegistrationsListQuery,
} from '../../../common/schemas/preRegistrations.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { PreRegistrationRow } from '../../db/queries/pre-registrations.js';
import { preCadastros } from '../../db/schema.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import { preRegistrationList, preRegistrationView, resendConfirmation } from './service.js';

const tag = 'Pre-registrations';
const tags = [tag];
const security = [{ bearer: [] }];
const params = z.object({ id });

/** The pre-registrations back office (platform administrators); records also get delete/restore. */
export function preRegistrationsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.admin;

  // The registry generates the list and the record actions (details, delete, restore).
  records.register({
    api: preRegistrationsApi,
    route: preRegistrationsApi.record,
    table: preCadastros,
    id: preCadastros.id,
    deletedAt: preCadastros.deletedAt,
    view: (_ctx, row) => preRegistrationView(row as PreRegistrationRow),
    routes: {
      tag,
      list: {
        summary:
          'Lists pre-registrations (sort: name, email, confirmed, created_at; filters: q, name, email, ' +
          'phone, confirmed, created_from, created_to, deleted)',
        query: preRegistrationsListQuery,
        run: (c, query: PreRegistrationsListQuery) => preRegistrationList(c, query),
      },
      details: { summary: 'A pre-registration with its details (never its token)' },
    },
  });

  r.post(
    '/api/pre-cadastro/:id/reenviar-email',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Mails the confirmation link again with a new token and 7-day expiry (the old link stops working); 429 past the e-mail limits',
        params,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'pre_registrations.resent'),
      data: await resendConfirmation(ctx, req.params.id, currentAuth(req).user.id),
    }),
  );
}

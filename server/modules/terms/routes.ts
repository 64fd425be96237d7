import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idNumber } from '../../../common/schemas/fields.js';
import {
  type TermBody,
  type TermsListQuery,
  termBody,
  termsApi,
  termsListQuery,
} from '../../../common/schemas/terms.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { TermRow } from '../../db/queries/terms.js';
import { termos } from '../../db/schema.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import {
  acceptTerms,
  approveTerm,
  blockTermDelete,
  createTerm,
  editTerm,
  pendingTerms,
  termDetails,
  termList,
  termView,
} from './service.js';

const tag = 'Terms';
const tags = [tag];
const security = [{ bearer: [] }];
const params = z.object({ id });

/**
 * The terms area: acceptance by every signed-in user (exempt from the 451 gate it lifts) and the
 * back office of platform administrators. The registry generates the terms' list, create, edit and
 * record actions (GET /api/termo/{id}/detalhes with the recent acceptances, DELETE …/deletar for
 * drafts, PUT …/recuperar).
 */
export function termsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards, records: RecordRegistry) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exempt = { onRequest: guards.authenticated, config: { termsExempt: true } };
  const onRequest = guards.admin;

  records.register({
    api: termsApi,
    route: termsApi.record,
    table: termos,
    id: termos.id,
    deletedAt: termos.deletedAt,
    view: (c, row) => termView(c, row as TermRow),
    blockDelete: blockTermDelete,
    details: (c, id) => termDetails(c, id),
    routes: {
      tag,
      list: {
        summary:
          'Lists terms of use (sort: created_at, approved_at; filters: q, status=draft|approved, deleted)',
        query: termsListQuery,
        run: (c, query: TermsListQuery) => termList(c, query),
      },
      create: {
        summary: 'Writes a new term of use as a draft (plain text, line breaks kept)',
        body: termBody,
        message: 'terms.created',
        run: (c, body: TermBody, auth) => createTerm(c, auth, body),
      },
      edit: {
        summary: 'Rewrites a draft term; an approved term cannot change (422)',
        body: termBody,
        message: 'terms.updated',
        run: (c, id, body: TermBody) => editTerm(c, id, body),
      },
      details: { summary: 'A term with its details and its latest 20 acceptances (who, when, IP)' },
    },
  });

  r.get(
    '/api/termos/pendentes',
    {
      ...exempt,
      schema: { tags, security, summary: 'The terms the signed-in user still has to accept' },
    },
    async (req) => ({ data: await pendingTerms(ctx, currentAuth(req)) }),
  );

  r.put(
    '/api/termos/aceitar',
    {
      ...exempt,
      schema: {
        tags,
        security,
        summary: 'Accepts terms of use, recording who, when, from which IP and which version',
        body: z.object({ termos: z.array(idNumber).min(1, 'validation.required') }),
      },
    },
    async (req) => {
      await acceptTerms(ctx, currentAuth(req), req.body.termos, clientMeta(req));
      return { message: translate(requestLanguage(req), 'terms.accepted') };
    },
  );

  r.patch(
    '/api/termo/:id/aprovar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Approves a draft: it becomes the current term, which every non-admin user must accept',
        params,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'terms.approved'),
      data: await approveTerm(ctx, currentAuth(req), req.params.id),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idNumber } from '../../../common/schemas/fields.js';
import { termBody, termsListQuery } from '../../../common/schemas/terms.js';
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

const tags = ['Terms'];
const security = [{ bearer: [] }];
const params = z.object({ id });

/**
 * The terms area: acceptance by every signed-in user (exempt from the 451 gate it lifts) and the
 * back office of platform administrators. The registry gives terms the generic record actions
 * (DELETE /api/termo/{id}/deletar for drafts, PUT …/recuperar).
 */
export function termsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards, records: RecordRegistry) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exempt = { onRequest: guards.authenticated, config: { termsExempt: true } };
  const onRequest = guards.admin;

  records.register({
    route: 'termo',
    table: termos,
    id: termos.id,
    deletedAt: termos.deletedAt,
    adminOnly: true,
    view: (c, row) => termView(c, row as TermRow),
    blockDelete: blockTermDelete,
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

  r.get(
    '/api/termos',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Lists terms of use (sort: created_at, approved_at; filters: q, status=draft|approved, deleted)',
        querystring: termsListQuery,
      },
    },
    async (req) => termList(ctx, req.query),
  );

  r.post(
    '/api/termo/cadastrar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Writes a new term of use as a draft (plain text, line breaks kept)',
        body: termBody,
      },
    },
    async (req, reply) => {
      const data = await createTerm(ctx, currentAuth(req), req.body);
      return reply.code(201).send({ message: translate(requestLanguage(req), 'terms.created'), data });
    },
  );

  r.put(
    '/api/termo/:id/editar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Rewrites a draft term; an approved term cannot change (422)',
        params,
        body: termBody,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'terms.updated'),
      data: await editTerm(ctx, req.params.id, req.body),
    }),
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

  r.get(
    '/api/termo/:id/detalhes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A term with its details and its latest 20 acceptances (who, when, IP)',
        params,
      },
    },
    async (req) => ({ data: await termDetails(ctx, req.params.id) }),
  );
}

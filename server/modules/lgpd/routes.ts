// "Meus dados" (LGPD): the signed-in person's data export and account-deletion request (any kind
// of user, even while new terms wait for acceptance: these rights do not depend on them), and the
// platform administrators' list of requests with their decisions. Thin: the rules are beside it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import {
  adminDeletionRequestView,
  deletionRequestBody,
  deletionRequestView,
  deletionStateResponse,
  lgpdListQuery,
  refusalBody,
} from '../../../common/schemas/lgpd.js';
import { listResponse } from '../../../common/schemas/list.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { completeDeletion, listDeletionRequests, refuseDeletion } from './decisions.js';
import { exportPersonalData } from './export.js';
import { cancelDeletion, deletionState, requestDeletion } from './requests.js';

const tags = ['LGPD'];
const security = [{ bearer: [] }];
const params = z.object({ id });
const withData = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export function lgpdRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { onRequest: guards.authenticated, config: { termsExempt: true } };

  r.get(
    '/api/usuario/meus-dados',
    {
      ...own,
      schema: {
        tags,
        security,
        summary:
          'Everything the platform holds about the signed-in person: a zip (meus-dados-YYYY-MM-DD.zip) with ' +
          'dados.json, LEIA-ME.txt in their language and foto.jpg when there is a photo; no secret, hash or ' +
          'token. At most 5 an hour (429 with retry_after)',
        produces: ['application/zip'],
      },
    },
    async (req, reply) => {
      const { fileName, bytes } = await exportPersonalData(ctx, currentAuth(req));
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  r.get(
    '/api/usuario/exclusao',
    {
      ...own,
      schema: {
        tags,
        security,
        summary: "The person's newest account-deletion request (null: none) and what deletion does (aviso)",
        response: { 200: deletionStateResponse },
      },
    },
    async (req) => deletionState(ctx, currentAuth(req).user, requestLanguage(req)),
  );

  r.post(
    '/api/usuario/exclusao',
    {
      ...own,
      schema: {
        tags,
        security,
        summary:
          'Asks for the account to be deleted (optional motivo): personal data anonymised, signing evidence ' +
          'kept; the platform administrators are notified. 409 while another request is pending',
        body: deletionRequestBody,
        response: { 201: withData(deletionRequestView).extend({ aviso: z.string() }) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const data = await requestDeletion(ctx, currentAuth(req).user, req.body);
      return reply
        .code(201)
        .send({ message: translate(lang, 'lgpd.requested'), data, aviso: translate(lang, 'lgpd.notice') });
    },
  );

  r.delete(
    '/api/usuario/exclusao',
    {
      ...own,
      schema: {
        tags,
        security,
        summary: "Cancels the person's pending deletion request (409 when there is none)",
        response: { 200: withData(deletionRequestView) },
      },
    },
    async (req) => {
      const data = await cancelDeletion(ctx, currentAuth(req).user);
      return { message: translate(requestLanguage(req), 'lgpd.cancelled'), data };
    },
  );

  // --- platform administrators ---
  r.get(
    '/api/lgpd/solicitacoes',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          'Account-deletion requests (filters: status pending|completed|refused|cancelled, q on name or e-mail; ' +
          'sort: created_at (default desc), status, decidido_em)',
        querystring: lgpdListQuery,
        response: { 200: listResponse(adminDeletionRequestView) },
      },
    },
    async (req) => listDeletionRequests(ctx, req.query),
  );

  r.put(
    '/api/lgpd/solicitacao/:id/concluir',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          'Completes a pending request: the person is e-mailed, signed out everywhere and anonymised ' +
          '("Usuário excluído"); signed documents, signatures, their evidence and the audit chain stay. ' +
          "409 when not pending; 422 for one's own request",
        params,
        response: { 200: withData(adminDeletionRequestView) },
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      const data = await completeDeletion(ctx, auth, req.params.id);
      req.log.info(
        { lgpdRequest: data.id, userId: data.user_id, by: auth.user.id },
        'lgpd request completed',
      );
      return { message: translate(requestLanguage(req), 'lgpd.completed'), data };
    },
  );

  r.put(
    '/api/lgpd/solicitacao/:id/recusar',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary: 'Refuses a pending request with a reason (motivo, e.g. a legal hold); the person is told',
        params,
        body: refusalBody,
        response: { 200: withData(adminDeletionRequestView) },
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      const data = await refuseDeletion(ctx, auth, req.params.id, req.body.motivo);
      req.log.info({ lgpdRequest: data.id, userId: data.user_id, by: auth.user.id }, 'lgpd request refused');
      return { message: translate(requestLanguage(req), 'lgpd.refused'), data };
    },
  );
}

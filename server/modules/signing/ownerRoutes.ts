// Routes of the owner's side of signing (send, follow, remind, move the deadline, cancel, remove a
// signature) and of the platform certificate for administrators. Thin: the rules are in process.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { deadlineBody, reasonBody, signingRequestBody } from '../../../common/schemas/signing.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { brasiliaDay } from '../billing/dates.js';
import { requireVerifiedEmail } from '../registration/emailVerification.js';
import { platformCertificateInfo } from './platformCertificate.js';
import {
  cancelProcess,
  extendDeadline,
  remindSignatory,
  removeSignature,
  requestSignatures,
  signingProcess,
} from './process.js';
import { ownerOf } from './requestMeta.js';

const tags = ['Signing'];
const security = [{ bearer: [] }];
const params = z.object({ id });
const signatoryParams = z.object({ id, sid: id });

export function ownerRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/arquivo/:id/assinaturas',
    {
      // A trial owner confirms their e-mail before the first request goes out in the company's name.
      onRequest: [...guards.permission('signing.request'), requireVerifiedEmail],
      schema: {
        tags,
        security,
        summary:
          'Sends a draft file for signature: its signatories (company users by user_id, or external people ' +
          'with nome, email, optional phone and cpf), each with an act (tipo 1–8) and optionally a one-time ' +
          'code; all at once or in order (sequencial); an optional deadline (prazo, a future YYYY-MM-DD: the end ' +
          'of that day in Brasília) and automatic reminders every lembrete_dias (1–30) days; e-mails each ' +
          'personal link (/assinar/{token})',
        params,
        body: signingRequestBody,
      },
    },
    async (req, reply) => {
      const process = await requestSignatures(ctx, ownerOf(req), req.params.id, req.body, req.log);
      return reply.code(201).send(process);
    },
  );

  r.get(
    '/api/arquivo/:id/assinaturas',
    {
      onRequest: guards.permission('vault.view'),
      schema: { tags, security, summary: "The file's signing process and its signatories", params },
    },
    async (req) => signingProcess(ctx, ownerOf(req).empresaId, req.params.id),
  );

  r.post(
    '/api/arquivo/:id/assinatura/:sid/lembrete',
    {
      onRequest: guards.permission('signing.request'),
      schema: {
        tags,
        security,
        summary:
          'E-mails a pending signatory whose turn it is a fresh personal link (the previous one stops working); 429 within 60 s or past the e-mail limits',
        params: signatoryParams,
      },
    },
    async (req) => remindSignatory(ctx, ownerOf(req), req.params.id, req.params.sid, req.log),
  );

  r.put(
    '/api/arquivo/:id/cancelar',
    {
      onRequest: guards.permission('vault.view'),
      schema: {
        tags,
        security,
        summary:
          'Cancels a waiting signing process (signing.manage, or the one who sent it); reason required; recorded as an event',
        params,
        body: reasonBody,
      },
    },
    async (req) => cancelProcess(ctx, ownerOf(req), req.params.id, req.body.motivo, req.log),
  );

  r.put(
    '/api/arquivo/:id/prazo',
    {
      onRequest: guards.permission('vault.view'),
      schema: {
        tags,
        security,
        summary:
          "Moves a waiting process's deadline to a later date, or gives it one (signing.manage, or the one who sent it); " +
          'the date (YYYY-MM-DD) is the end of that day in Brasília; the pending signatories whose turn it is are told',
        params,
        body: deadlineBody,
      },
    },
    async (req) => {
      const { prazo, process } = await extendDeadline(
        ctx,
        ownerOf(req),
        req.params.id,
        req.body.prazo,
        req.log,
      );
      return {
        message: translate(requestLanguage(req), 'signing.deadline_extended', { date: brasiliaDay(prazo) }),
        data: process,
      };
    },
  );

  r.delete(
    '/api/arquivo/:id/assinatura/:sid/deletar',
    {
      onRequest: guards.permission('signing.manage'),
      schema: {
        tags,
        security,
        summary:
          'Takes a signatory (pending or signed) off a waiting process; reason required; the row and the act stay as evidence',
        params: signatoryParams,
        body: reasonBody,
      },
    },
    async (req) =>
      removeSignature(ctx, ownerOf(req), req.params.id, req.params.sid, req.body.motivo, req.log),
  );

  r.get(
    '/api/admin/certificado',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        security,
        summary:
          'The platform certificate that seals documents: subject, validity, days left and whether to warn (< 30 days)',
      },
    },
    async () => platformCertificateInfo(ctx),
  );
}

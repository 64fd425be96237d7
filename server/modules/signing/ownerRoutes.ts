// Routes of the owner's side of signing (send, follow, remind, cancel, remove a signature) and of
// the platform certificate for administrators. Thin: the rules are in process.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { reasonBody, signingRequestBody } from '../../../common/schemas/signing.js';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { requireVerifiedEmail } from '../registration/emailVerification.js';
import { platformCertificateInfo } from './platformCertificate.js';
import {
  cancelProcess,
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
          'code; all at once or in order (sequencial); e-mails each personal link (/assinar/{token})',
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

// Public routes of signing: a signatory's own account from their link, and the verification of a
// document (by its bytes or by the code printed on its certificate). Thin: the rules are in
// registration.ts and verification.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatBytes } from '../../../common/bytes.js';
import { signatoryRegisterBody, signingTokenParams } from '../../../common/schemas/signing.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { clientMeta } from '../../http/client-meta.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { registerSignatory, registrationInfo } from './registration.js';
import { verifyBytes, verifyCode } from './verification.js';

const tags = ['Signing'];

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cadastro-signatario/:token',
    {
      schema: {
        tags,
        summary:
          "Who a signing link belongs to (to prefill the signatory's sign-up) and whether the e-mail has an account",
        params: signingTokenParams,
      },
    },
    async (req) => registrationInfo(ctx, req.params.token),
  );

  r.post(
    '/api/signatario/cadastrar',
    {
      schema: {
        tags,
        summary:
          "Creates a restricted (ambient S) account for a link's signatory; their inbox then holds every document sent to that e-mail",
        body: signatoryRegisterBody,
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      await registerSignatory(ctx, req.body, lang, clientMeta(req).ip);
      return reply.code(201).send({ message: translate(lang, 'signing.registered') });
    },
  );

  r.post(
    '/api/verificar',
    {
      schema: {
        tags,
        summary:
          'Verifies a PDF (multipart, one part named "file"): whether it is a completed document (sealed PDF, ' +
          "certificate, or the unsigned original), its signatories, its signing events (not the vault's own) " +
          "and the report of the file's whole event chain, and whether its seal is intact",
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw fieldError('file', 'signing.verify_file_required');
      const part = await req.file();
      if (!part) throw fieldError('file', 'signing.verify_file_required');
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'files.too_large', {
            max: formatBytes(ctx.config.upload.maxBytes, requestLanguage(req)),
          });
        throw err;
      });
      if (bytes.length === 0) throw fieldError('file', 'files.empty');
      return verifyBytes(ctx, bytes);
    },
  );

  r.get(
    '/api/verificar/:codigo',
    {
      schema: {
        tags,
        summary:
          'The completed document behind a verification code (printed on its certificate and in its QR code), ' +
          'with the same signatories, signing events and chain report',
        params: z.object({ codigo: z.string().min(1).max(64) }),
      },
    },
    async (req) => verifyCode(ctx, req.params.codigo),
  );
}

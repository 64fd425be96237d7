// Routes of the signer: signed in (the inbox, acting from it) or through the personal link
// (public: the token is the credential). Thin: the rules are in acts.ts and inbox.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { FILE_VERSIONS } from '../../../common/schemas/files.js';
import { listQuery } from '../../../common/schemas/list.js';
import { actBody, publicDenyBody, reasonBody, signingTokenParams } from '../../../common/schemas/signing.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { fileBytes } from '../vault/downloads.js';
import {
  denyAct,
  performAct,
  type SignerAccess,
  sendSignerCode,
  signerDocument,
  signerViewFor,
} from './acts.js';
import { inbox } from './inbox.js';
import { signerClient } from './requestMeta.js';

const tags = ['Signing'];

/**
 * A signed-in user reaches documents sent to their e-mail only once they proved they own it
 * (confirmation link, invitation, signatory sign-up); otherwise only those sent to their account.
 */
const provenEmail = (user: { email: string; emailVerifiedAt: Date | null }) =>
  user.emailVerifiedAt ? user.email : null;
const security = [{ bearer: [] }];
const params = z.object({ id });

export function signerRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = (req: Parameters<typeof currentAuth>[0], arquivoId: number): SignerAccess => {
    const auth = currentAuth(req);
    return { kind: 'session', userId: auth.user.id, email: provenEmail(auth.user), arquivoId };
  };

  r.get(
    '/api/inbox',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: "Documents waiting for the signed-in user's act (their turn), across companies",
        querystring: listQuery.pick({ page: true, perPage: true }),
      },
    },
    async (req) => {
      const auth = currentAuth(req);
      return inbox(
        ctx,
        { id: auth.user.id, email: provenEmail(auth.user) },
        req.query.page,
        req.query.perPage,
      );
    },
  );

  r.get(
    '/api/arquivo/:id/assinar',
    {
      onRequest: guards.authenticated,
      schema: { tags, security, summary: 'The document as its signed-in signatory sees it', params },
    },
    async (req) => signerViewFor(ctx, session(req, req.params.id), signerClient(ctx, req)),
  );

  r.post(
    '/api/arquivo/:id/codigo',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: 'E-mails the signed-in signatory a one-time code (when asked for)',
        params,
      },
    },
    async (req) => sendSignerCode(ctx, session(req, req.params.id), signerClient(ctx, req), req.log),
  );

  r.put(
    '/api/arquivo/:id/assinar',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: 'The signed-in signatory performs their act (consent, and the code when asked for)',
        params,
        body: actBody,
      },
    },
    async (req) => performAct(ctx, session(req, req.params.id), signerClient(ctx, req), req.body, req.log),
  );

  r.put(
    '/api/arquivo/:id/negar',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: 'The signed-in signatory refuses the document (reason required): the process stops',
        params,
        body: reasonBody,
      },
    },
    async (req) =>
      denyAct(ctx, session(req, req.params.id), signerClient(ctx, req), req.body.motivo, req.log),
  );

  // Through the personal link: no Authorization, the token is the credential.
  r.get(
    '/api/assinar/:token',
    {
      schema: {
        tags,
        summary:
          "The document as the link's signatory sees it (404 unknown link, 410 expired); the first look is recorded",
        params: signingTokenParams,
      },
    },
    async (req) => signerViewFor(ctx, { kind: 'token', token: req.params.token }, signerClient(ctx, req)),
  );

  r.get(
    '/api/assinar/:token/documento',
    {
      schema: {
        tags,
        summary:
          "The document's bytes for the link's signatory (versao=assinado: the sealed PDF once completed, " +
          'downloaded as "Contrato (assinado).pdf" in the signatory\'s language)',
        params: signingTokenParams,
        querystring: z.object({ versao: z.enum(FILE_VERSIONS, 'validation.in').default('original') }),
      },
    },
    async (req, reply) => {
      const sealed = req.query.versao !== 'original';
      const { file, lang } = await signerDocument(ctx, req.params.token, sealed);
      const disposition = sealed ? 'attachment' : 'inline';
      const { stream, headers } = await fileBytes(ctx, file, sealed, disposition, lang);
      return reply.headers(headers).send(stream);
    },
  );

  r.post(
    '/api/assinar/:token/codigo',
    {
      schema: {
        tags,
        summary:
          "E-mails the link's signatory a one-time code (when asked for); 429 when asked again within 60 s or past the e-mail limits",
        params: signingTokenParams,
      },
    },
    async (req) =>
      sendSignerCode(ctx, { kind: 'token', token: req.params.token }, signerClient(ctx, req), req.log),
  );

  r.post(
    '/api/assinar/:token',
    {
      schema: {
        tags,
        summary: "The link's signatory performs their act (consent, and the code when asked for)",
        params: signingTokenParams,
        body: actBody,
      },
    },
    async (req) =>
      performAct(ctx, { kind: 'token', token: req.params.token }, signerClient(ctx, req), req.body, req.log),
  );

  r.put(
    '/api/arquivo/:id/negar-publico',
    {
      schema: {
        tags,
        summary: "The link's signatory refuses the document (the link's token in the body; reason required)",
        params,
        body: publicDenyBody,
      },
    },
    async (req) => {
      const access: SignerAccess = { kind: 'token', token: req.body.token, arquivoId: req.params.id };
      return denyAct(ctx, access, signerClient(ctx, req), req.body.motivo, req.log);
    },
  );
}

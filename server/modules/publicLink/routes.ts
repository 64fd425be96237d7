// The public calls of a template's public link (/m/{token}): no login, the link token is all the
// visitor has. Thin: the rules are in link.ts, codes.ts and start.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicLinkCodeBody, publicLinkStartBody } from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { sendLinkCode } from './codes.js';
import { publicTemplateView, type VisitorClient } from './link.js';
import { startFromLink } from './start.js';

const tags = ['Templates'];
const params = z.object({ token: z.string().min(1).max(64) });

const visitorOf = (req: FastifyRequest): VisitorClient => ({
  ...clientMeta(req),
  lang: requestLanguage(req),
});

export function publicLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/publico/modelo/:token',
    {
      schema: {
        tags,
        summary:
          "What a template's public link shows before the visitor starts: the template's name, the company, " +
          'the role the visitor takes (the first) and the pages; 404 when the link was revoked or the template archived',
        params,
      },
    },
    async (req) => publicTemplateView(ctx, req.params.token),
  );

  r.post(
    '/api/publico/modelo/:token/codigo',
    {
      schema: {
        tags,
        summary:
          'E-mails the visitor of a public link a six-digit code confirming their address (10 minutes, 5 tries); ' +
          'reCAPTCHA when configured; 429 past the limits per link, per address and per IP',
        params,
        body: publicLinkCodeBody,
      },
    },
    async (req) => sendLinkCode(ctx, req.params.token, req.body, visitorOf(req), req.log),
  );

  r.post(
    '/api/publico/modelo/:token',
    {
      schema: {
        tags,
        summary:
          'Creates the document from the template with the visitor (nome, email, cpf, confirmed by the code) in the ' +
          "first role and the link's people in the others, sent as the template's creator and counted against the " +
          "company's plan, recorded as coming from the public link; answers the visitor's signing link { url }. " +
          '422 wrong or expired code, 429 too many tries or documents',
        params,
        body: publicLinkStartBody,
      },
    },
    async (req, reply) =>
      reply.code(201).send(await startFromLink(ctx, req.params.token, req.body, visitorOf(req), req.log)),
  );
}

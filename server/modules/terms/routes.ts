import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { acceptTerms, pendingTerms } from './service.js';

const tags = ['Terms'];

export function termsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: guards.authenticated, config: { termsExempt: true } };

  r.get(
    '/api/termos/pendentes',
    {
      ...base,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The terms the signed-in user still has to accept',
      },
    },
    async (req) => ({ data: await pendingTerms(ctx, currentAuth(req)) }),
  );

  r.put(
    '/api/termos/aceitar',
    {
      ...base,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Accepts terms of use, recording who, when, from which IP and which version',
        body: z.object({ termos: z.array(z.number().int().positive()).min(1, 'validation.required') }),
      },
    },
    async (req) => {
      await acceptTerms(ctx, currentAuth(req), req.body.termos, clientMeta(req));
      return { message: translate(requestLanguage(req), 'terms.accepted') };
    },
  );
}

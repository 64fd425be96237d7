import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeRegistrationBody,
  preRegistrationBody,
  registerTrialBody,
  tokensResponse,
} from '../../../common/schemas/auth.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { REFRESH_COOKIE_NOTE, sessionAnswer } from '../../http/refresh-cookie.js';
import { completeRegistration, confirmEmail, preRegister, registerTrial } from './service.js';

const tags = ['Registration'];

export function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/register-trial',
    {
      schema: {
        tags,
        summary: `Trial sign-up: a company on a trial and its first user, signed in. ${REFRESH_COOKIE_NOTE}`,
        body: registerTrialBody,
        response: { 201: tokensResponse.extend({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const session = await registerTrial(ctx, req.body, clientMeta(req));
      const tokens = sessionAnswer(req, reply, ctx.config, session);
      return reply
        .code(201)
        .send({ ...tokens, message: translate(requestLanguage(req), 'register.success') });
    },
  );

  r.post(
    '/api/cadastro-publico',
    {
      schema: {
        tags,
        summary: 'Public pre-registration; mails a confirmation link',
        body: preRegistrationBody,
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const data = await preRegister(ctx, req.body, lang, clientMeta(req).ip);
      return reply.code(201).send({ message: translate(lang, 'register.pre_success'), data });
    },
  );

  r.get(
    '/api/confirmar-email/:tokenId',
    {
      schema: {
        tags,
        summary: 'Confirms a pre-registration e-mail',
        params: z.object({ tokenId: z.string().min(1) }),
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'register.confirm_success'),
      data: await confirmEmail(ctx, req.params.tokenId),
    }),
  );

  r.post(
    '/api/usuario/confirmar',
    {
      schema: {
        tags,
        summary: `Completes a confirmed pre-registration into a trial account, signed in. ${REFRESH_COOKIE_NOTE}`,
        body: completeRegistrationBody,
      },
    },
    async (req, reply) => {
      const session = await completeRegistration(ctx, req.body, clientMeta(req));
      const tokens = sessionAnswer(req, reply, ctx.config, session);
      return reply
        .code(201)
        .send({ ...tokens, message: translate(requestLanguage(req), 'register.success') });
    },
  );
}

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
import { currentAuth, type Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { REFRESH_COOKIE_NOTE, sessionAnswer } from '../../http/refresh-cookie.js';
import { resendVerification, sendVerificationMail } from './emailVerification.js';
import { completeRegistration, confirmEmail, preRegister, registerTrial } from './service.js';

const tags = ['Registration'];

export function registrationRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/register-trial',
    {
      schema: {
        tags,
        summary:
          'Trial sign-up: a company on a trial (company_name, trade_name, document: its CNPJ or a CPF) and ' +
          'its first user (name, cpf: their own), signed in; when the platform has approved terms, ' +
          'accept_terms must be true (the current GET /api/eula, recorded as accepted); mails a link ' +
          `confirming the e-mail, needed before the first signing request or campaign. ${REFRESH_COOKIE_NOTE}`,
        body: registerTrialBody,
        response: { 201: tokensResponse.extend({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const { session, user } = await registerTrial(ctx, req.body, clientMeta(req));
      // The account exists whatever the mail does; a lost mail is sent again on request.
      await sendVerificationMail(ctx, user, lang).catch((err: unknown) =>
        req.log.warn({ err }, 'trial sign-up: confirmation mail not sent'),
      );
      const tokens = sessionAnswer(req, reply, ctx.config, session);
      return reply.code(201).send({ ...tokens, message: translate(lang, 'register.success') });
    },
  );

  r.post(
    '/api/usuario/reenviar-confirmacao',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Mails the signed-in user a new link confirming their e-mail (a trial owner's, needed before " +
          'the first signing request or campaign); 422 when already confirmed, 429 past the mail limits',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const email = await resendVerification(ctx, currentAuth(req), lang);
      return { message: translate(lang, 'register.verification_sent', { email }) };
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
        summary: "Confirms a pre-registration's e-mail, or a trial owner's account e-mail",
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
        summary:
          'Completes a confirmed pre-registration into a trial account, signed in; when the platform has ' +
          'approved terms, accept_terms must be true (the current GET /api/eula, recorded as accepted; a ' +
          `termo_id sent must still be the current one). ${REFRESH_COOKIE_NOTE}`,
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

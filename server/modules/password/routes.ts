import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordEmailBody, passwordResetBody } from '../../../common/schemas/auth.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { resetPassword, sendResetLink } from './service.js';

const tags = ['Password'];

export function passwordRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/password/email',
    {
      schema: {
        tags,
        summary:
          'Mails a reset link (same answer whether or not the e-mail exists); grecaptcha when reCAPTCHA is on; 429 past the e-mail limits',
        body: passwordEmailBody,
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      await sendResetLink(ctx, req.body, lang, clientMeta(req).ip);
      return { message: translate(lang, 'password.sent') };
    },
  );

  r.post(
    '/api/password/reset',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a single-use, expiring token; grecaptcha when reCAPTCHA is on',
        body: passwordResetBody,
      },
    },
    async (req) => {
      await resetPassword(ctx, req.body, clientMeta(req).ip);
      return { message: translate(requestLanguage(req), 'password.reset') };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteSignUpBody } from '../../../common/schemas/auth.js';
import { email } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { emailExists } from '../../db/queries/users.js';
import type { Guards } from '../../http/auth.js';
import { clientMeta } from '../../http/client-meta.js';
import { requestLanguage } from '../../http/language.js';
import { REFRESH_COOKIE_NOTE, sessionAnswer } from '../../http/refresh-cookie.js';
import { inviteDetails, signUpByInvite } from './service.js';

const tags = ['Invites'];

export function inviteRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cadastro-usuario/:token',
    {
      schema: {
        tags,
        summary: 'An invite, as the sign-up-by-invite page shows it',
        params: z.object({ token: z.string().min(1) }),
      },
    },
    async (req) => ({ data: await inviteDetails(ctx, req.params.token) }),
  );

  r.post(
    '/api/usuario/cadastrar',
    {
      schema: {
        tags,
        summary: `Accepts an invite: creates the account (or links an existing one) and signs in. ${REFRESH_COOKIE_NOTE}`,
        body: inviteSignUpBody,
      },
    },
    async (req, reply) => {
      const session = await signUpByInvite(ctx, req.body, clientMeta(req));
      const tokens = sessionAnswer(req, reply, ctx.config, session);
      return reply.code(201).send({ ...tokens, message: translate(requestLanguage(req), 'invite.accepted') });
    },
  );

  r.get(
    '/api/username/:email',
    {
      // Who may add people may ask; anyone else could list which addresses have accounts.
      onRequest: guards.permission('users.manage'),
      schema: {
        tags,
        summary: 'Whether an e-mail is free for a new account (platform admins and users.manage)',
        security: [{ bearer: [] }],
        params: z.object({ email }),
      },
    },
    async (req) => ({ email: req.params.email, available: !(await emailExists(ctx.db, req.params.email)) }),
  );
}

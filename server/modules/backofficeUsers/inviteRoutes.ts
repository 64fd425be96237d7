// Invites: a platform admin's into any company; a company member's into their own (users.manage to
// invite, resend and revoke, users.view to list), under the team rules (team/rules.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inviteBody, inviteListQuery } from '../../../common/schemas/backofficeUsers.js';
import { id } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { cancelInvite, createInvite, pendingInvites, resendInvite } from './invites.js';

const params = z.object({ id });
const security = [{ bearer: [] }];
const tags = ['Invites'];

export function backofficeInviteRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { onRequest: guards.permission('users.manage') };

  r.post(
    '/api/convites',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary:
          'Invites someone into a company with permissions; mails a 7-day link. A member (users.manage) ' +
          'invites into their own company only (empresa_id optional; another answers 404), only with ' +
          'permissions they hold. An empty permission list needs signer_only: true (the invitee only ' +
          'signs what is sent to them); without it the invite is refused (422)',
        body: inviteBody,
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const invite = await createInvite(ctx, currentAuth(req), lang, req.body);
      return reply
        .code(201)
        .send({ message: translate(lang, 'users.invite_sent', { email: invite.email }), data: invite });
    },
  );

  r.get(
    '/api/convites',
    {
      onRequest: guards.permission('users.view'),
      schema: {
        tags,
        security,
        summary: "Lists pending invites (a member holding users.view: their company's)",
        querystring: inviteListQuery,
      },
    },
    async (req) => pendingInvites(ctx, currentAuth(req), req.query),
  );

  r.post(
    '/api/invite/:id/reenviar',
    {
      ...manage,
      schema: {
        tags,
        security,
        summary: 'Mails a pending invite again with a new 7-day link; the old link stops working',
        params,
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      const invite = await resendInvite(ctx, currentAuth(req), lang, req.params.id);
      return { message: translate(lang, 'team.invite_resent', { email: invite.email }), data: invite };
    },
  );

  r.delete(
    '/api/invite/:id/cancelar',
    {
      ...manage,
      schema: { tags, security, summary: 'Cancels a pending invite; its link stops working', params },
    },
    async (req) => {
      const lang = requestLanguage(req);
      await cancelInvite(ctx, currentAuth(req), lang, req.params.id);
      return { message: translate(lang, 'users.invite_cancelled') };
    },
  );
}

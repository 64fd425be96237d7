// The signed-in user's notifications (spec §7 Users): list with the unread count, mark one or all
// as shown, delete one or all — of the company the session entered and the personal ones only.
// Another user's notification, or another company's, is 404. Each change tells the user's
// other tabs the new unread count (event 'notification.read'). Usable while terms wait to be
// accepted: the bell is on every page, the 451 gate included.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { notificationsQuery } from '../../../common/schemas/notifications.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import {
  removeAllNotifications,
  removeNotification,
  setNotificationLog,
  showAllNotifications,
  showNotification,
  userNotifications,
  type Viewer,
} from './service.js';

const tags = ['Notifications'];
const security = [{ bearer: [] }];
const params = z.object({ id });

const viewer = (req: FastifyRequest): Viewer => {
  const auth = currentAuth(req);
  return { userId: auth.user.id, empresaId: auth.empresaId };
};

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  setNotificationLog(ctx, app.log);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: guards.authenticated, config: { termsExempt: true } };

  r.get(
    '/api/usuario/notifications',
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          'The user’s notifications, newest first ({data, total, unread}); unread=1 lists only those not shown',
        querystring: notificationsQuery,
      },
    },
    async (req) => userNotifications(ctx, viewer(req), req.query),
  );

  r.put(
    '/api/usuario/notification/:id/show',
    { ...base, schema: { tags, security, summary: 'Marks one notification as shown (read)', params } },
    async (req) => {
      const count = await showNotification(ctx, viewer(req), req.params.id);
      return { message: translate(requestLanguage(req), 'notifications.shown'), ...count };
    },
  );

  r.put(
    '/api/usuario/notifications/show',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the user (this company’s and the personal ones) as shown',
      },
    },
    async (req) => {
      const count = await showAllNotifications(ctx, viewer(req));
      return { message: translate(requestLanguage(req), 'notifications.all_shown'), ...count };
    },
  );

  r.delete(
    '/api/usuario/notification/:id',
    { ...base, schema: { tags, security, summary: 'Deletes one notification', params } },
    async (req) => {
      const count = await removeNotification(ctx, viewer(req), req.params.id);
      return { message: translate(requestLanguage(req), 'notifications.deleted'), ...count };
    },
  );

  r.delete(
    '/api/usuario/notifications',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Deletes every notification of the user (this company’s and the personal ones)',
      },
    },
    async (req) => {
      const count = await removeAllNotifications(ctx, viewer(req));
      return { message: translate(requestLanguage(req), 'notifications.all_deleted'), ...count };
    },
  );
}

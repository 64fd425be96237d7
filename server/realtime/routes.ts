// GET /api/eventos: the signed-in user's live events as Server-Sent Events. The access token comes
// in the Authorization header (never in the URL, which proxies log); the stream ends when the token
// expires, and the client reconnects with a fresh one. A comment line every 25 s keeps proxies from
// closing an idle stream.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { hasPermission } from '../../common/permissions.js';
import type { AppContext } from '../context.js';
import { bearerToken, currentAuth, type Guards, resolveAuth } from '../http/auth.js';
import type { RealtimeMessage } from './bus.js';
import { USER_UPDATED_EVENT } from './userEvents.js';

const HEARTBEAT_MS = 25_000;

export function realtimeRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const open = new Set<() => void>();
  // Open streams are never idle: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/eventos',
    {
      onRequest: guards.authenticated,
      // A pending term must not end the stream: the SPA gives up on a 4xx, and would then miss
      // every live event after the user accepts the term, until a reload.
      config: { termsExempt: true },
      schema: {
        tags: ['realtime'],
        summary:
          'Server-Sent Events of the signed-in user: device, chat, message and campaign (more by later modules). ' +
          'Authorization: Bearer header; the stream ends when the token expires.',
      },
    },
    (req, reply) => {
      // What the stream may carry is decided by the session as it is now: on 'user.updated' (a
      // permission, company or plan changed) it is read again, and a session that has ended (user
      // disabled, link removed, signed out) ends the stream.
      let auth = currentAuth(req);
      const isAdmin = auth.user.ambient === 'A';
      const wants = (m: RealtimeMessage) => {
        if (m.userId !== undefined) return m.userId === auth.user.id;
        if (m.empresaId === null || m.empresaId !== auth.empresaId) return false;
        return !m.permission || isAdmin || hasPermission(auth.permissions, m.permission);
      };
      let rereading: Promise<void> = Promise.resolve();
      const reread = () => {
        rereading = rereading.then(async () => {
          if (res.writableEnded) return;
          try {
            auth = await resolveAuth(ctx, req);
          } catch {
            res.end();
          }
        });
      };

      reply.hijack();
      const res = reply.raw;
      // The client may have gone while the guard was checking the token: 'close' has fired already
      // and never will again, so nothing set up below would ever be torn down.
      if (req.raw.destroyed || res.destroyed || res.writableEnded) return;

      let unsubscribe = () => {};
      let heartbeat: NodeJS.Timeout | undefined;
      let expiry: NodeJS.Timeout | undefined;
      const end = () => res.end();
      // Listened to before anything is written, so no way of closing can slip past it.
      res.on('close', () => {
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
      });
      open.add(end);

      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: conectado\n\n');

      unsubscribe = ctx.realtime.subscribe((m) => {
        if (!wants(m)) return;
        res.write(`event: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`);
        if (m.event === USER_UPDATED_EVENT) reread();
      });
      heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const exp = decodeJwt(bearerToken(req) ?? '').exp;
      const untilExpiry = exp ? Math.max(exp * 1000 - Date.now(), 1000) : ctx.tokens.ttl * 1000;
      expiry = setTimeout(() => res.end(), Math.min(untilExpiry, 2_147_000_000));
      expiry.unref();
    },
  );
}

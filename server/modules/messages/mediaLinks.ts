// The gateway fetches a message's attachment from a signed, expiring link made at send time
// (GET /api/midia/<token>); so does the browser showing a chat's files: the token names the message and its expiry, with an HMAC-SHA256 under
// a key derived from APP_KEY for this one purpose.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaTypeOf } from '../../adapters/gateway/media.js';
import type { AppContext } from '../../context.js';
import { findMessageById } from '../../db/queries/messages.js';
import { HttpError, notFound } from '../../http/errors.js';
import { purposeMac } from '../../security/crypto.js';
import { contentDisposition } from '../vault/downloads.js';

/** Long enough for a slow gateway to fetch it (or a chat to be read); short enough to be useless later. */
export const MEDIA_LINK_TTL_S = 15 * 60;

const mac = purposeMac('cofre:messages:media-links:v1');

/** `absolute` for the gateway (at the address it reaches us by); `relative` for the browser. */
export function mediaLink(
  ctx: AppContext,
  messageId: number,
  now = Date.now(),
  form: 'absolute' | 'relative' = 'absolute',
): string {
  const body = `${messageId}.${Math.floor(now / 1000) + MEDIA_LINK_TTL_S}`;
  const path = `/api/midia/${body}.${mac.sign(ctx.config.appKey, body).toString('base64url')}`;
  return form === 'absolute' ? `${ctx.config.gateway.webhookBaseUrl}${path}` : path;
}

function verify(appKey: string, token: string): number | 'expired' | null {
  const m = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}`;
  if (!mac.verify(appKey, body, Buffer.from(m[3] ?? '', 'base64url'))) return null;
  if (Number(m[2]) * 1000 < Date.now()) return 'expired';
  return Number(m[1]);
}

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/midia/:token',
    {
      schema: {
        tags: ['Messages'],
        summary: 'A message attachment through its signed, expiring link (fetched by the gateway)',
        params: z.object({ token: z.string().max(120) }),
      },
    },
    async (req, reply) => {
      const id = verify(ctx.config.appKey, req.params.token);
      if (id === null) throw new HttpError(403, 'files.link_invalid');
      if (id === 'expired') throw new HttpError(403, 'files.link_expired');
      const row = await findMessageById(ctx.db, id);
      const media = row?.media;
      if (!media?.blobKey) throw notFound();
      const stream = await ctx.blobs.get(media.blobKey);
      // Images, audio and video play in the page (their type was read from their bytes); the rest downloads.
      const inline = mediaTypeOf(media.mimetype) !== 'document';
      return reply
        .header('content-type', media.mimetype)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', media.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}

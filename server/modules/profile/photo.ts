// The profile photo: one multipart part `foto`, at most PHOTO_MAX_BYTES (413 beyond), its type
// sniffed from the bytes (JPEG, PNG or WebP, else 422), re-encoded by sharp as a 256×256 JPEG and
// stored under a random key. The old photo's blob goes once the new one is in place; a refused or
// failed upload leaves no blob behind.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { BlobNotFoundError, readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { lockPhotoKey, photoKeyOf, setPhotoKey } from '../../db/queries/profile.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../http/errors.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { type ImageField, receiveImage, reencodeImage } from './imageUpload.js';
import { photoKey, photoUrl, verifyPhotoToken } from './photoLinks.js';

export const PHOTO_SIZE = 256;

const photoField = (ctx: AppContext): ImageField => ({
  field: 'foto',
  maxBytes: ctx.config.photoMaxBytes,
  messages: {
    required: 'profile.photo_required',
    one: 'profile.photo_one',
    tooLarge: 'profile.photo_too_large',
    type: 'profile.photo_type',
    unreadable: 'profile.photo_unreadable',
  },
});

/** POST /api/usuario/photo: stores the new photo and answers its URL. */
export async function savePhoto(
  ctx: AppContext,
  req: FastifyRequest,
  userId: number,
  lang: Language,
): Promise<string> {
  const spec = photoField(ctx);
  // Cropped to fill 256×256, transparency on white, JPEG.
  const jpeg = await reencodeImage(await receiveImage(req, spec, lang), spec, (image) =>
    image
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true }),
  );
  const key = photoKey(userId, randomUUID());
  await ctx.blobs.put(key, Readable.from([jpeg]));
  let previous: string | null | undefined;
  try {
    previous = await inTransaction(ctx.db, async (tx) => {
      const old = await lockPhotoKey(tx, userId);
      if (old === undefined) throw notFound();
      await setPhotoKey(tx, userId, key);
      return old;
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => {});
    throw err;
  }
  if (previous) await ctx.blobs.delete(previous).catch(() => {});
  publishUserUpdated(ctx, userId);
  return photoUrl(ctx.config.appKey, userId, key) as string;
}

/** DELETE /api/usuario/photo: removes the photo (nothing to do when there is none). */
export async function removePhoto(ctx: AppContext, userId: number): Promise<void> {
  const previous = await inTransaction(ctx.db, async (tx) => {
    const old = await lockPhotoKey(tx, userId);
    if (old) await setPhotoKey(tx, userId, null);
    return old;
  });
  if (!previous) return;
  await ctx.blobs.delete(previous).catch(() => {});
  publishUserUpdated(ctx, userId);
}

/** The JPEG behind a photo link; 404 for a forged token or a photo since replaced or removed. */
export async function photoBytes(ctx: AppContext, token: string): Promise<Buffer> {
  const named = verifyPhotoToken(ctx.config.appKey, token);
  if (!named || (await photoKeyOf(ctx.db, named.userId)) !== named.key) throw notFound();
  try {
    return await readBlob(ctx.blobs, named.key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
}

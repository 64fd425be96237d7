// The profile photo: one multipart part `foto`, at most PHOTO_MAX_BYTES (413 beyond), its type
// sniffed from the bytes (JPEG, PNG or WebP, else 422), re-encoded by sharp as a 256×256 JPEG and
// stored under a random key. The old photo's blob goes once the new one is in place; a refused or
// failed upload leaves no blob behind.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { formatBytes } from '../../../common/bytes.js';
import type { Language } from '../../../common/constants.js';
import { BlobNotFoundError, readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { lockPhotoKey, photoKeyOf, setPhotoKey } from '../../db/queries/profile.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { drainRequest, isRequestFailure } from '../../http/multipart.js';
import { publishUserUpdated } from '../../realtime/userEvents.js';
import { sniffKind } from '../vault/sniff.js';
import { incompleteUpload } from '../vault/upload.js';
import { photoKey, photoUrl, verifyPhotoToken } from './photoLinks.js';

export const PHOTO_SIZE = 256;
const PHOTO_KINDS = ['jpeg', 'png', 'webp'];
/** Decoding bombs: refuse images with more pixels than this (e.g. 8000×6000). */
const MAX_INPUT_PIXELS = 50_000_000;

const tooLarge = (maxBytes: number, lang: Language) =>
  new HttpError(413, 'profile.photo_too_large', { max: formatBytes(maxBytes, lang) });
const notAnImage = () => fieldError('foto', 'profile.photo_type');

/** The part's bytes, refusing (413) as soon as they pass the limit. */
async function readPart(part: MultipartFile, maxBytes: number, lang: Language): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes, lang);
    chunks.push(chunk);
  }
  if ((part.file as { truncated?: boolean }).truncated) throw tooLarge(maxBytes, lang);
  return Buffer.concat(chunks, size);
}

/** The image's bytes from the request: exactly one file part named `foto`. */
async function receivePhoto(ctx: AppContext, req: FastifyRequest, lang: Language): Promise<Buffer> {
  if (!req.isMultipart()) throw fieldError('foto', 'profile.photo_required');
  const maxBytes = ctx.config.photoMaxBytes;
  let bytes: Buffer | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (bytes || part.fieldname !== 'foto') throw fieldError('foto', 'profile.photo_one');
      bytes = await readPart(part, maxBytes, lang);
    }
  } catch (err) {
    await drainRequest(req.raw);
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string })?.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes, lang);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('foto', 'profile.photo_one');
    if (code.startsWith('FST_') || isRequestFailure(err)) throw incompleteUpload();
    throw err;
  }
  if (!bytes?.length) throw fieldError('foto', 'profile.photo_required');
  return bytes;
}

/** The photo as stored: auto-rotated, cropped to fill 256×256, transparency on white, JPEG. */
async function toJpeg(bytes: Buffer): Promise<Buffer> {
  const kind = sniffKind(bytes.subarray(0, 16), '');
  if (!kind || !PHOTO_KINDS.includes(kind)) throw notAnImage();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw fieldError('foto', 'profile.photo_unreadable');
  }
}

/** POST /api/usuario/photo: stores the new photo and answers its URL. */
export async function savePhoto(
  ctx: AppContext,
  req: FastifyRequest,
  userId: number,
  lang: Language,
): Promise<string> {
  const jpeg = await toJpeg(await receivePhoto(ctx, req, lang));
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

// Adopting marks: a signer's signature and rubrica for their process (drawn, typed, uploaded, or the
// profile's saved one), replaceable until they act and fixed after; a user's saved marks in their
// profile. The image is cropped and stored (markImage.ts) before the row is written; a refusal or a
// failure leaves no blob behind, and a replaced mark's blob goes once the new one is committed.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../common/constants.js';
import type { Marks, MarkView } from '../../../../common/schemas/signatureFields.js';
import { markUploadSource } from '../../../../common/schemas/signatureFields.js';
import { MARK_UPLOAD_MAX_BYTES, type MarkSource, type MarkType } from '../../../../common/signatureFields.js';
import { BlobNotFoundError, readBlob } from '../../../adapters/blob/store.js';
import type { AppContext } from '../../../context.js';
import {
  deleteUserMark,
  fieldsOfSignatories,
  type MarkRow,
  upsertMark,
  upsertUserMark,
  userMarks,
} from '../../../db/queries/signatureFields.js';
import { inTransaction } from '../../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../../http/errors.js';
import { type ImageField, receiveImageForm } from '../../profile/imageUpload.js';
import { lockForAct, resolve, type SignerAccess } from '../acts.js';
import { markImage, type StoredMarkImage } from './markImage.js';
import { markKey, verifyMarkToken } from './markLinks.js';
import { marksView, markView } from './views.js';

const markField: ImageField = {
  field: 'imagem',
  maxBytes: MARK_UPLOAD_MAX_BYTES,
  messages: {
    required: 'fields.mark_file_required',
    one: 'fields.mark_one',
    tooLarge: 'fields.mark_too_large',
    type: 'fields.mark_type',
    unreadable: 'fields.mark_unreadable',
  },
};

interface Upload {
  image: StoredMarkImage;
  origem: MarkSource;
  saveToProfile: boolean;
}

/** The request's image, cropped and checked, and how it was made. */
async function receiveMark(req: FastifyRequest, tipo: MarkType, lang: Language): Promise<Upload> {
  const { bytes, fields } = await receiveImageForm(req, markField, lang);
  const origem = markUploadSource.safeParse(fields.origem ?? 'imagem');
  if (!origem.success) throw fieldError('origem', 'validation.in');
  const image = await markImage(bytes, tipo);
  return { image, origem: origem.data, saveToProfile: fields.salvar_no_perfil === '1' };
}

/** Puts the PNG in the store under a fresh key, runs `write`, and removes the blob if it fails. */
async function storeThen<T>(ctx: AppContext, png: Buffer, write: (key: string) => Promise<T>): Promise<T> {
  const key = markKey(randomUUID());
  await ctx.blobs.put(key, Readable.from([png]));
  try {
    return await write(key);
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => {});
    throw err;
  }
}

const dropBlob = (ctx: AppContext, key: string | null) =>
  key ? ctx.blobs.delete(key).catch(() => {}) : Promise.resolve();

/** Records a signer's adopted mark once they may still act and a field of theirs takes it. */
async function adoptRow(
  ctx: AppContext,
  access: SignerAccess,
  tipo: MarkType,
  row: { blobKey: string; sha256: string; largura: number; altura: number; origem: MarkSource },
): Promise<{ mark: MarkRow; replacedKey: string | null }> {
  const c = await resolve(ctx, access);
  return inTransaction(ctx.db, async (tx) => {
    const { s } = await lockForAct(tx, c);
    const fields = await fieldsOfSignatories(tx, [s.id]);
    if (!fields.some((f) => f.tipo === tipo))
      throw fieldError(
        'tipo',
        tipo === 'assinatura' ? 'fields.signature_not_needed' : 'fields.initials_not_needed',
      );
    return upsertMark(tx, { empresaId: s.empresaId, assinaturaId: s.id, tipo, ...row });
  });
}

/**
 * PUT …/marca/{tipo}: the signer adopts the uploaded image as their signature or rubrica for this
 * process (and, signed in with `salvar_no_perfil=1`, keeps it in their profile too).
 */
export async function adoptUploadedMark(
  ctx: AppContext,
  access: SignerAccess,
  tipo: MarkType,
  req: FastifyRequest,
  lang: Language,
): Promise<MarkView> {
  // Refuse early (no link, not their turn, already acted) before reading the image.
  const c = await resolve(ctx, access);
  await inTransaction(ctx.db, (tx) => lockForAct(tx, c));
  const { image, origem, saveToProfile } = await receiveMark(req, tipo, lang);
  const view = await adoptImage(ctx, access, tipo, image, origem);
  if (saveToProfile && access.kind === 'session') await saveUserMark(ctx, access.userId, tipo, image, origem);
  return view;
}

/** Stores a cropped mark image and adopts it for the signer (the upload's last step; the demo's marks). */
export async function adoptImage(
  ctx: AppContext,
  access: SignerAccess,
  tipo: MarkType,
  image: StoredMarkImage,
  origem: MarkSource,
): Promise<MarkView> {
  const stored = { sha256: image.sha256, largura: image.largura, altura: image.altura, origem };
  const { mark, replacedKey } = await storeThen(ctx, image.png, (blobKey) =>
    adoptRow(ctx, access, tipo, { blobKey, ...stored }),
  );
  await dropBlob(ctx, replacedKey);
  return markView(ctx.config.appKey, mark);
}

/** POST …/marca/{tipo}/perfil: the signed-in signer adopts the signature or rubrica saved in their profile. */
export async function adoptSavedMark(
  ctx: AppContext,
  access: Extract<SignerAccess, { kind: 'session' }>,
  tipo: MarkType,
): Promise<MarkView> {
  const saved = (await userMarks(ctx.db, access.userId)).find((m) => m.tipo === tipo);
  if (!saved)
    throw new HttpError(
      422,
      tipo === 'assinatura' ? 'fields.no_saved_signature' : 'fields.no_saved_initials',
    );
  const png = await readBlob(ctx.blobs, saved.blobKey);
  const stored = {
    sha256: saved.sha256.trim(),
    largura: saved.largura,
    altura: saved.altura,
    origem: 'perfil' as const,
  };
  // The process keeps a copy of its own: the profile's may change or go later.
  const { mark, replacedKey } = await storeThen(ctx, png, (blobKey) =>
    adoptRow(ctx, access, tipo, { blobKey, ...stored }),
  );
  await dropBlob(ctx, replacedKey);
  return markView(ctx.config.appKey, mark);
}

async function saveUserMark(
  ctx: AppContext,
  userId: number,
  tipo: MarkType,
  image: StoredMarkImage,
  origem: MarkSource,
): Promise<MarkView> {
  const { mark, replacedKey } = await storeThen(ctx, image.png, (blobKey) =>
    inTransaction(ctx.db, (tx) =>
      upsertUserMark(tx, {
        userId,
        tipo,
        blobKey,
        sha256: image.sha256,
        largura: image.largura,
        altura: image.altura,
        origem,
      }),
    ),
  );
  await dropBlob(ctx, replacedKey);
  return markView(ctx.config.appKey, mark);
}

/** PUT /api/usuario/marca/{tipo}: saves a signature or rubrica in the user's profile. */
export async function saveProfileMark(
  ctx: AppContext,
  userId: number,
  tipo: MarkType,
  req: FastifyRequest,
  lang: Language,
): Promise<MarkView> {
  const { image, origem } = await receiveMark(req, tipo, lang);
  return saveUserMark(ctx, userId, tipo, image, origem);
}

/** DELETE /api/usuario/marca/{tipo}: removes a saved mark (nothing to do when there is none). */
export async function removeProfileMark(ctx: AppContext, userId: number, tipo: MarkType): Promise<void> {
  const key = await inTransaction(ctx.db, (tx) => deleteUserMark(tx, userId, tipo));
  await dropBlob(ctx, key);
}

/** GET /api/usuario/marcas. */
export async function profileMarks(ctx: AppContext, userId: number): Promise<Marks> {
  return marksView(ctx.config.appKey, await userMarks(ctx.db, userId));
}

/** The PNG behind a mark's link; 404 for a forged or expired token, or a mark since replaced. */
export async function markBytes(ctx: AppContext, token: string): Promise<Buffer> {
  const key = verifyMarkToken(ctx.config.appKey, token);
  if (!key) throw notFound();
  try {
    return await readBlob(ctx.blobs, key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
}

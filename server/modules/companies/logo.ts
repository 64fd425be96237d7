// The company's logo (company.manage on their own company; admins on any): one multipart part
// `logo`, at most PHOTO_MAX_BYTES (413 beyond), JPEG, PNG or WebP by its bytes (else 422),
// re-encoded by sharp as a PNG fitting 480×160 (its ratio kept, never enlarged) under a random key.
// The old logo's blob goes once the new one is in place; a refused or failed upload leaves none.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import { BlobNotFoundError, readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { lockLogoKey, logoKeyOf, setLogoKey } from '../../db/queries/companies.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { type ImageField, receiveImage, reencodeImage } from '../profile/imageUpload.js';
import { isAdmin, ownCompany } from '../team/rules.js';
import { logoKey, logoUrl, verifyLogoToken } from './logoLinks.js';

export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 160;

const logoField = (ctx: AppContext): ImageField => ({
  field: 'logo',
  maxBytes: ctx.config.photoMaxBytes,
  messages: {
    required: 'companies.logo_required',
    one: 'companies.logo_one',
    tooLarge: 'companies.logo_too_large',
    type: 'companies.logo_type',
    unreadable: 'companies.logo_unreadable',
  },
});

/** PUT /api/empresa/{id}/logo: stores the new logo and answers its URL. */
export async function saveLogo(
  ctx: AppContext,
  auth: AuthContext,
  empresaId: number,
  req: FastifyRequest,
  lang: Language,
): Promise<string> {
  if (!isAdmin(auth)) ownCompany(auth, empresaId);
  if ((await logoKeyOf(ctx.db, empresaId)) === undefined) throw notFound();
  const spec = logoField(ctx);
  const png = await reencodeImage(await receiveImage(req, spec, lang), spec, (image) =>
    image
      .resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 }),
  );
  const key = logoKey(empresaId, randomUUID());
  await ctx.blobs.put(key, Readable.from([png]));
  let previous: string | null | undefined;
  try {
    previous = await inTransaction(ctx.db, async (tx) => {
      const old = await lockLogoKey(tx, empresaId);
      if (old === undefined) throw notFound();
      await setLogoKey(tx, empresaId, key);
      return old;
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => {});
    throw err;
  }
  if (previous) await ctx.blobs.delete(previous).catch(() => {});
  publishCompanyUpdated(ctx, empresaId);
  return logoUrl(ctx.config.appKey, empresaId, key) as string;
}

/** DELETE /api/empresa/{id}/logo: removes the logo (nothing to do when there is none). */
export async function removeLogo(ctx: AppContext, auth: AuthContext, empresaId: number): Promise<void> {
  if (!isAdmin(auth)) ownCompany(auth, empresaId);
  const previous = await inTransaction(ctx.db, async (tx) => {
    const old = await lockLogoKey(tx, empresaId);
    if (old === undefined) throw notFound();
    if (old) await setLogoKey(tx, empresaId, null);
    return old;
  });
  if (!previous) return;
  await ctx.blobs.delete(previous).catch(() => {});
  publishCompanyUpdated(ctx, empresaId);
}

/** The PNG behind a logo link; 404 for a forged token or a logo since replaced or removed. */
export async function logoBytes(ctx: AppContext, token: string): Promise<Buffer> {
  const named = verifyLogoToken(ctx.config.appKey, token);
  if (!named || (await logoKeyOf(ctx.db, named.empresaId)) !== named.key) throw notFound();
  try {
    return await readBlob(ctx.blobs, named.key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
}

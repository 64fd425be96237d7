// Signed, expiring links to a live file's bytes (asking for one records the view or download) and
// the bytes behind them, streamed from the blob store with safe headers.
import type { Readable } from 'node:stream';
import type { FileDisposition, FileUrl } from '../../../common/schemas/files.js';
import { BlobNotFoundError } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { findFile } from '../../db/queries/files.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { appendFileEvent } from './events.js';
import { eventActor } from './files.js';
import { signLink, verifyLink } from './links.js';
import type { VaultActor } from './scope.js';

/** A signed, expiring link to a live file's bytes; records the view or download. */
export async function vaultFileUrl(
  ctx: AppContext,
  actor: VaultActor,
  id: number,
  disposition: FileDisposition,
  now = Date.now(),
): Promise<FileUrl> {
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, actor.empresaId, id, 'live');
    if (!file) throw notFound();
    await appendFileEvent(tx, {
      arquivoId: id,
      empresaId: actor.empresaId,
      acao: disposition === 'inline' ? 'viewed' : 'downloaded',
      actor: eventActor(actor),
      dados: {},
    });
  });
  const exp = Math.floor(now / 1000) + ctx.config.downloadUrlTtl;
  const token = signLink(ctx.config.appKey, { fileId: id, empresaId: actor.empresaId, disposition, exp });
  return { url: `/api/blob/${token}`, expires_at: new Date(exp * 1000).toISOString() };
}

/** Only PDFs and images open in the browser; anything else is always downloaded. */
const opensInline = (mime: string) => mime === 'application/pdf' || mime.startsWith('image/');

/** Content-Disposition with an ASCII fallback and the exact name (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', nome: string): string {
  const fallback =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_') || 'arquivo';
  const encoded = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface BlobDownload {
  stream: Readable;
  headers: Record<string, string>;
}

/** The bytes behind a signed link: 403 for a forged or expired token, 404 when the file is not live. */
export async function openVaultBlob(ctx: AppContext, token: string): Promise<BlobDownload> {
  const check = verifyLink(ctx.config.appKey, token);
  if (!check.ok)
    throw new HttpError(403, check.reason === 'expired' ? 'files.link_expired' : 'files.link_invalid');
  const { fileId, empresaId, disposition } = check.payload;
  const file = await findFile(ctx.db, empresaId, fileId, 'live');
  if (!file) throw notFound();
  let stream: Readable;
  try {
    stream = await ctx.blobs.get(file.blobKey);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
  const type = disposition === 'inline' && opensInline(file.mime) ? 'inline' : 'attachment';
  return {
    stream,
    headers: {
      'content-type': file.mime,
      'content-length': String(file.tamanho),
      'content-disposition': contentDisposition(type, file.nome),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}

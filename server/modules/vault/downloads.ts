// Signed, expiring links to a live file's bytes (asking for one records the view or download) and
// the bytes behind them, streamed from the blob store with safe headers.
import type { Readable } from 'node:stream';
import type { FileDisposition, FileUrl, FileVersion } from '../../../common/schemas/files.js';
import { BlobNotFoundError } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { type FileRow, findFile } from '../../db/queries/files.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { appendFileEvent } from './events.js';
import { eventActor } from './files.js';
import { signLink, verifyLink } from './links.js';
import type { VaultActor } from './scope.js';

/** A signed, expiring link to a live file's bytes (or its sealed PDF); records the view or download. */
export async function vaultFileUrl(
  ctx: AppContext,
  actor: VaultActor,
  id: number,
  disposition: FileDisposition,
  versao: FileVersion = 'original',
  now = Date.now(),
): Promise<FileUrl> {
  const sealed = versao === 'assinado';
  await inTransaction(ctx.db, async (tx) => {
    const file = await findFile(tx, actor.empresaId, id, 'live');
    if (!file) throw notFound();
    if (sealed && file.seladoBlobKey === null) throw new HttpError(404, 'signing.no_sealed');
    await appendFileEvent(tx, {
      arquivoId: id,
      empresaId: actor.empresaId,
      acao: disposition === 'inline' ? 'viewed' : 'downloaded',
      actor: eventActor(actor),
      dados: sealed ? { versao } : {},
    });
  });
  const exp = Math.floor(now / 1000) + ctx.config.downloadUrlTtl;
  const token = signLink(ctx.config.appKey, {
    fileId: id,
    empresaId: actor.empresaId,
    disposition,
    exp,
    ...(sealed ? { sealed } : {}),
  });
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

/** The name a sealed PDF is served under: the original's stem with "-assinado" or "-certificado". */
export function sealedName(file: Pick<FileRow, 'nome' | 'seladoTipo'>): string {
  const dot = file.nome.lastIndexOf('.');
  const stem = dot > 0 ? file.nome.slice(0, dot) : file.nome;
  return `${stem}-${file.seladoTipo === 'certificado' ? 'certificado' : 'assinado'}.pdf`;
}

/** What a stored file serves: the original's bytes and headers, or its sealed PDF's. */
export function servedVersion(file: FileRow, sealed: boolean) {
  if (!sealed) return { key: file.blobKey, mime: file.mime, size: Number(file.tamanho), nome: file.nome };
  if (file.seladoBlobKey === null) throw new HttpError(404, 'signing.no_sealed');
  return {
    key: file.seladoBlobKey,
    mime: 'application/pdf',
    size: Number(file.seladoTamanho ?? 0),
    nome: sealedName(file),
  };
}

/** Streams one version of a file with safe headers; 404 when the bytes are gone. */
export async function fileBytes(
  ctx: AppContext,
  file: FileRow,
  sealed: boolean,
  disposition: FileDisposition,
): Promise<BlobDownload> {
  const v = servedVersion(file, sealed);
  let stream: Readable;
  try {
    stream = await ctx.blobs.get(v.key);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
  const type = disposition === 'inline' && opensInline(v.mime) ? 'inline' : 'attachment';
  return {
    stream,
    headers: {
      'content-type': v.mime,
      'content-length': String(v.size),
      'content-disposition': contentDisposition(type, v.nome),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
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
  const { fileId, empresaId, disposition, sealed } = check.payload;
  const file = await findFile(ctx.db, empresaId, fileId, 'live');
  if (!file) throw notFound();
  return fileBytes(ctx, file, sealed === true, disposition);
}

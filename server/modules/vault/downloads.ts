// Signed, expiring links to a live file's bytes (asking for one records the view or download) and
// the bytes behind them, streamed from the blob store with safe headers. A completed document's
// bytes are its signed copy unless the original is asked for, and the signed copy is named as such
// ("Contrato (assinado).pdf").
import type { Readable } from 'node:stream';
import type { Language } from '../../../common/constants.js';
import type { FileDisposition, FileUrl, FileVersion } from '../../../common/schemas/files.js';
import { translate } from '../../../i18n/api/index.js';
import { BlobNotFoundError } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { type FileRow, findFile } from '../../db/queries/files.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { appendFileEvent } from './events.js';
import { eventActor } from './files.js';
import { signLink, verifyLink } from './links.js';
import type { VaultActor } from './scope.js';

/**
 * The version a link serves when none is asked for: a completed PDF's signed copy (its pages with
 * the seal), otherwise the original — a non-PDF original stays the default, its certificate (a PDF
 * that names it, without its content) being asked for with versao=assinado.
 */
const defaultVersion = (file: Pick<FileRow, 'status' | 'seladoBlobKey' | 'seladoTipo'>): FileVersion =>
  file.status === 'completed' && file.seladoBlobKey !== null && file.seladoTipo === 'assinado'
    ? 'assinado'
    : 'original';

/**
 * A signed, expiring link to a live file's bytes (or its sealed PDF); records the view or download.
 * Without `versao`, the default version (defaultVersion); `lang` names the signed copy's download.
 */
export async function vaultFileUrl(
  ctx: AppContext,
  actor: VaultActor,
  id: number,
  disposition: FileDisposition,
  versao: FileVersion | undefined,
  lang: Language,
  now = Date.now(),
): Promise<FileUrl> {
  const file = await inTransaction(ctx.db, async (tx) => {
    const found = await findFile(tx, actor.empresaId, id, 'live');
    if (!found) throw notFound();
    const served = versao ?? defaultVersion(found);
    if (served === 'assinado' && found.seladoBlobKey === null) throw new HttpError(404, 'signing.no_sealed');
    await appendFileEvent(tx, {
      arquivoId: id,
      empresaId: actor.empresaId,
      acao: disposition === 'inline' ? 'viewed' : 'downloaded',
      actor: eventActor(actor),
      dados: served === 'assinado' ? { versao: served } : {},
    });
    return { row: found, served };
  });
  const sealed = file.served === 'assinado';
  const exp = Math.floor(now / 1000) + ctx.config.downloadUrlTtl;
  const token = signLink(ctx.config.appKey, {
    fileId: id,
    empresaId: actor.empresaId,
    disposition,
    exp,
    ...(sealed ? { sealed, lang } : {}),
  });
  return {
    url: `/api/blob/${token}`,
    expires_at: new Date(exp * 1000).toISOString(),
    versao: file.served,
    nome: sealed ? sealedName(file.row, lang) : file.row.nome,
  };
}

/**
 * An absolute, signed link to a completed document's sealed PDF that works without a session until
 * `expiresAt` (the completion messages carry it: a signatory's personal link may have expired or
 * been cleared by then). Downloaded, named in `lang`.
 */
export function signedCopyLink(
  ctx: AppContext,
  file: Pick<FileRow, 'id' | 'empresaId'>,
  lang: Language,
  expiresAt: Date,
): string {
  const token = signLink(ctx.config.appKey, {
    fileId: file.id,
    empresaId: file.empresaId,
    disposition: 'attachment',
    exp: Math.floor(expiresAt.getTime() / 1000),
    sealed: true,
    lang,
  });
  return `${ctx.config.appUrl}/api/blob/${token}`;
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

/**
 * The name a sealed PDF is served under: the original's stem marked as the signed copy, or as the
 * certificate of a non-PDF original — "Contrato (assinado).pdf", "Foto (certificado).pdf".
 */
export function sealedName(file: Pick<FileRow, 'nome' | 'seladoTipo'>, lang: Language = 'pt_BR'): string {
  const dot = file.nome.lastIndexOf('.');
  const stem = dot > 0 ? file.nome.slice(0, dot) : file.nome;
  const key = file.seladoTipo === 'certificado' ? 'signing.certificate_name' : 'signing.sealed_name';
  return translate(lang, key, { name: stem });
}

/** What a stored file serves: the original's bytes and headers, or its sealed PDF's (named in `lang`). */
export function servedVersion(file: FileRow, sealed: boolean, lang: Language = 'pt_BR') {
  if (!sealed) return { key: file.blobKey, mime: file.mime, size: Number(file.tamanho), nome: file.nome };
  if (file.seladoBlobKey === null) throw new HttpError(404, 'signing.no_sealed');
  return {
    key: file.seladoBlobKey,
    mime: 'application/pdf',
    size: Number(file.seladoTamanho ?? 0),
    nome: sealedName(file, lang),
  };
}

/** Streams one version of a file with safe headers; 404 when the bytes are gone. */
export async function fileBytes(
  ctx: AppContext,
  file: FileRow,
  sealed: boolean,
  disposition: FileDisposition,
  lang: Language = 'pt_BR',
): Promise<BlobDownload> {
  const v = servedVersion(file, sealed, lang);
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
  const { fileId, empresaId, disposition, sealed, lang } = check.payload;
  const file = await findFile(ctx.db, empresaId, fileId, 'live');
  if (!file) throw notFound();
  return fileBytes(ctx, file, sealed === true, disposition, lang);
}

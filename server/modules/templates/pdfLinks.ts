// Signed, expiring links to a template version's PDF, for the field editor (a PDF viewer loads a URL,
// without the session's header): the token in /api/modelo/pdf/<token> carries the version, its
// company and the expiry, with an HMAC-SHA256 under a key derived from APP_KEY for this one purpose.
// The bytes are served inline, as GET /api/file/{id}/url's are.
import { BlobNotFoundError } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import { findTemplateVersionById, type TemplateVersionRow } from '../../db/queries/templates.js';
import { HttpError, notFound } from '../../http/errors.js';
import { purposeMac } from '../../security/crypto.js';
import { type BlobDownload, contentDisposition } from '../vault/downloads.js';

const mac = purposeMac('cofre:templates:pdf-links:v1');
const TOKEN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** GET /api/modelo/{id}/url: the link (relative), when it stops working, the version and its PDF's name. */
export interface TemplatePdfUrl {
  url: string;
  expires_at: string;
  versao: number;
  nome: string;
}

/** A link to the version's PDF that works until the configured download-link lifetime passes. */
export function versionPdfUrl(ctx: AppContext, v: TemplateVersionRow, now = Date.now()): TemplatePdfUrl {
  const exp = Math.floor(now / 1000) + ctx.config.downloadUrlTtl;
  const body = Buffer.from(JSON.stringify({ v: v.id, e: v.empresaId, x: exp })).toString('base64url');
  const token = `${body}.${mac.sign(ctx.config.appKey, body).toString('base64url')}`;
  return {
    url: `/api/modelo/pdf/${token}`,
    expires_at: new Date(exp * 1000).toISOString(),
    versao: v.versao,
    nome: v.arquivoNome,
  };
}

/** The bytes behind a link: 403 for a forged or expired token, 404 when the version or its bytes are gone. */
export async function openVersionPdf(ctx: AppContext, token: string): Promise<BlobDownload> {
  const m = TOKEN.exec(token);
  if (!m || !mac.verify(ctx.config.appKey, m[1] as string, Buffer.from(m[2] as string, 'base64url')))
    throw new HttpError(403, 'files.link_invalid');
  let p: { v?: unknown; e?: unknown; x?: unknown };
  try {
    p = JSON.parse(Buffer.from(m[1] as string, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(403, 'files.link_invalid');
  }
  if (!isId(p.v) || !isId(p.e) || typeof p.x !== 'number') throw new HttpError(403, 'files.link_invalid');
  if (Date.now() >= p.x * 1000) throw new HttpError(403, 'files.link_expired');
  const v = await findTemplateVersionById(ctx.db, p.e, p.v);
  if (!v) throw notFound();
  try {
    const stream = await ctx.blobs.get(v.blobKey);
    return {
      stream,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(v.tamanho),
        'content-disposition': contentDisposition('inline', v.arquivoNome),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    };
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound();
    throw err;
  }
}

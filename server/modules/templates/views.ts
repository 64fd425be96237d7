// A template as the company sees it (list and details), a version in its history, and a version's PDF
// as the page and anchor readers take a file: they read only its type, size, hash and blob.
import type { TemplateVersionView, TemplateView } from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import type { FileRow } from '../../db/queries/files.js';
import type { TemplateRow, TemplateVersionRow, templateVersions } from '../../db/queries/templates.js';
import { filePageSizes } from '../signing/pageSizes.js';

/** A version's PDF in the shape pages.ts, pageSizes.ts and placement.ts read a vault file in. */
export const versionPdf = (v: Pick<TemplateVersionRow, 'sha256' | 'blobKey' | 'tamanho'>): FileRow =>
  ({ mime: 'application/pdf', sha256: v.sha256, blobKey: v.blobKey, tamanho: v.tamanho }) as FileRow;

/** The public link's address, or null when it is off. */
export const linkUrl = (ctx: AppContext, t: Pick<TemplateRow, 'linkToken'>) =>
  t.linkToken ? `${ctx.config.appUrl}/m/${t.linkToken}` : null;

export async function templateView(
  ctx: AppContext,
  t: TemplateRow,
  v: TemplateVersionRow,
  documentos: number,
): Promise<TemplateView> {
  return {
    id: t.id,
    nome: t.nome,
    descricao: t.descricao,
    versao: t.versao,
    arquivado: t.arquivado,
    arquivo_nome: v.arquivoNome,
    paginas: (await filePageSizes(ctx, versionPdf(v)))?.length ?? null,
    definicao: v.definicao,
    documentos,
    link_url: linkUrl(ctx, t),
    link: t.linkToken ? t.link : null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt?.toISOString() ?? null,
    deleted_at: t.deletedAt?.toISOString() ?? null,
  };
}

export function versionView(r: Awaited<ReturnType<typeof templateVersions>>[number]): TemplateVersionView {
  const v = r.version;
  return {
    id: v.id,
    versao: v.versao,
    arquivo_nome: v.arquivoNome,
    sha256: v.sha256.trim(),
    campos: v.definicao.campos.length,
    papeis: v.definicao.papeis.map((p) => p.nome),
    documentos: Number(r.documentos ?? 0),
    created_at: v.createdAt.toISOString(),
    criado_por: r.criadoPor,
  };
}

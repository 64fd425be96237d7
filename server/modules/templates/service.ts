// Templates: the list, a new one from its PDF (version 1), an edit (a new version when the definition or
// the PDF changed; versions are never updated), details with the versions' history, delete (only
// while no document was made from it) and restore. A template's name is unique among the company's
// live ones (any case): a clash is 409 on `nome`.
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import {
  type TemplateBody,
  type TemplateDefinition,
  type TemplateVersionView,
  type TemplateView,
  templateBody,
  type templatesListQuery,
} from '../../../common/schemas/templates.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { FileRow } from '../../db/queries/files.js';
import {
  currentVersions,
  documentCounts,
  findTemplate,
  findTemplateVersion,
  insertTemplate,
  insertTemplateVersion,
  listTemplates,
  setTemplateDeleted,
  type TemplateRow,
  type TemplateState,
  type TemplatesListFilter,
  type TemplateVersionRow,
  templateVersions,
  updateTemplate,
} from '../../db/queries/templates.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { drainRequest } from '../../http/multipart.js';
import { placeFields } from '../signing/fields/placement.js';
import { filePageSizes } from '../signing/pageSizes.js';
import { canonicalJson } from '../vault/chain.js';
import type { StoredUpload } from '../vault/upload.js';
import { issuesError, prefixed, withFieldNames } from './fieldPaths.js';
import { readTemplateForm } from './form.js';
import { templateView, versionPdf, versionView } from './views.js';

/** Who saves a template: the company and the user (an API key's creator). */
export interface TemplateAuthor {
  empresaId: number;
  userId: number;
  lang: Language;
}

const nameTaken = () =>
  new HttpError(409, 'templates.name_taken', {}, { nome: [{ key: 'templates.name_taken' }] });

/** A write refused by modelos_nome_uq becomes 409 on `nome`. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, 'modelos_nome_uq')) throw nameTaken();
    throw err;
  }
}

/** The template and its current version as the company sees them. */
export async function viewOf(ctx: AppContext, t: TemplateRow, v?: TemplateVersionRow): Promise<TemplateView> {
  const version = v ?? (await findTemplateVersion(ctx.db, t.id, t.versao));
  if (!version) throw notFound();
  const counts = await documentCounts(ctx.db, [t.id]);
  return templateView(ctx, t, version, counts.get(t.id) ?? 0);
}

/** The company's template in that state, or 404. */
export async function templateOf(
  ctx: AppContext,
  empresaId: number,
  id: number,
  state: TemplateState = 'live',
): Promise<TemplateRow> {
  const t = await findTemplate(ctx.db, empresaId, id, state);
  if (!t) throw notFound();
  return t;
}

// ---------------------------------------------------------------------------------------------
// Reading

type ListQuery = ReturnType<typeof templatesListQuery.parse>;

export async function templateList(
  ctx: AppContext,
  empresaId: number,
  query: Omit<ListQuery, 'arquivado' | 'deleted'> & { arquivado?: boolean; deleted?: boolean },
): Promise<{ data: TemplateView[]; total: number }> {
  const filter: TemplatesListFilter = { ...query, order: query.order.toLowerCase() as 'asc' | 'desc' };
  const { rows, total } = await listTemplates(ctx.db, empresaId, filter);
  const [versions, counts] = await Promise.all([
    currentVersions(ctx.db, rows),
    documentCounts(
      ctx.db,
      rows.map((t) => t.id),
    ),
  ]);
  const data: TemplateView[] = [];
  for (const t of rows) {
    const v = versions.get(t.id);
    if (v) data.push(await templateView(ctx, t, v, counts.get(t.id) ?? 0));
  }
  return { data, total };
}

/** GET /api/modelo/{id}/detalhes: the template (deleted ones too) and its versions, newest first. */
export async function templateDetails(
  ctx: AppContext,
  empresaId: number,
  id: number,
): Promise<TemplateView & { versoes: TemplateVersionView[] }> {
  const t = await templateOf(ctx, empresaId, id, 'any');
  const versions = await templateVersions(ctx.db, t.id);
  const current = versions.find((r) => r.version.versao === t.versao)?.version;
  return { ...(await viewOf(ctx, t, current)), versoes: versions.map(versionView) };
}

/** A version of the company's template (the current one without `versao`), or 404. */
export async function versionOf(
  ctx: AppContext,
  empresaId: number,
  id: number,
  versao?: number,
): Promise<TemplateVersionRow> {
  const t = await templateOf(ctx, empresaId, id, 'any');
  const v = await findTemplateVersion(ctx.db, t.id, versao ?? t.versao);
  if (!v) throw notFound();
  return v;
}

// ---------------------------------------------------------------------------------------------
// Checking a definition against its PDF

/** The PDF's page count; 422 on `arquivo` when it cannot be read. */
async function pageCount(ctx: AppContext, pdf: FileRow): Promise<number> {
  const sizes = await filePageSizes(ctx, pdf);
  if (!sizes?.length) throw fieldError('arquivo', 'fields.pdf_unreadable');
  return sizes.length;
}

/**
 * Every field and prefill area on a page the PDF has, every field fit for its role (an act that takes
 * marks for a signature or rubrica), anchors found in the text: 422 on `definicao.…` otherwise.
 */
async function checkDefinition(ctx: AppContext, def: TemplateDefinition, pdf: FileRow, lang: Language) {
  const pages = await pageCount(ctx, pdf);
  def.preenchimentos.forEach((p, i) => {
    p.areas.forEach((a, j) => {
      if (a.pagina > pages)
        throw fieldError(`definicao.preenchimentos.${i}.areas.${j}.pagina`, 'fields.page_missing', {
          page: a.pagina,
          pages,
        });
    });
  });
  // The people are not known yet: whoever takes a role may have an e-mail.
  const roles = def.papeis.map((r) => ({ tipo: r.tipo, email: '-' }));
  await withFieldNames(
    placeFields(ctx, pdf, roles, def.campos, false, lang),
    prefixed('campos', 'definicao.campos'),
  );
}

const defaultDefinition = (lang: Language) => ({
  papeis: [{ nome: translate(lang, 'templates.default_role'), tipo: 1, canal: 'email', exige_codigo: false }],
});

/** The form's `definicao` part, parsed; `fallback` when it was not sent. */
function definitionPart(text: string | undefined, fallback: unknown): unknown {
  if (text === undefined || text.trim() === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError('definicao', 'templates.definition_invalid');
  }
}

function parseBody(input: unknown): TemplateBody {
  const parsed = templateBody.safeParse(input);
  if (!parsed.success) throw issuesError(parsed.error);
  return parsed.data;
}

/** Both are parsed definitions: the stored one (jsonb reorders keys) compares by its canonical form. */
const sameDefinition = (a: TemplateDefinition, b: TemplateDefinition) =>
  canonicalJson(a) === canonicalJson(b);

// ---------------------------------------------------------------------------------------------
// Saving

/** POST /api/modelo/cadastrar: the template and its version 1 from the multipart form. */
export async function createTemplate(
  ctx: AppContext,
  req: FastifyRequest,
  author: TemplateAuthor,
): Promise<TemplateView> {
  if (!req.isMultipart()) throw fieldError('arquivo', 'templates.pdf_required');
  const { fields, pdf } = await readTemplateForm(ctx, req, author.empresaId, author.lang);
  try {
    const body = parseBody({
      nome: fields.nome,
      descricao: fields.descricao,
      definicao: definitionPart(fields.definicao, defaultDefinition(author.lang)),
    });
    if (!pdf) throw fieldError('arquivo', 'templates.pdf_required');
    await checkDefinition(ctx, body.definicao, versionPdf(pdf), author.lang);
    const { t, v } = await uniqueName(
      inTransaction(ctx.db, async (tx) => {
        const t = await insertTemplate(tx, {
          empresaId: author.empresaId,
          nome: body.nome,
          descricao: body.descricao ?? null,
          createdBy: author.userId,
        });
        const v = await insertTemplateVersion(tx, versionValues(t, 1, pdf, body.definicao, author));
        return { t, v };
      }),
    );
    return templateView(ctx, t, v, 0);
  } catch (err) {
    if (pdf) await ctx.blobs.delete(pdf.blobKey).catch(() => {});
    throw err;
  }
}

type PdfOfVersion = Pick<StoredUpload, 'blobKey' | 'sha256' | 'tamanho'> & { arquivoNome: string };

function versionValues(
  t: TemplateRow,
  versao: number,
  pdf: PdfOfVersion | StoredUpload,
  definicao: TemplateDefinition,
  author: TemplateAuthor,
) {
  return {
    modeloId: t.id,
    empresaId: t.empresaId,
    versao,
    arquivoNome: 'arquivoNome' in pdf ? pdf.arquivoNome : pdf.nome,
    blobKey: pdf.blobKey,
    sha256: pdf.sha256,
    tamanho: pdf.tamanho,
    definicao,
    createdBy: author.userId,
  };
}

/**
 * PUT /api/modelo/{id}/editar: JSON (nome, descricao, definicao) or multipart (the same parts, each
 * optional, and a new PDF in `arquivo`). A changed definition or PDF makes version N+1 (the same blob
 * when the PDF's bytes did not change); a new name or description alone does not. Archived templates
 * can be edited. Answers the view and the version made, if any.
 */
export async function editTemplate(
  ctx: AppContext,
  req: FastifyRequest,
  author: TemplateAuthor,
  id: number,
): Promise<{ view: TemplateView; versao: number | null }> {
  const before = await findTemplate(ctx.db, author.empresaId, id, 'live');
  if (!before) {
    await drainRequest(req.raw);
    throw notFound();
  }
  const current = await findTemplateVersion(ctx.db, before.id, before.versao);
  if (!current) throw notFound();
  let body: TemplateBody;
  let pdf: StoredUpload | null = null;
  if (req.isMultipart()) {
    const form = await readTemplateForm(ctx, req, author.empresaId, author.lang);
    pdf = form.pdf;
    try {
      body = parseBody({
        nome: form.fields.nome ?? before.nome,
        descricao: form.fields.descricao ?? before.descricao,
        definicao: definitionPart(form.fields.definicao, current.definicao),
      });
    } catch (err) {
      if (pdf) await ctx.blobs.delete(pdf.blobKey).catch(() => {});
      throw err;
    }
  } else body = parseBody(req.body);

  // The same bytes again are no new PDF: the version keeps pointing at the stored one.
  if (pdf && pdf.sha256 === current.sha256.trim()) {
    await ctx.blobs.delete(pdf.blobKey).catch(() => {});
    pdf = null;
  }
  try {
    const changed = pdf !== null || !sameDefinition(body.definicao, current.definicao);
    if (changed) await checkDefinition(ctx, body.definicao, versionPdf(pdf ?? current), author.lang);
    const saved = await uniqueName(
      inTransaction(ctx.db, async (tx) => {
        const t = await findTemplate(tx, author.empresaId, id, 'live', true);
        if (!t) throw notFound();
        const versao = changed ? t.versao + 1 : null;
        if (versao !== null) {
          const base = (await findTemplateVersion(tx, t.id, t.versao)) ?? current;
          const file: PdfOfVersion = pdf ? { ...pdf, arquivoNome: pdf.nome } : base;
          await insertTemplateVersion(tx, versionValues(t, versao, file, body.definicao, author));
        }
        const row = await updateTemplate(tx, t.id, {
          nome: body.nome,
          descricao: body.descricao ?? null,
          ...(versao !== null ? { versao } : {}),
        });
        return { row, versao };
      }),
    );
    return { view: await viewOf(ctx, saved.row), versao: saved.versao };
  } catch (err) {
    if (pdf) await ctx.blobs.delete(pdf.blobKey).catch(() => {});
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Delete, restore, archive

/** DELETE …/deletar: soft delete, refused (409) once any document was made from it; the link goes off. */
export async function removeTemplate(ctx: AppContext, empresaId: number, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const t = await findTemplate(tx, empresaId, id, 'live', true);
    if (!t) throw notFound();
    if ((await documentCounts(tx, [t.id])).get(t.id)) throw new HttpError(409, 'templates.in_use');
    await setTemplateDeleted(tx, t.id, true);
  });
}

/** PUT …/recuperar: back from the deleted list; 409 on `nome` when a live template took its name. */
export async function restoreTemplate(ctx: AppContext, empresaId: number, id: number): Promise<TemplateView> {
  const t = await templateOf(ctx, empresaId, id, 'deleted');
  await uniqueName(setTemplateDeleted(ctx.db, t.id, false));
  return viewOf(ctx, await templateOf(ctx, empresaId, id));
}

export const viewOfRow = (ctx: AppContext, row: Record<string, unknown>) => viewOf(ctx, row as TemplateRow);

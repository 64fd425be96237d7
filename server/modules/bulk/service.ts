// Bulk sends from a template: the preview of a sheet (its columns, the suggested mapping, the first
// lines checked and how many would be refused), the job made from it (every line kept; the ones
// that fail the checks refused at once with their reason), the lists, and pause, resume and cancel.
// The documents themselves are made by the runner (runner.ts).
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../common/constants.js';
import type {
  BulkMapping,
  BulkPreview,
  BulkRowStatus,
  BulkRowView,
  BulkView,
  TemplateDefinition,
} from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import {
  cancelBulkJob,
  findBulkJob,
  insertBulkJob,
  listBulkJobs,
  listBulkLines,
  type NewBulkLine,
  setBulkStatus,
} from '../../db/queries/bulk.js';
import { findFolder } from '../../db/queries/folders.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { loadUsableTemplate } from '../templates/use.js';
import { bulkProgress } from './events.js';
import { checkLine, reasonOf, reasonText } from './lines.js';
import { checkMapping, lineData, suggestMapping } from './mapping.js';
import { wakeBulkRunner } from './runner.js';
import { type BulkForm, readBulkForm } from './sheet.js';
import { bulkRowView, bulkView } from './views.js';

/** Lines of the preview. */
const PREVIEW_LINES = 5;
/** A sheet's first data line is its line 2 (the headers are line 1). */
const FIRST_LINE = 2;

/** Every line of the sheet mapped and checked. */
function checkSheet(def: TemplateDefinition, form: BulkForm, mapping: BulkMapping) {
  return form.sheet.rows.map((cells, i) => ({
    linha: i + FIRST_LINE,
    ...checkLine(def, lineData(def, mapping, cells)),
  }));
}

async function readFor(ctx: AppContext, req: FastifyRequest, empresaId: number, modeloId: number) {
  // The body is read first, so a refusal reaches the client after its upload.
  const form = await readBulkForm(req);
  const { template, version } = await loadUsableTemplate(ctx, empresaId, modeloId);
  const def = version.definicao;
  const mapping = form.mapping
    ? checkMapping(def, form.sheet.columns, form.mapping)
    : suggestMapping(def, form.sheet.columns);
  return { form, template, version, def, mapping, lines: checkSheet(def, form, mapping) };
}

/** POST /api/modelo/{id}/lote/previa. */
export async function previewBulk(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  modeloId: number,
  lang: Language,
): Promise<BulkPreview> {
  const { form, mapping, lines } = await readFor(ctx, req, empresaId, modeloId);
  return {
    planilha: form.name,
    colunas: form.sheet.columns,
    total: form.sheet.total,
    mapeamento: mapping,
    linhas: lines.slice(0, PREVIEW_LINES).map((l) => ({
      linha: l.linha,
      dados: l.data,
      erros: l.errors.map((e) => ({ campo: e.campo, mensagem: reasonText(lang, reasonOf(e)) })),
    })),
    invalidas: lines.filter((l) => l.errors.length > 0).length,
  };
}

/** POST /api/modelo/{id}/lote: the job, running, with a line per sheet line. */
export async function createBulk(
  ctx: AppContext,
  req: FastifyRequest,
  empresaId: number,
  userId: number,
  modeloId: number,
): Promise<{ view: BulkView; validas: number }> {
  const { form, template, version, mapping, lines } = await readFor(ctx, req, empresaId, modeloId);
  if (form.pastaId !== null && !(await findFolder(ctx.db, empresaId, form.pastaId)))
    throw fieldError('pasta_id', 'files.folder_invalid');
  const rows: NewBulkLine[] = lines.map((l) => {
    const [first] = l.errors;
    return first
      ? {
          linha: l.linha,
          dados: l.data,
          status: 'refused',
          motivo: reasonOf(first),
          processadoEm: new Date(),
        }
      : { linha: l.linha, dados: l.data, status: 'pending' };
  });
  const validas = rows.filter((r) => r.status === 'pending').length;
  if (!validas) throw fieldError('planilha', 'bulk.nothing_valid');
  const job = await insertBulkJob(
    ctx.db,
    {
      empresaId,
      modeloId: template.id,
      modeloVersaoId: version.id,
      pastaId: form.pastaId,
      planilhaNome: form.name,
      mapeamento: mapping,
      total: rows.length,
      recusados: rows.length - validas,
      createdBy: userId,
    },
    rows,
  );
  wakeBulkRunner(ctx);
  return { view: await bulkDetails(ctx, empresaId, job.id), validas };
}

export async function bulkDetails(ctx: AppContext, empresaId: number, id: number): Promise<BulkView> {
  const row = await findBulkJob(ctx.db, empresaId, id);
  if (!row) throw notFound();
  return bulkView(row);
}

export async function bulkList(
  ctx: AppContext,
  empresaId: number,
  q: { modelo_id?: number; page: number; perPage: number },
): Promise<{ data: BulkView[]; total: number }> {
  const { rows, total } = await listBulkJobs(ctx.db, empresaId, {
    modeloId: q.modelo_id,
    page: q.page,
    perPage: q.perPage,
  });
  return { data: rows.map(bulkView), total };
}

export async function bulkLines(
  ctx: AppContext,
  empresaId: number,
  id: number,
  q: { status?: BulkRowStatus; page: number; perPage: number },
  lang: Language,
): Promise<{ data: BulkRowView[]; total: number }> {
  const job = await findBulkJob(ctx.db, empresaId, id);
  if (!job) throw notFound();
  const { rows, total } = await listBulkLines(ctx.db, id, q);
  return { data: rows.map((r) => bulkRowView(r, lang)), total };
}

export type BulkAction = 'pausar' | 'retomar' | 'cancelar';

/** Pauses (running → paused), resumes (paused → running) or cancels (pending lines → cancelled) a job. */
export async function controlBulk(
  ctx: AppContext,
  empresaId: number,
  id: number,
  action: BulkAction,
): Promise<BulkView> {
  const job = await findBulkJob(ctx.db, empresaId, id);
  if (!job) throw notFound();
  const finished = job.job.status === 'done' || job.job.status === 'cancelled';
  let done: boolean;
  if (action === 'pausar') done = await setBulkStatus(ctx.db, empresaId, id, ['running'], 'paused');
  else if (action === 'retomar') done = await setBulkStatus(ctx.db, empresaId, id, ['paused'], 'running');
  else done = await cancelBulkJob(ctx.db, empresaId, id);
  if (!done)
    throw new HttpError(
      409,
      finished ? 'bulk.finished' : action === 'retomar' ? 'bulk.not_paused' : 'bulk.not_running',
    );
  if (action === 'retomar') wakeBulkRunner(ctx);
  bulkProgress(ctx, empresaId, id);
  return bulkDetails(ctx, empresaId, id);
}

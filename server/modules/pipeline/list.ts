// The documents pipeline's list: a page of the company's processes, each with its progress ("2 de 3")
// and whose turn it is, read for that page's processes only; and the choices its filters offer.
import type { FileStatus } from '../../../common/schemas/files.js';
import type { PipelineQuery, PipelineRow, PipelineTurn } from '../../../common/schemas/pipeline.js';
import type { SignatureType } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import {
  listPipeline,
  type PipelineFileRow,
  type PipelineSignatory,
  pipelineSenders,
  pipelineTemplates,
  signatoriesOfProcesses,
} from '../../db/queries/pipeline.js';
import { isTurn } from '../signing/views.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function rowView(file: PipelineFileRow, signatories: PipelineSignatory[]): PipelineRow {
  const vez: PipelineTurn[] = signatories
    .filter((s) => isTurn(file, signatories, s))
    .map((s) => ({ id: s.id, nome: s.nome, tipo: s.tipo as SignatureType }));
  return {
    id: file.id,
    nome: file.nome,
    pasta_id: file.pastaId,
    status: file.status as FileStatus,
    rodada: file.rodada,
    assinados: signatories.filter((s) => s.status === 'signed').length,
    total: signatories.length,
    vez,
    solicitante:
      file.solicitanteId !== null && file.solicitanteNome !== null
        ? { id: file.solicitanteId, nome: file.solicitanteNome }
        : null,
    modelo:
      file.modeloId !== null && file.modeloNome !== null
        ? { id: file.modeloId, nome: file.modeloNome, versao: file.modeloVersao ?? 1 }
        : null,
    origem: file.origem,
    enviado_em: iso(file.enviadoEm),
    prazo: iso(file.prazo),
    atividade_em: iso(file.atividadeEm),
    concluido_em: iso(file.concluidoEm),
    encerrado_em: iso(file.encerradoEm),
    motivo: file.motivo,
  };
}

/** GET /api/processos: `{ data, total }` as every list. */
export async function pipelineList(
  ctx: AppContext,
  empresaId: number,
  query: PipelineQuery,
  now = new Date(),
): Promise<{ data: PipelineRow[]; total: number }> {
  const { rows, total } = await listPipeline(ctx.db, empresaId, query, now);
  const signatories = await signatoriesOfProcesses(
    ctx.db,
    rows.map((r) => r.id),
  );
  const byFile = new Map<number, PipelineSignatory[]>();
  for (const s of signatories) {
    const list = byFile.get(s.arquivoId);
    if (list) list.push(s);
    else byFile.set(s.arquivoId, [s]);
  }
  return { data: rows.map((r) => rowView(r, byFile.get(r.id) ?? [])), total };
}

/** GET /api/processos/filtros: who sent the company's processes, and its templates. */
export async function pipelineFilters(ctx: AppContext, empresaId: number) {
  const [solicitantes, modelos] = await Promise.all([
    pipelineSenders(ctx.db, empresaId),
    pipelineTemplates(ctx.db, empresaId),
  ]);
  return { solicitantes, modelos };
}

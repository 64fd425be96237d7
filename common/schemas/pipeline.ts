// The documents pipeline (GET /api/processos): the company's signing processes with where each
// stands, filtered and sorted, and the bulk actions on selected ones. Shared with the SPA.
import { z } from 'zod';
import type { SignatureType } from '../signing.js';
import { id } from './fields.js';
import type { FileStatus } from './files.js';
import { reason } from './signing.js';

/** The states a process shows (a file never sent is a draft and is not listed). */
export const PIPELINE_STATUSES = ['waiting', 'completed', 'denied', 'cancelled', 'expired'] as const;
export const PIPELINE_SORTS = ['prazo', 'enviado_em', 'atividade_em', 'nome'] as const;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(50));

export const pipelineQuery = z.object({
  /** One state or several, comma-separated. */
  status: csv(z.enum(PIPELINE_STATUSES, 'validation.in')).optional(),
  /** Who sent it (a user id). */
  solicitante_id: id.optional(),
  /**
   * From / until (YYYY-MM-DD, days in Brasília), by when the process reached its state: completed or
   * ended (denied, cancelled, expired), or — still waiting — when it was sent. So the dashboard's
   * "completed this month" opens on the processes it counts.
   */
  de: z.iso.date('validation.date').optional(),
  ate: z.iso.date('validation.date').optional(),
  modelo_id: id.optional(),
  /** A signatory's name, e-mail or phone contains this. */
  signatario: z.string().trim().max(120).optional(),
  /** The document's name or a signatory's name contains this. */
  q: z.string().trim().max(120).optional(),
  /** Only processes whose deadline has passed or falls within so many days (waiting ones). */
  vence_em_dias: z.coerce.number().int().min(0).max(365).optional(),
  sort: z.enum(PIPELINE_SORTS, 'validation.in').default('enviado_em'),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type PipelineQuery = z.output<typeof pipelineQuery>;

/** A signatory whose turn it is. */
export interface PipelineTurn {
  id: number;
  nome: string;
  tipo: SignatureType;
}

/** A row of the pipeline. */
export interface PipelineRow {
  /** The file's id (a process is its file's). */
  id: number;
  nome: string;
  pasta_id: number | null;
  status: FileStatus;
  rodada: number;
  /** Signatories who acted, of all (of the current round, removed ones not counted). */
  assinados: number;
  total: number;
  /** Whose turn it is (all pending ones when not sequential). */
  vez: PipelineTurn[];
  solicitante: { id: number; nome: string } | null;
  modelo: { id: number; nome: string; versao: number } | null;
  origem: string;
  enviado_em: string | null;
  prazo: string | null;
  atividade_em: string | null;
  concluido_em: string | null;
  encerrado_em: string | null;
  motivo: string | null;
}

/** Bulk actions take the selected processes' ids (at most 100). */
export const pipelineIds = z
  .array(id, 'validation.invalid')
  .min(1, 'pipeline.none_selected')
  .max(100, 'validation.max.numeric');
export const pipelineRemindBody = z.object({ ids: pipelineIds });
export const pipelineCancelBody = z.object({ ids: pipelineIds, motivo: reason });

/** A bulk action's answer: what happened to each selected process. */
export interface PipelineBulkResult {
  feitos: number;
  ignorados: { id: number; nome: string; motivo: string }[];
}

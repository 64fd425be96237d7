// A bulk send and its lines as the company sees them; a refusal's reason in the reader's language.
import type { Language } from '../../../common/constants.js';
import type { BulkRowStatus, BulkRowView, BulkStatus, BulkView } from '../../../common/schemas/templates.js';
import { translate } from '../../../i18n/api/index.js';
import type { BulkJobListRow, BulkLineRow } from '../../db/queries/bulk.js';
import { reasonText } from './lines.js';

export function bulkView({ job, modeloNome, versao, pendentes }: BulkJobListRow): BulkView {
  return {
    id: job.id,
    modelo: { id: job.modeloId, nome: modeloNome, versao },
    planilha: job.planilhaNome,
    status: job.status as BulkStatus,
    total: job.total,
    criados: job.criados,
    recusados: job.recusados,
    pendentes,
    created_at: job.createdAt.toISOString(),
    concluido_em: job.concluidoEm?.toISOString() ?? null,
  };
}

export function bulkRowView(row: BulkLineRow, lang: Language): BulkRowView {
  const status = row.status as BulkRowStatus;
  return {
    linha: row.linha,
    status,
    nome: row.dados.pessoas[0]?.nome ?? null,
    arquivo_id: status === 'created' ? row.arquivoId : null,
    motivo: row.motivo
      ? reasonText(lang, row.motivo)
      : status === 'cancelled'
        ? translate(lang, 'bulk.cancelled_row')
        : null,
  };
}

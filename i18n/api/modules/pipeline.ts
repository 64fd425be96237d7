// API messages of the documents pipeline (Processos) and its bulk actions, in both languages (same keys).
export const pipelinePtBR = {
  'pipeline.none_selected': 'Selecione ao menos um processo.',
  'pipeline.not_found': 'Processo não encontrado.',
  'pipeline.nobody_turn': 'Ninguém aguarda a vez de assinar neste processo.',
  'pipeline.reminded': 'Lembrete enviado a :feitos {feitos|processo|processos}.',
  'pipeline.reminded_none': 'Nenhum lembrete enviado.',
  'pipeline.cancelled': ':feitos {feitos|processo cancelado|processos cancelados}.',
  'pipeline.cancelled_none': 'Nenhum processo cancelado.',
  'pipeline.zip_none': 'Nenhum dos processos selecionados tem documento assinado para baixar.',
  'pipeline.zip_not_completed': 'O processo ainda não foi concluído.',
  'pipeline.zip_readme': 'Documentos selecionados que não estão neste arquivo, e por quê:',
} as const;

export const pipelineEn: Record<keyof typeof pipelinePtBR, string> = {
  'pipeline.none_selected': 'Select at least one process.',
  'pipeline.not_found': 'Process not found.',
  'pipeline.nobody_turn': 'Nobody in this process is waiting for their turn to sign.',
  'pipeline.reminded': 'Reminder sent for :feitos {feitos|process|processes}.',
  'pipeline.reminded_none': 'No reminder sent.',
  'pipeline.cancelled': ':feitos {feitos|process|processes} cancelled.',
  'pipeline.cancelled_none': 'No process cancelled.',
  'pipeline.zip_none': 'None of the selected processes has a signed document to download.',
  'pipeline.zip_not_completed': 'The process has not been completed yet.',
  'pipeline.zip_readme': 'Selected documents not in this archive, and why:',
};

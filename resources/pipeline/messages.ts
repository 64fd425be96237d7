// The pipeline's labels in both languages (the compiler checks English has every key), added to the
// i18n provider when its page loads. The states' names are the vault's (resources.vault.status), whose
// labels load with these.
import type { SameKeys } from '../../i18n/app/resources/shape';
import { addResourceMessages } from '../../src/providers/lateMessages';
import '../vault/messages';

const pt_BR = {
  name: 'Processo |||| Processos',
  fields: {
    nome: 'Documento',
    status: 'Situação',
    assinados: 'Progresso',
    vez: 'Vez de',
    prazo: 'Prazo',
    atividade_em: 'Última atividade',
    solicitante: 'Enviado por',
    modelo: 'Modelo',
    enviado_em: 'Enviado em',
    motivo: 'Motivo do encerramento',
  },
  filters: {
    q: 'Buscar documento ou signatário',
    status: 'Situação',
    solicitante_id: 'Enviado por',
    de: 'Desde',
    ate: 'Até',
    modelo_id: 'Modelo',
    signatario: 'Signatário (nome, e-mail ou celular)',
  },
  progress: '%{assinados} de %{total}',
  progress_label: '%{assinados} de %{total} assinaram',
  turn: 'Vez de %{names}',
  template: '%{nome} (v%{versao})',
  deadline: { past: 'Prazo vencido', soon: 'Vence em breve' },
  actions: {
    remind: 'Lembrar',
    cancel: 'Cancelar',
    zip: 'Baixar assinados (.zip)',
  },
  cancel: {
    title: 'Cancelar %{smart_count} processo |||| Cancelar %{smart_count} processos',
    text: 'Quem já recebeu o link será avisado do cancelamento e do motivo. Os processos que não estiverem aguardando assinaturas ficam como estão.',
    reason: 'Motivo',
    reason_help: 'Ao menos 3 caracteres.',
    confirm: 'Cancelar processos',
    back: 'Voltar',
  },
  result: {
    title: 'Não atendidos',
    close: 'Fechar',
  },
  export_file: 'processos',
};

const en: SameKeys<typeof pt_BR> = {
  name: 'Process |||| Processes',
  fields: {
    nome: 'Document',
    status: 'Status',
    assinados: 'Progress',
    vez: 'Whose turn',
    prazo: 'Deadline',
    atividade_em: 'Last activity',
    solicitante: 'Sent by',
    modelo: 'Template',
    enviado_em: 'Sent at',
    motivo: 'Reason it ended',
  },
  filters: {
    q: 'Search document or signatory',
    status: 'Status',
    solicitante_id: 'Sent by',
    de: 'From',
    ate: 'Until',
    modelo_id: 'Template',
    signatario: 'Signatory (name, e-mail or mobile)',
  },
  progress: '%{assinados} of %{total}',
  progress_label: '%{assinados} of %{total} signed',
  turn: 'Turn of %{names}',
  template: '%{nome} (v%{versao})',
  deadline: { past: 'Deadline passed', soon: 'Due soon' },
  actions: {
    remind: 'Remind',
    cancel: 'Cancel',
    zip: 'Download signed (.zip)',
  },
  cancel: {
    title: 'Cancel %{smart_count} process |||| Cancel %{smart_count} processes',
    text: 'Whoever was sent the link is told of the cancellation and its reason. Processes not waiting for signatures stay as they are.',
    reason: 'Reason',
    reason_help: 'At least 3 characters.',
    confirm: 'Cancel processes',
    back: 'Back',
  },
  result: {
    title: 'Not done',
    close: 'Close',
  },
  export_file: 'processes',
};

addResourceMessages('pipeline', { pt_BR, en });

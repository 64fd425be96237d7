// Messages of a signing process' deadline inside the app (issue #17): the fields of "Solicitar
// assinaturas", the deadline and reminders in the process view, and the dialog that sets or moves
// the deadline. Loaded with the signing dialogs' chunk, never with the first screen's bundle.
import type { SameKeys } from '../resources/shape';

export const signingDeadlinePtBR = {
  prazo: 'Prazo para assinar (opcional)',
  prazo_help: 'Vale até o fim do dia escolhido, no horário de Brasília.',
  prazo_min: 'Escolha uma data a partir de amanhã.',
  lembrete: 'Lembrete automático',
  lembrete_none: 'Sem lembrete automático',
  lembrete_every: 'A cada %{smart_count} dia |||| A cada %{smart_count} dias',
  lembrete_help: 'Reenvia o link a quem ainda não agiu e está na vez.',
  process: {
    prazo: 'Prazo',
    prazo_value: '%{date} (até o fim do dia, horário de Brasília)',
    expired_at: 'Encerrado por prazo em',
    lembrete: 'Lembrete automático',
  },
  summary: {
    prazo: 'Prazo: %{date}',
    expired: 'Encerrado por prazo em %{date}',
  },
  dialog: {
    extend: 'Prorrogar prazo',
    set: 'Definir prazo',
    extend_text: 'O prazo atual do processo de assinatura de "%{name}" é %{date}. Escolha o novo prazo.',
    set_text: 'Escolha até que dia o processo de assinatura de "%{name}" fica aberto.',
    field: 'Novo prazo',
    save: 'Salvar prazo',
    saved: 'Prazo atualizado para %{date}.',
  },
} as const;

export const signingDeadlineEn: SameKeys<typeof signingDeadlinePtBR> = {
  prazo: 'Deadline to sign (optional)',
  prazo_help: 'Open until the end of the chosen day, Brasília time.',
  prazo_min: 'Choose a date from tomorrow on.',
  lembrete: 'Automatic reminder',
  lembrete_none: 'No automatic reminder',
  lembrete_every: 'Every %{smart_count} day |||| Every %{smart_count} days',
  lembrete_help: 'Sends the link again to whoever has not acted yet and whose turn it is.',
  process: {
    prazo: 'Deadline',
    prazo_value: '%{date} (until the end of the day, Brasília time)',
    expired_at: 'Closed by the deadline on',
    lembrete: 'Automatic reminder',
  },
  summary: {
    prazo: 'Deadline: %{date}',
    expired: 'Closed by the deadline on %{date}',
  },
  dialog: {
    extend: 'Extend deadline',
    set: 'Set deadline',
    extend_text: 'The current deadline of the signing process of "%{name}" is %{date}. Choose the new one.',
    set_text: 'Choose until which day the signing process of "%{name}" stays open.',
    field: 'New deadline',
    save: 'Save deadline',
    saved: 'Deadline changed to %{date}.',
  },
};

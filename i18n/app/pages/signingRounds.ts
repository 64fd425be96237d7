// Messages of sending a document for signature again (issue #17): the button of a denied,
// cancelled or expired process, the request dialog prefilled with the earlier signatories, and the
// list of earlier processes. Loaded with the signing dialogs' chunk, never with the first screen's.
import type { SameKeys } from '../resources/shape';

export const signingRoundsPtBR = {
  send_again: 'Enviar novamente',
  send_again_title: 'Enviar novamente para assinatura',
  send_again_help:
    'Um novo processo começa sobre o mesmo arquivo, com os signatários do anterior (altere o que quiser). O processo anterior e o seu histórico continuam visíveis; os links dele deixam de funcionar.',
  earlier: 'Processos anteriores (%{smart_count}) |||| Processos anteriores (%{smart_count})',
  round: 'Processo %{n}',
  sent_at: 'Enviado em %{date}',
  closed_at: 'Encerrado em %{date}',
  reason: 'Motivo: %{reason}',
  did_not_act: 'Não agiu',
} as const;

export const signingRoundsEn: SameKeys<typeof signingRoundsPtBR> = {
  send_again: 'Send again',
  send_again_title: 'Send for signature again',
  send_again_help:
    "A new process starts on the same file, with the previous one's signatories (change what you like). The previous process and its history stay visible; its links stop working.",
  earlier: 'Earlier process (%{smart_count}) |||| Earlier processes (%{smart_count})',
  round: 'Process %{n}',
  sent_at: 'Sent on %{date}',
  closed_at: 'Closed on %{date}',
  reason: 'Reason: %{reason}',
  did_not_act: 'Did not act',
};

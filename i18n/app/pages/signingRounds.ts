// Messages of issue #17 in the signing dialogs: sending a document for signature again (the button
// of a denied, cancelled or expired process, the request dialog prefilled with the earlier
// signatories, the list of earlier processes), and each signatory's channel (e-mail, WhatsApp from
// one of the company's devices, or both): the request's choices, how each message went, and the
// one-time code sent that way; the request's problems, the notice of an unconfirmed e-mail and
// connecting WhatsApp from inside the request. Loaded with the signing dialogs' chunk, never with the
// first screen's.
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
  channel: {
    label: 'Enviar por',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    both: 'E-mail e WhatsApp',
    device: 'Dispositivo que envia',
    device_first: 'Primeiro dispositivo conectado',
    device_state: '%{name} (%{state})',
    language: 'Idioma das mensagens',
    phone: 'Celular (WhatsApp)',
    email_optional: 'E-mail (opcional)',
  },
  delivery: {
    email: 'E-mail: %{status}',
    whatsapp: 'WhatsApp: %{status}',
    sent: 'Enviado',
    queued: 'Na fila',
    delivered: 'Entregue',
    read: 'Lido',
    failed: 'Falhou',
    fallback: 'WhatsApp falhou — enviado por e-mail',
  },
  code: {
    email: {
      hint: 'Este documento exige um código enviado para o seu e-mail.',
      sent: 'Código enviado para %{to}. Digite-o abaixo.',
      send: 'Enviar código por e-mail',
    },
    whatsapp: {
      hint: 'Este documento exige um código enviado por WhatsApp.',
      sent: 'Código enviado por WhatsApp para %{to}. Digite-o abaixo.',
      send: 'Enviar código por WhatsApp',
    },
  },
  problems: {
    title: 'Corrija para continuar:',
    row: '%{row} · %{field}: %{message}',
    own: '%{field}: %{message}',
  },
  unconfirmed: {
    before:
      'Confirme seu e-mail (%{email}) para enviar documentos para assinatura: abra o link que enviamos. Você já pode preencher o pedido; ele fica salvo como rascunho.',
    refused:
      'O pedido não foi enviado porque seu e-mail (%{email}) ainda não foi confirmado. Tudo o que você preencheu continua aqui: confirme pelo link que enviamos e envie de novo.',
    resend: 'Reenviar e-mail de confirmação',
  },
  whatsapp: {
    no_device: 'Nenhum WhatsApp conectado para enviar. Conecte um agora, sem sair deste pedido.',
    ask_admin:
      'Nenhum WhatsApp conectado para enviar. Peça a quem administra os dispositivos para conectar um; este pedido fica salvo como rascunho.',
    connect: 'Conectar WhatsApp',
  },
  connect: {
    title: 'Conectar WhatsApp',
    intro:
      'Dê um nome a este WhatsApp e leia o QR code com o celular. O pedido de assinatura continua aberto, como você deixou.',
    name_required: 'Informe o nome (ao menos %{min} caracteres).',
    create: 'Gerar QR code',
    existing: 'Ou conecte um já cadastrado:',
    existing_one: '%{name} (%{state})',
    use: 'Usar este WhatsApp',
  },
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
  channel: {
    label: 'Send by',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    both: 'E-mail and WhatsApp',
    device: 'Sending device',
    device_first: 'First connected device',
    device_state: '%{name} (%{state})',
    language: 'Language of the messages',
    phone: 'Mobile (WhatsApp)',
    email_optional: 'E-mail (optional)',
  },
  delivery: {
    email: 'E-mail: %{status}',
    whatsapp: 'WhatsApp: %{status}',
    sent: 'Sent',
    queued: 'Queued',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Failed',
    fallback: 'WhatsApp failed — sent by e-mail',
  },
  code: {
    email: {
      hint: 'This document requires a code sent to your e-mail.',
      sent: 'Code sent to %{to}. Type it below.',
      send: 'Send code by e-mail',
    },
    whatsapp: {
      hint: 'This document requires a code sent by WhatsApp.',
      sent: 'Code sent by WhatsApp to %{to}. Type it below.',
      send: 'Send code by WhatsApp',
    },
  },
  problems: {
    title: 'Fix these to continue:',
    row: '%{row} · %{field}: %{message}',
    own: '%{field}: %{message}',
  },
  unconfirmed: {
    before:
      'Confirm your e-mail (%{email}) to send documents for signature: open the link we sent you. You can fill in the request already; it is kept as a draft.',
    refused:
      'The request was not sent because your e-mail (%{email}) is not confirmed yet. Everything you filled in is still here: confirm through the link we sent you and send again.',
    resend: 'Resend the confirmation e-mail',
  },
  whatsapp: {
    no_device: 'No WhatsApp is connected to send from. Connect one now, without leaving this request.',
    ask_admin:
      'No WhatsApp is connected to send from. Ask whoever manages the devices to connect one; this request is kept as a draft.',
    connect: 'Connect WhatsApp',
  },
  connect: {
    title: 'Connect WhatsApp',
    intro:
      'Name this WhatsApp and scan the QR code with the phone. The signature request stays open, as you left it.',
    name_required: 'Enter the name (at least %{min} characters).',
    create: 'Show the QR code',
    existing: 'Or connect one already registered:',
    existing_one: '%{name} (%{state})',
    use: 'Use this WhatsApp',
  },
};

// API messages of the notifications area and the notifications' own texts, written in the
// recipient's language (same keys in both).
export const notificationsPtBR = {
  'notifications.shown': 'Notificação marcada como lida.',
  'notifications.all_shown': 'Todas as notificações foram marcadas como lidas.',
  'notifications.deleted': 'Notificação excluída.',
  'notifications.all_deleted': 'Todas as notificações foram excluídas.',
  'notifications.signing_signed': ':signatario :ato “:documento”.',
  'notifications.signing_denied': ':signatario recusou o documento “:documento”. Motivo: :motivo',
  'notifications.signing_completed': 'O documento “:documento” foi assinado por todos e está concluído.',
  'notifications.signing_expired':
    'O prazo do documento “:documento” terminou em :data sem que todos assinassem; o processo foi encerrado.',
  'notifications.signing_whatsapp_fallback':
    'A mensagem de WhatsApp para :signatario (documento “:documento”) não foi entregue: :motivo. Enviamos por e-mail.',
  'notifications.signing_whatsapp_email_too':
    'A mensagem de WhatsApp para :signatario (documento “:documento”) não foi entregue: :motivo. O e-mail enviado a essa pessoa segue valendo.',
  'notifications.signing_whatsapp_failed':
    'A mensagem de WhatsApp para :signatario (documento “:documento”) não foi entregue: :motivo. Sem e-mail cadastrado, ninguém foi avisado: envie o link de outra forma.',
  'notifications.signing_whatsapp_reason_device': 'o dispositivo não está conectado',
  'notifications.signing_whatsapp_reason_number': 'o número não tem WhatsApp',
  'notifications.signing_whatsapp_reason_failed': 'o servidor de mensagens recusou o envio',
  'notifications.device_connected': 'O dispositivo “:dispositivo” está conectado.',
  'notifications.device_disconnected': 'O dispositivo “:dispositivo” foi desconectado.',
  'notifications.device_lost':
    'O servidor de mensagens não conhece mais o dispositivo “:dispositivo”. As mensagens na fila estão pausadas: leia o QR de novo para retomar o envio.',
  'notifications.campaign_finished':
    'A campanha de :total {total|mensagem|mensagens} terminou: {total|ela foi enviada|todas foram enviadas}.',
  'notifications.campaign_finished_failures':
    'A campanha de :total {total|mensagem|mensagens} terminou com :falhas {falhas|falha|falhas} no envio.',
  'notifications.terms_pending': 'Há novos termos de uso para aceitar.',
  'notifications.trial_expiring':
    'O período de teste da empresa termina em :data. Escolha um plano para continuar.',
  'notifications.plan_expiring':
    'O plano da empresa vence em :data. Renove-o para continuar usando o sistema.',
} as const;

export const notificationsEn: Record<keyof typeof notificationsPtBR, string> = {
  'notifications.shown': 'Notification marked as read.',
  'notifications.all_shown': 'All notifications marked as read.',
  'notifications.deleted': 'Notification deleted.',
  'notifications.all_deleted': 'All notifications deleted.',
  'notifications.signing_signed': ':signatario :ato “:documento”.',
  'notifications.signing_denied': ':signatario refused the document “:documento”. Reason: :motivo',
  'notifications.signing_completed': 'The document “:documento” was signed by everyone and is completed.',
  'notifications.signing_expired':
    'The deadline of the document “:documento” passed on :data before everyone signed; the process has ended.',
  'notifications.signing_whatsapp_fallback':
    'The WhatsApp message to :signatario (document “:documento”) was not delivered: :motivo. We sent it by e-mail.',
  'notifications.signing_whatsapp_email_too':
    'The WhatsApp message to :signatario (document “:documento”) was not delivered: :motivo. The e-mail sent to them still stands.',
  'notifications.signing_whatsapp_failed':
    'The WhatsApp message to :signatario (document “:documento”) was not delivered: :motivo. With no e-mail on file, nobody was told: send the link another way.',
  'notifications.signing_whatsapp_reason_device': 'the device is not connected',
  'notifications.signing_whatsapp_reason_number': 'the number is not on WhatsApp',
  'notifications.signing_whatsapp_reason_failed': 'the messaging server refused it',
  'notifications.device_connected': 'The device “:dispositivo” is connected.',
  'notifications.device_disconnected': 'The device “:dispositivo” was disconnected.',
  'notifications.device_lost':
    'The messaging server no longer knows the device “:dispositivo”. Its queued messages are paused: scan the QR again to resume sending.',
  'notifications.campaign_finished':
    'The campaign of :total {total|message|messages} finished: {total|it was|all were} sent.',
  'notifications.campaign_finished_failures':
    'The campaign of :total {total|message|messages} finished with :falhas {falhas|failure|failures}.',
  'notifications.terms_pending': 'There are new terms of use to accept.',
  'notifications.trial_expiring': 'The company’s trial ends on :data. Choose a plan to continue.',
  'notifications.plan_expiring': 'The company’s plan expires on :data. Renew it to keep using the system.',
};

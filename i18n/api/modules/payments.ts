// API messages of payments through the provider (charges, Pix, boleto, card, dunning), in both
// languages (same keys).
export const paymentsPtBR = {
  'payments.unavailable':
    'Os pagamentos online não estão configurados nesta instalação. Fale com o administrador da plataforma.',
  'payments.provider_unavailable':
    'O serviço de pagamentos não respondeu agora. Nada foi cobrado; tente novamente em alguns minutos.',
  'payments.provider_refused': 'O serviço de pagamentos recusou a cobrança: :motivo',
  'payments.order_awaiting_payment': 'Pedido confirmado. Pague a cobrança para ativar a compra.',
  'payments.awaiting': 'Pagamento em processamento. A cobrança será atualizada assim que for confirmado.',
  'payments.paid': 'Pagamento aprovado.',
  'payments.card_declined':
    'Pagamento recusado pela operadora do cartão. Confira os dados, use outro cartão ou pague por Pix ou boleto.',
  'payments.card_number_invalid': 'Número de cartão inválido.',
  'payments.card_expiry_invalid': 'Validade inválida: use MM/AA.',
  'payments.card_cvv_invalid': 'Código de segurança inválido: 3 ou 4 dígitos.',
  'payments.card_address_required': 'Informe o CEP e o número do endereço de cobrança do titular do cartão.',
  'payments.card_phone_required': 'Informe um telefone do titular do cartão.',
  'payments.charge_not_open': 'Esta cobrança não está mais em aberto.',
  'payments.not_boleto': 'Esta cobrança não é por boleto. Mude a forma de pagamento para boleto primeiro.',
  'payments.method_changed': 'Forma de pagamento alterada.',
  'payments.details_saved': 'Dados de cobrança salvos.',
  'payments.downgrade_next_cycle':
    'O plano atual já está pago até :data. A troca para um plano de menor valor pode ser feita a partir dessa data.',
  'payments.record_renewal': 'Renovação do plano :plano (:periodicidade)',
  'payments.refund_not_allowed': 'Só é possível estornar uma cobrança paga pelo serviço de pagamentos.',
  'payments.refund_too_much': 'O valor do estorno é maior que o valor pago ainda não estornado.',
  'payments.refunded': 'Estorno solicitado ao serviço de pagamentos.',
  'payments.provider_charge_manual':
    'Esta cobrança é do serviço de pagamentos: sua situação segue a do serviço. Para registrar um pagamento feito por fora, marque-a como paga.',
  'payments.suspended':
    'Sua conta está suspensa por falta de pagamento: você pode entrar, consultar e baixar tudo, mas não enviar nem carregar arquivos. Pague a fatura em aberto para reativar na hora.',
  'payments.webhook_unauthorized': 'Token do webhook ausente ou inválido.',
  'payments.webhook_invalid': 'Evento de webhook inválido.',
  'payments.notice.due_soon': 'A cobrança de :valor (:descricao) vence em :vencimento.',
  'payments.notice.due_today': 'A cobrança de :valor (:descricao) vence hoje, :vencimento.',
  'payments.notice.overdue':
    'A cobrança de :valor (:descricao) venceu em :vencimento. Pague até :suspensao para evitar a suspensão da conta. Após o vencimento incidem multa e juros.',
  'payments.notice.suspended':
    'A conta foi suspensa por falta de pagamento da cobrança de :valor vencida em :vencimento. Pague para reativar na hora. Sem pagamento, a assinatura será cancelada em :cancelamento.',
  'payments.notice.cancel_notice':
    'Aviso: sem o pagamento da cobrança de :valor vencida em :vencimento, a assinatura será cancelada em :cancelamento.',
  'payments.notice.cancelled':
    'A assinatura foi cancelada por falta de pagamento da cobrança de :valor vencida em :vencimento. Seus dados continuam guardados; contrate um plano para voltar a usar.',
  'payments.notice.card_declined':
    'O cartão guardado foi recusado na cobrança de :valor (:descricao). Pague com outro cartão, Pix ou boleto.',
  'payments.mail.due_soon.subject': 'Sua fatura de :valor vence em :vencimento',
  'payments.mail.due_today.subject': 'Sua fatura de :valor vence hoje',
  'payments.mail.overdue.subject': 'Fatura vencida: :valor',
  'payments.mail.suspended.subject': 'Conta suspensa por falta de pagamento',
  'payments.mail.cancel_notice.subject': 'Sua assinatura será cancelada em :cancelamento',
  'payments.mail.cancelled.subject': 'Assinatura cancelada por falta de pagamento',
  'payments.mail.card_declined.subject': 'Cartão recusado na cobrança de :valor',
  'payments.mail.action': 'Ver faturas',
  'attributes.validade': 'validade',
  'attributes.cvv': 'código de segurança',
  'attributes.titular': 'nome do titular',
  'attributes.endereco_numero': 'número do endereço',
} as const;

export const paymentsEn: Record<keyof typeof paymentsPtBR, string> = {
  'payments.unavailable':
    'Online payments are not set up on this installation. Ask the platform administrator.',
  'payments.provider_unavailable':
    'The payment service did not answer just now. Nothing was charged; try again in a few minutes.',
  'payments.provider_refused': 'The payment service refused the charge: :motivo',
  'payments.order_awaiting_payment': 'Order confirmed. Pay the charge to activate the purchase.',
  'payments.awaiting': 'Payment processing. The charge will be updated as soon as it is confirmed.',
  'payments.paid': 'Payment approved.',
  'payments.card_declined':
    'The card issuer declined the payment. Check the details, use another card or pay by Pix or boleto.',
  'payments.card_number_invalid': 'Invalid card number.',
  'payments.card_expiry_invalid': 'Invalid expiry: use MM/YY.',
  'payments.card_cvv_invalid': 'Invalid security code: 3 or 4 digits.',
  'payments.card_address_required': "Enter the cardholder's billing postal code (CEP) and address number.",
  'payments.card_phone_required': "Enter the cardholder's phone number.",
  'payments.charge_not_open': 'This charge is no longer open.',
  'payments.not_boleto': 'This charge is not a boleto. Change the payment method to boleto first.',
  'payments.method_changed': 'Payment method changed.',
  'payments.details_saved': 'Billing details saved.',
  'payments.downgrade_next_cycle':
    'The current plan is paid until :data. Moving to a cheaper plan can be done from that date.',
  'payments.record_renewal': 'Plan renewal :plano (:periodicidade)',
  'payments.refund_not_allowed': 'Only a charge paid through the payment service can be refunded.',
  'payments.refund_too_much': 'The refund is larger than what was paid and not yet refunded.',
  'payments.refunded': 'Refund requested from the payment service.',
  'payments.provider_charge_manual':
    "This charge belongs to the payment service: its status follows the service's. To record a payment made elsewhere, mark it paid.",
  'payments.suspended':
    'Your account is suspended for non-payment: you can sign in, view and download everything, but not send or upload. Pay the open invoice to reactivate at once.',
  'payments.webhook_unauthorized': 'Missing or invalid webhook token.',
  'payments.webhook_invalid': 'Invalid webhook event.',
  'payments.notice.due_soon': 'The charge of :valor (:descricao) is due on :vencimento.',
  'payments.notice.due_today': 'The charge of :valor (:descricao) is due today, :vencimento.',
  'payments.notice.overdue':
    'The charge of :valor (:descricao) was due on :vencimento. Pay by :suspensao to avoid the account being suspended. A late fine and interest apply after the due date.',
  'payments.notice.suspended':
    'The account was suspended for non-payment of the :valor charge due on :vencimento. Pay to reactivate at once. Without payment, the subscription will be cancelled on :cancelamento.',
  'payments.notice.cancel_notice':
    'Notice: without payment of the :valor charge due on :vencimento, the subscription will be cancelled on :cancelamento.',
  'payments.notice.cancelled':
    'The subscription was cancelled for non-payment of the :valor charge due on :vencimento. Your data is kept; buy a plan to use the system again.',
  'payments.notice.card_declined':
    'The kept card was declined for the :valor charge (:descricao). Pay with another card, Pix or boleto.',
  'payments.mail.due_soon.subject': 'Your :valor invoice is due on :vencimento',
  'payments.mail.due_today.subject': 'Your :valor invoice is due today',
  'payments.mail.overdue.subject': 'Overdue invoice: :valor',
  'payments.mail.suspended.subject': 'Account suspended for non-payment',
  'payments.mail.cancel_notice.subject': 'Your subscription will be cancelled on :cancelamento',
  'payments.mail.cancelled.subject': 'Subscription cancelled for non-payment',
  'payments.mail.card_declined.subject': 'Card declined for the :valor charge',
  'payments.mail.action': 'See invoices',
  'attributes.validade': 'expiry',
  'attributes.cvv': 'security code',
  'attributes.titular': 'cardholder name',
  'attributes.endereco_numero': 'address number',
};

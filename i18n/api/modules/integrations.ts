// API messages of integrations: company API keys, webhook endpoints and their deliveries, in both
// languages (same keys).
export const integrationsPtBR = {
  'api_keys.invalid': 'Chave de API inválida.',
  'api_keys.revoked': 'Esta chave de API foi revogada.',
  'api_keys.expired': 'Esta chave de API expirou.',
  'api_keys.creator_inactive':
    'Esta chave de API não vale mais: quem a criou não tem mais acesso ativo à empresa.',
  'api_keys.route_refused':
    'Esta operação não aceita chave de API: ela é feita apenas por uma pessoa com sessão aberta.',
  'api_keys.rate_limited': 'Limite de chamadas desta chave de API atingido. Tente de novo em :seconds s.',
  'api_keys.created': 'Chave de API criada. Copie-a agora: ela não será mostrada de novo.',
  'api_keys.revoked_ok': 'Chave de API revogada.',
  'api_keys.permission_not_held': 'Você não pode dar a uma chave uma permissão que você não tem: :label.',
  'api_keys.expiry_past': 'A data de expiração precisa estar no futuro.',
  'api_keys.permission_unknown': 'Permissão desconhecida.',
  'webhooks.created': 'Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.',
  'webhooks.updated': 'Webhook atualizado.',
  'webhooks.deleted': 'Webhook excluído.',
  'webhooks.secret_rotated': 'Novo segredo gerado. Copie-o agora: ele não será mostrado de novo.',
  'webhooks.test_queued': 'Evento de teste enfileirado para entrega.',
  'webhooks.redelivery_queued': 'Entrega enfileirada para reenvio.',
  'webhooks.delivery_in_flight': 'Esta entrega está sendo enviada agora. Aguarde o resultado.',
  'webhooks.invalid_url': 'Informe um endereço http:// ou https:// completo, sem usuário e senha.',
  'webhooks.private_address':
    'Este endereço aponta para uma rede interna (:address) e não pode receber webhooks.',
  'webhooks.unresolvable': 'Não foi possível encontrar o servidor :host.',
  'webhooks.unknown_event': 'Evento desconhecido: :event.',
  'webhooks.events_required': 'Escolha ao menos um evento.',
  'webhooks.disabled_notice_title': 'Webhook desativado',
  'webhooks.disabled_notice':
    'O webhook :url foi desativado porque as entregas falharam por :hours h seguidas. Corrija o destino e reative-o em Integrações.',
  'attributes.url': 'endereço',
  'attributes.eventos': 'eventos',
  'attributes.expires_at': 'expiração',
} as const;

export const integrationsEn: Record<keyof typeof integrationsPtBR, string> = {
  'api_keys.invalid': 'Invalid API key.',
  'api_keys.revoked': 'This API key was revoked.',
  'api_keys.expired': 'This API key has expired.',
  'api_keys.creator_inactive':
    'This API key no longer works: its creator no longer has active access to the company.',
  'api_keys.route_refused':
    'This operation does not accept an API key: only a person with an open session can do it.',
  'api_keys.rate_limited': "This API key's call limit was reached. Try again in :seconds s.",
  'api_keys.created': 'API key created. Copy it now: it will not be shown again.',
  'api_keys.revoked_ok': 'API key revoked.',
  'api_keys.permission_not_held': 'You cannot give a key a permission you do not hold: :label.',
  'api_keys.expiry_past': 'The expiry date must be in the future.',
  'api_keys.permission_unknown': 'Unknown permission.',
  'webhooks.created': 'Webhook registered. Copy the secret now: it will not be shown again.',
  'webhooks.updated': 'Webhook updated.',
  'webhooks.deleted': 'Webhook deleted.',
  'webhooks.secret_rotated': 'New secret generated. Copy it now: it will not be shown again.',
  'webhooks.test_queued': 'Test event queued for delivery.',
  'webhooks.redelivery_queued': 'Delivery queued to be sent again.',
  'webhooks.delivery_in_flight': 'This delivery is being sent right now. Wait for its result.',
  'webhooks.invalid_url': 'Enter a full http:// or https:// address, without user and password.',
  'webhooks.private_address':
    'This address points to an internal network (:address) and cannot receive webhooks.',
  'webhooks.unresolvable': 'The server :host could not be found.',
  'webhooks.unknown_event': 'Unknown event: :event.',
  'webhooks.events_required': 'Choose at least one event.',
  'webhooks.disabled_notice_title': 'Webhook disabled',
  'webhooks.disabled_notice':
    'The webhook :url was disabled because deliveries kept failing for :hours h. Fix the target and enable it again under Integrations.',
  'attributes.url': 'address',
  'attributes.eventos': 'events',
  'attributes.expires_at': 'expiry',
};

// Messages of the company's integrations (/integracoes and a webhook's page, resources/integrations):
// API keys, webhook endpoints and their delivery log, in both languages. Loaded with those pages'
// chunks, not with the first screen. Permission and event names come from common/permissions.ts and
// common/webhookEvents.ts.
import type { SameKeys } from '../resources/shape';

export const integrationsPtBR = {
  tabs: { keys: 'Chaves de API', webhooks: 'Webhooks' },
  load: {
    failed: 'Não foi possível carregar a lista.',
    retry: 'Tentar novamente',
    loading: 'Carregando…',
  },
  help: {
    keys: 'Uma chave de API deixa um sistema seu chamar a API do Cofre em nome desta empresa, só com as permissões marcadas nela. Envie-a em cada chamada no cabeçalho:',
    keys_header: 'Authorization: Bearer <sua-chave>',
    keys_more:
      'A chave completa aparece uma única vez, ao ser criada. O que for feito com ela fica na auditoria com o nome da chave; revogue na hora uma chave que vazar.',
    webhooks:
      'Um webhook avisa um endereço seu (um POST com JSON) quando algo acontece nesta empresa: documentos, assinaturas, mensagens, dispositivos.',
    webhooks_signed:
      'Cada entrega é assinada conforme o Standard Webhooks: confira os cabeçalhos webhook-id, webhook-timestamp e webhook-signature com o segredo do endpoint (whsec_…). Entregas que falham são tentadas de novo; um endpoint que falha por muito tempo é desativado.',
    docs: 'Referência da API',
    new_tab: '(abre em uma nova aba)',
  },
  secret: {
    copy: 'Copiar',
    copy_failed: 'Não foi possível copiar: selecione o texto e copie-o.',
    done: 'Já copiei',
  },
  keys: {
    new: 'Nova chave',
    empty: 'Nenhuma chave de API ainda.',
    never: 'Nunca',
    no_expiry: 'Não expira',
    fields: {
      nome: 'Nome',
      prefixo: 'Início da chave',
      permissions: 'Permissões da chave',
      criado_por: 'Criada por',
      last_used_at: 'Último uso',
      expires_at: 'Expira em',
      status: 'Situação',
      actions: 'Ações',
    },
    status: { active: 'Ativa', expired: 'Expirada', revoked: 'Revogada' },
    create: {
      title: 'Nova chave de API',
      intro:
        'Dê um nome que diga onde a chave será usada e marque só o que esse sistema precisa fazer. Você só dá as permissões que tem.',
      expires_help: 'Opcional: a partir desta data a chave deixa de funcionar.',
      permissions_required: 'Marque ao menos uma permissão.',
      submit: 'Criar chave',
    },
    created: {
      title: 'Sua nova chave de API',
      warning:
        'Copie a chave agora e guarde-a em um lugar seguro: ela não será mostrada de novo. Se perdê-la, revogue-a e crie outra.',
      label: 'Chave de API',
    },
    revoke: {
      action: 'Revogar',
      label: 'Revogar a chave %{name}',
      confirm:
        'Revogar a chave "%{name}"? Os sistemas que a usam perdem o acesso na hora; isso não pode ser desfeito.',
      done: 'Chave revogada.',
    },
  },
  webhooks: {
    new: 'Novo webhook',
    empty: 'Nenhum webhook cadastrado ainda.',
    title: 'Webhook',
    back: 'Voltar às integrações',
    events_count: '%{smart_count} evento |||| %{smart_count} eventos',
    fields: {
      url: 'Endereço (URL)',
      descricao: 'Descrição',
      eventos: 'Eventos',
      ativo: 'Ativo',
      status: 'Situação',
      actions: 'Ações',
    },
    status: { active: 'Ativo', inactive: 'Inativo', failing: 'Desativado após falhas' },
    disabled: 'Desativado pela plataforma em %{date}, depois de falhas seguidas: %{reason}',
    disabled_edit:
      'A plataforma desativou este webhook depois de falhas seguidas (%{reason}). Corrija o destino, deixe "Ativo" ligado e salve para voltar a receber.',
    form: {
      create: 'Novo webhook',
      edit: 'Editar webhook',
      intro: 'O endereço precisa ser público (http:// ou https://). Marque os eventos que ele deve receber.',
      url_help: 'Ex.: https://exemplo.com.br/webhooks/cofre',
      events_required: 'Escolha ao menos um evento.',
      select_all: 'Marcar todos',
      clear_all: 'Desmarcar todos',
      ativo_help: 'Desligado, o endereço não recebe entregas.',
      submit: 'Salvar',
    },
    action: {
      open: 'Ver entregas',
      edit: 'Editar',
      test: 'Enviar evento de teste',
      rotate: 'Gerar novo segredo',
      delete: 'Excluir',
      menu: 'Ações do webhook',
    },
    confirm: {
      rotate:
        'Gerar um novo segredo para %{url}? O atual deixa de assinar as entregas na hora: atualize o seu sistema com o novo.',
      delete: 'Excluir o webhook %{url}? Ele deixa de receber entregas e o histórico dele é apagado.',
    },
    notify: {
      saved: 'Webhook salvo.',
      deleted: 'Webhook excluído.',
      test_queued: 'Evento de teste enfileirado. Ele aparece nas entregas em instantes.',
    },
    secret: {
      created_title: 'Segredo do webhook',
      rotated_title: 'Novo segredo do webhook',
      warning:
        'Copie o segredo agora: ele não será mostrado de novo. Use-o para conferir a assinatura (webhook-signature) de cada entrega.',
      label: 'Segredo de assinatura',
    },
  },
  deliveries: {
    title: 'Entregas',
    empty: 'Nenhuma entrega ainda. Use "Enviar evento de teste" para experimentar.',
    refresh: 'Atualizar as entregas',
    auto: 'A lista se atualiza sozinha a cada poucos segundos.',
    all: 'Todas',
    filter_status: 'Situação',
    page: 'Página %{page} de %{pages}',
    previous: 'Anterior',
    next: 'Próxima',
    no_answer: 'sem resposta',
    fields: {
      status: 'Situação',
      tipo: 'Evento',
      mensagem_id: 'webhook-id',
      ultimo_codigo: 'Último código',
      ultima_duracao_ms: 'Duração',
      tentativas: 'Tentativas',
      created_at: 'Criada em',
      entregue_em: 'Entregue em',
      proxima_tentativa: 'Próxima tentativa',
      ultimo_erro: 'Último erro',
      corpo: 'Corpo enviado (JSON)',
      ultima_resposta: 'Início da última resposta',
      attempts: 'Tentativas feitas',
    },
    status: {
      pending: 'Na fila',
      sending: 'Enviando',
      delivered: 'Entregue',
      failed: 'Falhou',
    },
    duration: '%{ms} ms',
    detail: 'Entrega: %{tipo}',
    no_attempts: 'Nenhuma tentativa ainda.',
    redeliver: 'Reenviar',
    redelivered: 'Entrega enfileirada para reenvio.',
  },
};

export const integrationsEn: SameKeys<typeof integrationsPtBR> = {
  tabs: { keys: 'API keys', webhooks: 'Webhooks' },
  load: {
    failed: 'The list could not be loaded.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  help: {
    keys: "An API key lets a system of yours call Cofre's API on behalf of this company, with only the permissions ticked on it. Send it with every call in the header:",
    keys_header: 'Authorization: Bearer <your-key>',
    keys_more:
      "The whole key is shown only once, when it is created. What is done with it goes into the audit trail with the key's name; revoke a leaked key at once.",
    webhooks:
      'A webhook tells an address of yours (a POST with JSON) when something happens in this company: documents, signatures, messages, devices.',
    webhooks_signed:
      "Every delivery is signed per Standard Webhooks: check the webhook-id, webhook-timestamp and webhook-signature headers with the endpoint's secret (whsec_…). Failed deliveries are retried; an endpoint that keeps failing for long is disabled.",
    docs: 'API reference',
    new_tab: '(opens in a new tab)',
  },
  secret: {
    copy: 'Copy',
    copy_failed: 'Could not copy: select the text and copy it.',
    done: 'I have copied it',
  },
  keys: {
    new: 'New key',
    empty: 'No API keys yet.',
    never: 'Never',
    no_expiry: 'Never expires',
    fields: {
      nome: 'Name',
      prefixo: 'Key start',
      permissions: "The key's permissions",
      criado_por: 'Created by',
      last_used_at: 'Last used',
      expires_at: 'Expires on',
      status: 'Status',
      actions: 'Actions',
    },
    status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
    create: {
      title: 'New API key',
      intro:
        'Give it a name that says where the key will be used and tick only what that system needs to do. You only grant the permissions you hold.',
      expires_help: 'Optional: from this date on the key stops working.',
      permissions_required: 'Tick at least one permission.',
      submit: 'Create key',
    },
    created: {
      title: 'Your new API key',
      warning:
        'Copy the key now and keep it somewhere safe: it will not be shown again. If you lose it, revoke it and create another.',
      label: 'API key',
    },
    revoke: {
      action: 'Revoke',
      label: 'Revoke the key %{name}',
      confirm: 'Revoke the key "%{name}"? The systems using it lose access at once; this cannot be undone.',
      done: 'Key revoked.',
    },
  },
  webhooks: {
    new: 'New webhook',
    empty: 'No webhooks yet.',
    title: 'Webhook',
    back: 'Back to integrations',
    events_count: '%{smart_count} event |||| %{smart_count} events',
    fields: {
      url: 'Address (URL)',
      descricao: 'Description',
      eventos: 'Events',
      ativo: 'Active',
      status: 'Status',
      actions: 'Actions',
    },
    status: { active: 'Active', inactive: 'Inactive', failing: 'Disabled after failures' },
    disabled: 'Disabled by the platform on %{date}, after repeated failures: %{reason}',
    disabled_edit:
      'The platform disabled this webhook after repeated failures (%{reason}). Fix the destination, leave "Active" on and save to receive deliveries again.',
    form: {
      create: 'New webhook',
      edit: 'Edit webhook',
      intro: 'The address must be public (http:// or https://). Tick the events it should receive.',
      url_help: 'E.g. https://example.com/webhooks/cofre',
      events_required: 'Choose at least one event.',
      select_all: 'Tick all',
      clear_all: 'Untick all',
      ativo_help: 'When off, the address receives no deliveries.',
      submit: 'Save',
    },
    action: {
      open: 'See deliveries',
      edit: 'Edit',
      test: 'Send test event',
      rotate: 'Generate new secret',
      delete: 'Delete',
      menu: 'Webhook actions',
    },
    confirm: {
      rotate:
        'Generate a new secret for %{url}? The current one stops signing deliveries at once: update your system with the new one.',
      delete: 'Delete the webhook %{url}? It stops receiving deliveries and its history is erased.',
    },
    notify: {
      saved: 'Webhook saved.',
      deleted: 'Webhook deleted.',
      test_queued: 'Test event queued. It shows in the deliveries in a moment.',
    },
    secret: {
      created_title: "The webhook's secret",
      rotated_title: "The webhook's new secret",
      warning:
        'Copy the secret now: it will not be shown again. Use it to check the signature (webhook-signature) of every delivery.',
      label: 'Signing secret',
    },
  },
  deliveries: {
    title: 'Deliveries',
    empty: 'No deliveries yet. Use "Send test event" to try it.',
    refresh: 'Refresh the deliveries',
    auto: 'The list refreshes by itself every few seconds.',
    all: 'All',
    filter_status: 'Status',
    page: 'Page %{page} of %{pages}',
    previous: 'Previous',
    next: 'Next',
    no_answer: 'no answer',
    fields: {
      status: 'Status',
      tipo: 'Event',
      mensagem_id: 'webhook-id',
      ultimo_codigo: 'Last code',
      ultima_duracao_ms: 'Duration',
      tentativas: 'Attempts',
      created_at: 'Created',
      entregue_em: 'Delivered',
      proxima_tentativa: 'Next attempt',
      ultimo_erro: 'Last error',
      corpo: 'Body sent (JSON)',
      ultima_resposta: 'Start of the last answer',
      attempts: 'Attempts made',
    },
    status: {
      pending: 'Queued',
      sending: 'Sending',
      delivered: 'Delivered',
      failed: 'Failed',
    },
    duration: '%{ms} ms',
    detail: 'Delivery: %{tipo}',
    no_attempts: 'No attempts yet.',
    redeliver: 'Resend',
    redelivered: 'Delivery queued to be sent again.',
  },
};

// The company's integrations: API keys, outbound webhooks and one webhook's delivery log.
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'integrations',
  access: { ambient: 'nonAdmin', view: 'integrations.manage', manage: 'integrations.manage' },
  titles: {
    pt_BR: { integrations: 'Integrações', webhook: 'Webhook' },
    en: { integrations: 'Integrations', webhook: 'Webhook' },
  },
  routes: {
    integrations: {
      path: '/integracoes',
      kind: 'list',
      page: () => import('./IntegrationsPage'),
      menu: { icon: 'IntegrationInstructions', order: 70 },
    },
    webhook: {
      path: '/integracoes/webhooks/:id',
      kind: 'show',
      page: () => import('./WebhookPage'),
    },
  },
});

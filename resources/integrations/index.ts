// The company's integrations: API keys, outbound webhooks and one webhook's delivery log.
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'integrations',
  access: { ambient: 'nonAdmin', view: 'integrations.manage', manage: 'integrations.manage' },
  routes: {
    integrations: {
      path: '/integracoes',
      kind: 'list',
      title: 'app.page.integrations',
      page: () => import('./IntegrationsPage'),
      menu: { icon: 'IntegrationInstructions', order: 70, label: 'app.menu.integrations' },
    },
    webhook: {
      path: '/integracoes/webhooks/:id',
      kind: 'show',
      title: 'app.page.webhook',
      page: () => import('./WebhookPage'),
    },
  },
});

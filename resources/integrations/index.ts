// The company's integrations: the pages it provides for the routes of src/routes/table.ts (the keys
// and webhooks page, and one webhook's delivery log), each loaded only when opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const integrationsPages: Partial<Record<string, ComponentType>> = {
  integrations: lazyPage(() => import('./IntegrationsPage')),
  webhook: lazyPage(() => import('./WebhookPage')),
};

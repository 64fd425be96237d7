// The SPA's own addresses of the integrations pages (routes of src/routes/table.ts).
import type { Identifier } from 'ra-core';

/** The page, on its webhooks tab. */
export const WEBHOOKS_TAB = '/integracoes?aba=webhooks';

/** One webhook's page with its delivery log. */
export const webhookPath = (id: Identifier) => `/integracoes/webhooks/${encodeURIComponent(String(id))}`;

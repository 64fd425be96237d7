// The company's audit trail of acts outside the files (GET /api/auditoria, audit.view): team and
// company changes, API keys, webhooks and every write made with an API key, newest first. The file
// events have their own list (the `vaultEvents` resource of ./dataProvider).
import type { AuditEntryView } from '../../common/schemas/integrations';
import { request } from './http';

export type { AuditEntryView };

export interface AuditTrailQuery {
  page: number;
  perPage: number;
  /** Only what was done with this API key. */
  api_key_id?: number;
}

export const auditApi = {
  trail: (query: AuditTrailQuery) =>
    request<{ data: AuditEntryView[]; total: number }>('/api/auditoria', { query: { ...query } }),
};

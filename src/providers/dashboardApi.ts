// The dashboard's call (spec §7 Dashboard): the company's figures for the signed-in user. Failures
// are shown by the HTTP client's error catalogue; the page only offers to try again.
import type { DashboardView, DocumentStatus, MessageDay } from '../../common/schemas/dashboard';
import { request } from './http';

export type { DashboardView, DocumentStatus, MessageDay };

export const dashboardApi = {
  /** Figures of the company the session entered; `periodo`: days of messages (default 30). */
  load: async (periodo?: number, signal?: AbortSignal) =>
    (
      await request<{ data: DashboardView }>('/api/dash/inicial', {
        method: 'POST',
        body: periodo === undefined ? {} : { periodo },
        signal,
      })
    ).data,
};

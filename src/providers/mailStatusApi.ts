// The platform's e-mail as its administrators see it (GET /api/admin/mail-status): captured to disk
// or sent, and what the mail server refused in the last 24 h. Read by the layout's MailBanner.
import type { MailStatus } from '../../common/schemas/mailStatus';
import { request } from './http';

export type { MailStatus };

export const mailStatusApi = {
  /** Failures stay quiet (the banner simply does not show). */
  status: () => request<MailStatus>('/api/admin/mail-status', { handle: 'all' }),
};

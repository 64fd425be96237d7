// A notification as GET /api/usuario/notifications lists it, for the notifications-*.test.ts files.
import type { NotificationView } from '../../src/providers/notificationsApi';

const at = new Date(Date.now() - 5 * 60_000).toISOString();

export const note = (id: number, o: Partial<NotificationView> = {}): NotificationView => ({
  id,
  not_status: 1,
  not_description: `Notificação ${id}`,
  tipo: 'test',
  link: null,
  shown_at: null,
  created_at: at,
  ...o,
});

// The bell in the app bar: the unread count, kept live by the user's event stream ('notification'
// and 'notification.read' from any tab; another company's notifications are not this tab's) and
// asked again when the stream comes back after a gap, and a popover with the latest ones, loaded
// on first open.
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { lazyPage } from '../components/lazyPage';
import { toast } from '../components/Toaster';
import {
  catchUp,
  type LiveNotification,
  type LiveRead,
  notificationsApi,
  receivedNotification,
  receivedRead,
} from '../providers/notificationsApi';
import { setNotificationsCompany, useNotificationsState } from '../providers/notificationsStore';
import { useRealtime, useRealtimeReconnect } from '../providers/realtime';

const TOAST_LEVEL = { 1: 'success', 2: 'warning', 3: 'error' } as const;

const NotificationPopover = lazyPage(() => import('../pages/app/notifications/NotificationPopover'));

export function NotificationBell() {
  const t = useTranslate();
  const { unread } = useNotificationsState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { identity } = useGetIdentity();
  const empresa = identity
    ? ((identity.empresa as { id: number } | null | undefined)?.id ?? null)
    : undefined;

  useEffect(() => setNotificationsCompany(empresa), [empresa]);

  useEffect(() => {
    const abort = new AbortController();
    notificationsApi.list({ perPage: 1 }, abort.signal).catch(() => undefined);
    return () => abort.abort();
  }, []);

  useRealtime('notification', (data) => {
    const d = data as LiveNotification;
    if (receivedNotification(d))
      toast(d.notification.not_description, TOAST_LEVEL[d.notification.not_status] ?? 'info');
  });
  useRealtime('notification.read', (data) => receivedRead(data as LiveRead));
  // Notifications raised while the stream was down (it ends as the token expires) never came.
  useRealtimeReconnect(catchUp);

  const label = t('app.page.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread ? `${label} (${unread})` : label}
        title={label}
        data-testid="notification-bell"
        onClick={(e) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Badge badgeContent={unread ?? 0} max={99} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

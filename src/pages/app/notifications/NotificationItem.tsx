// One notification as the popover and the page show it: the icon and colour of its status
// (1 success, 2 warning, 3 error), its text, how long ago, and whether it is still unread.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NotificationView } from '../../../providers/notificationsApi';
import { useNotificationsT } from './useNotificationsT';

export function StatusIcon({ status }: { status: NotificationView['not_status'] }) {
  const { t } = useNotificationsT();
  const label = t(`status.${status}`);
  if (status === 3) return <ErrorIcon color="error" titleAccess={label} />;
  if (status === 2) return <WarningIcon color="warning" titleAccess={label} />;
  return <CheckCircleIcon color="success" titleAccess={label} />;
}

export function NotificationText({ n }: { n: NotificationView }) {
  const { t, ago, when } = useNotificationsT();
  const unread = n.shown_at === null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ pt: 0.25 }}>
        <StatusIcon status={n.not_status} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: unread ? 600 : 400, whiteSpace: 'normal', wordBreak: 'break-word' }}
          data-testid="notification-text"
        >
          {n.not_description}
        </Typography>
        <Typography variant="caption" color="text.secondary" title={when(n.created_at)}>
          {ago(n.created_at)}
          {unread ? ` · ${t('unread')}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

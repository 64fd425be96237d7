// The bell's popover (loaded on the first click): the latest notifications — a click follows the
// link and marks it read — "mark all as read", "delete all" and "see all" (the /notificacoes page).
// It reloads whenever the list changes (a live event, or an action here or in another tab).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type NotificationView, notificationsApi } from '../../../providers/notificationsApi';
import { useNotificationsState } from '../../../providers/notificationsStore';
import { NotificationText } from './NotificationItem';
import { useNotificationsT } from './useNotificationsT';

export const POPOVER_SIZE = 8;
export const NOTIFICATIONS_PATH = '/notificacoes';

export default function NotificationPopover({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useNotificationsT();
  const navigate = useNavigate();
  const { unread, version } = useNotificationsState();
  const [items, setItems] = useState<NotificationView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const open = anchor !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload.
  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    notificationsApi.list({ perPage: POPOVER_SIZE }, abort.signal).then(
      (page) => {
        setItems(page.data);
        setFailed(false);
      },
      (err: Error) => {
        if (err.name !== 'AbortError') setFailed(true);
      },
    );
    return () => abort.abort();
  }, [open, version]);

  useEffect(() => {
    if (!open) setConfirming(false);
  }, [open]);

  const follow = (n: NotificationView) => {
    if (n.shown_at === null) void notificationsApi.show(n.id).catch(() => undefined);
    if (n.link) {
      onClose();
      navigate(n.link);
    }
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: '95vw' }, 'aria-label': t('title') } as object }}
    >
      <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="notification-popover-unread">
          {t('unread_count', { smart_count: unread ?? 0 })}
        </Typography>
      </Box>
      <Divider />
      {items === null && !failed && <LinearProgress aria-label={t('loading')} />}
      {failed && (
        <Typography color="error" variant="body2" sx={{ p: 2 }}>
          {t('load_failed')}
        </Typography>
      )}
      {items?.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ p: 2 }}>
          {t('empty')}
        </Typography>
      )}
      {items && items.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 400, overflowY: 'auto' }} data-testid="notification-list">
          {items.map((n) => (
            <ListItemButton
              key={n.id}
              onClick={() => follow(n)}
              sx={{ bgcolor: n.shown_at === null ? 'action.hover' : undefined }}
            >
              <NotificationText n={n} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Divider />
      {confirming ? (
        <Box sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('delete_all_confirm')}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button size="small" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              size="small"
              color="error"
              variant="contained"
              onClick={() => {
                setConfirming(false);
                void notificationsApi.removeAll().then(
                  () => setItems([]),
                  () => undefined,
                );
              }}
            >
              {t('delete_all')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 1, justifyContent: 'space-between' }}>
          <Button
            size="small"
            disabled={!unread}
            onClick={() => void notificationsApi.showAll().catch(() => undefined)}
          >
            {t('mark_all_read')}
          </Button>
          <Button size="small" color="error" disabled={!items?.length} onClick={() => setConfirming(true)}>
            {t('delete_all')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              onClose();
              navigate(NOTIFICATIONS_PATH);
            }}
          >
            {t('see_all')}
          </Button>
        </Box>
      )}
    </Popover>
  );
}

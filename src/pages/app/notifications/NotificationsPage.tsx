// /notificacoes: every notification of the user, newest first, a page at a time, optionally only the
// unread; open one (follows its link and marks it read), mark one or all as read, delete one or all.
// Reloads live when the list changes (a new notification, or an action in another tab). On a phone
// each notification's text takes the whole width, its actions on a line below it.
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFullScreenDialog } from '../../../components/useFullScreenDialog';
import type { NotificationsPage as Page } from '../../../providers/notificationsApi';
import { notificationsApi } from '../../../providers/notificationsApi';
import { useNotificationsState } from '../../../providers/notificationsStore';
import { NotificationText } from './NotificationItem';
import { useNotificationsT } from './useNotificationsT';

export const PER_PAGE = 20;

export default function NotificationsPage() {
  const { t } = useNotificationsT();
  const navigate = useNavigate();
  const fullScreen = useFullScreenDialog();
  const { version } = useNotificationsState();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [data, setData] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `attempt` ask for a reload.
  useEffect(() => {
    const abort = new AbortController();
    notificationsApi.list({ page, perPage: PER_PAGE, unread: unreadOnly }, abort.signal).then(
      (res) => {
        // A page emptied by deletions: step back to the last one that has something.
        const pages = Math.max(1, Math.ceil(res.total / PER_PAGE));
        if (page > pages) setPage(pages);
        setData(res);
        setFailed(false);
      },
      (err: Error) => {
        if (err.name !== 'AbortError') setFailed(true);
      },
    );
    return () => abort.abort();
  }, [page, unreadOnly, version, attempt]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  const ignore = () => undefined;

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, maxWidth: 900 }} data-testid="notifications-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" data-testid="notifications-unread">
          {t('unread_count', { smart_count: data?.unread ?? 0 })}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={unreadOnly}
              onChange={(e) => {
                setUnreadOnly(e.target.checked);
                setPage(1);
              }}
            />
          }
          label={t('unread_only')}
        />
        <Button
          startIcon={<DoneIcon />}
          disabled={!data?.unread}
          onClick={() => void notificationsApi.showAll().catch(ignore)}
        >
          {t('mark_all_read')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!data?.total}
          onClick={() => setConfirming(true)}
        >
          {t('delete_all')}
        </Button>
      </Box>

      {data === null && !failed && <LinearProgress aria-label={t('loading')} />}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_failed')}
        </Alert>
      )}
      {data?.data.length === 0 && (
        <Typography color="text.secondary">{unreadOnly ? t('empty_unread') : t('empty')}</Typography>
      )}
      {data && data.data.length > 0 && (
        <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.data.map((n, i) => (
            <Box
              component="li"
              key={n.id}
              data-testid="notification-row"
              sx={{
                display: 'flex',
                // On a phone the text takes the whole width, its actions on a line below it.
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                columnGap: 1,
                px: { xs: 1.5, sm: 2 },
                py: 1,
                borderTop: i ? 1 : 0,
                borderColor: 'divider',
                bgcolor: n.shown_at === null ? 'action.hover' : undefined,
              }}
            >
              <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0 }}>
                <NotificationText n={n} />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto', flexShrink: 0 }}>
                {n.link && (
                  <Button
                    size="small"
                    onClick={() => {
                      if (n.shown_at === null) void notificationsApi.show(n.id).catch(ignore);
                      if (n.link) navigate(n.link);
                    }}
                  >
                    {t('open')}
                  </Button>
                )}
                {n.shown_at === null && (
                  <IconButton
                    size="small"
                    aria-label={t('mark_read')}
                    title={t('mark_read')}
                    onClick={() => void notificationsApi.show(n.id).catch(ignore)}
                  >
                    <DoneIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  aria-label={t('delete')}
                  title={t('delete')}
                  onClick={() => void notificationsApi.remove(n.id).catch(ignore)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Paper>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <Typography variant="body2">{t('page_of', { page, pages })}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </Box>
      )}

      <Dialog fullScreen={fullScreen} open={confirming} onClose={() => setConfirming(false)}>
        <DialogContent>
          <Typography>{t('delete_all_confirm')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void notificationsApi.removeAll().catch(ignore);
            }}
          >
            {t('delete_all')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

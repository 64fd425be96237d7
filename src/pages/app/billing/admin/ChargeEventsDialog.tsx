// "Eventos": what the payment provider said about one charge, as received (newest as the API orders
// them): the event, when it arrived and was processed, what was done with it and the charge's status
// at the provider then. Read-only.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { usePageLoad } from '../../../../components/list/usePageLoad';
import { useFullScreenDialog } from '../../../../components/useFullScreenDialog';
import { adminBillingApi, type FinancialRecordView } from '../../../../providers/adminBillingApi';
import { formatDateTime } from '../../../../providers/format';
import { useBillingT } from '../useBillingT';

export function ChargeEventsDialog({ record, onClose }: { record: FinancialRecordView; onClose(): void }) {
  const { t, lang } = useBillingT();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const { data, failed, reload } = usePageLoad(() => adminBillingApi.events(record.id), [record.id]);
  const at = (iso: string) => formatDateTime(iso, lang);

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="events-dialog"
    >
      <DialogTitle id={titleId}>{t('admin.events.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('admin.events.subtitle', { company: record.empresa_nome, description: record.descricao })}
        </DialogContentText>
        {failed ? (
          <Alert severity="error" action={<Button onClick={reload}>{t('admin.retry')}</Button>}>
            {t('admin.events.failed')}
          </Alert>
        ) : data === null ? (
          <LinearProgress aria-label={t('admin.events.loading')} sx={{ mt: 2 }} />
        ) : data.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('admin.events.empty')}
          </Alert>
        ) : (
          <List dense>
            {data.map((e) => (
              <ListItem key={e.id} divider disableGutters data-testid="charge-event">
                <ListItemText
                  primary={e.evento}
                  secondary={[
                    t('admin.events.received', { date: at(e.recebido_em) }),
                    e.processado_em
                      ? t('admin.events.processed', { date: at(e.processado_em) })
                      : t('admin.events.unprocessed'),
                    e.resultado && t('admin.events.result', { result: e.resultado }),
                    e.status_provedor && t('admin.events.provider_status', { status: e.status_provedor }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{
                    primary: { sx: { fontFamily: 'monospace' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.events.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

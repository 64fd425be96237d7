import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../providers/publicI18n';
import { useFullScreenDialog } from './useFullScreenDialog';

export default function InitClientFailed({ message }: { message: string }) {
  const t = useT();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open fullScreen={fullScreen} aria-labelledby="init-client-failed">
      <DialogTitle id="init-client-failed">{t('app.init_client_failed')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message === 'network' ? t('app.http.network') : message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
      </DialogActions>
    </Dialog>
  );
}

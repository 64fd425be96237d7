// The look of a toast: a 3000 ms snackbar (spec §9) with the translated message.
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { TOAST_DURATION_MS } from '../../common/constants';
import { useT } from '../providers/publicI18n';
import { markToasted, type Toast } from '../providers/toasts';

export default function ToastView({ item, onDone }: { item: Toast; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const text = t(item.message, item.args);
  markToasted(text);
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      slotProps={{ transition: { onExited: onDone } }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={item.level} variant="filled" onClose={() => setOpen(false)} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}

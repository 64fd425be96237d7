// At the end of the app bar: a spinner while react-admin loads data, otherwise a button that asks
// the current page's data again.
import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useLoading, useRefresh, useTranslate } from 'react-admin';

export function LoadingIndicator() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh');
  return loading ? (
    <IconButton color="inherit" disabled aria-label={label}>
      <CircularProgress color="inherit" size={20} thickness={4} aria-hidden />
    </IconButton>
  ) : (
    <IconButton title={label} color="inherit" aria-label={label} onClick={refresh}>
      <RefreshIcon />
    </IconButton>
  );
}

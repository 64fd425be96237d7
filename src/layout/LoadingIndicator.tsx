// At the end of the app bar: a spinner while react-admin loads data, otherwise a button that asks
// the current page's data again.
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useLoading, useRefresh, useTranslate } from 'react-admin';

export function LoadingIndicator() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh');
  return loading ? (
    <IconButton color="inherit" disabled aria-label={label}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: '50%',
          border: '2px solid currentColor',
          borderRightColor: 'transparent',
          animation: 'cofre-spin 0.8s linear infinite',
          '@keyframes cofre-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </IconButton>
  ) : (
    <IconButton title={label} color="inherit" aria-label={label} onClick={refresh}>
      <RefreshIcon />
    </IconButton>
  );
}

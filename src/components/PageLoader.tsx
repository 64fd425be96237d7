// Shown while a page's code loads: a light CSS spinner (no progress component in the first load).
import Box from '@mui/material/Box';
import { useT } from '../providers/publicI18n';
import { visuallyHidden } from './visuallyHidden';

export function PageLoader() {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: 'cofre-spin 0.8s linear infinite',
          '@keyframes cofre-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {t('app.loading')}
      </Box>
    </Box>
  );
}

// The short guide above each tab: how a key is sent (Authorization: Bearer), how webhook deliveries
// are signed (Standard Webhooks' headers), and a link to the API reference in a new tab.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { API_DOCS_URL } from '../../src/providers/integrationsApi';
import { useIntegrationsT } from './useIntegrationsT';

const code = {
  fontFamily: 'monospace',
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
  bgcolor: 'action.hover',
  px: 0.75,
  py: 0.25,
  borderRadius: 0.5,
} as const;

export function IntegrationsHelp({ kind }: { kind: 'keys' | 'webhooks' }) {
  const it = useIntegrationsT();
  const t = (key: string) => it(`help.${key}`);
  return (
    <Alert severity="info" variant="outlined" sx={{ my: 2, '& .MuiAlert-message': { minWidth: 0 } }}>
      {kind === 'keys' ? (
        <>
          <Typography variant="body2">{t('keys')}</Typography>
          <Box component="code" sx={{ ...code, display: 'inline-block', my: 1 }}>
            {t('keys_header')}
          </Box>
          <Typography variant="body2">{t('keys_more')}</Typography>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('webhooks')}
          </Typography>
          <Typography variant="body2">{t('webhooks_signed')}</Typography>
        </>
      )}
      <Link
        href={API_DOCS_URL}
        target="_blank"
        rel="noopener"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
      >
        {t('docs')}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {t('new_tab')}
        </Box>
      </Link>
    </Alert>
  );
}

// The document the signer is asked about: PDFs page by page (pdf.js loads only now), images as
// they are, other kinds behind a download button, which every kind also has.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useSigningT } from './useSigningT';

const PdfPages = lazy(() => import('./PdfPages').then((m) => ({ default: m.PdfPages })));

export const previewKind = (mime: string): 'pdf' | 'image' | null =>
  mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;

export function DocumentPreview({ url, nome, mime }: { url: string; nome: string; mime: string }) {
  const { t } = useSigningT();
  const kind = previewKind(mime);
  return (
    <Box data-testid="sign-preview" data-kind={kind ?? 'none'} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          bgcolor: 'action.hover',
          maxHeight: { xs: '70vh', sm: '80vh' },
          overflowY: 'auto',
          overflowX: 'hidden',
        }}
      >
        {kind === 'pdf' && (
          <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
            <PdfPages
              url={url}
              labels={{
                failed: t('preview.failed'),
                previous: t('preview.previous'),
                next: t('preview.next'),
                page: (page, pages) => t('preview.page', { page, pages }),
                loading: t('loading'),
              }}
            />
          </Suspense>
        )}
        {kind === 'image' && (
          <Box component="img" src={url} alt={nome} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        )}
        {!kind && <Alert severity="info">{t('preview.unavailable')}</Alert>}
      </Box>
      <Button
        component="a"
        href={url}
        download={nome}
        startIcon={<DownloadIcon />}
        variant="outlined"
        fullWidth
        size="large"
        sx={{ mt: 1 }}
        data-testid="sign-download"
      >
        {t('preview.download')}
      </Button>
    </Box>
  );
}

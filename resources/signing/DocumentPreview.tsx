// A document to act on, shown before acting: PDFs page by page (the viewer loads only now), images
// inline, in a region of its own that the keyboard can scroll; other kinds offer to open the file in a
// new tab. A PDF with the signer's fields shows every page as the public signing page does, with the
// fields laid over them.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { ScrollRegion } from '../../src/components/ScrollRegion';
import type { PageOverlay } from '../../src/pages/signing/DocumentPreview';
import type { PageBox } from '../../src/pages/signing/pageSlots';
import { previewKind } from '../vault/PreviewDialog';

const PdfViewer = lazy(() => import('../vault/PdfViewer').then((m) => ({ default: m.PdfViewer })));
const PdfPreview = lazy(() =>
  import('../../src/pages/signing/DocumentPreview').then((m) => ({ default: m.PdfPreview })),
);

interface Props {
  url: string;
  mime: string;
  name: string;
  /** The PDF's page sizes, when the server could read them. */
  paginas?: PageBox[] | null;
  /** What lies over each page: the signer's fields. */
  overlay?: PageOverlay;
}

export function DocumentPreview({ url, mime, name, paginas = null, overlay }: Props) {
  const translate = useTranslate();
  const kind = previewKind(mime);
  const label = translate('resources.signing.sign.preview_region', { name });
  if (kind === 'pdf' && overlay)
    return (
      <Suspense fallback={<LinearProgress />}>
        <PdfPreview url={url} nome={name} paginas={paginas} overlay={overlay} />
      </Suspense>
    );
  if (kind === 'image')
    return (
      <ScrollRegion label={label} maxHeight="50vh">
        <Box component="img" src={url} alt={name} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
      </ScrollRegion>
    );
  if (kind === 'pdf')
    return (
      <ScrollRegion label={label} maxHeight="50vh">
        <Suspense fallback={<LinearProgress />}>
          <PdfViewer url={url} />
        </Suspense>
      </ScrollRegion>
    );
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          href={url}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNewIcon />}
        >
          {translate('resources.signing.sign.open_document')}
        </Button>
      }
    >
      {translate('resources.signing.sign.no_preview')}
    </Alert>
  );
}

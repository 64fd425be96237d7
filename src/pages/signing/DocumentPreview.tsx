// The document the signer is asked about: a PDF as its pages, laid out at their real aspect ratio
// from the first paint (the sizes come with the view) and filled page by page by the PDF renderer,
// whose chunk loads only once the preview comes near the screen; fitted to the width, with zoom
// buttons (and the browser's pinch); the caller may lay things over each page (the signer's
// fields), which stay, with the pages' boxes, even when the renderer fails. Images as they are,
// other kinds behind a download button, which every kind also has until the signed copy is offered.
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { A4, type PageBox, PageSlots, ZOOMS } from './pageSlots';
import { useSigningT } from './useSigningT';

const PdfView = lazy(() => import('./PdfView'));

export const previewKind = (mime: string): 'pdf' | 'image' | null =>
  mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null;

/**
 * True once `el` has come within a screen's height of the viewport and the browser is idle (the
 * page's own text and buttons are up and working before the renderer's chunk starts loading).
 */
function useNearScreen(el: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!el || near) return;
    let idle = 0;
    const ready = () => {
      if (typeof requestIdleCallback === 'undefined') return setNear(true);
      idle = requestIdleCallback(() => setNear(true), { timeout: 1000 });
    };
    if (typeof IntersectionObserver === 'undefined') {
      ready();
      return () => {
        if (idle) cancelIdleCallback(idle);
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        ready();
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      if (idle) cancelIdleCallback(idle);
    };
  }, [el, near]);
  return near;
}

/** What the caller lays over a page (from 1), given its size. */
export type PageOverlay = (page: number, size: PageBox) => ReactNode;

export function PdfPreview({
  url,
  nome,
  paginas,
  overlay,
}: {
  url: string;
  nome: string;
  paginas: PageBox[] | null;
  overlay?: PageOverlay;
}) {
  const { t } = useSigningT();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(frame);
  const [level, setLevel] = useState(0);
  const [failed, setFailed] = useState(false);
  const known = paginas?.length ? paginas : null;
  // Unknown sizes: one A4 box until the renderer reads the real ones.
  const [read, setRead] = useState<PageBox[] | null>(null);
  const sizes = known ?? read ?? [A4];
  const zoom = ZOOMS[level] ?? 1;
  const alert = failed && <Alert severity="error">{t('preview.failed')}</Alert>;
  // Without anything over the pages, blank boxes would only stand in the way.
  if (alert && !overlay) return alert;
  return (
    <>
      {alert}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, mb: 0.5 }}>
        <IconButton
          onClick={() => setLevel((n) => Math.max(0, n - 1))}
          disabled={level === 0}
          aria-label={t('preview.zoom_out')}
          data-testid="sign-zoom-out"
        >
          <ZoomOutIcon />
        </IconButton>
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ minWidth: 88, textAlign: 'center' }}
          data-testid="sign-zoom-level"
        >
          {t('preview.zoom_level', { percent: Math.round(zoom * 100) })}
        </Typography>
        <IconButton
          onClick={() => setLevel((n) => Math.min(ZOOMS.length - 1, n + 1))}
          disabled={level === ZOOMS.length - 1}
          aria-label={t('preview.zoom_in')}
          data-testid="sign-zoom-in"
        >
          <ZoomInIcon />
        </IconButton>
      </Box>
      <Box
        ref={setFrame}
        role="region"
        // Scrollable by keyboard too.
        tabIndex={0}
        aria-label={t('preview.region', { name: nome, smart_count: known?.length ?? read?.length ?? 0 })}
        data-testid="sign-preview-frame"
        sx={{
          // Phones: as wide as the card, edge to edge (the text needs every pixel).
          mx: { xs: -2, sm: 0 },
          border: 1,
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: 1 },
          p: 0.5,
          bgcolor: 'action.hover',
          maxHeight: { xs: '65vh', sm: '75vh' },
          overflow: 'auto',
          overscrollBehavior: 'contain',
        }}
      >
        <PageSlots
          sizes={sizes}
          zoom={zoom}
          render={(index) => (
            <>
              <canvas
                // No bitmap until the renderer draws one (a canvas holds 300×150 by default).
                width={0}
                height={0}
                data-page={index + 1}
                role="img"
                aria-label={t('preview.page', { page: index + 1, pages: sizes.length })}
                data-testid="pdf-canvas"
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
              />
              {overlay?.(index + 1, sizes[index] ?? A4)}
            </>
          )}
        />
        {near && frame && !failed && (
          <Suspense fallback={null}>
            <PdfView
              url={url}
              frame={frame}
              zoom={zoom}
              pages={sizes.length}
              onSizes={known ? undefined : setRead}
              onFailed={() => setFailed(true)}
            />
          </Suspense>
        )}
      </Box>
    </>
  );
}

export function DocumentPreview({
  url,
  nome,
  mime,
  paginas = null,
  overlay,
  download = true,
}: {
  url: string;
  nome: string;
  mime: string;
  /** The PDF's page sizes, when the server could read them. */
  paginas?: PageBox[] | null;
  overlay?: PageOverlay;
  /** Whether to offer the file's download (not once the signed copy is offered instead). */
  download?: boolean;
}) {
  const { t } = useSigningT();
  const kind = previewKind(mime);
  return (
    <Box data-testid="sign-preview" data-kind={kind ?? 'none'} sx={{ minWidth: 0 }}>
      {kind === 'pdf' && <PdfPreview url={url} nome={nome} paginas={paginas} overlay={overlay} />}
      {kind === 'image' && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'action.hover' }}>
          <Box component="img" src={url} alt={nome} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        </Box>
      )}
      {!kind && <Alert severity="info">{t('preview.unavailable')}</Alert>}
      {download && (
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
      )}
    </Box>
  );
}

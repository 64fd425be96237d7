// A PDF shown page by page on a canvas (pdfjs-dist), fitted to its container's width, with
// previous and next buttons; form fields and annotations drawn in, as the sealed document shows
// them (it flattens them). Knows no translation layer: the caller hands in the labels, so both the
// vault (react-admin) and the public signing pages use it. Import it lazily: pdf.js is large.
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfLabels {
  failed: string;
  previous: string;
  next: string;
  page(page: number, pages: number): string;
  /** Names the progress bar shown while the file loads. */
  loading?: string;
}

export function PdfPages({ url, labels }: { url: string; labels: PdfLabels }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The CSP allows no eval: pdf.js would try it for PostScript functions, then fall back anyway.
    const task = getDocument({ url, isEvalSupported: false });
    task.promise.then(setDoc, () => setFailed(true));
    return () => {
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    let render: RenderTask | null = null;
    void doc.getPage(page).then(
      (p) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const width = frame.current?.clientWidth || 800;
        const ratio = window.devicePixelRatio || 1;
        const scale = width / p.getViewport({ scale: 1 }).width;
        const viewport = p.getViewport({ scale: scale * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        target.style.height = `${Math.floor(viewport.height / ratio)}px`;
        render = p.render({ canvas: target, viewport, annotationMode: AnnotationMode.ENABLE });
        render.promise.catch(() => undefined);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page]);

  if (failed) return <Alert severity="error">{labels.failed}</Alert>;
  const pages = doc?.numPages ?? 0;
  const label = labels.page(page, pages);
  return (
    <Box ref={frame} sx={{ width: '100%' }}>
      {!doc && <LinearProgress aria-label={labels.loading} />}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mb: 1 }}>
        <IconButton
          onClick={() => setPage((n) => Math.max(1, n - 1))}
          disabled={page <= 1}
          aria-label={labels.previous}
        >
          <NavigateBeforeIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {doc ? label : ''}
        </Typography>
        <IconButton
          onClick={() => setPage((n) => Math.min(pages, n + 1))}
          disabled={page >= pages}
          aria-label={labels.next}
        >
          <NavigateNextIcon />
        </IconButton>
      </Box>
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        data-testid="pdf-canvas"
        style={{ display: 'block', margin: '0 auto', maxWidth: '100%' }}
      />
    </Box>
  );
}

// The PDF renderer of the signing page (pdfjs-dist, loaded lazily: it is most of the page's
// weight). Draws into the page canvases DocumentPreview laid out (it renders no element of its
// own, so nothing is replaced or moved when it arrives): each page when it comes into the
// preview's visible area, again when the zoom changes, with its form fields and annotations drawn
// in (the sealed document flattens them, so the signer sees what will be sealed). A long document
// stays light: a page far from the view gives its bitmap back (the canvas keeps its box, so nothing
// moves) and is drawn again when it comes near. Reports the real page sizes when the server could
// not give them.
import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { PageBox } from './pageSlots';

GlobalWorkerOptions.workerSrc = workerUrl;

/** How far from the view (in the frame's heights, either way) a page keeps its bitmap. */
const FAR = 2;

interface Props {
  url: string;
  /** The scrolling frame holding the page canvases (canvas[data-page]). */
  frame: HTMLElement;
  zoom: number;
  /** How many page canvases the frame holds now. */
  pages: number;
  /** Called with the PDF's own page sizes when the frame's guess may be wrong. */
  onSizes?(sizes: PageBox[]): void;
  onFailed(): void;
}

export default function PdfView({ url, frame, zoom, pages, onSizes, onFailed }: Props) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const calls = useRef({ onSizes, onFailed });
  calls.current = { onSizes, onFailed };

  useEffect(() => {
    // The CSP allows no eval: pdf.js would try it for PostScript functions, then fall back anyway.
    const task = getDocument({ url, isEvalSupported: false });
    task.promise.then(setDoc, () => calls.current.onFailed());
    return () => {
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    const report = calls.current.onSizes;
    if (!doc || !report) return;
    let live = true;
    const sizes = Array.from({ length: doc.numPages }, (_, i) =>
      doc.getPage(i + 1).then((p) => {
        const v = p.getViewport({ scale: 1 });
        return { largura: v.width, altura: v.height };
      }),
    );
    Promise.all(sizes).then(
      (found) => live && report(found),
      () => live && calls.current.onFailed(),
    );
    return () => {
      live = false;
    };
  }, [doc]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new zoom redraws the pages at their new width.
  useEffect(() => {
    if (!doc || pages < 1) return;
    let cancelled = false;
    const tasks = new Map<HTMLCanvasElement, RenderTask>();
    /** The pages drawn (or being drawn) at this zoom. */
    const drawn = new Set<HTMLCanvasElement>();
    /**
     * Out of FAR views' heights of the frame. Asked again when a drawing starts and ends: the two
     * observers' reports may come in either order, so a page scrolled past quickly could otherwise
     * be drawn after it was let go, and kept.
     */
    const isFar = (canvas: HTMLCanvasElement) => {
      const page = canvas.getBoundingClientRect();
      const view = frame.getBoundingClientRect();
      return page.bottom < view.top - FAR * view.height || page.top > view.bottom + FAR * view.height;
    };
    const draw = async (canvas: HTMLCanvasElement) => {
      const number = Number(canvas.dataset.page);
      if (!(number >= 1 && number <= doc.numPages)) return;
      const page = await doc.getPage(number);
      if (cancelled || !drawn.has(canvas)) return;
      if (isFar(canvas)) return release(canvas);
      // Sharp on the screen it is shown on, capped so a zoomed page stays cheap to paint.
      const pixels = Math.min(canvas.clientWidth * Math.min(window.devicePixelRatio || 1, 2), 2400);
      const viewport = page.getViewport({ scale: pixels / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE });
      tasks.set(canvas, task);
      await task.promise;
      tasks.delete(canvas);
      if (cancelled) return;
      canvas.dataset.rendered = 'true';
      if (isFar(canvas)) release(canvas);
    };
    /** A page far from the view: its bitmap goes (a 0×0 canvas), its box stays. */
    const release = (canvas: HTMLCanvasElement) => {
      drawn.delete(canvas);
      tasks.get(canvas)?.cancel();
      tasks.delete(canvas);
      canvas.width = 0;
      canvas.height = 0;
      delete canvas.dataset.rendered;
    };
    const near = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const canvas = e.target as HTMLCanvasElement;
          if (!e.isIntersecting || drawn.has(canvas)) continue;
          drawn.add(canvas);
          draw(canvas).catch(() => undefined);
        }
      },
      // Just the pages in sight (and the start of the next): each render costs the main thread.
      { root: frame, rootMargin: '0px 0px 5% 0px' },
    );
    const far = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const canvas = e.target as HTMLCanvasElement;
          if (!e.isIntersecting && (drawn.has(canvas) || canvas.dataset.rendered)) release(canvas);
        }
      },
      // A few views' heights either way: scrolling back a little finds the pages still drawn.
      { root: frame, rootMargin: `${FAR * 100}% 0px` },
    );
    for (const canvas of frame.querySelectorAll<HTMLCanvasElement>('canvas[data-page]')) {
      near.observe(canvas);
      far.observe(canvas);
    }
    return () => {
      cancelled = true;
      near.disconnect();
      far.disconnect();
      for (const task of tasks.values()) task.cancel();
    };
  }, [doc, frame, zoom, pages]);

  return null;
}

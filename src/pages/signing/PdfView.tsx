// The PDF renderer of the signing page (pdfjs-dist, loaded lazily: it is most of the page's
// weight). Draws into the page canvases DocumentPreview laid out (it renders no element of its
// own, so nothing is replaced or moved when it arrives): each page when it comes into the
// preview's visible area, again when the zoom changes. Reports the real page sizes when the server
// could not give them.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { PageBox } from './pageSlots';

GlobalWorkerOptions.workerSrc = workerUrl;

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
    const tasks = new Set<RenderTask>();
    const draw = async (canvas: HTMLCanvasElement) => {
      const number = Number(canvas.dataset.page);
      if (!(number >= 1 && number <= doc.numPages)) return;
      const page = await doc.getPage(number);
      if (cancelled) return;
      // Sharp on the screen it is shown on, capped so a zoomed page stays cheap to paint.
      const pixels = Math.min(canvas.clientWidth * Math.min(window.devicePixelRatio || 1, 2), 2400);
      const viewport = page.getViewport({ scale: pixels / page.getViewport({ scale: 1 }).width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      tasks.add(task);
      await task.promise;
      tasks.delete(task);
      if (!cancelled) canvas.dataset.rendered = 'true';
    };
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          io.unobserve(e.target);
          draw(e.target as HTMLCanvasElement).catch(() => undefined);
        }
      },
      // Just the pages in sight (and the start of the next): each render costs the main thread.
      { root: frame, rootMargin: '0px 0px 5% 0px' },
    );
    for (const canvas of frame.querySelectorAll<HTMLCanvasElement>('canvas[data-page]')) io.observe(canvas);
    return () => {
      cancelled = true;
      io.disconnect();
      for (const task of tasks) task.cancel();
    };
  }, [doc, frame, zoom, pages]);

  return null;
}

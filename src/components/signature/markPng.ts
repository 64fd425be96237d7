// A mark's picture as the PNG that is uploaded: dark ink on a transparent background, already cropped
// to the ink, as wide as EXPORT_WIDTH at most and drawn smaller until it fits in the stored PNG's
// limit. A canvas the browser will not read back (Firefox's resistFingerprinting answers noise or
// blank pixels) is refused rather than uploaded as a wrong picture.
import { MARK_PNG_MAX_BYTES } from '../../../common/signatureFields';

/** The ink of drawn and typed marks: a dark indigo that reads as a pen's on paper. */
export const INK = '#1a237e';

/** Pixels across the whole pad (or the longest typed mark) in the PNG, before any shrinking. */
export const EXPORT_WIDTH = 800;

/** Transparent pixels left around the ink, at full scale. */
export const EXPORT_MARGIN = 8;

/** The scales tried, largest first, until the PNG fits in MARK_PNG_MAX_BYTES. */
const SCALES = [1, 0.75, 0.5, 0.35];

/** The browser gave no canvas, or would not let its pixels be read. */
export class CanvasUnavailable extends Error {
  constructor() {
    super('canvas unavailable');
    this.name = 'CanvasUnavailable';
  }
}

/** Whether the canvas reads back as drawn: some ink, and transparency around it. */
function readsBack(canvas: HTMLCanvasElement): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  let ink = false;
  let clear = false;
  for (let i = 3; i < data.length && !(ink && clear); i += 4) {
    if (data[i] === 0) clear = true;
    else ink = true;
  }
  return ink && clear;
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CanvasUnavailable())), 'image/png'),
  );

/** The PNG of what `draw(scale)` paints on a fresh canvas (null: nothing to paint, or no canvas). */
export async function markPng(draw: (scale: number) => HTMLCanvasElement | null): Promise<Blob> {
  let blob: Blob | null = null;
  for (const scale of SCALES) {
    const canvas = draw(scale);
    if (!canvas || !readsBack(canvas)) throw new CanvasUnavailable();
    blob = await toBlob(canvas);
    if (blob.size <= MARK_PNG_MAX_BYTES) return blob;
  }
  // Still over the limit at the smallest scale: the server's own crop and refusal have the last word.
  return blob as Blob;
}

/** A new canvas of `width` × `height` px with its 2D context, or null where there is none. */
export function blankCanvas(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  const ctx = canvas.getContext('2d');
  return ctx ? { canvas, ctx } : null;
}

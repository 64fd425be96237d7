// Strokes on a canvas: the pad's screen (at its size on the page) and the drawing's PNG (the pad at
// EXPORT_WIDTH, cropped to the ink). Same path, same ink, so what is adopted is what was seen.
import { blankCanvas, EXPORT_MARGIN, EXPORT_WIDTH, INK, markPng } from './markPng';
import { inkCrop, inkWidthPx, type Stroke, strokePath } from './strokes';

/** Paints `strokes` as on a pad of `width` × `height` px, shifted by `origin` (a crop's top left). */
export function paintStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  width: number,
  height: number,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): void {
  const lineWidth = inkWidthPx(width);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.beginPath();
    for (const step of strokePath(stroke, width, height, origin)) {
      if (step.op === 'dot') {
        ctx.arc(step.x, step.y, lineWidth / 2, 0, 2 * Math.PI);
        ctx.fill();
        break;
      }
      if (step.op === 'move') ctx.moveTo(step.x, step.y);
      else if (step.op === 'quad') ctx.quadraticCurveTo(step.cx, step.cy, step.x, step.y);
      else ctx.lineTo(step.x, step.y);
      if (step.op === 'line') ctx.stroke();
    }
  }
}

/** The drawing on a pad of this `aspect` (width ÷ height) as a PNG: transparent, cropped to the ink with a small margin. */
export function drawingPng(strokes: readonly Stroke[], aspect: number): Promise<Blob> {
  return markPng((scale) => {
    const width = EXPORT_WIDTH * scale;
    const height = width / aspect;
    const crop = inkCrop(strokes, width, height, inkWidthPx(width) / 2 + EXPORT_MARGIN * scale);
    const blank = crop && blankCanvas(crop.width, crop.height);
    if (!crop || !blank) return null;
    paintStrokes(blank.ctx, strokes, width, height, crop);
    return blank.canvas;
  });
}

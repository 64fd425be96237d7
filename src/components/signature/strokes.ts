// The signature pad's drawing as data: strokes of points in fractions of the pad (x of its width, y
// of its height, origin at the top left). The pad keeps one shape (its aspect, chosen when the dialog
// opens) at every size, so the same strokes fit it after a resize or a phone's rotation without being
// distorted, and the PNG is drawn from them at its own resolution. Pure: no canvas here.
import type { MarkType } from '../../../common/signatureFields';

export interface Point {
  x: number;
  y: number;
}
export type Stroke = readonly Point[];

/** A rectangle in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Width ÷ height of the pad: a signature runs long, a rubrica is short; both taller on a phone held
 * upright, where the width is what is scarce.
 */
const PAD_ASPECT: Record<MarkType, { wide: number; upright: number }> = {
  assinatura: { wide: 2, upright: 1.4 },
  rubrica: { wide: 1.5, upright: 1.3 },
};
export const padAspect = (tipo: MarkType, upright: boolean) => PAD_ASPECT[tipo][upright ? 'upright' : 'wide'];

/** The ink's width as a fraction of the pad's width (whatever the pen's pressure), and its least in px. */
const INK_WIDTH = 0.008;
const INK_MIN_PX = 1.5;
export const inkWidthPx = (padWidth: number) => Math.max(INK_MIN_PX, INK_WIDTH * padWidth);

/** A drawing with fewer points than this, or whose larger side is under this fraction of the pad, is too small or simple. */
export const MIN_POINTS = 12;
const MIN_EXTENT = 0.08;

/** Points closer than this (px on screen) to the last one add nothing to the stroke. */
const MIN_STEP_PX = 1.5;

const unit = (v: number) => Math.min(1, Math.max(0, v));

/** Where a pointer is on the pad, in fractions (kept inside the pad when it strays out). */
export const toFraction = (clientX: number, clientY: number, pad: DOMRectReadOnly | Rect): Point => ({
  x: unit(pad.width ? (clientX - pad.x) / pad.width : 0),
  y: unit(pad.height ? (clientY - pad.y) / pad.height : 0),
});

/** Whether `p` is worth adding after `last` on a pad of `width` × `height` px. */
export function farEnough(last: Point | undefined, p: Point, width: number, height: number): boolean {
  if (!last) return true;
  return Math.hypot((p.x - last.x) * width, (p.y - last.y) * height) >= MIN_STEP_PX;
}

/** The drawing without its last stroke. */
export const undo = (strokes: readonly Stroke[]): Stroke[] => strokes.slice(0, -1);

/** The box around every point, in fractions; null when there is none. */
function inkBounds(strokes: readonly Stroke[]): Rect | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const stroke of strokes)
    for (const p of stroke) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  return x0 === Infinity ? null : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export type DrawingProblem = 'empty' | 'too_small';

/** Why a drawing cannot be adopted: nothing drawn, or too little (a dot, a tick) to be a mark. */
export function drawingProblem(strokes: readonly Stroke[]): DrawingProblem | null {
  const box = inkBounds(strokes);
  if (!box) return 'empty';
  const points = strokes.reduce((n, s) => n + s.length, 0);
  return points < MIN_POINTS || Math.max(box.width, box.height) < MIN_EXTENT ? 'too_small' : null;
}

/**
 * The part of a pad of `width` × `height` px an image of the drawing keeps: the ink's box grown by
 * `margin` px on every side, inside the pad, in whole pixels; null when nothing is drawn.
 */
export function inkCrop(
  strokes: readonly Stroke[],
  width: number,
  height: number,
  margin: number,
): Rect | null {
  const box = inkBounds(strokes);
  if (!box) return null;
  const x = Math.max(0, Math.floor(box.x * width - margin));
  const y = Math.max(0, Math.floor(box.y * height - margin));
  const right = Math.min(width, Math.ceil((box.x + box.width) * width + margin));
  const bottom = Math.min(height, Math.ceil((box.y + box.height) * height + margin));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** One step of a stroke's path in pixels: a lone point is a dot; otherwise a line smoothed with quadratic curves. */
export type PathStep =
  | { op: 'dot'; x: number; y: number }
  | { op: 'move'; x: number; y: number }
  | { op: 'quad'; cx: number; cy: number; x: number; y: number }
  | { op: 'line'; x: number; y: number };

/**
 * A stroke's path on a pad of `width` × `height` px, shifted by `origin` (the top left of a crop):
 * each point is the control of a quadratic curve that ends halfway to the next one, so the line
 * passes smoothly through the midpoints and ends at the last point.
 */
export function strokePath(
  stroke: Stroke,
  width: number,
  height: number,
  origin: { x: number; y: number } = { x: 0, y: 0 },
): PathStep[] {
  const px = stroke.map((p) => ({ x: p.x * width - origin.x, y: p.y * height - origin.y }));
  const [first, ...rest] = px;
  if (!first) return [];
  if (rest.length === 0) return [{ op: 'dot', ...first }];
  const steps: PathStep[] = [{ op: 'move', ...first }];
  for (let i = 0; i < rest.length - 1; i++) {
    const c = rest[i] as { x: number; y: number };
    const next = rest[i + 1] as { x: number; y: number };
    steps.push({ op: 'quad', cx: c.x, cy: c.y, x: (c.x + next.x) / 2, y: (c.y + next.y) / 2 });
  }
  steps.push({ op: 'line', ...(rest.at(-1) as { x: number; y: number }) });
  return steps;
}

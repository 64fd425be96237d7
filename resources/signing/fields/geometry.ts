// The field editor's geometry, pure: a box is fractions of its page as displayed (origin top left,
// x to the right, y downwards), the numbers the API takes and the seal burns in, so the editor, the
// phone and the PDF agree. Sizes given in points (FIELD_DEFAULT_SIZE, the arrow keys' steps) become
// fractions of the page they apply to; every box stays inside its page, edges snap to the page's
// and to other boxes' edges, and "Rubricar todas as páginas" spreads one box over the pages.
import type { FieldArea } from '../../../common/schemas/signatureFields';
import { FIELD_DEFAULT_SIZE, FIELD_MIN_SIDE, type FieldType } from '../../../common/signatureFields';

export interface Box {
  x: number;
  y: number;
  largura: number;
  altura: number;
}

/** A page as displayed, in points. */
export interface PageSize {
  largura: number;
  altura: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Pixels within which an edge sticks to another (the page's or a box's). */
export const SNAP_PX = 5;
/** Arrow keys move a box 1 point, 10 with Shift. */
export const NUDGE_PT = 1;
export const NUDGE_BIG_PT = 10;
/** Distance of a pasted copy from the box copied, and of a corner box from the page's corner (points). */
export const PASTE_OFFSET_PT = 12;
export const CORNER_MARGIN_PT = 28;

/** Fractions kept to 1/10,000 of the page (under a tenth of a point on A4): short numbers, same place. */
const round = (v: number) => Math.round(v * 10_000) / 10_000;
const within = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The box inside its page: each side between the minimum and the page's, the corner pulled in. */
export function clampBox<T extends Box>(box: T): T {
  const largura = round(within(box.largura, FIELD_MIN_SIDE, 1));
  const altura = round(within(box.altura, FIELD_MIN_SIDE, 1));
  return {
    ...box,
    largura,
    altura,
    x: round(within(box.x, 0, 1 - largura)),
    y: round(within(box.y, 0, 1 - altura)),
  };
}

/** A new field's size on a page: FIELD_DEFAULT_SIZE's points as fractions of that page. */
export function defaultSize(tipo: FieldType, page: PageSize): Pick<Box, 'largura' | 'altura'> {
  const size = FIELD_DEFAULT_SIZE[tipo];
  return { largura: size.largura / page.largura, altura: size.altura / page.altura };
}

/** A new field of `tipo` centred on a point of the page (fractions), inside the page. */
export function boxAt(tipo: FieldType, page: PageSize, center: Point): Box {
  const { largura, altura } = defaultSize(tipo, page);
  return clampBox({ x: center.x - largura / 2, y: center.y - altura / 2, largura, altura });
}

/**
 * A new field of `tipo` in the page's bottom right corner (where a rubrica usually goes); `slot`
 * boxes already there push it left, one box and a margin each (two signatories' rubricas side by side).
 */
export function cornerBox(tipo: FieldType, page: PageSize, slot = 0): Box {
  const { largura, altura } = defaultSize(tipo, page);
  const margin = CORNER_MARGIN_PT / page.largura;
  return clampBox({
    x: Math.max(0, 1 - (slot + 1) * (largura + margin)),
    y: 1 - altura - CORNER_MARGIN_PT / page.altura,
    largura,
    altura,
  });
}

/** The box taken to another page: its size kept in points (a landscape page does not stretch it). */
export function onPage<T extends Box>(box: T, from: PageSize, to: PageSize): T {
  return clampBox({
    ...box,
    largura: (box.largura * from.largura) / to.largura,
    altura: (box.altura * from.altura) / to.altura,
  });
}

/** The box moved by points (the arrow keys), inside its page. */
export function nudge<T extends Box>(box: T, page: PageSize, dx: number, dy: number): T {
  return clampBox({ ...box, x: box.x + dx / page.largura, y: box.y + dy / page.altura });
}

/** The box resized to a size in points (the properties panel), its corner kept where possible. */
export function resizePt<T extends Box>(box: T, page: PageSize, largura: number, altura: number): T {
  return clampBox({ ...box, largura: largura / page.largura, altura: altura / page.altura });
}

/** The edges a box can stick to on a page, per axis: the page's and the other boxes'. */
export function snapTargets(others: readonly Box[]): { x: number[]; y: number[] } {
  return {
    x: [0, 1, ...others.flatMap((o) => [o.x, o.x + o.largura])],
    y: [0, 1, ...others.flatMap((o) => [o.y, o.y + o.altura])],
  };
}

/** The shift bringing the nearest of `edges` onto a target at most `tolerance` away; 0 when none is. */
export function pull(edges: readonly number[], targets: readonly number[], tolerance: number): number {
  let shift = 0;
  let best = Number.POSITIVE_INFINITY;
  for (const edge of edges)
    for (const target of targets) {
      const d = target - edge;
      if (Math.abs(d) <= tolerance && Math.abs(d) < best) {
        best = Math.abs(d);
        shift = d;
      }
    }
  return shift;
}

/** Snap distances as fractions of a page drawn `width` × `height` pixels. */
export const tolerance = (width: number, height: number): Point => ({
  x: width > 0 ? SNAP_PX / width : 0,
  y: height > 0 ? SNAP_PX / height : 0,
});

/** A box being moved: its nearest left/right and top/bottom edges stick to the targets in reach. */
export function snapMove<T extends Box>(box: T, targets: { x: number[]; y: number[] }, tol: Point): T {
  return clampBox({
    ...box,
    x: box.x + pull([box.x, box.x + box.largura], targets.x, tol.x),
    y: box.y + pull([box.y, box.y + box.altura], targets.y, tol.y),
  });
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

/**
 * A box resized by dragging `corner` to a point of the page: the opposite corner stays, the moving
 * edges stick to the targets in reach, and the box keeps at least `min` (fractions) per side.
 */
export function resizeTo<T extends Box>(
  start: T,
  corner: Corner,
  to: Point,
  targets: { x: number[]; y: number[] },
  tol: Point,
  min: Point,
): T {
  const west = corner.endsWith('w');
  const north = corner.startsWith('n');
  const fixedX = west ? start.x + start.largura : start.x;
  const fixedY = north ? start.y + start.altura : start.y;
  let mx = within(to.x, 0, 1);
  let my = within(to.y, 0, 1);
  mx += pull([mx], targets.x, tol.x);
  my += pull([my], targets.y, tol.y);
  const minX = Math.max(min.x, FIELD_MIN_SIDE);
  const minY = Math.max(min.y, FIELD_MIN_SIDE);
  mx = west ? Math.min(mx, fixedX - minX) : Math.max(mx, fixedX + minX);
  my = north ? Math.min(my, fixedY - minY) : Math.max(my, fixedY + minY);
  return clampBox({
    ...start,
    x: Math.min(mx, fixedX),
    y: Math.min(my, fixedY),
    largura: Math.abs(fixedX - mx),
    altura: Math.abs(fixedY - my),
  });
}

/**
 * "Rubricar todas as páginas": one place per page (every page, or all but the last when there is
 * more than one), the box's place in fractions and its size in points, inside each page.
 */
export function spreadOverPages(box: Box, from: PageSize, pages: readonly PageSize[], exceptLast: boolean) {
  const count = exceptLast && pages.length > 1 ? pages.length - 1 : pages.length;
  return pages.slice(0, count).map(
    (page, i): FieldArea => ({
      pagina: i + 1,
      ...onPage({ x: box.x, y: box.y, largura: box.largura, altura: box.altura }, from, page),
    }),
  );
}

/** A point on screen as fractions of a page drawn in `rect` (its middle when the rect is empty). */
export function pointOn(rect: DOMRectReadOnly, clientX: number, clientY: number): Point {
  return {
    x: rect.width > 0 ? (clientX - rect.left) / rect.width : 0.5,
    y: rect.height > 0 ? (clientY - rect.top) / rect.height : 0.5,
  };
}

/**
 * The page most in sight in a scrolling frame, and the middle of its visible part (fractions of the
 * page): where a field added by keyboard or pasted goes. The first page when nothing has a size.
 */
export function pageInView(
  frame: DOMRectReadOnly,
  pages: readonly { pagina: number; rect: DOMRectReadOnly }[],
): { pagina: number; center: Point } {
  let best = { pagina: pages[0]?.pagina ?? 1, center: { x: 0.5, y: 0.5 } };
  let seen = 0;
  for (const { pagina, rect } of pages) {
    const top = Math.max(rect.top, frame.top);
    const bottom = Math.min(rect.bottom, frame.bottom);
    const left = Math.max(rect.left, frame.left);
    const right = Math.min(rect.right, frame.right);
    if (bottom - top <= seen || right <= left) continue;
    seen = bottom - top;
    best = { pagina, center: pointOn(rect, (left + right) / 2, (top + bottom) / 2) };
  }
  return best;
}

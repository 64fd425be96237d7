// The field editor's geometry, pure: boxes are fractions of the page as displayed, new fields take
// FIELD_DEFAULT_SIZE's points as fractions of their page, boxes stay inside their page, edges snap
// to the page's and other boxes' within 5 px, the arrow keys move by points, a box taken to another
// page keeps its size in points, "Rubricar todas as páginas" is one place per page, and the page
// most in sight is where a field added by keyboard goes.
import { describe, expect, it } from 'vitest';
import { FIELD_MIN_SIDE } from '../../common/signatureFields';
import {
  boxAt,
  clampBox,
  cornerBox,
  defaultSize,
  nudge,
  onPage,
  pageInView,
  pointOn,
  pull,
  resizePt,
  resizeTo,
  snapMove,
  snapTargets,
  spreadOverPages,
  tolerance,
} from '../../resources/signing/fields/geometry';

const A4 = { largura: 595, altura: 842 };
const LANDSCAPE = { largura: 842, altura: 595 };
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRectReadOnly;

describe('field geometry', () => {
  it('turns the default size in points into fractions of the page it lands on', () => {
    expect(defaultSize('assinatura', A4)).toEqual({ largura: 170 / 595, altura: 56 / 842 });
    expect(defaultSize('assinatura', LANDSCAPE)).toEqual({ largura: 170 / 842, altura: 56 / 595 });
    // Centred on the point, rounded to 1/10,000 of the page.
    expect(boxAt('assinatura', A4, { x: 0.5, y: 0.5 })).toEqual({
      x: 0.3571,
      y: 0.4667,
      largura: 0.2857,
      altura: 0.0665,
    });
    // A rubrica in the bottom right corner, 28 pt from the edges.
    const corner = cornerBox('rubrica', A4);
    expect(corner.x + corner.largura).toBeCloseTo(1 - 28 / 595, 3);
    expect(corner.y + corner.altura).toBeCloseTo(1 - 28 / 842, 3);
    // A second signatory's rubrica goes beside the first, not on it.
    const beside = cornerBox('rubrica', A4, 1);
    expect(beside.y).toBe(corner.y);
    expect(beside.x + beside.largura).toBeCloseTo(corner.x - 28 / 595, 3);
  });

  it('keeps a box inside its page, never smaller than the minimum', () => {
    expect(clampBox({ x: -0.2, y: 0.99, largura: 0.3, altura: 0.05 })).toEqual({
      x: 0,
      y: 0.95,
      largura: 0.3,
      altura: 0.05,
    });
    expect(clampBox({ x: 0.5, y: 0.5, largura: 2, altura: 0 })).toEqual({
      x: 0,
      y: 0.5,
      largura: 1,
      altura: FIELD_MIN_SIDE,
    });
    // A point near the edge: the new box is pulled in whole.
    const edge = boxAt('assinatura', A4, { x: 0.99, y: 0.01 });
    expect(edge.x + edge.largura).toBeLessThanOrEqual(1);
    expect(edge.y).toBe(0);
    // Other keys (the page, the anchor's box) pass through.
    expect(clampBox({ pagina: 3, x: 1, y: 0, largura: 0.1, altura: 0.1 })).toEqual({
      pagina: 3,
      x: 0.9,
      y: 0,
      largura: 0.1,
      altura: 0.1,
    });
  });

  it('nudges by points, and resizes in points, inside the page', () => {
    const box = { pagina: 1, x: 0.5, y: 0.5, largura: 0.1, altura: 0.1 };
    expect(nudge(box, A4, 1, 0).x).toBeCloseTo(0.5 + 1 / 595, 4);
    expect(nudge(box, A4, 0, -10).y).toBeCloseTo(0.5 - 10 / 842, 4);
    expect(nudge({ ...box, x: 0.9 }, A4, 100, 0).x).toBe(0.9);
    const sized = resizePt(box, A4, 119, 84.2);
    expect(sized.largura).toBeCloseTo(0.2, 4);
    expect(sized.altura).toBeCloseTo(0.1, 4);
  });

  it('snaps the nearest edge within 5 px to the page and to other boxes', () => {
    // A page drawn 500 px wide: 5 px is 0.01 of it.
    const tol = tolerance(500, 1000);
    expect(tol).toEqual({ x: 0.01, y: 0.005 });
    expect(pull([0.3], [0, 1, 0.305], 0.01)).toBeCloseTo(0.005, 6);
    expect(pull([0.3], [0, 1, 0.32], 0.01)).toBe(0);
    const other = { x: 0.2, y: 0.6, largura: 0.2, altura: 0.1 };
    const targets = snapTargets([other]);
    expect(targets).toEqual({ x: [0, 1, 0.2, 0.4], y: [0, 1, 0.6, 0.7] });
    // Left edge 0.008 from the other box's right edge: it sticks; top 0.004 from its top: sticks.
    const moved = snapMove({ x: 0.408, y: 0.604, largura: 0.1, altura: 0.05 }, targets, tol);
    expect(moved).toEqual({ x: 0.4, y: 0.6, largura: 0.1, altura: 0.05 });
    // Right edge near the page's: it sticks to 1.
    const right = snapMove({ x: 0.895, y: 0.3, largura: 0.1, altura: 0.05 }, targets, tol);
    expect(right.x + right.largura).toBeCloseTo(1, 6);
    // Too far: left as it is.
    expect(snapMove({ x: 0.43, y: 0.3, largura: 0.1, altura: 0.05 }, targets, tol).x).toBe(0.43);
  });

  it('resizes from a corner, the opposite one fixed, snapping the moving edges', () => {
    const start = { pagina: 1, x: 0.2, y: 0.2, largura: 0.2, altura: 0.1 };
    const targets = snapTargets([{ x: 0.6, y: 0.5, largura: 0.1, altura: 0.1 }]);
    const tol = { x: 0.01, y: 0.01 };
    const min = { x: 0.02, y: 0.02 };
    // South-east to (0.595, 0.395): the right edge sticks to the other box's left (0.6).
    expect(resizeTo(start, 'se', { x: 0.595, y: 0.395 }, targets, tol, min)).toEqual({
      pagina: 1,
      x: 0.2,
      y: 0.2,
      largura: 0.4,
      altura: 0.195,
    });
    // North-west past the fixed corner: never smaller than the minimum, never flipped.
    const tiny = resizeTo(start, 'nw', { x: 0.9, y: 0.9 }, targets, tol, min);
    expect(tiny.x + tiny.largura).toBeCloseTo(0.4, 6);
    expect(tiny.largura).toBeCloseTo(0.02, 6);
    expect(tiny.y + tiny.altura).toBeCloseTo(0.3, 6);
    // Dragged off the page: stops at its edge.
    expect(resizeTo(start, 'ne', { x: 1.4, y: -0.3 }, targets, tol, min)).toEqual({
      pagina: 1,
      x: 0.2,
      y: 0,
      largura: 0.8,
      altura: 0.3,
    });
  });

  it('keeps a box’s size in points on another page', () => {
    const onA4 = { pagina: 1, x: 0.1, y: 0.1, largura: 0.2, altura: 0.1 };
    const there = onPage({ ...onA4, pagina: 2 }, A4, LANDSCAPE);
    expect(there.pagina).toBe(2);
    expect(there.largura * LANDSCAPE.largura).toBeCloseTo(0.2 * 595, 0);
    expect(there.altura * LANDSCAPE.altura).toBeCloseTo(0.1 * 842, 0);
  });

  it('spreads one box over every page, or all but the last', () => {
    const box = { x: 0.8, y: 0.9, largura: 0.1, altura: 0.05 };
    const pages = [A4, A4, LANDSCAPE];
    expect(spreadOverPages(box, A4, pages, false).map((a) => a.pagina)).toEqual([1, 2, 3]);
    const butLast = spreadOverPages(box, A4, pages, true);
    expect(butLast).toEqual([
      { pagina: 1, ...box },
      { pagina: 2, ...box },
    ]);
    // The landscape page: the same points, inside it.
    const [, , wide] = spreadOverPages(box, A4, pages, false);
    expect(wide?.largura).toBeCloseTo((0.1 * 595) / 842, 4);
    expect((wide?.y ?? 0) + (wide?.altura ?? 0)).toBeLessThanOrEqual(1);
    // A one-page document "except the last" still gets its page.
    expect(spreadOverPages(box, A4, [A4], true)).toHaveLength(1);
  });

  it('finds the page most in sight and the middle of its visible part', () => {
    const frame = rect(0, 100, 600, 800);
    const pages = [
      { pagina: 1, rect: rect(0, -700, 600, 850) },
      { pagina: 2, rect: rect(0, 160, 600, 850) },
      { pagina: 3, rect: rect(0, 1020, 600, 850) },
    ];
    const seen = pageInView(frame, pages);
    expect(seen.pagina).toBe(2);
    // Visible from 160 to 900: its middle is 530, i.e. (530 - 160) / 850 of the page.
    expect(seen.center.x).toBeCloseTo(0.5, 6);
    expect(seen.center.y).toBeCloseTo(370 / 850, 6);
    // Nothing measured (not laid out yet): the first page's middle.
    expect(pageInView(rect(0, 0, 0, 0), [{ pagina: 1, rect: rect(0, 0, 0, 0) }])).toEqual({
      pagina: 1,
      center: { x: 0.5, y: 0.5 },
    });
    expect(pointOn(rect(100, 200, 400, 800), 300, 600)).toEqual({ x: 0.5, y: 0.5 });
  });
});

// The signature pad's drawing as data (src/components/signature/strokes.ts): strokes in fractions of
// the pad, so a resize or a phone's rotation redraws them in place; undo and clear; an empty or a
// too small drawing refused; the PNG's crop around the ink. Also the rubrica's initials from a name
// and the characters the handwriting font lacks.
import { describe, expect, it } from 'vitest';
import { missingGlyphs, PORTUGUESE_LETTERS } from '../../src/components/signature/handwritingFont';
import { initialsOf } from '../../src/components/signature/initials';
import {
  drawingProblem,
  farEnough,
  inkCrop,
  MIN_POINTS,
  type Stroke,
  strokePath,
  toFraction,
  undo,
} from '../../src/components/signature/strokes';

/** A stroke of `n` points along a line from (x0, y0) to (x1, y1), in fractions of the pad. */
const line = (x0: number, y0: number, x1: number, y1: number, n = 20): Stroke =>
  Array.from({ length: n }, (_, i) => ({
    x: x0 + ((x1 - x0) * i) / (n - 1),
    y: y0 + ((y1 - y0) * i) / (n - 1),
  }));

describe('a stroke on the pad', () => {
  it('takes the pointer’s place in fractions of the pad, inside it when the pointer strays out', () => {
    const pad = { x: 100, y: 50, width: 400, height: 200 };
    expect(toFraction(300, 100, pad)).toEqual({ x: 0.5, y: 0.25 });
    expect(toFraction(50, 400, pad)).toEqual({ x: 0, y: 1 });
  });

  it('keeps a new point only when it moved a pixel and a half on the screen', () => {
    const last = { x: 0.5, y: 0.5 };
    expect(farEnough(undefined, last, 400, 200)).toBe(true);
    expect(farEnough(last, { x: 0.502, y: 0.5 }, 400, 200)).toBe(false); // 0.8 px
    expect(farEnough(last, { x: 0.5, y: 0.51 }, 400, 200)).toBe(true); // 2 px
  });

  it('is drawn at the same place of the pad after a resize or a rotation', () => {
    const stroke = line(0.1, 0.2, 0.9, 0.7, 5);
    const wide = strokePath(stroke, 800, 400);
    const narrow = strokePath(stroke, 320, 160);
    expect(wide.map((s) => s.op)).toEqual(['move', 'quad', 'quad', 'quad', 'line']);
    // Every coordinate scales with the pad: the drawing keeps its shape and place.
    const scaled = narrow.map((s) =>
      Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? v * 2.5 : v])),
    );
    for (const [i, step] of wide.entries())
      for (const [k, v] of Object.entries(step))
        if (typeof v === 'number') expect(scaled[i]?.[k]).toBeCloseTo(v, 9);
    expect(wide[0]).toEqual({ op: 'move', x: 80, y: 80 });
    expect(wide.at(-1)).toEqual({ op: 'line', x: 720, y: 280 });
  });

  it('is smoothed with curves through the midpoints, and a lone point is a dot', () => {
    const path = strokePath(
      [
        { x: 0, y: 0 },
        { x: 0.5, y: 0 },
        { x: 0.5, y: 0.5 },
        { x: 1, y: 1 },
      ],
      100,
      100,
    );
    expect(path).toEqual([
      { op: 'move', x: 0, y: 0 },
      { op: 'quad', cx: 50, cy: 0, x: 50, y: 25 },
      { op: 'quad', cx: 50, cy: 50, x: 75, y: 75 },
      { op: 'line', x: 100, y: 100 },
    ]);
    expect(strokePath([{ x: 0.5, y: 0.5 }], 100, 50)).toEqual([{ op: 'dot', x: 50, y: 25 }]);
  });

  it('is shifted by a crop’s corner when the PNG is drawn', () => {
    expect(strokePath([{ x: 0.5, y: 0.5 }], 100, 50, { x: 40, y: 20 })).toEqual([{ op: 'dot', x: 10, y: 5 }]);
  });
});

describe('the drawing', () => {
  const a = line(0.1, 0.5, 0.6, 0.6);
  const b = line(0.2, 0.3, 0.3, 0.8);

  it('loses its last stroke on undo, and nothing when there is none', () => {
    expect(undo([a, b])).toEqual([a]);
    expect(undo([a])).toEqual([]);
    expect(undo([])).toEqual([]);
  });

  it('is refused when empty, or too small or simple to be a mark', () => {
    expect(drawingProblem([])).toBe('empty');
    expect(drawingProblem([[]])).toBe('empty');
    // A tap, a short tick, a scribble in a corner.
    expect(drawingProblem([[{ x: 0.5, y: 0.5 }]])).toBe('too_small');
    expect(drawingProblem([line(0.1, 0.1, 0.6, 0.6, MIN_POINTS - 1)])).toBe('too_small');
    expect(drawingProblem([line(0.5, 0.5, 0.55, 0.56, 40)])).toBe('too_small');
    expect(drawingProblem([a])).toBeNull();
    expect(drawingProblem([a, b])).toBeNull();
  });

  it('is cropped to its ink with a margin, inside the pad', () => {
    expect(inkCrop([], 800, 400, 10)).toBeNull();
    expect(inkCrop([a, b], 800, 400, 10)).toEqual({ x: 70, y: 110, width: 420, height: 220 });
    // Ink at the pad's edge: the margin stops there.
    expect(inkCrop([line(0, 0, 1, 0.5)], 800, 400, 10)).toEqual({ x: 0, y: 0, width: 800, height: 210 });
  });
});

describe('the typed mark', () => {
  it('prefills a rubrica with the initials of the name, without the particles', () => {
    expect(initialsOf('João Costa')).toBe('J.C.');
    expect(initialsOf('  ana  da silva ')).toBe('A.S.');
    expect(initialsOf('Maria Aparecida dos Santos Oliveira Lima')).toBe('M.A.S.L.');
    expect(initialsOf('Élcio Ômega')).toBe('É.Ô.');
    expect(initialsOf('')).toBe('');
  });

  it('writes every Portuguese letter in the handwriting font and names the characters it lacks', () => {
    expect(missingGlyphs(`Conceição Gonçalves Açaí ${PORTUGUESE_LETTERS}`)).toBe('');
    // A decomposed accent (e + ◌́) is composed first.
    expect(missingGlyphs('Jose\u0301')).toBe('');
    expect(missingGlyphs('Łukasz Dvořák')).toBe('');
    expect(missingGlyphs('Анна 李')).toBe('Ана李');
  });
});

// The signature pad in happy-dom with a 2D context that records what is painted: a stroke drawn with
// pointer events is kept in fractions of the pad (a second finger ignored), "Desfazer" and "Limpar"
// act on the strokes, and a resize (a phone's rotation) paints the same strokes at the new size.
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignaturePad } from '../../src/components/signature/SignaturePad';
import type { Stroke } from '../../src/components/signature/strokes';
import { click, settle, text } from './signing-render';

/** What the pad painted, in order: one entry per call of the context. */
let painted: { op: string; args: unknown[] }[] = [];
let resized: (() => void) | null = null;
let size = { width: 400, height: 200 };
let root: Root | null = null;
let drawing: Stroke[] = [];

const getContext = HTMLCanvasElement.prototype.getContext;
const getRect = HTMLCanvasElement.prototype.getBoundingClientRect;

beforeEach(() => {
  painted = [];
  size = { width: 400, height: 200 };
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) =>
      name in target ? target[name] : (...args: unknown[]) => painted.push({ op: String(name), args }),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => ctx) as never;
  HTMLCanvasElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, size.width, size.height);
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  HTMLCanvasElement.prototype.getContext = getContext;
  HTMLCanvasElement.prototype.getBoundingClientRect = getRect;
  // happy-dom has none: the next test file must not see ours.
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function Harness() {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  drawing = strokes;
  return createElement(SignaturePad, { tipo: 'assinatura', aspect: 2, strokes, onChange: setStrokes });
}

async function renderPad() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(Harness)));
  await settle();
}

const pad = () => document.querySelector('[data-testid="signature-pad"]') as HTMLCanvasElement;
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;

async function pointer(type: string, x: number, y: number, pointerId = 1) {
  await act(async () => {
    pad().dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: x,
        clientY: y,
        pointerId,
        button: 0,
      }),
    );
  });
}

/** Draws through the pixel positions given, with one pointer. */
async function stroke(points: [number, number][], pointerId = 1) {
  const [first, ...rest] = points;
  if (!first) return;
  await pointer('pointerdown', ...first, pointerId);
  for (const p of rest) await pointer('pointermove', ...p, pointerId);
  await pointer('pointerup', ...(rest.at(-1) ?? first), pointerId);
}

const lastMove = () => painted.filter((p) => p.op === 'moveTo').at(-1)?.args;

describe('the signature pad', () => {
  it('is named and explained, and guards what it cannot undo', async () => {
    await renderPad();
    expect(pad().getAttribute('role')).toBe('img');
    expect(pad().getAttribute('aria-label')).toBe('Área de desenho da assinatura');
    const described = document.getElementById(pad().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('Desenhe com o dedo, a caneta ou o mouse');
    expect(pad().style.touchAction).toBe('none');
    expect(button('Desfazer').disabled).toBe(true);
    expect(button('Limpar').disabled).toBe(true);
    expect(text()).toContain('×');
  });

  it('keeps a drawn stroke in fractions of the pad, ignoring a second finger while it draws', async () => {
    await renderPad();
    await pointer('pointerdown', 40, 100);
    await pointer('pointermove', 120, 60);
    // A second finger lands and moves: not part of this stroke, nor a stroke of its own.
    await pointer('pointerdown', 300, 20, 2);
    await pointer('pointermove', 310, 30, 2);
    await pointer('pointerup', 310, 30, 2);
    await pointer('pointermove', 200, 150);
    await pointer('pointermove', 200.5, 150); // under a pixel and a half: dropped
    await pointer('pointerup', 360, 100);
    expect(drawing).toEqual([
      [
        { x: 0.1, y: 0.5 },
        { x: 0.3, y: 0.3 },
        { x: 0.5, y: 0.75 },
        { x: 0.9, y: 0.5 },
      ],
    ]);
    expect(button('Desfazer').disabled).toBe(false);
  });

  it('undoes the last stroke and clears them all', async () => {
    await renderPad();
    await stroke([
      [40, 40],
      [80, 80],
    ]);
    await stroke([
      [200, 40],
      [240, 80],
    ]);
    expect(drawing).toHaveLength(2);
    await click(button('Desfazer'));
    expect(drawing).toEqual([
      [
        { x: 0.1, y: 0.2 },
        { x: 0.2, y: 0.4 },
      ],
    ]);
    await stroke([
      [100, 100],
      [150, 120],
    ]);
    await click(button('Limpar'));
    expect(drawing).toEqual([]);
    expect(button('Limpar').disabled).toBe(true);
  });

  it('paints the same strokes at the new size after a resize', async () => {
    await renderPad();
    await stroke([
      [100, 50],
      [200, 100],
      [300, 150],
    ]);
    expect(lastMove()).toEqual([100, 50]);
    // The phone turns: the pad is half as wide (its shape is kept), the canvas follows.
    size = { width: 200, height: 100 };
    painted = [];
    await act(async () => resized?.());
    expect(pad().width).toBe(200);
    expect(pad().height).toBe(100);
    expect(painted.some((p) => p.op === 'clearRect')).toBe(true);
    expect(lastMove()).toEqual([50, 25]);
    expect(drawing).toHaveLength(1);
  });
});

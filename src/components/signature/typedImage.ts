// A typed mark's picture: the text in the handwriting font, dark ink on transparent, cropped to the
// glyphs' own box with a small margin and EXPORT_WIDTH wide at most (a long name is written smaller).
// The preview on the screen is painted by the same function, so what is adopted is what was seen.
import { fontSpec, loadHandwriting, missingGlyphs, typedText } from './handwritingFont';
import { EXPORT_MARGIN, EXPORT_WIDTH, INK, markPng } from './markPng';

/** The font's size in the PNG at full scale. */
const TYPED_PX = 96;

/** The font is not in (offline, blocked) or lacks a character of the text: nothing is drawn. */
export class HandwritingUnavailable extends Error {
  constructor() {
    super('handwriting font unavailable');
    this.name = 'HandwritingUnavailable';
  }
}

/** Paints `text` on `canvas`, sizing the canvas to it; false where there is no canvas. */
export function paintTyped(canvas: HTMLCanvasElement, text: string, scale = 1): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const margin = EXPORT_MARGIN * scale;
  const widest = EXPORT_WIDTH * scale - 2 * margin;
  let px = TYPED_PX * scale;
  ctx.font = fontSpec(px);
  let box = ctx.measureText(text);
  const width = box.actualBoundingBoxLeft + box.actualBoundingBoxRight;
  if (width > widest) {
    px *= widest / width;
    ctx.font = fontSpec(px);
    box = ctx.measureText(text);
  }
  // Resizing the canvas clears it and resets its state (the font too).
  canvas.width = Math.max(1, Math.ceil(box.actualBoundingBoxLeft + box.actualBoundingBoxRight + 2 * margin));
  canvas.height = Math.max(
    1,
    Math.ceil(box.actualBoundingBoxAscent + box.actualBoundingBoxDescent + 2 * margin),
  );
  ctx.font = fontSpec(px);
  ctx.fillStyle = INK;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, margin + box.actualBoundingBoxLeft, margin + box.actualBoundingBoxAscent);
  return true;
}

/** The typed mark as a PNG, once the font has every character of it. */
export async function typedPng(text: string): Promise<Blob> {
  const clean = typedText(text);
  if (!clean || missingGlyphs(clean) || !(await loadHandwriting(clean))) throw new HandwritingUnavailable();
  return markPng((scale) => {
    const canvas = document.createElement('canvas');
    return paintTyped(canvas, clean, scale) ? canvas : null;
  });
}

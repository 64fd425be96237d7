// Checking by pixels where something landed on a PDF's pages: the test mark (a PNG whose left half
// is magenta and right half cyan, so a mark drawn sideways or mirrored shows), pages rendered as a
// reader shows them (poppler's pdftoppm with -cropbox: without it, it renders the MediaBox), and
// where the mark's colours are found against the boxes they were placed in.
//
// At 72 dpi one pixel is one point: a box given in fractions of a displayed page of W × H points
// covers x·W … (x + largura)·W, y·H … (y + altura)·H pixels from the top-left of its render.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** A page as RGB pixels, row by row from the top-left. */
export interface RenderedPage {
  width: number;
  height: number;
  data: Buffer;
}

/** A rectangle in pixels from the top-left of a rendered page (right and bottom are its far edges). */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The test mark: magenta left half, cyan right half; its PNG bytes, SHA-256 and proportions. */
export async function testMark(width = 120, height = 48) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw.set(x < width / 2 ? [255, 0, 255] : [0, 255, 255], (y * width + x) * 3);
  const png = new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
  return { png, sha256: createHash('sha256').update(png).digest('hex'), width, height };
}

/**
 * Pages first…last (from 1) of pdf rendered by pdftoppm at dpi as displayed (crop box, /Rotate),
 * as RGB pixels.
 */
export async function renderPages(
  pdf: Uint8Array,
  first: number,
  last: number,
  dpi = 72,
): Promise<RenderedPage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cofre-render-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const args = [
      '-cropbox',
      '-r',
      String(dpi),
      '-png',
      '-f',
      String(first),
      '-l',
      String(last),
      file,
      join(dir, 'page'),
    ];
    const result = spawnSync('pdftoppm', args, { encoding: 'utf8' });
    if (result.error || result.status !== 0)
      throw new Error(`pdftoppm failed (install poppler-utils): ${result.error?.message ?? result.stderr}`);
    // page-1.png … page-12.png, or page-01.png …: the number is zero-padded to the document's page count.
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort((a, b) => Number(/(\d+)\.png$/.exec(a)?.[1]) - Number(/(\d+)\.png$/.exec(b)?.[1]));
    return await Promise.all(
      files.map(async (f) => {
        const { data, info } = await sharp(join(dir, f))
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A box in fractions of a displayed page (origin top-left) in pixels of that page rendered at dpi. */
export function areaPixels(
  area: { x: number; y: number; largura: number; altura: number },
  page: { largura: number; altura: number },
  dpi = 72,
): PixelRect {
  const k = dpi / 72;
  return {
    left: area.x * page.largura * k,
    top: area.y * page.altura * k,
    right: (area.x + area.largura) * page.largura * k,
    bottom: (area.y + area.altura) * page.altura * k,
  };
}

/** The part of box an image of these proportions takes when fitted in it, centred. */
export function fitted(box: PixelRect, width: number, height: number): PixelRect {
  const scale = Math.min((box.right - box.left) / width, (box.bottom - box.top) / height);
  const [w, h] = [width * scale, height * scale];
  const left = (box.left + box.right - w) / 2;
  const top = (box.top + box.bottom - h) / 2;
  return { left, top, right: left + w, bottom: top + h };
}

type Colour = 'magenta' | 'cyan';

/** The mark's colours as rendered (anti-aliased edges, blended with the page, are left out). */
function colourOf(r: number, g: number, b: number): Colour | null {
  if (r > 200 && g < 70 && b > 200) return 'magenta';
  if (r < 70 && g > 200 && b > 200) return 'cyan';
  return null;
}

/** Where one colour was found: how many pixels, their bounds (far edges) and mean x. */
export interface ColourFound {
  count: number;
  bounds: PixelRect | null;
  meanX: number;
}

export interface MarkFound {
  /** Magenta and cyan pixels anywhere on the page. */
  total: number;
  /** Of them, those inside one of the boxes (widened by the tolerance). */
  inside: number;
  /** Per box, in the order given. */
  boxes: Record<Colour, ColourFound>[];
}

const within = (box: PixelRect, x: number, y: number, tolerance: number) =>
  x >= box.left - tolerance &&
  x + 1 <= box.right + tolerance &&
  y >= box.top - tolerance &&
  y + 1 <= box.bottom + tolerance;

/** Finds the test mark's colours on a rendered page, against the boxes they should be in. */
export function findMark(page: RenderedPage, boxes: PixelRect[], tolerance = 2): MarkFound {
  const empty = (): { count: number; sumX: number; bounds: PixelRect | null } => ({
    count: 0,
    sumX: 0,
    bounds: null,
  });
  const acc = boxes.map(() => ({ magenta: empty(), cyan: empty() }));
  let total = 0;
  let inside = 0;
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const i = (y * page.width + x) * 3;
      const colour = colourOf(page.data[i] ?? 0, page.data[i + 1] ?? 0, page.data[i + 2] ?? 0);
      if (!colour) continue;
      total++;
      const at = boxes.findIndex((box) => within(box, x, y, tolerance));
      const found = acc[at]?.[colour];
      if (!found) continue;
      inside++;
      found.count++;
      found.sumX += x;
      const b = found.bounds;
      found.bounds = b
        ? {
            left: Math.min(b.left, x),
            top: Math.min(b.top, y),
            right: Math.max(b.right, x + 1),
            bottom: Math.max(b.bottom, y + 1),
          }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  const done = (f: ReturnType<typeof empty>): ColourFound => ({
    count: f.count,
    bounds: f.bounds,
    meanX: f.count ? f.sumX / f.count : Number.NaN,
  });
  return { total, inside, boxes: acc.map((a) => ({ magenta: done(a.magenta), cyan: done(a.cyan) })) };
}

/** Pixels darker than mid-grey inside rect (a band's text and QR code, a rule). */
export function darkPixels(page: RenderedPage, rect: PixelRect): number {
  let dark = 0;
  for (let y = Math.max(0, Math.floor(rect.top)); y < Math.min(page.height, Math.ceil(rect.bottom)); y++)
    for (let x = Math.max(0, Math.floor(rect.left)); x < Math.min(page.width, Math.ceil(rect.right)); x++) {
      const i = (y * page.width + x) * 3;
      if ((page.data[i] ?? 255) + (page.data[i + 1] ?? 255) + (page.data[i + 2] ?? 255) < 3 * 128) dark++;
    }
  return dark;
}

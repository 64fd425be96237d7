// Anchors: `{{tipo:n}}` written in a PDF's text places a field there, so a system that generates
// contracts needs no coordinates. pdf.js (the same reader the signer's page renders with) gives the
// text in runs, each with its transform in PDF user space; an anchor is located inside its run by
// measuring the text before it with the standard font of the run's family (Helvetica, Times or
// Courier: pdf.js does not give the glyphs' own widths, so within a few % in another font), and its
// box is mapped through the page's viewport, so it comes out in fractions of the page as displayed
// (CropBox, /Rotate) like every other field area.
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import type { FieldBox, FoundAnchor } from '../../../../common/schemas/signatureFields.js';
import {
  ANCHOR_PATTERN,
  FIELD_DEFAULT_SIZE,
  FIELD_MIN_SIDE,
  type FieldType,
} from '../../../../common/signatureFields.js';

/** Pages read at most: anchors past them are not found (a contract has far fewer). */
const ANCHOR_PAGES_MAX = 2000;

/** pdf.js could not read the PDF (damaged, encrypted, not a PDF): whether it has anchors is unknown. */
export class AnchorReadError extends Error {
  override name = 'AnchorReadError';
}

/** A run of text as pdf.js gives it, with its font's ascent and descent (fractions of the size). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: the baseline's direction and the size in (a, b), the glyphs' up in (c, d), the start in (e, f). */
  transform: number[];
  /** The run's advance along its baseline, in user space units. */
  width: number;
  /** A line break follows the run. */
  hasEOL: boolean;
  /** The font's generic family as pdf.js tells it: 'serif', 'monospace' or else sans-serif. */
  family: string;
  ascent: number;
  descent: number;
}

/** The page as displayed: its size in points and the map from user space onto it (top left, y down). */
export interface PageFrame {
  width: number;
  height: number;
  toDisplay: (x: number, y: number) => number[];
}

/** A run whose baseline reads left to right on the displayed page, in display points. */
interface PlacedRun {
  run: TextRun;
  /** Where the run starts and ends on its baseline, and the font size. */
  x0: number;
  x1: number;
  y: number;
  size: number;
}

/** Runs of one line, their texts joined (an anchor may be split across them). */
interface Line {
  text: string;
  parts: { placed: PlacedRun; at: number }[];
}

/** pdf-lib's StandardFonts are the font names its embedder takes (another package's enum). */
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const FAMILY_FONTS: Record<string, StandardFonts> = {
  serif: StandardFonts.TimesRoman,
  monospace: StandardFonts.Courier,
};
/** Each standard font used so far, with the widths (1-point size) of the characters met. */
const metrics = new Map<StandardFonts, { font: StandardFontEmbedder; widths: Map<string, number> }>();

/**
 * The width of a text in the standard font of a family (Helvetica unless serif or monospace),
 * character by character as a PDF shows it (no kerning); one the font cannot encode counts half an em.
 */
function measure(text: string, family: string): number {
  const name = FAMILY_FONTS[family] ?? StandardFonts.Helvetica;
  let m = metrics.get(name);
  if (!m) {
    m = { font: StandardFontEmbedder.for(name as string as FontName), widths: new Map() };
    metrics.set(name, m);
  }
  let width = 0;
  for (const ch of text) {
    let w = m.widths.get(ch);
    if (w === undefined) {
      try {
        w = m.font.widthOfTextAtSize(ch, 1);
      } catch {
        w = 0.5;
      }
      m.widths.set(ch, w);
    }
    width += w;
  }
  return width;
}

/** The run in display points when it reads left to right, horizontally; undefined otherwise (vertical text is skipped). */
function place(run: TextRun, frame: PageFrame): PlacedRun | undefined {
  const [a = 0, b = 0, , , e = 0, f = 0] = run.transform;
  const size = Math.hypot(a, b);
  if (!run.str || size === 0) return undefined;
  const [x0 = 0, y0 = 0] = frame.toDisplay(e, f);
  const [x1 = 0, y1 = 0] = frame.toDisplay(e + (a / size) * run.width, f + (b / size) * run.width);
  if (x1 <= x0 || Math.abs(y1 - y0) > (x1 - x0) * 0.01) return undefined;
  return { run, x0, x1, y: y0, size };
}

/**
 * Joins consecutive runs on one baseline that touch (pdf.js splits a line at font changes and wide
 * gaps), so an anchor written across them is found; a line break, another baseline or a jump
 * (another column) starts a new line.
 */
function lines(runs: TextRun[], frame: PageFrame): Line[] {
  const out: Line[] = [];
  let line: Line | undefined;
  let prev: PlacedRun | undefined;
  for (const run of runs) {
    const placed = place(run, frame);
    const joins =
      line &&
      prev &&
      placed &&
      !prev.run.hasEOL &&
      Math.abs(placed.y - prev.y) <= 0.3 * Math.min(placed.size, prev.size) &&
      placed.x0 >= prev.x1 - 0.5 * placed.size &&
      placed.x0 <= prev.x1 + placed.size;
    if (placed) {
      if (!joins || !line) {
        line = { text: '', parts: [] };
        out.push(line);
      }
      line.parts.push({ placed, at: line.text.length });
      line.text += run.str;
    } else line = undefined;
    prev = placed;
  }
  return out;
}

/** A box on the displayed page, in points (origin top left, y down). */
interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the characters [from, to) of a run show, from the font's descent to its ascent. */
function charsRect({ run, size }: PlacedRun, from: number, to: number, frame: PageFrame): Rect {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
  const total = measure(run.str, run.family) || 1;
  const u0 = (measure(run.str.slice(0, from), run.family) / total) * run.width;
  const u1 = (measure(run.str.slice(0, to), run.family) / total) * run.width;
  const up = Math.hypot(c, d) || size;
  const xs: number[] = [];
  const ys: number[] = [];
  // The four corners, u along the baseline and v up the glyphs, mapped onto the displayed page.
  for (const u of [u0, u1])
    for (const v of [run.descent * up, run.ascent * up]) {
      const [x = 0, y = 0] = frame.toDisplay(
        e + (a / size) * u + (c / up) * v,
        f + (b / size) * u + (d / up) * v,
      );
      xs.push(x);
      ys.push(y);
    }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** Where the characters [start, end) of a line show: the union over the runs they span. */
function lineRect(line: Line, start: number, end: number, frame: PageFrame): Rect | undefined {
  let rect: Rect | undefined;
  for (const { placed, at } of line.parts) {
    const from = Math.max(start - at, 0);
    const to = Math.min(end - at, placed.run.str.length);
    if (from >= to) continue;
    const r = charsRect(placed, from, to, frame);
    rect = rect
      ? {
          left: Math.min(rect.left, r.left),
          top: Math.min(rect.top, r.top),
          right: Math.max(rect.right, r.right),
          bottom: Math.max(rect.bottom, r.bottom),
        }
      : r;
  }
  return rect;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** A box in fractions of the page, of at least the smallest side, moved (not cut) to lie inside it. */
function pageBox(x: number, y: number, largura: number, altura: number): FieldBox {
  const w = round(clamp(largura, FIELD_MIN_SIDE, 1));
  const h = round(clamp(altura, FIELD_MIN_SIDE, 1));
  return { x: clamp(round(x), 0, 1 - w), y: clamp(round(y), 0, 1 - h), largura: w, altura: h };
}

/**
 * The anchors of one page's runs, in the order of its text. A field's box starts at the anchor's
 * left edge, is centred on it vertically and is the larger of the anchor text and the type's default
 * size; `marcador` is the anchor text's own box. An anchor outside the displayed page (cropped away)
 * is not found, and signatory 0 is no one.
 */
export function anchorsOnPage(runs: TextRun[], frame: PageFrame, pagina: number): FoundAnchor[] {
  const found: FoundAnchor[] = [];
  for (const line of lines(runs, frame)) {
    if (!line.text.includes('{{')) continue;
    // A copy: matchAll starts at the pattern's lastIndex, which another user of the shared one may have moved.
    for (const match of line.text.matchAll(new RegExp(ANCHOR_PATTERN))) {
      const signatario = Number(match[2]);
      const rect = lineRect(line, match.index, match.index + match[0].length, frame);
      if (signatario < 1 || !rect) continue;
      // Only what shows on the displayed page counts.
      const left = Math.max(rect.left, 0) / frame.width;
      const top = Math.max(rect.top, 0) / frame.height;
      const right = Math.min(rect.right, frame.width) / frame.width;
      const bottom = Math.min(rect.bottom, frame.height) / frame.height;
      if (right <= left || bottom <= top) continue;
      const tipo = match[1] as FieldType;
      const size = FIELD_DEFAULT_SIZE[tipo];
      const largura = Math.max(right - left, size.largura / frame.width);
      const altura = Math.max(bottom - top, size.altura / frame.height);
      found.push({
        texto: match[0],
        tipo,
        signatario,
        area: {
          pagina,
          ...pageBox(left, (top + bottom) / 2 - altura / 2, largura, altura),
          marcador: pageBox(left, top, right - left, bottom - top),
        },
      });
    }
  }
  return found;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

/** Every anchor of a PDF, page by page (the first ANCHOR_PAGES_MAX); [] when it has none or no text. */
export async function findAnchors(pdf: Uint8Array): Promise<FoundAnchor[]> {
  // Loaded on first use: most of the server never needs it.
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  // pdf.js takes the buffer over (detaches it): it gets a copy.
  const task = getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const read = <T>(p: Promise<T>) =>
    p.catch((err: unknown) => {
      throw new AnchorReadError(`PDF unreadable: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    });
  try {
    const doc = await read(task.promise);
    const found: FoundAnchor[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, ANCHOR_PAGES_MAX); n++) {
      const page = await read(doc.getPage(n));
      const { items, styles } = await read(page.getTextContent());
      const runs: TextRun[] = [];
      for (const item of items) {
        if (!('str' in item)) continue;
        const style = styles[item.fontName];
        if (style?.vertical) continue;
        // pdf.js's text layer falls back the same way when a font says nothing.
        const ascent = style?.ascent || (style?.descent ? 1 + style.descent : 0.8);
        const descent = style?.descent || ascent - 1;
        runs.push({ ...item, family: style?.fontFamily ?? '', ascent, descent });
      }
      if (runs.some((r) => r.str.includes('{'))) {
        const viewport = page.getViewport({ scale: 1 });
        const frame: PageFrame = {
          width: viewport.width,
          height: viewport.height,
          toDisplay: (x, y) => viewport.convertToViewportPoint(x, y),
        };
        found.push(...anchorsOnPage(runs, frame, n));
      }
      page.cleanup();
    }
    return found;
  } finally {
    await task.destroy();
  }
}

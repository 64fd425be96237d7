// A page as a reader shows it, and the way from there to the PDF's own coordinates. Fields are
// placed in fractions of the page *as displayed* (common/signatureFields.ts): the visible box is the
// CropBox clipped to the MediaBox (both may be inherited from the page tree, and either written with
// its corners in any order), turned by /Rotate (0, 90, 180 or 270 clockwise, inherited too). Drawing
// goes through the matrix from display space (points from the displayed bottom-left, y up) to user
// space, so images and text come out upright whatever the page's rotation or crop offset.
//
// pdf-lib wraps a loaded page's own content in q … Q before anything is drawn on it
// (PDFPageLeaf.normalize), so a transformation the original leaves unbalanced cannot skew this.
import {
  concatTransformationMatrix,
  type PDFArray,
  PDFNumber,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

export type Rotation = 0 | 90 | 180 | 270;

/** A rectangle by its lower-left corner and size (user space, or display space where said). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** [a b c d e f] of a `cm`: X = a·x + c·y + e, Y = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export interface PageGeometry {
  /** What is displayed, in user space: CropBox ∩ MediaBox. */
  box: Rect;
  rotation: Rotation;
  /** Size as displayed (width and height swap at 90 and 270). */
  width: number;
  height: number;
  /** Display space → user space. */
  matrix: Matrix;
}

/** The default MediaBox when a page has none at all (US Letter, as PDF readers assume). */
const LETTER: Rect = { x: 0, y: 0, width: 612, height: 792 };

/** /Rotate as a reader applies it: multiples of 90 only (anything else is 0), into 0–270. */
export function normaliseRotation(angle: number): Rotation {
  if (!Number.isFinite(angle) || angle % 90 !== 0) return 0;
  return (((angle % 360) + 360) % 360) as Rotation;
}

/** A box array as a rectangle whatever the order of its corners; undefined when it is not one. */
export function rectOf(array: PDFArray | undefined): Rect | undefined {
  if (array?.size() !== 4) return undefined;
  const n = [0, 1, 2, 3].map((i) => array.lookup(i));
  if (!n.every((v) => v instanceof PDFNumber)) return undefined;
  const [x1, y1, x2, y2] = n.map((v) => (v as PDFNumber).asNumber()) as [number, number, number, number];
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

function intersection(a: Rect, b: Rect): Rect | undefined {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

/** The smallest rectangle holding both. */
function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

const lookupBox = (read: () => PDFArray | undefined) => {
  try {
    return rectOf(read());
  } catch {
    return undefined; // not an array (a broken file): as if absent
  }
};

/** The page's MediaBox (inherited when the page has none; Letter when the tree has none either). */
function mediaBox(page: PDFPage): Rect {
  return lookupBox(() => page.node.MediaBox()) ?? LETTER;
}

function rotationOf(page: PDFPage): Rotation {
  try {
    return normaliseRotation(page.node.Rotate()?.asNumber() ?? 0);
  } catch {
    return 0;
  }
}

/** Display → user space for a displayed box (user space) turned by rotation. */
export function displayMatrix(box: Rect, rotation: Rotation): Matrix {
  const [llx, lly, urx, ury] = [box.x, box.y, box.x + box.width, box.y + box.height];
  switch (rotation) {
    case 0:
      return [1, 0, 0, 1, llx, lly]; // X = llx + a, Y = lly + b
    case 90:
      return [0, 1, -1, 0, urx, lly]; // X = urx − b, Y = lly + a
    case 180:
      return [-1, 0, 0, -1, urx, ury]; // X = urx − a, Y = ury − b
    case 270:
      return [0, -1, 1, 0, llx, ury]; // X = llx + b, Y = ury − a
  }
}

export function pageGeometry(page: PDFPage): PageGeometry {
  const media = mediaBox(page);
  const crop = lookupBox(() => page.node.CropBox());
  const box = (crop && intersection(crop, media)) ?? media;
  const rotation = rotationOf(page);
  const turned = rotation === 90 || rotation === 270;
  return {
    box,
    rotation,
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
    matrix: displayMatrix(box, rotation),
  };
}

/** A point of display space (from the displayed bottom-left, y up) in user space. */
export function toUserSpace(matrix: Matrix, a: number, b: number): { x: number; y: number } {
  const [ma, mb, mc, md, me, mf] = matrix;
  return { x: ma * a + mc * b + me, y: mb * a + md * b + mf };
}

/**
 * A box in fractions of the displayed page (origin top left, y down, as fields are placed) in
 * display points (origin bottom left, y up), ready to draw under the display matrix.
 */
export function displayRect(
  g: Pick<PageGeometry, 'width' | 'height'>,
  box: { x: number; y: number; largura: number; altura: number },
): Rect {
  return {
    x: box.x * g.width,
    y: (1 - box.y - box.altura) * g.height,
    width: box.largura * g.width,
    height: box.altura * g.height,
  };
}

/** The largest rectangle of the given proportions inside box, centred in it. */
export function fitInside(width: number, height: number, box: Rect): Rect {
  const scale = Math.min(box.width / width, box.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h };
}

/** Runs draw (which adds to page's content) in display space: q, the display matrix, …, Q. */
export function inDisplaySpace(page: PDFPage, g: PageGeometry, draw: () => void): void {
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...g.matrix));
  draw();
  page.pushOperators(popGraphicsState());
}

/**
 * Grows the page below what it displays by `by` points, on whichever side of user space the
 * displayed bottom is (0: bottom, 90: right, 180: top, 270: left): the CropBox becomes the displayed
 * box plus the strip, the MediaBox grows to hold it. Nothing already shown moves. Returns the new
 * geometry; the strip is display space's 0 ≤ y ≤ by.
 */
export function extendBelow(page: PDFPage, by: number): PageGeometry {
  const { box, rotation } = pageGeometry(page);
  const grown: Rect = {
    0: { ...box, y: box.y - by, height: box.height + by },
    90: { ...box, width: box.width + by },
    180: { ...box, height: box.height + by },
    270: { ...box, x: box.x - by, width: box.width + by },
  }[rotation];
  const media = union(mediaBox(page), grown);
  page.setMediaBox(media.x, media.y, media.width, media.height);
  page.setCropBox(grown.x, grown.y, grown.width, grown.height);
  return pageGeometry(page);
}

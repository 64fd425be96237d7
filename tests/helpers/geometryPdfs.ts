// PDFs with the page geometries a field must survive (issue 31's proof), built in memory with
// pdf-lib: A4, Letter, A3 landscape, /Rotate 90, 180 and 270 (the 270 inherited from the page tree
// as -90, with the MediaBox), a CropBox offset from the MediaBox, and mixed page sizes. Each page
// says what it shows (`shows`: its size as displayed, worked out by hand from how it is built, not
// by the code under test), so a test can turn fractions of the displayed page into pixels.
//
// The pages hold black text and grey rules only, never the test mark's magenta or cyan. The Letter
// page ends with a transformation it never undoes, as some generators leave them.
import {
  concatTransformationMatrix,
  PageSizes,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';

export interface FixturePage {
  /** The MediaBox [llx, lly, urx, ury]. */
  media: [number, number, number, number];
  crop?: [number, number, number, number];
  rotate?: number;
  /** [width, height] as displayed: CropBox ∩ MediaBox, turned by /Rotate. */
  shows: [number, number];
}

export interface GeometryFixture {
  name: string;
  bytes: Uint8Array;
  /** The size of each page as displayed, in points (what fractions of the page are fractions of). */
  pages: { largura: number; altura: number }[];
}

const [A4W, A4H] = PageSizes.A4 as [number, number];
const [LW, LH] = PageSizes.Letter as [number, number];
const [A3W, A3H] = PageSizes.A3 as [number, number];
const [A5W, A5H] = PageSizes.A5 as [number, number];
const [LGW, LGH] = PageSizes.Legal as [number, number];

/** The fixtures' pages: one document each, the last with several sizes. */
export const FIXTURE_PAGES: Record<string, FixturePage[]> = {
  A4: [{ media: [0, 0, A4W, A4H], shows: [A4W, A4H] }],
  Letter: [{ media: [0, 0, LW, LH], shows: [LW, LH] }],
  'A3 landscape': [{ media: [0, 0, A3H, A3W], shows: [A3H, A3W] }],
  'Rotate 90': [{ media: [0, 0, A4W, A4H], rotate: 90, shows: [A4H, A4W] }],
  'Rotate 180': [{ media: [0, 0, LW, LH], rotate: 180, shows: [LW, LH] }],
  // Set on the page tree, not on the page: see inherit().
  'Rotate 270 inherited': [{ media: [0, 0, A4W, A4H], rotate: -90, shows: [A4H, A4W] }],
  'CropBox offset': [{ media: [0, 0, LW, LH], crop: [50, 80, 450, 700], shows: [400, 620] }],
  'Mixed sizes': [
    { media: [0, 0, A4W, A4H], shows: [A4W, A4H] },
    { media: [0, 0, LH, LW], shows: [LH, LW] },
    // Its corners written top-right first; cropped, then turned.
    { media: [A5W, A5H, 0, 0], crop: [20, 30, 400, 580], rotate: 90, shows: [550, 380] },
    { media: [0, 0, LGW, LGH], rotate: 270, shows: [LGH, LGW] },
    { media: [-100, -50, A4W - 100, A4H - 50], crop: [-80, -20, 300, 500], rotate: 180, shows: [380, 520] },
  ],
};

const mediaOf = ([a, b, c, d]: FixturePage['media']) => {
  const [x, y] = [Math.min(a, c), Math.min(b, d)];
  return { x, y, width: Math.abs(c - a), height: Math.abs(d - b) };
};

function fillPage(page: PDFPage, label: string, font: PDFFont) {
  const { x, y, width, height } = page.getCropBox();
  page.drawRectangle({
    x: x + 10,
    y: y + 10,
    width: width - 20,
    height: height - 20,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 1,
  });
  page.drawText(label, { x: x + 24, y: y + height / 2, size: 14, font, color: rgb(0, 0, 0) });
}

/** The page tree carries the first page's MediaBox and /Rotate; the page itself has neither. */
function inherit(doc: PDFDocument, page: PDFPage, spec: FixturePage) {
  const tree = doc.catalog.Pages();
  tree.set(PDFName.of('MediaBox'), doc.context.obj(spec.media));
  tree.set(PDFName.of('Rotate'), doc.context.obj(spec.rotate ?? 0));
  page.node.delete(PDFName.of('MediaBox'));
}

export async function buildFixture(name: string, specs: FixturePage[]): Promise<GeometryFixture> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  specs.forEach((spec, i) => {
    const media = mediaOf(spec.media);
    const page = doc.addPage([media.width, media.height]);
    page.node.set(PDFName.of('MediaBox'), doc.context.obj(spec.media));
    if (spec.crop) page.node.set(PDFName.of('CropBox'), doc.context.obj(spec.crop));
    fillPage(page, `${name} · página ${i + 1}`, font);
    if (name === 'Rotate 270 inherited') inherit(doc, page, spec);
    else if (spec.rotate !== undefined) page.node.set(PDFName.of('Rotate'), doc.context.obj(spec.rotate));
    if (name === 'Letter') page.pushOperators(concatTransformationMatrix(0.5, 0, 0, 0.5, 40, 40));
  });
  return {
    name,
    bytes: await doc.save(),
    pages: specs.map(({ shows: [largura, altura] }) => ({ largura, altura })),
  };
}

/** Every fixture, in the order of FIXTURE_PAGES. */
export function geometryFixtures(): Promise<GeometryFixture[]> {
  return Promise.all(Object.entries(FIXTURE_PAGES).map(([name, specs]) => buildFixture(name, specs)));
}

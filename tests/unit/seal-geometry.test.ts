// Where the seal draws on a page, proved on the geometry fixtures (A4, Letter, A3 landscape,
// /Rotate 90, 180, 270 inherited from the page tree, a CropBox offset, mixed sizes): the page as
// displayed (size, rotation, the way to user space), the sizes the API gives the editor, and,
// through poppler's renderer, the test mark burned into boxes on every page where the fractions
// say, upright, and nowhere else, with the band below the page as displayed; the sealed file valid
// for pdfsig and qpdf. Burning in text, checkboxes, flattening and the certificate:
// seal-burn-in.test.ts.
import jsQR from 'jsqr';
import { PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldArea } from '../../common/schemas/signatureFields.js';
import { pdfPageSizes } from '../../server/modules/signing/pageSizes.js';
import type { BurnField } from '../../server/modules/signing/seal/certificateData.js';
import {
  displayMatrix,
  extendBelow,
  normaliseRotation,
  pageGeometry,
  type Rotation,
  toUserSpace,
} from '../../server/modules/signing/seal/geometry.js';
import { BAND_MIN_HEIGHT } from '../../server/modules/signing/seal/pageStamp.js';
import { sealDocument } from '../../server/modules/signing/seal/seal.js';
import { FIXTURE_PAGES, type GeometryFixture, geometryFixtures } from '../helpers/geometryPdfs.js';
import { pageImage, pdfsig } from '../helpers/pdfsig.js';
import { areaPixels, darkPixels, findMark, fitted, renderPages, testMark } from '../helpers/pixels.js';
import { cert, certificateData, NOW, pageTextLayout, qpdfCheck, setUpSealing, URL } from '../helpers/seal.js';

setUpSealing();

let fixtures: GeometryFixture[];
beforeAll(async () => {
  fixtures = await geometryFixtures();
});

describe('the page as displayed', () => {
  it('normalises /Rotate as readers do: multiples of 90 into 0–270, anything else 0', () => {
    const cases: [number, Rotation][] = [
      [0, 0],
      [90, 90],
      [-90, 270],
      [-180, 180],
      [450, 90],
      [720, 0],
      [-450, 270],
      [45, 0],
      [Number.NaN, 0],
    ];
    for (const [angle, rotation] of cases) expect(normaliseRotation(angle)).toBe(rotation);
  });

  it('is CropBox ∩ MediaBox turned by /Rotate, both read through the page tree', async () => {
    for (const f of fixtures) {
      const doc = await PDFDocument.load(f.bytes);
      doc.getPages().forEach((page, i) => {
        const g = pageGeometry(page);
        expect([g.width, g.height], `${f.name}, page ${i + 1}`).toEqual([
          expect.closeTo(f.pages[i]?.largura ?? 0, 6),
          expect.closeTo(f.pages[i]?.altura ?? 0, 6),
        ]);
      });
    }
    // The inherited one has neither /Rotate nor /MediaBox of its own.
    const inherited = fixtures.find((f) => f.name === 'Rotate 270 inherited') as GeometryFixture;
    const page = (await PDFDocument.load(inherited.bytes)).getPage(0);
    expect(page.node.get(PDFName.of('Rotate'))).toBeUndefined();
    expect(page.node.get(PDFName.of('MediaBox'))).toBeUndefined();
    expect(pageGeometry(page).rotation).toBe(270);
  });

  it('gives the editor the sizes as displayed (GET …/paginas)', async () => {
    for (const f of fixtures)
      expect(await pdfPageSizes(f.bytes), f.name).toEqual(
        f.pages.map((p) => ({
          largura: Math.round(p.largura * 100) / 100,
          altura: Math.round(p.altura * 100) / 100,
        })),
      );
  });

  it('maps the displayed corners onto the box, the displayed bottom-left where each rotation puts it', () => {
    const box = { x: 10, y: 20, width: 300, height: 500 };
    const [llx, lly, urx, ury] = [10, 20, 310, 520];
    // Turned clockwise by /Rotate, the displayed bottom-left is the box's lower-left, lower-right,
    // upper-right or upper-left corner; the displayed top-right is the opposite one.
    const corners: Record<Rotation, [number, number][]> = {
      0: [
        [llx, lly],
        [urx, ury],
      ],
      90: [
        [urx, lly],
        [llx, ury],
      ],
      180: [
        [urx, ury],
        [llx, lly],
      ],
      270: [
        [llx, ury],
        [urx, lly],
      ],
    };
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      const turned = rotation % 180 === 90;
      const [w, h] = turned ? [box.height, box.width] : [box.width, box.height];
      const m = displayMatrix(box, rotation);
      expect(toUserSpace(m, 0, 0), `${rotation}`).toEqual({
        x: corners[rotation][0]?.[0],
        y: corners[rotation][0]?.[1],
      });
      expect(toUserSpace(m, w, h), `${rotation}`).toEqual({
        x: corners[rotation][1]?.[0],
        y: corners[rotation][1]?.[1],
      });
    }
  });

  it('grows below the page as displayed: user space bottom, right, top or left by rotation', async () => {
    const doc = await PDFDocument.create();
    const sides: Record<Rotation, (before: ReturnType<typeof pageGeometry>['box']) => number[]> = {
      0: (b) => [b.x, b.y - 30, b.width, b.height + 30],
      90: (b) => [b.x, b.y, b.width + 30, b.height],
      180: (b) => [b.x, b.y, b.width, b.height + 30],
      270: (b) => [b.x - 30, b.y, b.width + 30, b.height],
    };
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      const page = doc.addPage([400, 600]);
      page.setCropBox(20, 40, 300, 500);
      page.node.set(PDFName.of('Rotate'), doc.context.obj(rotation));
      const before = pageGeometry(page);
      const after = extendBelow(page, 30);
      const { x, y, width, height } = after.box;
      expect([x, y, width, height], `${rotation}`).toEqual(sides[rotation](before.box));
      expect([after.width, after.height]).toEqual([before.width, before.height + 30]);
    }
  });
});

/** Boxes on every page: a corner, a tall narrow one, and one against the bottom-right edges. */
const AREAS = [
  { x: 0, y: 0, largura: 0.25, altura: 0.08 },
  { x: 0.7, y: 0.3, largura: 0.12, altura: 0.3 },
  { x: 0.55, y: 0.85, largura: 0.45, altura: 0.15 },
];

/** Sealing, five tools and a scan of every pixel: more than the default 5 s on a busy machine. */
const TOOLS_TIMEOUT = 30_000;

describe('a mark burned into every geometry, sealed', () => {
  let mark: Awaited<ReturnType<typeof testMark>>;
  beforeAll(async () => {
    mark = await testMark();
  });

  it.each(Object.keys(FIXTURE_PAGES))(
    '%s: inside its boxes, upright, nowhere else; the band below; valid',
    async (name) => {
      const f = fixtures.find((x) => x.name === name) as GeometryFixture;
      const areas: FieldArea[] = f.pages.flatMap((_, i) => AREAS.map((a) => ({ ...a, pagina: i + 1 })));
      const campos: BurnField[] = [{ tipo: 'assinatura', areas, content: { kind: 'mark', mark } }];
      const { bytes } = await sealDocument(f.bytes, certificateData({ campos }), cert, NOW);
      const pages = await renderPages(bytes, 1, f.pages.length);
      expect(pages).toHaveLength(f.pages.length);
      pages.forEach((image, i) => {
        const page = f.pages[i] as { largura: number; altura: number };
        const at = `${name}, page ${i + 1}`;
        // The page as displayed, with the band added under it.
        expect(Math.abs(image.width - page.largura), at).toBeLessThanOrEqual(1);
        const band = image.height - page.altura;
        expect(band, at).toBeGreaterThanOrEqual(BAND_MIN_HEIGHT - 1);
        const boxes = AREAS.map((a) => fitted(areaPixels(a, page), mark.width, mark.height));
        const found = findMark(image, boxes);
        expect(found.total, at).toBeGreaterThan(0);
        expect(found.inside / found.total, at).toBeGreaterThanOrEqual(0.99);
        expect(found.total - found.inside, `${at}: mark pixels outside every box`).toBe(0);
        found.boxes.forEach(({ magenta, cyan }, k) => {
          const box = boxes[k];
          expect(magenta.meanX, `${at}, box ${k + 1}: magenta left of cyan`).toBeLessThan(cyan.meanX);
          // Both halves fill the fitted box (± 2 px): not shrunk, turned or cut off.
          const [left, right] = [magenta.bounds, cyan.bounds];
          if (!left || !right || !box) throw new Error(`${at}, box ${k + 1}: a colour is missing`);
          for (const [got, want] of [
            [left.left, box.left],
            [right.right, box.right],
            [Math.min(left.top, right.top), box.top],
            [Math.max(left.bottom, right.bottom), box.bottom],
          ] as const)
            expect(Math.abs(got - want), `${at}, box ${k + 1}`).toBeLessThanOrEqual(2);
        });
        // The band's text and QR code are in the strip under the page, reading left to right.
        const strip = { left: 0, top: page.altura + 2, right: image.width, bottom: image.height };
        expect(darkPixels(image, strip), at).toBeGreaterThan(500);
        expect(pageTextLayout(bytes, i + 1), at).toMatch(/ por Ana Pereira, Bruno Costa\b/);
      });
      // The band's QR code reads as a phone would; the seal verifies; the file is sound.
      const image = pageImage(bytes, 1);
      expect(jsQR(image.data, image.width, image.height)?.data).toBe(URL);
      expect(pdfsig(bytes)).toContain('Signature is Valid.');
      const check = qpdfCheck(bytes);
      expect(check.status, check.report).toBe(0);
    },
    TOOLS_TIMEOUT,
  );
});

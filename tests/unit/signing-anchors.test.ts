// Anchors: `{{tipo:n}}` in a PDF's text found with pdf.js, each with the field's box and the anchor
// text's own box in fractions of the page as displayed (CropBox, /Rotate), checked against where
// pdf-lib drew the text.
import {
  degrees,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIELD_DEFAULT_SIZE } from '../../common/signatureFields.js';
import {
  AnchorReadError,
  anchorsOnPage,
  findAnchors,
  type PageFrame,
  type TextRun,
} from '../../server/modules/signing/fields/anchors.js';
import { contractPdf } from '../helpers/files.js';

/** Helvetica's ascent and descent (fractions of the size), as pdf.js reports them. */
const ASCENT = 0.718;
const DESCENT = -0.207;

/** The width a PDF shows for a text: glyph by glyph, no kerning (pdf-lib's whole-text width kerns). */
const shown = (font: PDFFont, text: string, size: number) =>
  Array.from(text).reduce((w, ch) => w + font.widthOfTextAtSize(ch, size), 0);

async function pdfOf(draw: (doc: PDFDocument, font: PDFFont) => Promise<void> | void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  await draw(doc, font);
  return doc.save();
}

/** A page turned by `rotate` (on the page, or inherited from the page tree) and cropped to `crop`. */
interface Geometry {
  name: string;
  rotate: 0 | 90 | 180 | 270;
  inherited?: boolean;
  /** [llx, lly, urx, ury] inside the 595 × 842 MediaBox. */
  crop?: [number, number, number, number];
}

/**
 * Draws `text` so that it reads upright on the displayed page with its baseline starting at the
 * display fractions (u, v): the point is mapped back into user space for the page's CropBox and
 * /Rotate (turned clockwise when shown), and the text turned the other way.
 */
function drawUpright(
  page: PDFPage,
  g: Geometry,
  text: string,
  u: number,
  v: number,
  font: PDFFont,
  size: number,
) {
  const [llx, lly, urx, ury] = g.crop ?? [0, 0, 595, 842];
  const W = urx - llx;
  const H = ury - lly;
  const [x, y] = {
    0: [llx + u * W, ury - v * H],
    90: [llx + v * W, lly + u * H],
    180: [urx - u * W, lly + v * H],
    270: [urx - v * W, ury - u * H],
  }[g.rotate];
  page.drawText(text, { x, y, size, font, rotate: degrees(g.rotate) });
}

describe('findAnchors', () => {
  it('finds an anchor alone: its own box where it was drawn, the field at least the default size', async () => {
    let width = 0;
    const pdf = await pdfOf((doc, font) => {
      doc.addPage([595, 842]).drawText('{{assinatura:1}}', { x: 100, y: 600, size: 12, font });
      width = shown(font, '{{assinatura:1}}', 12);
    });
    const [anchor, ...rest] = await findAnchors(pdf);
    expect(rest).toEqual([]);
    expect(anchor).toMatchObject({ texto: '{{assinatura:1}}', tipo: 'assinatura', signatario: 1 });
    const { marcador, ...area } = anchor!.area;
    expect(marcador!.x).toBeCloseTo(100 / 595, 4);
    expect(marcador!.largura).toBeCloseTo(width / 595, 4);
    expect(marcador!.y).toBeCloseTo((842 - 600 - ASCENT * 12) / 842, 4);
    expect(marcador!.altura).toBeCloseTo(((ASCENT - DESCENT) * 12) / 842, 4);
    // Left-aligned on the anchor, centred on it vertically, the signature's default size.
    expect(area.pagina).toBe(1);
    expect(area.x).toBe(marcador!.x);
    expect(area.largura).toBeCloseTo(FIELD_DEFAULT_SIZE.assinatura.largura / 595, 5);
    expect(area.altura).toBeCloseTo(FIELD_DEFAULT_SIZE.assinatura.altura / 842, 5);
    expect(area.y + area.altura / 2).toBeCloseTo(marcador!.y + marcador!.altura / 2, 5);
  });

  it('locates anchors inside longer runs of text, in Helvetica, Times and Courier', async () => {
    for (const [fontName, tolerance] of [
      [StandardFonts.Helvetica, 0.001],
      [StandardFonts.TimesRoman, 0.01],
      [StandardFonts.Courier, 0.01],
    ] as const) {
      const prefix = 'Contratante, pelo seu representante legal: ';
      const middle = ' e o fiador ';
      const expected: number[] = [];
      const pdf = await pdfOf(async (doc) => {
        const font = await doc.embedFont(fontName);
        doc.addPage([595, 842]).drawText(`${prefix}{{assinatura:1}}${middle}{{rubrica:2}} (fim)`, {
          x: 40,
          y: 500,
          size: 9,
          font,
        });
        const first = 40 + shown(font, prefix, 9);
        const second = first + shown(font, `{{assinatura:1}}${middle}`, 9);
        expected.push(first / 595, shown(font, '{{assinatura:1}}', 9) / 595, second / 595);
      });
      const anchors = await findAnchors(pdf);
      expect(anchors.map((a) => a.texto)).toEqual(['{{assinatura:1}}', '{{rubrica:2}}']);
      const [x1, w1, x2] = expected as [number, number, number];
      expect(Math.abs(anchors[0]!.area.marcador!.x - x1), fontName).toBeLessThan(tolerance);
      expect(Math.abs(anchors[0]!.area.marcador!.largura - w1), fontName).toBeLessThan(tolerance);
      expect(Math.abs(anchors[1]!.area.marcador!.x - x2), fontName).toBeLessThan(tolerance);
      // The field is the larger of the anchor text and the default size.
      const { largura, marcador } = anchors[1]!.area;
      expect(largura).toBeCloseTo(Math.max(marcador!.largura, FIELD_DEFAULT_SIZE.rubrica.largura / 595), 5);
    }
  });

  const geometries: Geometry[] = [
    { name: 'A4', rotate: 0 },
    { name: 'CropBox offset from the MediaBox', rotate: 0, crop: [50, 100, 450, 600] },
    { name: '/Rotate 90', rotate: 90 },
    { name: '/Rotate 90 and a CropBox offset', rotate: 90, crop: [60, 40, 560, 740] },
    { name: '/Rotate 180', rotate: 180 },
    { name: '/Rotate 270 inherited from /Pages', rotate: 270, inherited: true },
  ];
  for (const g of geometries) {
    it(`gives fractions of the displayed page: ${g.name}`, async () => {
      let width = 0;
      const pdf = await pdfOf((doc, font) => {
        const page = doc.addPage([595, 842]);
        if (g.crop) page.setCropBox(g.crop[0], g.crop[1], g.crop[2] - g.crop[0], g.crop[3] - g.crop[1]);
        if (g.inherited) doc.catalog.Pages().set(PDFName.of('Rotate'), PDFNumber.of(g.rotate));
        else page.setRotation(degrees(g.rotate));
        drawUpright(page, g, 'Data: {{data:1}}', 0.2, 0.3, font, 10);
        width = shown(font, 'Data: ', 10);
      });
      const [llx, lly, urx, ury] = g.crop ?? [0, 0, 595, 842];
      const turned = g.rotate % 180 !== 0;
      const displayWidth = turned ? ury - lly : urx - llx;
      const displayHeight = turned ? urx - llx : ury - lly;
      const [anchor, ...rest] = await findAnchors(pdf);
      expect(rest).toEqual([]);
      expect(anchor!.texto).toBe('{{data:1}}');
      const m = anchor!.area.marcador!;
      expect(m.x).toBeCloseTo(0.2 + width / displayWidth, 3);
      expect(m.y).toBeCloseTo(0.3 - (ASCENT * 10) / displayHeight, 3);
      expect(m.altura).toBeCloseTo(((ASCENT - DESCENT) * 10) / displayHeight, 3);
      expect(anchor!.area.largura).toBeCloseTo(FIELD_DEFAULT_SIZE.data.largura / displayWidth, 5);
      expect(anchor!.area.altura).toBeCloseTo(FIELD_DEFAULT_SIZE.data.altura / displayHeight, 5);
    });
  }

  it('skips text that reads sideways on the displayed page and anchors cropped away', async () => {
    const pdf = await pdfOf((doc, font) => {
      const turned = doc.addPage([595, 842]);
      turned.setRotation(degrees(90));
      // Unrotated in user space: it runs down the page as displayed.
      turned.drawText('{{assinatura:1}}', { x: 300, y: 300, size: 12, font });
      const cropped = doc.addPage([595, 842]);
      cropped.setCropBox(50, 100, 400, 500);
      cropped.drawText('{{rubrica:1}}', { x: 100, y: 50, size: 12, font });
      cropped.drawText('{{rubrica:2}}', { x: 100, y: 300, size: 12, font });
    });
    const anchors = await findAnchors(pdf);
    expect(anchors.map((a) => [a.texto, a.area.pagina])).toEqual([['{{rubrica:2}}', 2]]);
  });

  it('finds every occurrence, page by page, with spaces inside the braces; ignores what is not an anchor', async () => {
    const pdf = await pdfOf((doc, font) => {
      const text = (page: PDFPage, s: string, y: number) => page.drawText(s, { x: 50, y, size: 11, font });
      const p1 = doc.addPage([595, 842]);
      text(p1, 'Locador: {{assinatura:1}}', 700);
      text(p1, 'Locatário: {{ rubrica : 2 }} e {{rubrica:2}}', 650);
      const p2 = doc.addPage([612, 792]);
      text(
        p2,
        '{{foto:1}} {{assinatura:0}} {{assinatura}} {{Assinatura:1}} {{assinatura:123}} {assinatura:1}',
        700,
      );
      text(p2, 'Em {{data:10}}', 600);
      doc.addPage([595, 842]);
      text(doc.addPage([842, 595]), 'Rubrica: {{rubrica:1}}', 100);
    });
    const anchors = await findAnchors(pdf);
    expect(anchors.map((a) => [a.area.pagina, a.texto, a.tipo, a.signatario])).toEqual([
      [1, '{{assinatura:1}}', 'assinatura', 1],
      [1, '{{ rubrica : 2 }}', 'rubrica', 2],
      [1, '{{rubrica:2}}', 'rubrica', 2],
      [2, '{{data:10}}', 'data', 10],
      [4, '{{rubrica:1}}', 'rubrica', 1],
    ]);
    // Each in fractions of its own page (Letter, A4 landscape).
    expect(anchors[3]!.area.largura).toBeCloseTo(FIELD_DEFAULT_SIZE.data.largura / 612, 5);
    expect(anchors[4]!.area.marcador!.y).toBeCloseTo((595 - 100 - ASCENT * 11) / 595, 3);
  });

  it('finds an anchor written across runs of text on one line (a font change in the middle)', async () => {
    let x = 0;
    const pdf = await pdfOf(async (doc, font) => {
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const page = doc.addPage([595, 842]);
      page.drawText('Assine aqui: {{assina', { x: 60, y: 400, size: 12, font });
      x = 60 + shown(font, 'Assine aqui: ', 12);
      const end = 60 + shown(font, 'Assine aqui: {{assina', 12);
      page.drawText('tura:2}}', { x: end, y: 400, size: 12, font: bold });
    });
    const [anchor, ...rest] = await findAnchors(pdf);
    expect(rest).toEqual([]);
    expect(anchor).toMatchObject({ texto: '{{assinatura:2}}', tipo: 'assinatura', signatario: 2 });
    expect(anchor!.area.marcador!.x).toBeCloseTo(x / 595, 3);
  });

  it('keeps a field at the page edge inside the page, its marker where the text is', async () => {
    const pdf = await pdfOf((doc, font) =>
      doc.addPage([595, 842]).drawText('{{assinatura:1}}', { x: 520, y: 8, size: 8, font }),
    );
    const [anchor] = await findAnchors(pdf);
    const { area } = anchor!;
    expect(area.x + area.largura).toBeLessThanOrEqual(1);
    expect(area.y + area.altura).toBeLessThanOrEqual(1);
    expect(area.largura).toBeCloseTo(FIELD_DEFAULT_SIZE.assinatura.largura / 595, 5);
    const m = area.marcador!;
    expect(m.x).toBeCloseTo(520 / 595, 4);
    // Moved left and up, it still covers the anchor.
    expect(area.x).toBeLessThan(m.x);
    expect(area.y + area.altura).toBeGreaterThanOrEqual(m.y + m.altura);
  });

  it('answers [] for a PDF without anchors or without any text, and leaves the bytes given intact', async () => {
    const plain = await contractPdf(2);
    expect(await findAnchors(plain)).toEqual([]);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const drawing = await pdfOf((doc) => {
      doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 200, height: 100 });
    });
    expect(await findAnchors(drawing)).toEqual([]);
  });

  it('throws AnchorReadError for what pdf.js cannot read (not [], which would mean "no anchors")', async () => {
    for (const bytes of [Buffer.from('isto não é um PDF'), Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type')]) {
      await expect(findAnchors(bytes)).rejects.toBeInstanceOf(AnchorReadError);
    }
  });

  it('reads a 200-page contract in well under a few seconds', { timeout: 30_000 }, async () => {
    // One page of contract text with a rubrica anchor, its content shared by 200 pages (pdf.js
    // reads each page's text anyway; pdf-lib would take longer to draw them than pdf.js to read them).
    const doc = await PDFDocument.load(await contractPdf(1));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const first = doc.getPage(0);
    first.drawText('Rubrica: {{rubrica:1}}', { x: 420, y: 30, size: 9, font });
    for (let n = 2; n <= 200; n++) {
      const page = doc.addPage([595, 842]);
      for (const key of ['Contents', 'Resources'])
        page.node.set(PDFName.of(key), first.node.get(PDFName.of(key)) as PDFObject);
    }
    const pdf = await doc.save();
    // pdf.js loaded and compiled once, as in a running server.
    await findAnchors(await contractPdf(1));
    // CPU time, not the clock: a machine busy with other work does not fail the test.
    const started = process.cpuUsage();
    const anchors = await findAnchors(pdf);
    const { user, system } = process.cpuUsage(started);
    expect(anchors).toHaveLength(200);
    expect(anchors[199]!.area.pagina).toBe(200);
    // About 1 s on a quiet machine; 2 s with a test runner's threads on a loaded one.
    expect((user + system) / 1000).toBeLessThan(5000);
  });
});

describe('anchorsOnPage (runs → boxes)', () => {
  /** An unrotated 600 × 800 page: user space with y flipped. */
  const frame: PageFrame = { width: 600, height: 800, toDisplay: (x, y) => [x, 800 - y] };
  const run = (str: string, x: number, y: number, width: number, more: Partial<TextRun> = {}): TextRun => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width,
    hasEOL: false,
    family: 'sans-serif',
    ascent: 0.8,
    descent: -0.2,
    ...more,
  });

  it('joins the runs of a line, not those of another line, column or a line break', () => {
    const found = anchorsOnPage(
      [
        run('{{rubrica', 100, 700, 40),
        run(':1}}', 140, 700, 20),
        run('{{rubrica', 100, 600, 40, { hasEOL: true }),
        run(':2}}', 140, 600, 20),
        run('{{rubrica', 100, 500, 40),
        run(':3}}', 140, 480, 20),
        run('{{rubrica', 100, 400, 40),
        run(':4}}', 400, 400, 20),
      ],
      frame,
      3,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.texto).toBe('{{rubrica:1}}');
    const m = found[0]!.area.marcador!;
    expect([m.x, m.y, m.largura, m.altura]).toEqual(
      [100 / 600, 92 / 800, 60 / 600, 10 / 800].map((n) => expect.closeTo(n, 5)),
    );
    expect(found[0]!.area.pagina).toBe(3);
  });

  it('scales the standard font widths to the run, whatever its font', () => {
    // In Helvetica 'ab ' is 1.39 em and '{{data:1}}' 4.116 em: a run twice as wide as that at
    // 10 points (110.12) has the anchor start twice as far (27.8) and be twice as wide.
    const [anchor] = anchorsOnPage([run('ab {{data:1}}', 0, 400, 110.12)], frame, 1);
    expect(anchor!.area.marcador!.x).toBeCloseTo(27.8 / 600, 5);
    expect(anchor!.area.marcador!.largura).toBeCloseTo(82.32 / 600, 5);
  });
});

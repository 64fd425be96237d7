// What the seal burns into the original pages besides the marks' geometry (seal-geometry.test.ts):
// text in the embedded Noto Sans (Portuguese letters intact, sized to its box and never outside it),
// checkboxes, anchors' text whited out, each image embedded once however many places show it; forms
// and annotations flattened; the band naming the signatories in both languages; the certificate
// showing each signatory's marks and contacts by channel. Checked through poppler (pdftotext,
// pdftoppm, pdfsig), qpdf and pdf-lib reading the sealed file back.
import {
  fill,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  PDFSignature,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  StandardFonts,
  setFillingRgbColor,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BurnField } from '../../server/modules/signing/seal/certificateData.js';
import { sealDocument } from '../../server/modules/signing/seal/seal.js';
import { pdfsig, pdftotext } from '../helpers/pdfsig.js';
import {
  areaPixels,
  darkPixels,
  findMark,
  type PixelRect,
  renderPages,
  testMark,
} from '../helpers/pixels.js';
import {
  cert,
  certificateData,
  imageObjects,
  NOW,
  original,
  pageTextLayout,
  qpdfCheck,
  setUpSealing,
  signatory,
} from '../helpers/seal.js';

setUpSealing();

const A4 = { largura: 595.28, altura: 841.89 };
/** Sealing and running poppler and qpdf, more than once a test: more than the default 5 s on a busy machine. */
const slow = { timeout: 30_000 };

/** A4 pages, blank unless draw writes on them. */
async function blankPdf(pages: number, draw?: (page: PDFPage, font: PDFFont) => void) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([A4.largura, A4.altura]);
    draw?.(page, font);
  }
  return doc.save();
}

/** Pixels in the ring `by` pixels wide around rect (its inside left out). */
function ringDark(image: Parameters<typeof darkPixels>[0], rect: PixelRect, by: number) {
  const outer = {
    left: rect.left - by,
    top: rect.top - by,
    right: rect.right + by,
    bottom: rect.bottom + by,
  };
  return darkPixels(image, outer) - darkPixels(image, rect);
}

/** The bounds of the dark pixels inside rect. */
function inkBounds(image: Parameters<typeof darkPixels>[0], rect: PixelRect): PixelRect {
  const ink = { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: 0, bottom: 0 };
  for (let y = Math.floor(rect.top); y < Math.ceil(rect.bottom); y++)
    for (let x = Math.floor(rect.left); x < Math.ceil(rect.right); x++) {
      const i = (y * image.width + x) * 3;
      if ((image.data[i] ?? 255) + (image.data[i + 1] ?? 255) + (image.data[i + 2] ?? 255) < 3 * 128) {
        ink.left = Math.min(ink.left, x);
        ink.top = Math.min(ink.top, y);
        ink.right = Math.max(ink.right, x + 1);
        ink.bottom = Math.max(ink.bottom, y + 1);
      }
    }
  return ink;
}

describe('text and checkboxes', slow, () => {
  const SHORT = { x: 0.1, y: 0.3, largura: 0.5, altura: 0.04 };
  const LONG = { x: 0.1, y: 0.45, largura: 0.3, altura: 0.05 };
  const TICKED = { x: 0.1, y: 0.6, largura: 0.04, altura: 0.03 };
  const EMPTY = { x: 0.3, y: 0.6, largura: 0.04, altura: 0.03 };
  const LONG_TEXT = 'Maria da Conceição Gonçalves de Albuquerque e Sá, São João del-Rei';
  let sealed: Uint8Array;

  beforeAll(async () => {
    const on = (box: typeof SHORT) => [1, 2].map((pagina) => ({ ...box, pagina }));
    const campos: BurnField[] = [
      { tipo: 'nome', areas: on(SHORT), content: { kind: 'text', text: 'Conceição Açaí Ônibus' } },
      { tipo: 'texto', areas: on(LONG), content: { kind: 'text', text: LONG_TEXT } },
      { tipo: 'caixa', areas: on(TICKED), content: { kind: 'check', checked: true } },
      { tipo: 'caixa', areas: on(EMPTY), content: { kind: 'check', checked: false } },
    ];
    sealed = (await sealDocument(await blankPdf(2), certificateData({ campos }), cert, NOW)).bytes;
  });

  it('writes Portuguese text in an embedded font, once per document', async () => {
    const pages = pdftotext(sealed).split('\f');
    for (const page of pages.slice(0, 2)) {
      expect(page).toContain('Conceição Açaí Ônibus');
      expect(page.replace(/\s+/g, ' ')).toContain(LONG_TEXT);
    }
    const doc = await PDFDocument.load(sealed);
    const noto = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, o]) =>
          o instanceof PDFDict &&
          o.get(PDFName.of('Type')) === PDFName.of('Font') &&
          /NotoSans/.test(String(o.get(PDFName.of('BaseFont')))),
      );
    // The Type0 font and its descendant CID font, embedded (a font file), for both pages.
    expect(noto).toHaveLength(2);
    const descriptor = noto
      .map(([, o]) => (o as PDFDict).lookupMaybe(PDFName.of('FontDescriptor'), PDFDict))
      .find(Boolean);
    expect(descriptor?.has(PDFName.of('FontFile2'))).toBe(true);
  });

  it('sizes text to about 70 % of its box, left aligned, centred, shrunk to fit, never outside', async () => {
    const [image] = await renderPages(sealed, 1, 1);
    if (!image) throw new Error('nothing rendered');
    for (const area of [SHORT, LONG]) {
      const box = areaPixels(area, A4);
      expect(darkPixels(image, box)).toBeGreaterThan(20);
      expect(ringDark(image, box, 12)).toBe(0);
      const ink = inkBounds(image, box);
      const height = box.bottom - box.top;
      expect(ink.left - box.left).toBeLessThanOrEqual(4);
      // The long text is made smaller until it fits the box's width, and no smaller.
      if (area === LONG) expect(box.right - ink.right).toBeLessThanOrEqual(8);
      else {
        // C, Ô (an accent above) and ç (a cedilla below): the letters span most of the size.
        expect((ink.bottom - ink.top) / height).toBeGreaterThan(0.55);
        expect(Math.abs((ink.top + ink.bottom) / 2 - (box.top + box.bottom) / 2)).toBeLessThanOrEqual(
          0.12 * height,
        );
      }
    }
  });

  it('draws a checkbox as a square, with a check when ticked', async () => {
    const [image] = await renderPages(sealed, 2, 2);
    if (!image) throw new Error('nothing rendered');
    const inner = (area: typeof TICKED) => {
      const b = areaPixels(area, A4);
      const [w, h] = [b.right - b.left, b.bottom - b.top];
      return {
        left: b.left + w * 0.3,
        top: b.top + h * 0.3,
        right: b.right - w * 0.3,
        bottom: b.bottom - h * 0.3,
      };
    };
    expect(darkPixels(image, areaPixels(EMPTY, A4))).toBeGreaterThan(30);
    expect(darkPixels(image, inner(EMPTY))).toBe(0);
    expect(darkPixels(image, inner(TICKED))).toBeGreaterThan(5);
  });

  it('still verifies and passes qpdf --check', () => {
    expect(pdfsig(sealed)).toContain('Signature is Valid.');
    expect(qpdfCheck(sealed).status).toBe(0);
  });
});

describe('marks', slow, () => {
  it('embeds each image once, however many areas and certificate blocks show it', async () => {
    const signature = await testMark();
    const rubrica = await testMark(60, 40);
    const every = (box: { x: number; y: number; largura: number; altura: number }) =>
      [1, 2, 3].map((pagina) => ({ ...box, pagina }));
    const campos: BurnField[] = [
      {
        tipo: 'assinatura',
        areas: every({ x: 0.1, y: 0.7, largura: 0.3, altura: 0.1 }),
        content: { kind: 'mark', mark: signature },
      },
      {
        tipo: 'rubrica',
        areas: every({ x: 0.8, y: 0.85, largura: 0.12, altura: 0.08 }),
        content: { kind: 'mark', mark: rubrica },
      },
    ];
    const signatarios = [
      signatory('Ana Pereira', 1, { marcas: { assinatura: signature, rubrica } }),
      signatory('Bruno Costa', 5, { marcas: { assinatura: signature } }),
    ];
    const sealed = await sealDocument(original, certificateData({ campos, signatarios }), cert, NOW);
    expect(await imageObjects(sealed.bytes)).toHaveLength(2);
    // Drawn on every original page and on the certificate's first page, where the signatories are.
    const pages = await renderPages(sealed.bytes, 1, 4);
    for (const page of pages) expect(findMark(page, []).total).toBeGreaterThan(100);
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
  });

  it('covers an anchor’s text with white and draws the field where it was placed', async () => {
    const anchor = '{{assinatura:1}}';
    const size = 12;
    let marcador = { x: 0, y: 0, largura: 0, altura: 0 };
    const pdf = await blankPdf(1, (page, font) => {
      const [x, y] = [100, 500];
      page.drawText(anchor, { x, y, size, font });
      page.drawText('Texto que fica', { x, y: 300, size, font });
      const width = font.widthOfTextAtSize(anchor, size);
      marcador = {
        x: (x - 2) / A4.largura,
        y: (A4.altura - y - size) / A4.altura,
        largura: (width + 4) / A4.largura,
        altura: (size + 6) / A4.altura,
      };
    });
    const mark = await testMark();
    const area = { pagina: 1, x: marcador.x, y: marcador.y - 0.06, largura: 0.25, altura: 0.05, marcador };
    const campos: BurnField[] = [{ tipo: 'assinatura', areas: [area], content: { kind: 'mark', mark } }];
    const sealed = await sealDocument(pdf, certificateData({ campos }), cert, NOW);
    const [image] = await renderPages(sealed.bytes, 1, 1);
    if (!image) throw new Error('nothing rendered');
    const before = (await renderPages(pdf, 1, 1))[0];
    if (!before) throw new Error('nothing rendered');
    expect(darkPixels(before, areaPixels(marcador, A4))).toBeGreaterThan(50);
    expect(darkPixels(image, areaPixels(marcador, A4))).toBe(0);
    expect(findMark(image, [areaPixels(area, A4)]).inside).toBeGreaterThan(100);
    expect(pdftotext(sealed.bytes)).toContain('Texto que fica');
  });

  it('leaves out areas on pages the document does not have', async () => {
    const mark = await testMark();
    const campos: BurnField[] = [
      {
        tipo: 'assinatura',
        areas: [{ pagina: 9, x: 0.1, y: 0.1, largura: 0.2, altura: 0.1 }],
        content: { kind: 'mark', mark },
      },
    ];
    const sealed = await sealDocument(original, certificateData({ campos }), cert, NOW);
    expect(sealed.kind).toBe('assinado');
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
  });

  it('adds no font nor image to a document without fields', async () => {
    const sealed = await sealDocument(original, certificateData(), cert, NOW);
    expect(await imageObjects(sealed.bytes)).toHaveLength(0);
    expect(Buffer.from(sealed.bytes).includes('FontFile')).toBe(false);
  });
});

describe('flattening', slow, () => {
  /** A page with a filled text field, one whose appearance is missing, a ticked checkbox, a note, a hidden note, a link. */
  async function formPdf(objectStreams: boolean) {
    const doc = await PDFDocument.create();
    const page = doc.addPage([A4.largura, A4.altura]);
    const form = doc.getForm();
    const name = form.createTextField('cliente');
    name.setText('Cliente Conceição Lima');
    name.addToPage(page, { x: 60, y: 700, width: 300, height: 24 });
    const bare = form.createTextField('cidade');
    bare.setText('Cidade de São Paulo');
    bare.addToPage(page, { x: 60, y: 650, width: 300, height: 24 });
    for (const widget of bare.acroField.getWidgets()) widget.dict.delete(PDFName.of('AP'));
    const agree = form.createCheckBox('aceite');
    agree.addToPage(page, { x: 60, y: 600, width: 20, height: 20 });
    agree.check();
    // A note's appearance drawn in a 50 × 25 box that its 100 × 50 /Rect doubles.
    const square = (colour: [number, number, number], rect: number[], flags: number) => {
      const ap = doc.context.formXObject(
        [
          pushGraphicsState(),
          setFillingRgbColor(...colour),
          rectangle(0, 0, 50, 25),
          fill(),
          popGraphicsState(),
        ],
        { BBox: [0, 0, 50, 25] },
      );
      const annot = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Square',
        Rect: rect,
        F: flags,
        AP: { N: doc.context.register(ap) },
      });
      page.node.addAnnot(doc.context.register(annot));
    };
    square([0, 0.5, 0], [300, 300, 400, 350], 4);
    square([0.9, 0, 0], [300, 200, 400, 250], 2); // hidden
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [60, 100, 200, 120],
      A: { S: 'URI', URI: PDFString.of('https://example.com/') },
    });
    page.node.addAnnot(doc.context.register(link));
    return doc.save({ useObjectStreams: objectStreams, updateFieldAppearances: false });
  }

  const count = (
    image: Parameters<typeof darkPixels>[0],
    rect: PixelRect,
    test: (r: number, g: number, b: number) => boolean,
  ) => {
    let n = 0;
    for (let y = rect.top; y < rect.bottom; y++)
      for (let x = rect.left; x < rect.right; x++) {
        const i = (y * image.width + x) * 3;
        if (test(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0)) n++;
      }
    return n;
  };
  const green = (r: number, g: number, b: number) => g > 100 && r < 60 && b < 60;
  const red = (r: number, g: number, b: number) => r > 180 && g < 60 && b < 60;

  it.each([true, false])(
    'draws fields and notes into the page and keeps only signatures (object streams: %s)',
    async (objectStreams) => {
      const pdf = await formPdf(objectStreams);
      const sealed = await sealDocument(pdf, certificateData(), cert, NOW);
      expect(sealed.kind).toBe('assinado');
      const check = qpdfCheck(sealed.bytes);
      expect(check.status, check.report).toBe(0);
      expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');

      const doc = await PDFDocument.load(sealed.bytes);
      const fields = doc.getForm().getFields();
      expect(fields.map((f) => f.constructor)).toEqual([PDFSignature]);
      const annots = doc.getPage(0).node.Annots()?.asArray() ?? [];
      expect(annots.map((a) => String(doc.context.lookup(a, PDFDict).get(PDFName.of('Subtype'))))).toEqual([
        '/Link',
      ]);

      const text = pdftotext(sealed.bytes).split('\f')[0] ?? '';
      expect(text).toContain('Cliente Conceição Lima');
      expect(text).toContain('Cidade de São Paulo');
      const [image] = await renderPages(sealed.bytes, 1, 1);
      if (!image) throw new Error('nothing rendered');
      // The note fills its /Rect exactly (y from the top: 842 − 350 … 842 − 300); the hidden one shows nowhere.
      const top = Math.round(A4.altura);
      expect(count(image, { left: 302, top: top - 348, right: 398, bottom: top - 302 }, green)).toBe(96 * 46);
      expect(
        count(image, { left: 290, top: top - 360, right: 410, bottom: top - 290 }, green),
      ).toBeLessThanOrEqual(102 * 52);
      expect(count(image, { left: 0, top: 0, right: image.width, bottom: image.height }, red)).toBe(0);
      // The check of the checkbox.
      expect(darkPixels(image, { left: 62, top: top - 618, right: 78, bottom: top - 602 })).toBeGreaterThan(
        10,
      );
    },
  );
});

describe('the band and the certificate', slow, () => {
  it('names the signatories under each page, in both languages, counting those not named', async () => {
    const seven = [
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Davi Rocha',
      'Elisa Prado',
      'Fábio Reis',
      'Gil Neves',
    ];
    const signatarios = seven.map((n) => signatory(n, 1));
    for (const [lang, expected] of [
      [
        'pt_BR',
        'assinado eletronicamente em Cofre por Ana Souza, Bruno Lima, Carla Dias, Davi Rocha, Elisa Prado (e mais 2)',
      ],
      [
        'en',
        'signed electronically on Cofre by Ana Souza, Bruno Lima, Carla Dias, Davi Rocha, Elisa Prado (and 2 more)',
      ],
    ] as const) {
      const sealed = await sealDocument(original, certificateData({ lang, signatarios }), cert, NOW);
      const band = pageTextLayout(sealed.bytes, 2).replace(/\s+/g, ' ');
      expect(band).toContain(expected);
    }
    const two = await sealDocument(
      original,
      certificateData({ lang: 'en', signatarios: signatarios.slice(0, 2) }),
      cert,
      NOW,
    );
    expect(pageTextLayout(two.bytes, 1).replace(/\s+/g, ' ')).toContain('by Ana Souza and Bruno Lima, under');
  });

  it('shows each signatory’s marks beside their evidence, and contacts by channel', async () => {
    const signature = await testMark();
    const rubrica = await testMark(60, 40);
    const signatarios = [
      signatory('Ana Pereira', 1, { marcas: { assinatura: signature, rubrica } }),
      signatory('Bruno Costa', 1, { email: null, whatsapp: '+55 11 98765-4321' }),
    ];
    for (const [lang, labels] of [
      ['pt_BR', ['Assinatura adotada', 'Rubrica adotada']],
      ['en', ['Adopted signature', 'Adopted initials']],
    ] as const) {
      const sealed = await sealDocument(original, certificateData({ lang, signatarios }), cert, NOW);
      const certificate = pageTextLayout(sealed.bytes, 4);
      for (const label of labels) expect(certificate).toContain(label);
      const compact = certificate.replace(/\s+/g, '');
      // Each hash in full, over two lines of the marks' column.
      for (const { sha256 } of [signature, rubrica]) {
        expect(compact).toContain(`SHA-256${sha256.slice(0, 24)}`);
        expect(compact).toContain(sha256.slice(-24));
      }
      expect(certificate).toMatch(/E-mail\s+ana@example\.com/);
      expect(certificate).toMatch(/WhatsApp\s+\+55 11 98765-4321/);
      expect(certificate).not.toMatch(/E-mail\s+\+55/);
      const [page] = await renderPages(sealed.bytes, 4, 4);
      if (!page) throw new Error('nothing rendered');
      expect(findMark(page, []).total).toBeGreaterThan(500);
    }
  });
});

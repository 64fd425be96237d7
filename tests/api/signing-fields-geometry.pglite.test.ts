// The geometry proof through the real API (issue 31): for every page geometry a field must survive
// (A4, Letter, A3 landscape, /Rotate 90, 180, 270 inherited from the page tree, a CropBox offset
// from the MediaBox, mixed sizes), fields placed by the API in fractions of the page as displayed,
// the test mark (magenta left, cyan right) adopted by the signer through their link, the act, the
// seal; every original page rendered as a reader shows it (pdftoppm -cropbox) has ≥ 99 % of the
// mark's pixels inside its box (± 2 px), upright, filling it, and nowhere else; the signature is
// valid and qpdf finds nothing wrong. The database plays no part: this runs once, on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { adoptByLink } from '../helpers/fields.js';
import { type GeometryFixture, geometryFixtures } from '../helpers/geometryPdfs.js';
import { pdfsig } from '../helpers/pdfsig.js';
import { areaPixels, findMark, fitted, renderPages, testMark } from '../helpers/pixels.js';
import { qpdfCheck } from '../helpers/seal.js';
import {
  actByLink,
  companyWithOwner,
  external,
  linkToken,
  type Member,
  requestSigning,
  sealedByLink,
  upload,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let fixtures: GeometryFixture[];
let mark: Awaited<ReturnType<typeof testMark>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = (await companyWithOwner(app)).owner;
  fixtures = await geometryFixtures();
  mark = await testMark(120, 48);
});
afterAll(async () => app?.close());

/** A different box on each page (so a mark drawn on the wrong page or place shows). */
const boxOn = (page: number) => ({
  pagina: page,
  x: 0.08 + 0.1 * (page % 4),
  y: 0.12 + 0.15 * (page % 3),
  largura: 0.34,
  altura: 0.1,
});

describe('fields placed through the API land where they were placed, on every page geometry', () => {
  it.each([
    'A4',
    'Letter',
    'A3 landscape',
    'Rotate 90',
    'Rotate 180',
    'Rotate 270 inherited',
    'CropBox offset',
    'Mixed sizes',
  ])('%s', async (name) => {
    const fixture = fixtures.find((f) => f.name === name) as GeometryFixture;
    const file = await upload(app, owner.token, { name: `${name}.pdf`, bytes: Buffer.from(fixture.bytes) });
    const signer = external({ nome: 'Geometria Teste' });
    const areas = fixture.pages.map((_, i) => boxOn(i + 1));
    const sent = await requestSigning(app, owner.token, file.id, {
      signatarios: [signer],
      campos: [{ signatario: 1, tipo: 'assinatura', areas }],
    });
    expect(sent.status, sent.text).toBe(201);
    // The pages the editor is given are the pages as displayed.
    const pages = await app.call('GET', `/api/arquivo/${file.id}/paginas`, { token: owner.token });
    expect(pages.body.paginas).toEqual(fixture.pages);

    const token = linkToken(app, signer.email);
    const adopted = await adoptByLink(app, token, 'assinatura', mark.png, { origem: 'imagem' });
    expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
    expect(adopted.body.marca).toMatchObject({ largura: mark.width, altura: mark.height });
    const acted = await actByLink(app, token);
    expect(acted.status, acted.text).toBe(200);
    expect(acted.body.documento.status).toBe('completed');

    const sealed = await sealedByLink(app, token);
    expect(pdfsig(sealed)).toMatch(/Signature Validation: Signature is Valid/);
    expect(qpdfCheck(sealed).status, qpdfCheck(sealed).report).toBe(0);

    const rendered = await renderPages(sealed, 1, fixture.pages.length);
    rendered.forEach((page, i) => {
      const shown = fixture.pages[i] as { largura: number; altura: number };
      const target = fitted(areaPixels(areas[i] as (typeof areas)[number], shown), mark.width, mark.height);
      const found = findMark(page, [target]);
      const where = `${name}, page ${i + 1}`;
      // Inside its box, and nowhere else on the page.
      expect(found.total, where).toBeGreaterThan(0);
      expect(found.inside / found.total, where).toBeGreaterThanOrEqual(0.99);
      // Filling the box it was fitted in (not a speck), upright: magenta on the left, cyan on the right.
      const area = (target.right - target.left) * (target.bottom - target.top);
      expect(found.inside, where).toBeGreaterThan(area * 0.85);
      const { magenta, cyan } = found.boxes[0] as (typeof found.boxes)[number];
      expect(magenta.meanX, where).toBeLessThan(cyan.meanX);
      expect(magenta.bounds?.right ?? 0, where).toBeLessThanOrEqual((cyan.bounds?.left ?? 0) + 2);
      // The original page is on top, as displayed; the band sits under it.
      expect(Math.abs(page.width - shown.largura), where).toBeLessThanOrEqual(1);
      expect(page.height, where).toBeGreaterThan(Math.round(shown.altura));
    });
  });
});

// The signer's view gives the original's page sizes (PDF points, rotation applied), so the public
// page reserves each page's space at its real aspect ratio before the PDF renders; null for a file
// that is not a PDF.
import { degrees, PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { pngBytes } from '../helpers/files.js';
import {
  appWithOwner,
  external,
  linkToken,
  type Member,
  sendForSignature,
  viewByLink,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;

beforeAll(async () => {
  ({ app, owner } = await appWithOwner());
});
afterAll(async () => app?.close());

async function mixedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]); // A4 portrait
  doc.addPage([612, 792]).setRotation(degrees(90)); // Letter, shown landscape
  doc.addPage([842, 595]); // A4 landscape
  return Buffer.from(await doc.save());
}

describe('the page sizes in the signer view', () => {
  it('lists every page of a PDF as displayed', async () => {
    const signer = external();
    await sendForSignature(
      app,
      owner.token,
      { signatarios: [signer] },
      { name: 'Paginas.pdf', bytes: await mixedPdf() },
    );
    const res = await viewByLink(app, linkToken(app, signer.email));
    expect(res.status).toBe(200);
    expect(res.body.documento.paginas).toEqual([
      { largura: 595.28, altura: 841.89 },
      { largura: 792, altura: 612 },
      { largura: 842, altura: 595 },
    ]);
    // Asked again (cached by content): the same answer.
    expect((await viewByLink(app, linkToken(app, signer.email))).body.documento.paginas).toHaveLength(3);
  });

  it('is null for a document that is not a PDF', async () => {
    const signer = external();
    await sendForSignature(
      app,
      owner.token,
      { signatarios: [signer] },
      { name: 'Foto.png', bytes: pngBytes(), mime: 'image/png' },
    );
    const res = await viewByLink(app, linkToken(app, signer.email));
    expect(res.status).toBe(200);
    expect(res.body.documento.paginas).toBeNull();
  });
});

// Sealing a completed document: the certificate pages (checked through pdftotext), appended to the
// original PDF as an update that keeps its bytes, or a certificate of its own for a non-PDF or an
// unmodifiable PDF; the PAdES signature (checked by poppler's pdfsig and by reading the CMS); an
// expired certificate refused. Reading a seal back: signing-seal-inspect.test.ts.
import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignatureType } from '../../common/signing.js';
import { loadPlatformCertificate } from '../../server/modules/signing/certificate/platform.js';
import { BAND_MIN_HEIGHT } from '../../server/modules/signing/seal/pageStamp.js';
import { CertificateExpiredError, sealDocument } from '../../server/modules/signing/seal/seal.js';
import { pageImage, pdfinfo, pdfsig, pdftotext } from '../helpers/pdfsig.js';
import {
  cert,
  certificateData,
  flipped,
  HEAD,
  NOW,
  original,
  pageCount,
  SHA,
  setUpSealing,
  signatory,
  tempDir,
  threePagePdf,
  URL,
} from '../helpers/seal.js';

setUpSealing();

describe('sealDocument on a PDF', () => {
  let sealed: Awaited<ReturnType<typeof sealDocument>>;
  let text: string;

  beforeAll(async () => {
    sealed = await sealDocument(original, certificateData(), cert, NOW);
    text = pdftotext(sealed.bytes);
  });

  it('keeps the original pages and appends the certificate pages', async () => {
    expect(sealed.kind).toBe('assinado');
    expect(sealed.pages).toBeGreaterThan(3);
    expect(await pageCount(sealed.bytes)).toBe(sealed.pages);
    expect(pdfinfo(sealed.bytes).stdout).toMatch(new RegExp(`Pages:\\s+${sealed.pages}\\b`));
    // An incremental update: the original file is there byte for byte.
    expect(Buffer.from(sealed.bytes.subarray(0, original.length)).equals(Buffer.from(original))).toBe(true);
    const pages = text.split('\f');
    expect(pages[0]).toContain('Pagina original 1');
    expect(pages[2]).toContain('Pagina original 3');
    expect(pages[3]).toContain('Certificado de assinaturas');
  });

  it('adds under every original page a band with the code, the address and a QR that reads it, covering nothing', async () => {
    const doc = await PDFDocument.load(sealed.bytes);
    const before = await PDFDocument.load(original);
    const pages = text.split('\f');
    for (let i = 0; i < 3; i++) {
      // The page grew downwards by the band; what it showed is where it was.
      const was = before.getPage(i).getMediaBox();
      const now = doc.getPage(i).getMediaBox();
      expect(now.height).toBeGreaterThanOrEqual(was.height + BAND_MIN_HEIGHT);
      expect(now.y + now.height).toBe(was.y + was.height);
      expect(pages[i]).toContain(`Pagina original ${i + 1}`);
      const band = (pages[i] ?? '').replace(/\s+/g, ' ');
      expect(band).toContain('Código de verificação K7Q2-9XWD-3MFA');
      expect(band).toContain(URL);
      expect(band).toContain(`página ${i + 1} de 3`);
    }
    // The QR, drawn and read back as a phone would: the verification address.
    const image = pageImage(sealed.bytes, 2);
    const qr = jsQR(image.data, image.width, image.height);
    expect(qr?.data).toBe(URL);
    // The certificate's own pages have no band.
    expect(doc.getPage(3).getHeight()).toBe(before.getPage(0).getHeight());
  });

  it('writes the document, the signatories and the verification on the certificate', () => {
    for (const expected of [
      'Certificado de assinaturas',
      'Contrato de locação.pdf',
      SHA,
      '48,2 kB (48.213 bytes)',
      'Páginas do original',
      'Imobiliária Exemplo Ltda',
      'Maria Souza',
      '20/11/2026 09:00:00 (horário de Brasília)',
      '3 signatários',
      'Ana Pereira',
      'Bruno Costa',
      'Assinou',
      'Assinou como testemunha',
      'Tomou ciência',
      '24/11/2026 10:32:05 (horário de Brasília)',
      '***.456.789-**',
      '203.0.113.7, porta 51234',
      'AppleWebKit/537.36',
      'Link pessoal e código enviado por e-mail',
      'Acesso autenticado à plataforma',
      'Não registrado',
      HEAD,
      '17',
      'K7Q2-9XWD-3MFA',
      URL,
    ])
      expect(text).toContain(expected);
  });

  it('replaces what the standard font cannot write with "?" instead of failing', () => {
    expect(text).toContain('Zoë ? ? Conceição');
  });

  it('is signed over the whole file (PAdES, ETSI.CAdES.detached) — pdfsig says valid', () => {
    const report = pdfsig(sealed.bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Cofre — Selo de documentos');
    expect(report).toContain('SHA-256');
  });

  it('no longer verifies after one byte inside the signed range changes', () => {
    // Byte 10 is in the binary comment after the header: the file still parses, the digest does not match.
    expect(pdfsig(flipped(sealed.bytes, 10))).toContain('Digest Mismatch.');
    const nearEnd = sealed.bytes.length - 40;
    expect(pdfsig(flipped(sealed.bytes, nearEnd))).not.toContain('Signature is Valid.');
  });

  it('carries contentType, messageDigest and signing-certificate-v2 and the certificate chain', () => {
    const bytes = Buffer.from(sealed.bytes);
    const at = bytes.lastIndexOf('/ByteRange');
    const [, , b, c] = /\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(bytes.toString('latin1', at, at + 80))!.map(Number);
    const der = Buffer.from(bytes.toString('latin1', b! + 1, c! - 1), 'hex');
    const cms = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), {
      parseAllBytes: false,
    } as unknown as boolean);
    const signedData = (cms.value[1] as any).value[0].value as forge.asn1.Asn1[];
    const certificates = (signedData[3] as any).value as forge.asn1.Asn1[];
    expect(certificates).toHaveLength(2);
    const signerInfo = (signedData[4] as any).value[0].value as forge.asn1.Asn1[];
    const attributes = (signerInfo[3] as any).value as forge.asn1.Asn1[];
    const byOid = new Map(
      attributes.map((a: any) => [forge.asn1.derToOid(a.value[0].value), a.value[1].value[0]] as const),
    );
    expect([...byOid.keys()].sort()).toEqual(
      ['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.16.2.47'].sort(),
    );
    const essCertId = (byOid.get('1.2.840.113549.1.9.16.2.47') as any).value[0].value[0];
    const certHash = Buffer.from(essCertId.value[0].value, 'binary').toString('hex');
    expect(certHash).toBe(cert.fingerprint256);
    const digest = createHash('sha256').update(bytes.subarray(0, b)).update(bytes.subarray(c)).digest('hex');
    expect(Buffer.from((byOid.get('1.2.840.113549.1.9.4') as any).value, 'binary').toString('hex')).toBe(
      digest,
    );
  });
});

describe('sealDocument', () => {
  it('writes the certificate in English', async () => {
    const { bytes } = await sealDocument(original, certificateData({ lang: 'en' }), cert, NOW);
    const text = pdftotext(bytes);
    for (const expected of [
      'Signature certificate',
      'Signed as a witness',
      'Took notice',
      '2026-11-24 10:32:05 (Brasília time)',
      '203.0.113.7, port 51234',
      'Signed in to the platform',
      '48.2 kB (48,213 bytes)',
      URL,
    ])
      expect(text).toContain(expected);
  });

  it('spreads 30 signatories over as many certificate pages as they need', async () => {
    const signatarios = Array.from({ length: 30 }, (_, i) =>
      signatory(`Signatário Número ${String(i + 1).padStart(2, '0')}`, ((i % 8) + 1) as SignatureType),
    );
    const sealed = await sealDocument(original, certificateData({ signatarios }), cert, NOW);
    expect(sealed.pages).toBeGreaterThanOrEqual(3 + 4);
    expect(await pageCount(sealed.bytes)).toBe(sealed.pages);
    const text = pdftotext(sealed.bytes);
    for (let i = 1; i <= 30; i++) expect(text).toContain(`Signatário Número ${String(i).padStart(2, '0')}`);
    expect(text).toContain(`Página ${sealed.pages - 3} de ${sealed.pages - 3}`);
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
  });

  it('makes a certificate of its own for a non-PDF original, naming its file and hash', async () => {
    const data = certificateData({
      documento: {
        id: 7,
        nome: 'Planilha de custos.xlsx',
        sha256: SHA,
        tamanho: 2_500_000,
        mime: 'application/xlsx',
      },
    });
    const sealed = await sealDocument(null, data, cert, NOW);
    expect(sealed.kind).toBe('certificado');
    expect(await pageCount(sealed.bytes)).toBe(sealed.pages);
    const text = pdftotext(sealed.bytes);
    expect(text).toContain('Planilha de custos.xlsx');
    expect(text).toContain(SHA);
    expect(text).toContain('2,5 MB (2.500.000 bytes)');
    expect(text).not.toContain('Páginas do original');
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
  });

  it('makes a certificate of its own for a PDF pdf-lib cannot modify (broken or encrypted)', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n%%EOF\n');
    expect((await sealDocument(broken, certificateData(), cert, NOW)).kind).toBe('certificado');

    const classic = Buffer.from(await threePagePdf({ objectStreams: false }));
    const encrypted = Buffer.from(
      classic.toString('latin1').replace('trailer\n<<', 'trailer\n<<\n/Encrypt 3 0 R'),
      'latin1',
    );
    const sealed = await sealDocument(encrypted, certificateData(), cert, NOW);
    expect(sealed.kind).toBe('certificado');
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
  });

  it('seals originals with a cross-reference table and with a cross-reference stream', async () => {
    for (const objectStreams of [false, true]) {
      const pdf = await threePagePdf({ objectStreams });
      const sealed = await sealDocument(pdf, certificateData(), cert, NOW);
      expect(sealed.kind).toBe('assinado');
      const info = pdfinfo(sealed.bytes);
      expect(info.stderr).toBe('');
      expect(info.stdout).toMatch(new RegExp(`Pages:\\s+${sealed.pages}\\b`));
      expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
    }
  });

  it('keeps a signature the original already had valid', async () => {
    const first = await sealDocument(original, certificateData(), cert, NOW);
    const second = await sealDocument(first.bytes, certificateData(), cert, NOW);
    expect(second.pages).toBe(first.pages + (first.pages - 3));
    const report = pdfsig(second.bytes);
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report).toContain('Not total document signed');
  });

  it('refuses to seal with an expired or not yet valid certificate', async () => {
    const old = await loadPlatformCertificate({
      dataDir: tempDir(),
      appName: 'Cofre',
      now: new Date('2020-01-01T00:00:00Z'),
    });
    await expect(sealDocument(original, certificateData(), old, NOW)).rejects.toBeInstanceOf(
      CertificateExpiredError,
    );
    await expect(
      sealDocument(original, certificateData(), cert, new Date('2020-01-01T00:00:00Z')),
    ).rejects.toBeInstanceOf(CertificateExpiredError);
  });
});

describe('a signature timestamp larger than the room kept for it', () => {
  it('seals again with room for it, never failing on size, and keeps more room from then on', async () => {
    // A stand-in token of 40 kB (valid DER: the seal only carries it), far above the room kept.
    const big = Buffer.concat([Buffer.from([0x04, 0x82, 0x9c, 0x40]), Buffer.alloc(40_000, 7)]);
    const token = {
      der: big,
      genTime: NOW,
      tsaName: 'TSA de teste',
      certificates: [],
      tsaNotAfter: new Date(NOW.getTime() + 86_400_000),
      source: 'teste',
      ms: 1,
    };
    let asked = 0;
    const timestamper = async () => {
      asked++;
      return token;
    };
    const sealed = await sealDocument(original, certificateData(), cert, NOW, { timestamper });
    // Asked once for the placeholder that was too small, once more for the one sized for it.
    expect(asked).toBe(2);
    expect(sealed.level).toBe('B-T');
    expect(pdfsig(sealed.bytes)).toContain('Signature is Valid.');
    const contents = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(Buffer.from(sealed.bytes).toString('latin1'));
    expect(contents?.[1]).toContain(big.subarray(0, 64).toString('hex'));

    // The next seal keeps room for a token that size at once.
    asked = 0;
    await sealDocument(original, certificateData(), cert, NOW, { timestamper });
    expect(asked).toBe(1);
  });
});

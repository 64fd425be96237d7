// The long-term-validation updates of a sealed PDF (PAdES B-LT and B-LTA): the DSS with the
// certificates, OCSP responses and CRLs, then a document timestamp over all of it, and the same again
// when re-timestamping. Checked by independent readers: the earlier bytes stay a prefix, qpdf finds
// the structure sound, poppler's pdfsig still finds the seal valid, openssl accepts the OCSP response
// read back from the DSS and verifies each document timestamp over its own byte range. For an
// original whose cross-reference is a table and for one whose cross-reference is a stream.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pemToDer } from '../../server/modules/signing/certificate/x509.js';
import { addDocumentTimestamp, addDss } from '../../server/modules/signing/seal/ltv.js';
import { sealDocument } from '../../server/modules/signing/seal/seal.js';
import type { Timestamper, ValidationMaterial } from '../../server/modules/trust/types.js';
import {
  makeTestPki,
  opensslCrl,
  opensslOcspResponse,
  opensslOcspVerify,
  opensslTimestamper,
  opensslTsVerify,
  type TestPki,
} from '../helpers/openssl-pki.js';
import { pdfsig } from '../helpers/pdfsig.js';
import {
  cert,
  certificateData,
  NOW,
  qpdfCheck,
  setUpSealing,
  tempDir,
  threePagePdf,
} from '../helpers/seal.js';

setUpSealing();

let pki: TestPki;
let stamp: Timestamper;

beforeAll(() => {
  pki = makeTestPki(tempDir());
  stamp = opensslTimestamper(pki);
});

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  Buffer.from(bytes.subarray(0, prefix.length)).equals(Buffer.from(prefix));

/** pdfsig's report on the seal (its first signature) alone. */
const sealReport = (pdf: Uint8Array) => pdfsig(pdf).split(/Signature #2:/)[0] ?? '';

async function dss(pdf: Uint8Array): Promise<ValidationMaterial> {
  const doc = await PDFDocument.load(pdf);
  const dict = doc.catalog.lookup(PDFName.of('DSS'), PDFDict);
  const read = (key: string) =>
    (dict.lookupMaybe(PDFName.of(key), PDFArray)?.asArray() ?? []).map((ref) =>
      Buffer.from(decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode()),
    );
  return { certs: read('Certs'), ocsps: read('OCSPs'), crls: read('CRLs') };
}

/** A DER value without the zero padding that follows it in /Contents. */
function withoutPadding(contents: Uint8Array): Buffer {
  const bytes = Buffer.from(contents);
  const first = bytes[1] ?? 0;
  const size = first < 0x80 ? 2 + first : 2 + (first & 0x7f) + bytes.readUIntBE(2, first & 0x7f);
  return bytes.subarray(0, size);
}

interface DocTimestamp {
  name: string;
  value: PDFDict;
  /** The bytes the /ByteRange covers. */
  covered: Buffer;
  range: number[];
  token: Buffer;
}

async function docTimestamps(pdf: Uint8Array): Promise<DocTimestamp[]> {
  const doc = await PDFDocument.load(pdf);
  const bytes = Buffer.from(pdf);
  const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
  return fields
    .asArray()
    .map((ref) => doc.context.lookup(ref, PDFDict))
    .filter(
      (field) =>
        field.lookupMaybe(PDFName.of('V'), PDFDict)?.get(PDFName.of('Type')) === PDFName.of('DocTimeStamp'),
    )
    .map((field) => {
      const value = field.lookup(PDFName.of('V'), PDFDict);
      const range = value
        .lookup(PDFName.of('ByteRange'), PDFArray)
        .asArray()
        .map((n) => (n as PDFNumber).asNumber());
      const [a = 0, b = 0, c = 0, d = 0] = range;
      return {
        name: field.lookup(PDFName.of('T'), PDFString).decodeText(),
        value,
        range,
        covered: Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]),
        token: withoutPadding(value.lookup(PDFName.of('Contents'), PDFHexString).asBytes()),
      };
    });
}

describe.each([
  ['a cross-reference table', false],
  ['a cross-reference stream', true],
])('long-term validation of a seal on a PDF with %s', (_kind, objectStreams) => {
  let sealed: Uint8Array;
  let material: ValidationMaterial;
  let withDss: Buffer;
  let stamped: Buffer;

  beforeAll(async () => {
    const original = await threePagePdf({ objectStreams });
    sealed = (await sealDocument(original, certificateData(), cert, NOW)).bytes;
    material = {
      certs: [pki.ca.der, pki.tsa.der, pemToDer(cert.certificatePem)],
      ocsps: [opensslOcspResponse(pki, pki.tsa.path)],
      crls: [opensslCrl(pki)],
    };
  });

  it('adds the DSS after the seal: exactly the material, readable by openssl, the seal still valid', async () => {
    withDss = await addDss(sealed, material);
    expect(startsWith(withDss, sealed)).toBe(true);
    // The update's cross-reference is of the original's kind.
    const update = withDss.subarray(sealed.length).toString('latin1');
    expect(update.includes('/Type /XRef')).toBe(objectStreams);
    expect(qpdfCheck(withDss).status).toBe(0);
    expect(sealReport(withDss)).toContain('Signature is Valid.');

    expect(await dss(withDss)).toEqual(material);
    const ocsp = (await dss(withDss)).ocsps[0]!;
    const report = opensslOcspVerify(pki, ocsp, pki.tsa.path);
    expect(report).toContain('Response verify OK');
    expect(report).toContain(': good');

    const doc = await PDFDocument.load(withDss);
    const esic = doc.catalog.lookup(PDFName.of('Extensions'), PDFDict).lookup(PDFName.of('ESIC'), PDFDict);
    expect(esic.get(PDFName.of('BaseVersion'))).toBe(PDFName.of('1.7'));
    expect(esic.lookup(PDFName.of('ExtensionLevel'), PDFNumber).asNumber()).toBe(5);
  });

  it('adds a document timestamp over the whole file that openssl verifies, the seal still valid', async () => {
    const result = await addDocumentTimestamp(withDss, stamp);
    expect(result).not.toBeNull();
    stamped = result!.bytes;
    expect(startsWith(stamped, withDss)).toBe(true);
    expect(qpdfCheck(stamped).status).toBe(0);
    expect(sealReport(stamped)).toContain('Signature is Valid.');

    const [ts] = await docTimestamps(stamped);
    expect(ts).toBeDefined();
    const [a, b, c, d] = ts!.range;
    expect(a).toBe(0);
    expect(c! + d!).toBe(stamped.length);
    expect(c! - b!).toBe(2 * 12 * 1024 + 2);
    expect(ts!.token.equals(result!.token.der)).toBe(true);
    expect(opensslTsVerify(pki, ts!.covered, ts!.token)).toContain('Verification: OK');
    // Only the token: a document timestamp names no signer, time or reason of its own.
    expect(ts!.value.get(PDFName.of('SubFilter'))).toBe(PDFName.of('ETSI.RFC3161'));
    for (const key of ['M', 'Name', 'Reason']) expect(ts!.value.has(PDFName.of(key))).toBe(false);
  });

  it('re-timestamps: a DSS with only the new material, then a second timestamp; all still verify', async () => {
    const fresh = opensslOcspResponse(pki, pki.tsa.path);
    const again = await addDss(stamped, { certs: [pki.ca.der], ocsps: [fresh], crls: [] });
    expect(startsWith(again, stamped)).toBe(true);
    expect(await dss(again)).toEqual({ ...material, ocsps: [...material.ocsps, fresh] });

    let calls = 0;
    const counted: Timestamper = (imprint) => {
      calls++;
      return stamp(imprint);
    };
    // Too little room for the token: the update is made again, once, with enough.
    const second = await addDocumentTimestamp(again, counted, { reserve: 100 });
    expect(calls).toBe(2);
    const bytes = second!.bytes;
    expect(startsWith(bytes, again)).toBe(true);
    expect(qpdfCheck(bytes).status).toBe(0);
    expect(sealReport(bytes)).toContain('Signature is Valid.');

    const stamps = await docTimestamps(bytes);
    expect(stamps.map((s) => s.name)).toEqual(['Carimbo do tempo 1', 'Carimbo do tempo 2']);
    for (const s of stamps) expect(opensslTsVerify(pki, s.covered, s.token)).toContain('Verification: OK');
    expect(stamps[0]!.covered.equals(stamps[1]!.covered)).toBe(false);
    const [, , c, d] = stamps[1]!.range;
    expect(c! + d!).toBe(bytes.length);
  });
});

describe('what the updates leave alone', () => {
  let sealed: Uint8Array;

  beforeAll(async () => {
    sealed = (await sealDocument(await threePagePdf(), certificateData(), cert, NOW)).bytes;
  });

  it('adds nothing when no timestamp comes', async () => {
    const copy = Buffer.from(sealed);
    expect(await addDocumentTimestamp(copy, async () => null)).toBeNull();
    expect(copy.equals(Buffer.from(sealed))).toBe(true);
  });

  it('adds no update when the DSS already holds all the material', async () => {
    const material = { certs: [pki.ca.der], ocsps: [], crls: [] };
    const once = await addDss(sealed, material);
    expect((await addDss(once, material)).equals(once)).toBe(true);
  });

  it('refuses a PDF it cannot update incrementally', async () => {
    const broken = Buffer.concat([Buffer.from(sealed), Buffer.from('\nnot a PDF ending\n')]);
    await expect(addDss(broken, { certs: [pki.ca.der], ocsps: [], crls: [] })).rejects.toThrow();
  });
});

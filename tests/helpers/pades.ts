// Taking a sealed PDF apart the way an outside verifier does, to hand the pieces to OpenSSL and
// qpdf: each signature dictionary's signed bytes and /Contents (the DER without its zero padding),
// a CMS signature's value and the timestamp token in its unsigned attributes, the DSS streams, and
// every revision of the file (each prefix ending at an %%EOF).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const { asn1 } = forge;

/** The length of the DER value at the start of `bytes` (tag, length and content). */
export function derLength(bytes: Buffer): number {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const n = first & 0x7f;
  let len = 0;
  for (let i = 0; i < n; i++) len = len * 256 + (bytes[2 + i] ?? 0);
  return 2 + n + len;
}

export interface PdfSignature {
  range: [number, number, number, number];
  /** The bytes the signature covers (both ranges, concatenated). */
  signed: Buffer;
  /** The /Contents DER, without padding. */
  contents: Buffer;
  docTimeStamp: boolean;
}

export function pdfSignatures(pdf: Buffer): PdfSignature[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) => {
    const range = m.slice(1, 5).map(Number) as [number, number, number, number];
    const [a, b, c, d] = range;
    const hex = Buffer.from(text.slice(b + 1, c - 1), 'hex');
    const dict = text.slice(Math.max(0, text.lastIndexOf('obj', m.index)), c + 400);
    return {
      range,
      signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
      contents: hex.subarray(0, derLength(hex)),
      docTimeStamp: /\/DocTimeStamp/.test(dict) || /ETSI\.RFC3161/.test(dict),
    };
  });
}

const toBuf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const kids = (node: forge.asn1.Asn1 | undefined) => (node && Array.isArray(node.value) ? node.value : []);

/** A CMS SignedData's (first) SignerInfo: its signature value and the signature timestamp token, if any. */
export function signerInfoParts(cms: Buffer): { signature: Buffer; token: Buffer | null } {
  const root = asn1.fromDer(cms.toString('binary'));
  const signedData = kids(kids(kids(root)[1])[0]);
  const signerInfo = kids(signedData.at(-1))[0];
  const parts = kids(signerInfo);
  const hasAttrs = parts[3]?.tagClass === asn1.Class.CONTEXT_SPECIFIC && parts[3]?.type === 0;
  const signature = Buffer.from(String(parts[hasAttrs ? 5 : 4]?.value ?? ''), 'binary');
  const unsigned = parts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 1);
  for (const attr of kids(unsigned)) {
    const [id, values] = kids(attr);
    if (id && asn1.derToOid(String(id.value)) === '1.2.840.113549.1.9.16.2.14') {
      const token = kids(values)[0];
      return { signature, token: token ? toBuf(token) : null };
    }
  }
  return { signature, token: null };
}

/** The DSS of the newest catalog: its certificates, OCSP responses and CRLs as DER. */
export async function dssOf(
  pdf: Buffer,
): Promise<{ certs: Buffer[]; ocsps: Buffer[]; crls: Buffer[] } | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = doc.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  if (!dss) return null;
  const list = (key: string) => {
    const array = dss.lookupMaybe(PDFName.of(key), PDFArray);
    if (!array) return [];
    return array.asArray().map((ref) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('a DSS entry that is not a stream');
      return Buffer.from(decodePDFRawStream(stream).decode());
    });
  };
  return { certs: list('Certs'), ocsps: list('OCSPs'), crls: list('CRLs') };
}

/** Every revision of the file: the prefixes that end right after an %%EOF marker. */
export function revisions(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = pdf.indexOf('%%EOF');
  while (at >= 0) {
    let end = at + 5;
    while (pdf[end] === 0x0d || pdf[end] === 0x0a) end++;
    out.push(pdf.subarray(0, end));
    at = pdf.indexOf('%%EOF', at + 5);
  }
  return out;
}

/** Runs a tool in a temp dir with the given files written into it; stdout and stderr together. */
export function runTool(
  tool: 'openssl' | 'qpdf',
  args: string[],
  files: Record<string, Uint8Array | string> = {},
): { output: string; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), `cofre-${tool}-`));
  try {
    for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
    const result = spawnSync(tool, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.error) throw result.error;
    return { output: `${result.stdout}${result.stderr}`, status: result.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `openssl cms -verify` of a signature dictionary's CMS over its signed bytes, trusting `caPem`. */
export const opensslCmsVerify = (signature: PdfSignature, caPem: string) =>
  runTool(
    'openssl',
    ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'sig.der', '-content', 'signed.bin'].concat([
      '-CAfile',
      'ca.pem',
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]),
    { 'sig.der': signature.contents, 'signed.bin': signature.signed, 'ca.pem': caPem },
  ).output;

/**
 * `openssl ts -verify` of a timestamp token against what it stamps (`digest`: the hex imprint to
 * expect; `data`: the bytes to hash), trusting `rootPem`, with the TSA's certificate at hand.
 */
export function opensslTsVerify(
  token: Buffer,
  stamped: { digest: string } | { data: Buffer },
  rootPem: string,
  tsaPem: string,
): string {
  const what = 'digest' in stamped ? ['-digest', stamped.digest] : ['-data', 'data.bin'];
  return runTool(
    'openssl',
    [
      'ts',
      '-verify',
      ...what,
      '-in',
      'token.der',
      '-token_in',
      '-CAfile',
      'root.pem',
      '-untrusted',
      'tsa.pem',
    ],
    {
      'token.der': token,
      'root.pem': rootPem,
      'tsa.pem': tsaPem,
      ...('data' in stamped ? { 'data.bin': stamped.data } : {}),
    },
  ).output;
}

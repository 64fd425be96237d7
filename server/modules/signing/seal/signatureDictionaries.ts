// Finding every signature dictionary of a PDF, in file order: each /ByteRange key and what
// surrounds it in its object (/Contents, /Type, /SubFilter, /M). The file is scanned as bytes, not
// parsed: a verifier must read files that pdf-lib would reject, and any garbage must give an answer
// ("a broken signature"), never an exception.

export interface SignatureDictionary {
  /** Offset of its /ByteRange key. */
  at: number;
  /** [0, b, c, d]: the bytes [0, b) and [c, c + d) are signed; [b, c) is the /Contents string. Null: broken. */
  range: [number, number, number, number] | null;
  /** The DER in /Contents, zero padding included; null when the range does not frame a hex string. */
  contents: Buffer | null;
  /** /Type: 'Sig', 'DocTimeStamp' (or null when absent). */
  type: string | null;
  /** /SubFilter: 'ETSI.CAdES.detached', 'adbe.pkcs7.detached', 'ETSI.RFC3161'… */
  subFilter: string | null;
  /** /M, the time the signer declared, as an ISO instant. */
  signedAt: string | null;
}

/** How far from /ByteRange its object may start or end (a /Contents before it can be long). */
const OBJECT_REACH = 1024 * 1024;

/** D:YYYYMMDDHHmmSS+HH'mm' (every part after the year optional) as an ISO instant. */
function pdfDate(text: string): string | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = sign === '+' || sign === '-' ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The range when it frames this dictionary's own /Contents hex string: starting at 0, inside the
 * file, with `<` at b and `>` at c - 1 right after a /Contents key. A range pointing elsewhere would
 * leave bytes of the file unsigned.
 */
function framedRange(pdf: Buffer, head: string): [number, number, number, number] | null {
  const m = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(head);
  if (!m) return null;
  const range = m.slice(1, 5).map(Number) as [number, number, number, number];
  const [a, b, c, d] = range;
  if (a !== 0 || b < 1 || c <= b + 1 || c + d > pdf.length) return null;
  if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) return null;
  const before = pdf.toString('latin1', Math.max(0, b - 32), b);
  return /\/Contents\s*$/.test(before) ? range : null;
}

function hexContents(pdf: Buffer, b: number, c: number): Buffer | null {
  const hex = pdf.toString('latin1', b + 1, c - 1).replace(/\s+/g, '');
  return /^[0-9a-fA-F]*$/.test(hex) && hex.length % 2 === 0 ? Buffer.from(hex, 'hex') : null;
}

function dictionaryAt(pdf: Buffer, at: number): SignatureDictionary {
  const lo = Math.max(0, at - OBJECT_REACH);
  const objAt = pdf.subarray(lo, at).lastIndexOf('obj');
  const start = objAt < 0 ? lo : lo + objAt + 3;
  const endAt = pdf.subarray(at, Math.min(pdf.length, at + OBJECT_REACH)).indexOf('endobj');
  const end = endAt < 0 ? Math.min(pdf.length, at + 4096) : at + endAt;

  const range = framedRange(pdf, pdf.toString('latin1', at, Math.min(pdf.length, at + 200)));
  const contents = range ? hexContents(pdf, range[1], range[2]) : null;
  // The dictionary's text without its (long) hex string, to read the other keys from.
  const text =
    range && range[1] > start && range[2] < end
      ? `${pdf.toString('latin1', start, range[1])} ${pdf.toString('latin1', range[2], end)}`
      : pdf.toString('latin1', start, end);
  const type = /\/Type\s*\/(Sig|DocTimeStamp)\b/.exec(text)?.[1] ?? null;
  const subFilter = /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(text)?.[1] ?? null;
  const when = /\/M\s*\((D:[^)]*)\)/.exec(text)?.[1];
  return {
    at,
    range: contents ? range : null,
    contents,
    type,
    subFilter,
    signedAt: when ? pdfDate(when) : null,
  };
}

/** Every /ByteRange of the file, in file order, with the dictionary around it. */
export function signatureDictionaries(pdf: Buffer): SignatureDictionary[] {
  const found: SignatureDictionary[] = [];
  for (let at = pdf.indexOf('/ByteRange'); at >= 0; at = pdf.indexOf('/ByteRange', at + 10)) {
    found.push(dictionaryAt(pdf, at));
  }
  return found;
}

// Checking the seal of a PDF handed to the verification page: the last signature dictionary
// (/ByteRange and /Contents), the SHA-256 of the signed ranges against the CMS messageDigest, the
// signature over the signed attributes with the signer certificate's key, and whether that
// certificate is this platform's. Any input is accepted: garbage gives "no seal" or "not intact".
import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { SealCheck } from '../../../../common/schemas/signing.js';
import { commonName, sha256Hex } from '../certificate/x509.js';
import { bytesOf, children, fromDer, isContext, OIDS, oidOf, toDer } from './der.js';

type Asn1 = forge.asn1.Asn1;

const NO_SEAL: SealCheck = {
  presente: false,
  integro: null,
  plataforma: false,
  assinante: null,
  assinado_em: null,
};

/** Digest algorithms a signer may have used, by OID, as node:crypto names them. */
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

interface SignatureDictionary {
  range: [number, number, number, number];
  contents: Buffer;
  /** The /M entry, as an ISO date. */
  signedAt: string | null;
}

/** D:YYYYMMDDHHmmSS+HH'mm' (every part after the year optional) as an ISO instant. */
function pdfDate(text: string): string | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = sign === '+' || sign === '-' ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The last /ByteRange in the file and the dictionary around it; null when there is none. */
function lastSignatureDictionary(pdf: Buffer): SignatureDictionary | 'broken' | null {
  const at = pdf.lastIndexOf('/ByteRange');
  if (at < 0) return null;
  const start = Math.max(0, pdf.lastIndexOf('obj', at));
  const endObj = pdf.indexOf('endobj', at);
  const end = endObj < 0 ? Math.min(pdf.length, at + 64 * 1024) : endObj;
  const head = pdf.subarray(at, Math.min(pdf.length, at + 200)).toString('latin1');
  const m = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(head);
  if (!m) return 'broken';
  const range = m.slice(1, 5).map(Number) as [number, number, number, number];
  const [a, b, c, d] = range;
  if (a !== 0 || b < 1 || c <= b + 1 || c + d > pdf.length) return 'broken';
  if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) return 'broken';
  const hex = pdf
    .subarray(b + 1, c - 1)
    .toString('latin1')
    .replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2) return 'broken';
  // The dictionary text without the (long) hex string, to find /M in.
  const dict = `${pdf.subarray(start, b).toString('latin1')} ${pdf.subarray(c, Math.max(c, end)).toString('latin1')}`;
  const when = /\/M\s*\((D:[^)]*)\)/.exec(dict);
  return { range, contents: Buffer.from(hex, 'hex'), signedAt: when?.[1] ? pdfDate(when[1]) : null };
}

interface SignerInfo {
  serial: Buffer | null;
  digestAlgorithm: string | null;
  signedAttrs: Asn1 | null;
  signature: Buffer | null;
}

/** SignerInfo ::= SEQUENCE { version, sid, digestAlgorithm, [0] signedAttrs OPTIONAL, signatureAlgorithm, signature, … } */
function readSignerInfo(node: Asn1 | undefined): SignerInfo {
  const parts = children(node);
  const sid = parts[1];
  const signedAttrs = isContext(parts[3], 0) ? (parts[3] ?? null) : null;
  return {
    // issuerAndSerialNumber; a subjectKeyIdentifier sid ([0]) leaves the certificates to be tried.
    serial: sid && !isContext(sid, 0) ? bytesOf(children(sid)[1]) : null,
    digestAlgorithm: oidOf(children(parts[2])[0]),
    signedAttrs,
    signature: bytesOf(parts[signedAttrs ? 5 : 4]),
  };
}

function attributeValue(signedAttrs: Asn1, type: string): Asn1 | null {
  for (const attr of children(signedAttrs)) {
    const [id, values] = children(attr);
    if (oidOf(id) === type) return children(values)[0] ?? null;
  }
  return null;
}

const positiveHex = (bytes: Buffer) =>
  bytes
    .toString('hex')
    .replace(/^(00)+/, '')
    .toUpperCase();

function signingTimeOf(signedAttrs: Asn1 | null): string | null {
  const value = signedAttrs ? attributeValue(signedAttrs, OIDS.signingTime) : null;
  if (!value || typeof value.value !== 'string') return null;
  const { asn1 } = forge;
  const date =
    value.type === asn1.Type.UTCTIME
      ? asn1.utcTimeToDate(value.value)
      : asn1.generalizedTimeToDate(value.value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * ESS signing-certificate-v2, when present, binds the signer certificate to the signature: its
 * first certHash must be the hash of that certificate (the certificates themselves are not signed).
 */
function certificateBound(signedAttrs: Asn1 | null, signer: X509Certificate): boolean {
  const value = signedAttrs ? attributeValue(signedAttrs, OIDS.signingCertificateV2) : null;
  if (!value) return true;
  const essCertId = children(children(value)[0])[0];
  const [first, second] = children(essCertId);
  // hashAlgorithm is optional (DEFAULT SHA-256): a leading SEQUENCE names another one.
  const named = first && Array.isArray(first.value) ? oidOf(children(first)[0]) : null;
  const hash = named ? DIGESTS[named] : 'sha256';
  const claimed = bytesOf(named ? second : first);
  return !!hash && !!claimed && claimed.equals(createHash(hash).update(signer.raw).digest());
}

/** A listed fingerprint is the signer's own, or a CA among the CMS certificates that issued it. */
function isPlatform(signer: X509Certificate, certs: X509Certificate[], fingerprints: Set<string>): boolean {
  if (fingerprints.has(sha256Hex(signer.raw))) return true;
  return certs.some(
    (ca) =>
      ca !== signer &&
      fingerprints.has(sha256Hex(ca.raw)) &&
      signer.checkIssued(ca) &&
      signer.verify(ca.publicKey),
  );
}

function check(pdf: Buffer, platformFingerprints: string[]): SealCheck {
  const found = lastSignatureDictionary(pdf);
  if (found === null) return NO_SEAL;
  const broken: SealCheck = { ...NO_SEAL, presente: true, integro: false };
  if (found === 'broken') return broken;

  const [, b, c, d] = found.range;
  const signedAt = found.signedAt;
  let cms: Asn1;
  try {
    cms = fromDer(found.contents, true);
  } catch {
    return { ...broken, assinado_em: signedAt };
  }
  const [type, wrapped] = children(cms);
  if (oidOf(type) !== OIDS.signedData) return { ...broken, assinado_em: signedAt };
  const signedData = children(children(wrapped)[0]);
  const certs = children(signedData.find((n) => isContext(n, 0))).flatMap((n) => {
    try {
      return [new X509Certificate(toDer(n))];
    } catch {
      return [];
    }
  });
  const info = readSignerInfo(children(signedData.at(-1))[0]);
  const hash = info.digestAlgorithm ? DIGESTS[info.digestAlgorithm] : undefined;
  if (!hash || !info.signature) return { ...broken, assinado_em: signedAt };

  const digest = createHash(hash)
    .update(pdf.subarray(0, b))
    .update(pdf.subarray(c, c + d))
    .digest();
  // What the signature covers: the DER of the signed attributes as a SET, or else the content digest.
  let signedBytes: Buffer;
  let digestMatches: boolean;
  if (info.signedAttrs) {
    const attrsDer = toDer(info.signedAttrs);
    attrsDer[0] = 0x31;
    signedBytes = attrsDer;
    const claimed = bytesOf(attributeValue(info.signedAttrs, OIDS.messageDigest) ?? undefined);
    // The signed contentType must name the encapsulated content's type (RFC 5652 §11.1).
    const contentType = oidOf(attributeValue(info.signedAttrs, OIDS.contentType) ?? undefined);
    const eContentType = oidOf(children(signedData[2])[0]);
    digestMatches = !!claimed && claimed.equals(digest) && !!contentType && contentType === eContentType;
  } else {
    signedBytes = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
    digestMatches = true;
  }

  const bySerial = info.serial
    ? certs.filter((cert) => cert.serialNumber.toUpperCase() === positiveHex(info.serial as Buffer))
    : [];
  const candidates = bySerial.length ? bySerial : certs;
  const signature = info.signature;
  const signer = candidates.find((cert) => {
    try {
      return verify(hash, signedBytes, cert.publicKey, signature);
    } catch {
      return false;
    }
  });
  const named = signer ?? candidates[0];
  return {
    presente: true,
    integro: !!signer && digestMatches && c + d === pdf.length && certificateBound(info.signedAttrs, signer),
    plataforma:
      !!signer && isPlatform(signer, certs, new Set(platformFingerprints.map((f) => f.toLowerCase()))),
    assinante: named ? commonName(named.subject) : null,
    assinado_em: signingTimeOf(info.signedAttrs) ?? signedAt,
  };
}

/**
 * The seal of a PDF: presente (a signature is there), integro (its digest matches the bytes, the
 * signature verifies and it covers the whole file), plataforma (signed with a certificate in
 * platformFingerprints, or issued by one of them), assinante (the signer's CN), assinado_em.
 * Never throws.
 */
export function inspectSeal(pdf: Uint8Array, platformFingerprints: string[]): SealCheck {
  try {
    return check(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), platformFingerprints);
  } catch {
    // Anything unexpected in a file that did carry a /ByteRange: a seal, but not an intact one.
    try {
      const found = lastSignatureDictionary(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      return found === null ? NO_SEAL : { ...NO_SEAL, presente: true, integro: false };
    } catch {
      return NO_SEAL;
    }
  }
}

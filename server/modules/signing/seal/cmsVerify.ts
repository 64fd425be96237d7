// Verifying a CMS SignedData (RFC 5652) as PAdES uses it: a seal's CAdES signature over the PDF's
// byte ranges, and an RFC 3161 timestamp token over its TSTInfo. The signer is found by serial (or
// by trying each certificate), the signed attributes must carry the content's digest and type, the
// signature must verify over their DER, and an ESS signing-certificate(-v2) attribute must name the
// certificate that verified it (the certificates themselves are not signed).
import { constants, createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { readTimestampToken } from '../../trust/tstInfo.js';
import { commonName } from '../certificate/x509.js';
import { bytesOf, children, fromDer, isContext, OIDS, oidOf, toDer } from './der.js';

type Asn1 = forge.asn1.Asn1;

/** Digest algorithms by OID, as node:crypto names them. */
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** ESS signing-certificate (v1): ESSCertID with a SHA-1 hash. */
const SIGNING_CERTIFICATE_V1 = '1.2.840.113549.1.9.16.2.12';
const RSASSA_PSS = '1.2.840.113549.1.1.10';

/** node:crypto's name for a digest algorithm given by OID or by name; null for one it does not take. */
export function digestName(algorithm: string | null | undefined): string | null {
  if (!algorithm) return null;
  const name = DIGESTS[algorithm] ?? algorithm.toLowerCase().replace('-', '');
  return Object.values(DIGESTS).includes(name) ? name : null;
}

export interface SignerInfo {
  /** issuerAndSerialNumber's serial; null for a subjectKeyIdentifier sid. */
  serial: Buffer | null;
  digestAlgorithm: string | null;
  signedAttrs: Asn1 | null;
  signatureAlgorithm: string | null;
  /** The signature value: what a signature timestamp's imprint is computed over. */
  signature: Buffer | null;
  unsignedAttrs: Asn1 | null;
}

export interface SignedData {
  certificates: X509Certificate[];
  eContentType: string | null;
  /** The encapsulated content (a timestamp token's TSTInfo); null when detached. */
  eContent: Buffer | null;
  signerInfo: SignerInfo;
}

/** SignerInfo ::= SEQUENCE { version, sid, digestAlgorithm, [0] signedAttrs OPTIONAL, signatureAlgorithm, signature, [1] unsignedAttrs OPTIONAL } */
function readSignerInfo(node: Asn1 | undefined): SignerInfo {
  const parts = children(node);
  const sid = parts[1];
  const signedAttrs = isContext(parts[3], 0) ? (parts[3] ?? null) : null;
  const i = signedAttrs ? 4 : 3;
  const last = parts.at(-1);
  return {
    serial: sid && !isContext(sid, 0) ? bytesOf(children(sid)[1]) : null,
    digestAlgorithm: digestName(oidOf(children(parts[2])[0])),
    signedAttrs,
    signatureAlgorithm: oidOf(children(parts[i])[0]),
    signature: bytesOf(parts[i + 1]),
    unsignedAttrs: isContext(last, 1) ? (last ?? null) : null,
  };
}

function parseCertificates(node: Asn1 | undefined): X509Certificate[] {
  return children(node).flatMap((n) => {
    try {
      return [new X509Certificate(toDer(n))];
    } catch {
      return [];
    }
  });
}

/** The SignedData of a ContentInfo (zero padding after it allowed); null when it is none. */
export function readSignedData(der: Buffer): SignedData | null {
  let contentInfo: Asn1;
  try {
    contentInfo = fromDer(der, true);
  } catch {
    return null;
  }
  const [type, wrapped] = children(contentInfo);
  if (oidOf(type) !== OIDS.signedData || !isContext(wrapped, 0)) return null;
  const signedData = children(children(wrapped)[0]);
  const [eContentType, eContent] = children(signedData[2]);
  const signerInfos = signedData.at(-1);
  if (!signerInfos || isContext(signerInfos, 1) || isContext(signerInfos, 0)) return null;
  // eContent ::= [0] EXPLICIT OCTET STRING (BER may split it into a constructed one: joined here).
  const octets = children(eContent)[0];
  const content = Array.isArray(octets?.value)
    ? Buffer.concat(children(octets).map((n) => bytesOf(n) ?? Buffer.alloc(0)))
    : bytesOf(octets);
  return {
    certificates: parseCertificates(signedData.find((n) => isContext(n, 0))),
    eContentType: oidOf(eContentType),
    eContent: isContext(eContent, 0) ? content : null,
    signerInfo: readSignerInfo(children(signerInfos)[0]),
  };
}

/** The first value of an attribute in a signed or unsigned attribute set. */
export function attributeValue(attributes: Asn1 | null, type: string): Asn1 | null {
  for (const attr of children(attributes ?? undefined)) {
    const [id, values] = children(attr);
    if (oidOf(id) === type) return children(values)[0] ?? null;
  }
  return null;
}

/** The signed signingTime attribute as an ISO instant (PAdES leaves it out, other signers write it). */
export function signingTimeOf(signedAttrs: Asn1 | null): string | null {
  const value = attributeValue(signedAttrs, OIDS.signingTime);
  if (!value || typeof value.value !== 'string') return null;
  const { asn1 } = forge;
  const date =
    value.type === asn1.Type.UTCTIME
      ? asn1.utcTimeToDate(value.value)
      : asn1.generalizedTimeToDate(value.value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * ESS signing-certificate-v2 (or v1, SHA-1), when present, binds the signer certificate to the
 * signature: its first certHash must be the hash of that certificate.
 */
function certificateBound(signedAttrs: Asn1 | null, signer: X509Certificate): boolean {
  const v2 = attributeValue(signedAttrs, OIDS.signingCertificateV2);
  const v1 = v2 ? null : attributeValue(signedAttrs, SIGNING_CERTIFICATE_V1);
  if (!v2 && !v1) return true;
  const essCertId = children(children(v2 ?? v1 ?? undefined)[0])[0];
  const [first, second] = children(essCertId);
  // v2's hashAlgorithm is optional (DEFAULT SHA-256): a leading SEQUENCE names another one.
  const named = v2 && first && Array.isArray(first.value) ? oidOf(children(first)[0]) : null;
  const hash = v1 ? 'sha1' : named ? DIGESTS[named] : 'sha256';
  const claimed = bytesOf(named ? second : first);
  return !!hash && !!claimed && claimed.equals(createHash(hash).update(signer.raw).digest());
}

const positiveHex = (bytes: Buffer) =>
  bytes
    .toString('hex')
    .replace(/^(00)+/, '')
    .toUpperCase();

function verifies(hash: string, data: Buffer, cert: X509Certificate, info: SignerInfo): boolean {
  const signature = info.signature;
  if (!signature) return false;
  try {
    const key =
      info.signatureAlgorithm === RSASSA_PSS
        ? {
            key: cert.publicKey,
            padding: constants.RSA_PKCS1_PSS_PADDING,
            saltLength: constants.RSA_PSS_SALTLEN_AUTO,
          }
        : cert.publicKey;
    return verify(hash, data, key, signature);
  } catch {
    return false;
  }
}

export interface SignedDataCheck {
  /** The content's digest and type are the signed ones, the signature verifies, the ESS binding holds. */
  valid: boolean;
  /** The certificate whose key verified the signature; else the one the sid names by serial, if any. */
  signer: X509Certificate | null;
  /** The signature verified with `signer`'s key. */
  verified: boolean;
}

/**
 * Checks a SignedData against its content: `digestOf(hash)` gives the detached content's digest
 * with the named algorithm (the encapsulated content is hashed here when it is null or gives null).
 * `moreCertificates` are tried for the signer after the SignedData's own (a DSS's, say).
 */
export function verifySignedData(
  sd: SignedData,
  digestOf: ((hash: string) => Buffer | null) | null,
  moreCertificates: X509Certificate[] = [],
): SignedDataCheck {
  const info = sd.signerInfo;
  const hash = info.digestAlgorithm;
  const pool = [...sd.certificates, ...moreCertificates];
  const wanted = info.serial ? positiveHex(info.serial) : null;
  const bySerial = wanted ? pool.filter((c) => c.serialNumber.toUpperCase() === wanted) : [];
  const candidates = bySerial.length ? bySerial : pool;
  // Unverified, the signer is only named when the sid points at a certificate.
  const unverified = { valid: false, signer: bySerial[0] ?? null, verified: false };
  if (!hash || !info.signature) return unverified;

  const digest = digestOf?.(hash) ?? (sd.eContent ? createHash(hash).update(sd.eContent).digest() : null);
  // What the signature covers: the DER of the signed attributes as a SET, or else the content itself.
  let signedBytes: Buffer | null;
  let contentMatches: boolean;
  if (info.signedAttrs) {
    signedBytes = toDer(info.signedAttrs);
    signedBytes[0] = 0x31;
    const claimed = bytesOf(attributeValue(info.signedAttrs, OIDS.messageDigest) ?? undefined);
    // The signed contentType must name the encapsulated content's type (RFC 5652 §11.1).
    const contentType = oidOf(attributeValue(info.signedAttrs, OIDS.contentType) ?? undefined);
    contentMatches =
      !!digest && !!claimed && claimed.equals(digest) && !!contentType && contentType === sd.eContentType;
  } else {
    // Without signed attributes the signature is over the content, which only an encapsulated one gives here.
    signedBytes = sd.eContent;
    contentMatches = !!signedBytes;
  }
  const signer = signedBytes
    ? candidates.find((cert) => verifies(hash, signedBytes as Buffer, cert, info))
    : undefined;
  if (!signer) return unverified;
  return {
    valid: contentMatches && certificateBound(info.signedAttrs, signer),
    signer,
    verified: true,
  };
}

/** The DER value at the start of `bytes` without what follows it (a /Contents string's zero padding). */
function leadingDer(bytes: Buffer): Buffer {
  const first = bytes[1] ?? 0;
  if (first < 0x80) return bytes.subarray(0, 2 + first);
  const n = first & 0x7f;
  let length = 0;
  for (let i = 0; i < n; i++) length = length * 256 + (bytes[2 + i] ?? 0);
  return bytes.subarray(0, Math.min(bytes.length, 2 + n + length));
}

export interface TimestampCheck {
  /** The token's signature verifies and its imprint is the hash of the stamped bytes. */
  valid: boolean;
  genTime: Date | null;
  /** The TSA certificate (the token's signer), when found. */
  signer: X509Certificate | null;
  /** The token's own certificates. */
  certificates: X509Certificate[];
  tsaName: string | null;
}

/**
 * An RFC 3161 TimeStampToken checked against what it stamps: `stamped(hash)` gives the digest, with
 * the algorithm of the token's imprint, of the bytes it should be over. `moreCertificates` may hold
 * the TSA certificate when the token does not carry it.
 */
export function verifyTimestampToken(
  der: Buffer,
  stamped: (hash: string) => Buffer | null,
  moreCertificates: X509Certificate[] = [],
): TimestampCheck {
  const sd = readSignedData(der);
  const token = readTimestampToken(leadingDer(der));
  if (!sd || !token || sd.eContentType !== OIDS.tstInfo)
    return { valid: false, genTime: token?.genTime ?? null, signer: null, certificates: [], tsaName: null };
  const check = verifySignedData(sd, null, moreCertificates);
  const hash = digestName(token.imprintAlgorithm);
  const expected = hash ? stamped(hash) : null;
  const signer = check.signer ?? token.signer;
  return {
    valid: check.valid && !!expected && expected.equals(token.imprint),
    genTime: token.genTime,
    signer,
    certificates: sd.certificates,
    tsaName: signer ? commonName(signer.subject) : null,
  };
}

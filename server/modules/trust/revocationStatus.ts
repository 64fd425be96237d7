// Reading revocation data: what an OCSP response (RFC 6960) or a CRL (RFC 5280) says about one
// certificate, and whether its signature holds; and the OCSP request the network path posts.
// Pure DER work over forge's asn1 and node:crypto's verify, shared by the collection of validation
// material and by the verifier. Nothing here trusts the network: a response counts as verified only
// when its signer is the certificate's issuer or a responder that issuer delegated.
import { createHash, type KeyObject, randomBytes, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import {
  bytesOf,
  children,
  fromDer,
  isContext,
  nul,
  OIDS,
  octets,
  oid,
  oidOf,
  seq,
  tagged,
  toDer,
} from '../signing/seal/der.js';
import { type CertParts, certParts, sha1 } from './certParts.js';

type Asn1 = forge.asn1.Asn1;

export interface OcspStatus {
  status: 'good' | 'revoked' | 'unknown';
  revokedAt: Date | null;
  producedAt: Date;
  thisUpdate: Date;
  /** Signed by the issuer, or by a responder certificate the issuer gave the OCSPSigning EKU. */
  verified: boolean;
}

export interface CrlStatus {
  status: 'good' | 'revoked';
  revokedAt: Date | null;
  thisUpdate: Date;
  /** Signed by the issuer. */
  verified: boolean;
}

const HASHES: Record<string, string> = {
  [OIDS.sha1]: 'sha1',
  [OIDS.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms by OID: the digest node:crypto's verify takes (null for EdDSA). */
const SIGNATURE_HASHES: Record<string, string | null> = {
  '1.2.840.113549.1.1.5': 'sha1',
  [OIDS.sha256WithRsa]: 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
  '1.3.101.112': null,
};

const RESPONSE_SUCCESSFUL = 0;

/**
 * The exact bytes of the first element inside the DER SEQUENCE `der` (a tbsResponseData, a
 * tbsCertList): what the signature covers is those bytes as sent, not a re-encoding of them.
 */
function firstElement(der: Buffer): Buffer {
  const header = (at: number) => {
    const first = der[at + 1] ?? 0;
    if (first < 0x80) return { size: 2, length: first };
    const n = first & 0x7f;
    let length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + (der[at + 2 + i] ?? 0);
    return { size: 2 + n, length };
  };
  const start = header(0).size;
  const inner = header(start);
  return der.subarray(start, start + inner.size + inner.length);
}

function signatureVerifies(algorithm: string | null, data: Buffer, key: KeyObject, signature: Buffer | null) {
  if (!algorithm || !signature || !(algorithm in SIGNATURE_HASHES)) return false;
  try {
    return verify(SIGNATURE_HASHES[algorithm] ?? null, data, key, signature);
  } catch {
    return false;
  }
}

/** A BIT STRING's bytes without its leading unused-bits count. */
const bitStringBytes = (node: Asn1 | undefined) => bytesOf(node)?.subarray(1) ?? null;

const time = (node: Asn1 | undefined): Date | null => {
  const value = node && typeof node.value === 'string' ? node.value : null;
  if (!value) return null;
  const { asn1 } = forge;
  if (node?.type === asn1.Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(value);
  if (node?.type === asn1.Type.UTCTIME) return asn1.utcTimeToDate(value);
  return null;
};

const integer = (node: Asn1 | undefined): bigint | null => {
  const bytes = bytesOf(node);
  return bytes && bytes.length > 0 ? BigInt(`0x${bytes.toString('hex')}`) : null;
};

/** The parsed value of a certificate's extension (the DER inside its extnValue), or null. */
export function extensionValue(cert: X509Certificate, extensionOid: string): Asn1 | null {
  try {
    const tbs = children(children(certParts(cert.raw).node)[0]);
    const extensions = children(children(tbs.find((n) => isContext(n, 3)))[0]);
    const extension = extensions.find((e) => oidOf(children(e)[0]) === extensionOid);
    const value = bytesOf(children(extension).at(-1));
    return value ? fromDer(value) : null;
  } catch {
    return null;
  }
}

const hasEku = (cert: X509Certificate, eku: string) =>
  children(extensionValue(cert, OIDS.extKeyUsage) ?? undefined).some((n) => oidOf(n) === eku);

/** `cert` was signed by `issuer` (names chain and the signature holds). */
export function issuedBy(cert: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

interface BasicResponse {
  tbs: Asn1[];
  tbsDer: Buffer;
  algorithm: string | null;
  signature: Buffer | null;
  certificates: Buffer[];
}

function basicResponse(der: Buffer): BasicResponse | null {
  const [status, bytes] = children(fromDer(der));
  if (bytesOf(status)?.[0] !== RESPONSE_SUCCESSFUL || !isContext(bytes, 0)) return null;
  const [type, response] = children(children(bytes)[0]);
  const basicDer = bytesOf(response);
  if (oidOf(type) !== OIDS.ocspBasic || !basicDer) return null;
  const [tbs, algorithm, signature, certs] = children(fromDer(basicDer));
  return {
    tbs: children(tbs),
    tbsDer: firstElement(basicDer),
    algorithm: oidOf(children(algorithm)[0]),
    signature: bitStringBytes(signature),
    certificates: isContext(certs, 0) ? children(children(certs)[0]).map(toDer) : [],
  };
}

/** The CertID's hashes and serial are those of `cert` issued by `issuer`, by the CertID's own hash. */
function certIdMatches(certId: Asn1 | undefined, cert: CertParts, issuer: CertParts) {
  const [algorithm, nameHash, keyHash, serial] = children(certId);
  const hash = HASHES[oidOf(children(algorithm)[0]) ?? ''];
  if (!hash) return false;
  const digest = (data: Buffer) => createHash(hash).update(data).digest();
  return (
    integer(serial) === integer(cert.serial) &&
    digest(toDer(issuer.subject)).equals(bytesOf(nameHash) ?? Buffer.alloc(0)) &&
    digest(issuer.keyBits).equals(bytesOf(keyHash) ?? Buffer.alloc(0))
  );
}

function ocspSignerVerifies(basic: BasicResponse, issuer: X509Certificate): boolean {
  if (signatureVerifies(basic.algorithm, basic.tbsDer, issuer.publicKey, basic.signature)) return true;
  return basic.certificates.some((der) => {
    try {
      const responder = new X509Certificate(der);
      return (
        issuedBy(responder, issuer) &&
        hasEku(responder, OIDS.ekuOcspSigning) &&
        signatureVerifies(basic.algorithm, basic.tbsDer, responder.publicKey, basic.signature)
      );
    } catch {
      return false;
    }
  });
}

/**
 * What a complete OCSPResponse says about `cert` (issued by `issuer`); null when it is not a
 * successful basic response with an answer about that certificate.
 */
export function ocspStatus(
  ocspResponse: Buffer,
  cert: X509Certificate,
  issuer: X509Certificate,
): OcspStatus | null {
  try {
    const basic = basicResponse(ocspResponse);
    if (!basic) return null;
    // ResponseData: [0] version (optional), responderID, producedAt, responses, [1] extensions.
    const fields = isContext(basic.tbs[0], 0) ? basic.tbs.slice(1) : basic.tbs;
    const producedAt = time(fields[1]);
    const certId = certParts(cert.raw);
    const issuerId = certParts(issuer.raw);
    const single = children(fields[2]).find((r) => certIdMatches(children(r)[0], certId, issuerId));
    const [, certStatus, thisUpdateNode] = children(single);
    const thisUpdate = time(thisUpdateNode);
    if (!single || !certStatus || !producedAt || !thisUpdate) return null;
    const status = isContext(certStatus, 0) ? 'good' : isContext(certStatus, 1) ? 'revoked' : 'unknown';
    return {
      status,
      revokedAt: status === 'revoked' ? time(children(certStatus)[0]) : null,
      producedAt,
      thisUpdate,
      verified: ocspSignerVerifies(basic, issuer),
    };
  } catch {
    return null;
  }
}

/** What a CRL says about `cert`; null when it is unreadable or not a CRL of `issuer`'s. */
export function crlStatus(crl: Buffer, cert: X509Certificate, issuer: X509Certificate): CrlStatus | null {
  try {
    const [tbsNode, algorithm, signature] = children(fromDer(crl));
    const tbs = children(tbsNode);
    // TBSCertList: version (optional), signature, issuer, thisUpdate, nextUpdate (optional),
    // revokedCertificates (optional), [0] extensions.
    const fields = oidOf(children(tbs[0])[0]) ? tbs : tbs.slice(1);
    const [, crlIssuer, thisUpdateNode, ...rest] = fields;
    const subject = certParts(cert.raw);
    const issuerName = toDer(certParts(issuer.raw).subject);
    const thisUpdate = time(thisUpdateNode);
    const named = (name: Asn1 | undefined) => !!name && toDer(name).equals(issuerName);
    if (!thisUpdate || !named(crlIssuer) || !named(subject.issuer)) return null;
    const revokedList = rest.find((n) => !isContext(n, 0) && Array.isArray(n.value));
    const serial = integer(subject.serial);
    const entry = children(revokedList).find((e) => integer(children(e)[0]) === serial);
    return {
      status: entry ? 'revoked' : 'good',
      revokedAt: entry ? time(children(entry)[1]) : null,
      thisUpdate,
      verified: signatureVerifies(
        oidOf(children(algorithm)[0]),
        firstElement(crl),
        issuer.publicKey,
        bitStringBytes(signature),
      ),
    };
  } catch {
    return null;
  }
}

/** An OCSPRequest (DER) about `cert`: SHA-1 CertID, as responders universally accept, and a nonce. */
export function ocspRequest(cert: X509Certificate, issuer: X509Certificate): Buffer {
  const issuerParts = certParts(issuer.raw);
  const certId = seq(
    seq(oid(OIDS.sha1), nul()),
    octets(sha1(toDer(issuerParts.subject))),
    octets(sha1(issuerParts.keyBits)),
    certParts(cert.raw).serial,
  );
  const nonce = seq(oid(OIDS.ocspNonce), octets(toDer(octets(randomBytes(16)))));
  return toDer(seq(seq(seq(seq(certId)), tagged(2, seq(nonce)))));
}

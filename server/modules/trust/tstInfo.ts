// Reading an RFC 3161 TimeStampToken: what it says (the time, the imprint, the nonce, the policy)
// and who says it (the certificates it carries and the signer among them). Pure: no signature is
// checked here; the TSA client compares the token with its request and the verifier checks the
// signature and the chain.
import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { bytesOf, children, fromDer, isContext, OIDS, oidOf, toDer } from '../signing/seal/der.js';
import { certParts } from './certParts.js';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

export interface TokenContents {
  genTime: Date;
  /** OID of the imprint's hash algorithm. */
  imprintAlgorithm: string;
  imprint: Buffer;
  /** The TSTInfo serial number, upper-case hex. */
  serial: string;
  /** The nonce's magnitude (no leading zero bytes), or null when the token has none. */
  nonce: Buffer | null;
  policy: string;
  certificates: X509Certificate[];
  /** The certificate the SignerInfo names, when the token carries it. */
  signer: X509Certificate | null;
}

const universal = (node: Asn1 | undefined, type: number): node is Asn1 =>
  !!node && node.tagClass === asn1.Class.UNIVERSAL && node.type === type;

/** An INTEGER's magnitude: the DER sign byte and any leading zeros dropped. */
const magnitude = (bytes: Buffer) => {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return bytes.subarray(i);
};

/** GeneralizedTime as RFC 3161 writes it: UTC, seconds, optional fraction. */
function generalizedTimeToDate(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction] = m;
  const ms = fraction ? Math.floor(Number(fraction) * 1000) : 0;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms));
}

/** The signer among `certificates`, by the SignerInfo's sid (issuer and serial, or key identifier). */
function signerOf(signerInfos: Asn1 | undefined, certificates: X509Certificate[]): X509Certificate | null {
  const sid = children(children(signerInfos)[0])[1];
  if (!sid) return null;
  if (isContext(sid, 0)) {
    const keyId = bytesOf(sid);
    return certificates.find((c) => keyId && certParts(c.raw).keyId.equals(keyId)) ?? null;
  }
  const [issuer, serial] = children(sid);
  if (!issuer || !serial) return null;
  const issuerDer = toDer(issuer);
  const serialDer = toDer(serial);
  return (
    certificates.find((c) => {
      const parts = certParts(c.raw);
      return toDer(parts.serial).equals(serialDer) && toDer(parts.issuer).equals(issuerDer);
    }) ?? null
  );
}

function read(der: Buffer): TokenContents | null {
  const [contentType, content] = children(fromDer(der));
  if (oidOf(contentType) !== OIDS.signedData || !isContext(content, 0)) return null;
  const signedData = children(children(content)[0]);
  const [encapType, encapContent] = children(signedData[2]);
  if (oidOf(encapType) !== OIDS.tstInfo || !isContext(encapContent, 0)) return null;
  const tstInfoDer = bytesOf(children(encapContent)[0]);
  if (!tstInfoDer) return null;

  const [version, policy, imprint, serial, genTime, ...optional] = children(fromDer(tstInfoDer));
  const [algorithm, hashed] = children(imprint);
  const imprintAlgorithm = oidOf(children(algorithm)[0]);
  const policyOid = oidOf(policy);
  const imprintBytes = universal(hashed, asn1.Type.OCTETSTRING) ? bytesOf(hashed) : null;
  const serialBytes = universal(serial, asn1.Type.INTEGER) ? bytesOf(serial) : null;
  const time = universal(genTime, asn1.Type.GENERALIZEDTIME)
    ? generalizedTimeToDate(String(genTime.value))
    : null;
  if (
    !universal(version, asn1.Type.INTEGER) ||
    !policyOid ||
    !imprintAlgorithm ||
    !imprintBytes ||
    !serialBytes ||
    !time
  )
    return null;
  const nonce = bytesOf(optional.find((n) => universal(n, asn1.Type.INTEGER)));

  const certificates = children(signedData.find((n, i) => i > 2 && isContext(n, 0)))
    .filter((c) => universal(c, asn1.Type.SEQUENCE))
    .map((c) => new X509Certificate(toDer(c)));
  const signerInfos = signedData.at(-1);
  return {
    genTime: time,
    imprintAlgorithm,
    imprint: imprintBytes,
    serial: magnitude(serialBytes).toString('hex').toUpperCase(),
    nonce: nonce ? magnitude(nonce) : null,
    policy: policyOid,
    certificates,
    signer: universal(signerInfos, asn1.Type.SET) ? signerOf(signerInfos, certificates) : null,
  };
}

/** What a TimeStampToken (DER ContentInfo) says; null for anything that is not one. */
export function readTimestampToken(der: Buffer): TokenContents | null {
  try {
    return read(der);
  } catch {
    return null;
  }
}

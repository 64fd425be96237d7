// Small ASN.1/DER helpers over forge's asn1 (which works on binary strings), shared by the CMS
// builder and the seal inspector.
import forge from 'node-forge';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

export const OIDS = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha1: '1.3.14.3.2.26',
  // RFC 3161 timestamps and their place in CAdES (unsigned attribute) and PAdES (document timestamp).
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  /** CAdES signature-policy-identifier (signed attribute) and its URI qualifier. */
  sigPolicyId: '1.2.840.113549.1.9.16.2.15',
  spqEtsUri: '1.2.840.113549.1.9.16.5.1',
  // OCSP (RFC 6960).
  ocspBasic: '1.3.6.1.5.5.7.48.1.1',
  ocspNonce: '1.3.6.1.5.5.7.48.1.2',
  // X.509 extensions and access methods.
  subjectAltName: '2.5.29.17',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  accessOcsp: '1.3.6.1.5.5.7.48.1',
  accessCaIssuers: '1.3.6.1.5.5.7.48.2',
  crlDistributionPoints: '2.5.29.31',
  extKeyUsage: '2.5.29.37',
  ekuTimeStamping: '1.3.6.1.5.5.7.3.8',
  ekuOcspSigning: '1.3.6.1.5.5.7.3.9',
  crlReason: '2.5.29.21',
  crlNumber: '2.5.29.20',
  authorityKeyIdentifier: '2.5.29.35',
} as const;

const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;

export const seq = (...value: Asn1[]) => asn1.create(U, T.SEQUENCE, true, value);
export const set = (...value: Asn1[]) => asn1.create(U, T.SET, true, value);
export const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
export const int = (n: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(n).getBytes());
export const octets = (bytes: Uint8Array) =>
  asn1.create(U, T.OCTETSTRING, false, Buffer.from(bytes).toString('binary'));
export const nul = () => asn1.create(U, T.NULL, false, '');
export const bool = (value: boolean) => asn1.create(U, T.BOOLEAN, false, value ? '\xff' : '\x00');
export const enumerated = (n: number) => asn1.create(U, T.ENUMERATED, false, String.fromCharCode(n));
/** A positive INTEGER from big-endian bytes (a serial number, a nonce), kept DER-minimal. */
export const intBytes = (bytes: Uint8Array) => {
  let b = Buffer.from(bytes);
  while (b.length > 1 && b[0] === 0 && ((b[1] ?? 0) & 0x80) === 0) b = b.subarray(1);
  if (((b[0] ?? 0) & 0x80) !== 0) b = Buffer.concat([Buffer.from([0]), b]);
  return asn1.create(U, T.INTEGER, false, b.toString('binary'));
};
export const utf8 = (text: string) => asn1.create(U, T.UTF8, false, forge.util.encodeUtf8(text));
export const ia5 = (text: string) => asn1.create(U, T.IA5STRING, false, text);
export const bitString = (bytes: Uint8Array) =>
  asn1.create(U, T.BITSTRING, false, `\x00${Buffer.from(bytes).toString('binary')}`);
/** GeneralizedTime in UTC with whole seconds (YYYYMMDDHHMMSSZ), as RFC 3161 and RFC 6960 want it. */
export const generalizedTime = (date: Date) =>
  asn1.create(
    U,
    T.GENERALIZEDTIME,
    false,
    date
      .toISOString()
      .replace(/[-:T]/g, '')
      .replace(/\.\d+Z$/, 'Z'),
  );
/** [n] IMPLICIT of a primitive value (an OCTET STRING's or IA5String's bytes as a binary string). */
export const implicitPrimitive = (n: number, binary: string) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, false, binary);
/** A context-specific constructed tag: [n] IMPLICIT SET/SEQUENCE OF, or [n] EXPLICIT. */
export const tagged = (n: number, ...value: Asn1[]) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, true, value);

export const toDer = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/**
 * Parses DER bytes; trailing bytes (the zero padding of a /Contents string) are ignored when
 * `trailing` is set. BIT STRINGs stay opaque, so a certificate re-encodes to its very bytes.
 */
export function fromDer(bytes: Uint8Array, trailing = false): Asn1 {
  const parse = asn1.fromDer as unknown as (b: string, o: object) => Asn1;
  return parse(Buffer.from(bytes).toString('binary'), {
    strict: true,
    parseAllBytes: !trailing,
    decodeBitStrings: false,
  });
}

export const oidOf = (node: Asn1 | undefined): string | null =>
  node && node.tagClass === U && node.type === T.OID && typeof node.value === 'string'
    ? asn1.derToOid(node.value)
    : null;

export const children = (node: Asn1 | undefined): Asn1[] =>
  node && Array.isArray(node.value) ? node.value : [];

export const bytesOf = (node: Asn1 | undefined): Buffer | null =>
  node && typeof node.value === 'string' ? Buffer.from(node.value, 'binary') : null;

export const isContext = (node: Asn1 | undefined, n: number) =>
  !!node && node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === n;

/** Sorts the members of a SET OF by their encodings, as DER requires. */
export const derSorted = (nodes: Asn1[]) =>
  nodes
    .map((node) => ({ node, der: toDer(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map((x) => x.node);

/** The parts of a certificate a SignerInfo refers to: its issuer name and serial number. */
export function issuerAndSerial(certificate: Asn1): { issuer: Asn1; serial: Asn1 } {
  const tbs = children(children(certificate)[0]);
  const i = isContext(tbs[0], 0) ? 1 : 0;
  const serial = tbs[i];
  const issuer = tbs[i + 2];
  if (!serial || !issuer) throw new Error('Not an X.509 certificate');
  return { issuer, serial };
}

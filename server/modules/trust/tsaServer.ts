// The local timestamping authority (RFC 3161): a TimeStampReq in, a TimeStampResp out. The token
// is a CMS SignedData over a TSTInfo, signed like the seal's own CMS (cms.ts): signed attributes
// contentType, messageDigest and ESS signing-certificate-v2 (which openssl ts -verify requires),
// RSA PKCS#1 v1.5 with node:crypto. A request it cannot serve gets a rejection with the RFC's
// failure bit, never an exception: the HTTP route and the in-process client both rely on that.
import { createHash, createSign, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import {
  bytesOf,
  children,
  derSorted,
  fromDer,
  generalizedTime,
  int,
  intBytes,
  isContext,
  nul,
  OIDS,
  octets,
  oid,
  oidOf,
  seq,
  set,
  tagged,
  toDer,
  utf8,
} from '../signing/seal/der.js';
import { type CertParts, certParts } from './certParts.js';
import type { TsaMaterial } from './types.js';

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

/** Digests a request may carry, with their lengths. */
const IMPRINT_LENGTHS: Record<string, number> = {
  [OIDS.sha256]: 32,
  '2.16.840.1.101.3.4.2.2': 48, // SHA-384
  '2.16.840.1.101.3.4.2.3': 64, // SHA-512
};

/** PKIFailureInfo bits (RFC 3161 §2.4.2). */
const FAILURE = { badAlg: 0, badDataFormat: 5, unacceptedExtension: 16, systemFailure: 25 } as const;
const STATUS = { granted: 0, rejection: 2 } as const;

class Refusal extends Error {
  constructor(
    readonly bit: number,
    message: string,
  ) {
    super(message);
  }
}

interface Request {
  imprint: Asn1;
  nonce: Asn1 | null;
  certReq: boolean;
}

const universal = (node: Asn1 | undefined, type: number): node is Asn1 =>
  !!node && node.tagClass === asn1.Class.UNIVERSAL && node.type === type;

function parseRequest(request: Buffer): Request {
  let node: Asn1;
  try {
    node = fromDer(request);
  } catch {
    throw new Refusal(FAILURE.badDataFormat, 'not a DER TimeStampReq');
  }
  const [version, imprint, ...rest] = children(node);
  const [algorithm, hashed] = children(imprint);
  const digest = universal(hashed, asn1.Type.OCTETSTRING) ? bytesOf(hashed) : null;
  if (
    !universal(node, asn1.Type.SEQUENCE) ||
    !universal(version, asn1.Type.INTEGER) ||
    bytesOf(version)?.toString('hex') !== '01' ||
    !digest
  )
    throw new Refusal(FAILURE.badDataFormat, 'not a version 1 TimeStampReq');
  const length = IMPRINT_LENGTHS[oidOf(children(algorithm)[0]) ?? ''];
  if (!length) throw new Refusal(FAILURE.badAlg, 'unsupported hash algorithm');
  if (digest.length !== length)
    throw new Refusal(FAILURE.badDataFormat, 'the imprint does not fit its algorithm');

  const parsed: Request = { imprint: imprint as Asn1, nonce: null, certReq: false };
  // The optional fields, each at most once and in the order ASN.1 gives them.
  const order = ['policy', 'nonce', 'certReq', 'extensions'];
  let at = 0;
  for (const field of rest) {
    const name = universal(field, asn1.Type.OID)
      ? 'policy'
      : universal(field, asn1.Type.INTEGER)
        ? 'nonce'
        : universal(field, asn1.Type.BOOLEAN)
          ? 'certReq'
          : isContext(field, 0)
            ? 'extensions'
            : '';
    const index = order.indexOf(name, at);
    if (index < 0) throw new Refusal(FAILURE.badDataFormat, 'unexpected field in the TimeStampReq');
    at = index + 1;
    // A reqPolicy is read past: there is one policy here, and any request gets it rather than a refusal.
    if (name === 'policy') continue;
    if (name === 'nonce') parsed.nonce = field;
    else if (name === 'certReq') parsed.certReq = bytesOf(field)?.[0] !== 0;
    else throw new Refusal(FAILURE.unacceptedExtension, 'no request extension is supported');
  }
  return parsed;
}

interface Prepared {
  cert: CertParts;
  /** The TSA certificate and its chain, for a request that asks for them. */
  certificates: Asn1[];
  certHash: Buffer;
}

const prepared = new WeakMap<TsaMaterial, Prepared>();

function prepare(tsa: TsaMaterial): Prepared {
  const known = prepared.get(tsa);
  if (known) return known;
  const cert = certParts(tsa.certDer);
  const value = {
    cert,
    certificates: [cert.node, ...tsa.chainDers.map((der) => fromDer(der))],
    certHash: createHash('sha256').update(tsa.certDer).digest(),
  };
  prepared.set(tsa, value);
  return value;
}

function token(req: Request, tsa: TsaMaterial, now: Date): Asn1 {
  const p = prepare(tsa);
  const tstInfo = toDer(
    seq(
      int(1),
      oid(tsa.policy),
      req.imprint,
      intBytes(randomBytes(16)),
      generalizedTime(now),
      seq(int(1)), // accuracy: one second
      ...(req.nonce ? [req.nonce] : []),
      // tsa [0] GeneralName, the CHOICE directoryName [4] Name: both explicit.
      tagged(0, tagged(4, p.cert.subject)),
    ),
  );
  const essCertIdV2 = seq(octets(p.certHash), seq(seq(tagged(4, p.cert.issuer)), p.cert.serial));
  const attributes = derSorted([
    seq(oid(OIDS.contentType), set(oid(OIDS.tstInfo))),
    seq(oid(OIDS.messageDigest), set(octets(createHash('sha256').update(tstInfo).digest()))),
    seq(oid(OIDS.signingCertificateV2), set(seq(seq(essCertIdV2)))),
  ]);
  const signature = createSign('sha256')
    .update(toDer(set(...attributes)))
    .sign(tsa.key);
  const sha256 = seq(oid(OIDS.sha256));
  const signerInfo = seq(
    int(1),
    seq(p.cert.issuer, p.cert.serial),
    sha256,
    tagged(0, ...attributes),
    seq(oid(OIDS.sha256WithRsa), nul()),
    octets(signature),
  );
  const signedData = seq(
    int(3), // the content is not id-data (RFC 5652 §5.1)
    set(sha256),
    seq(oid(OIDS.tstInfo), tagged(0, octets(tstInfo))),
    ...(req.certReq ? [tagged(0, ...p.certificates)] : []),
    set(signerInfo),
  );
  return seq(oid(OIDS.signedData), tagged(0, signedData));
}

/** A named BIT STRING with one bit set, trailing zero bits dropped as DER wants. */
function failureInfo(bit: number) {
  const bytes = Buffer.alloc(Math.floor(bit / 8) + 1);
  bytes[bytes.length - 1] = 0x80 >> (bit % 8);
  const unused = 7 - (bit % 8);
  return asn1.create(
    asn1.Class.UNIVERSAL,
    asn1.Type.BITSTRING,
    false,
    String.fromCharCode(unused) + bytes.toString('binary'),
  );
}

const rejection = (bit: number, text: string) =>
  toDer(seq(seq(int(STATUS.rejection), seq(utf8(text)), failureInfo(bit))));

/** The DER TimeStampResp to a DER TimeStampReq; a request it cannot serve is rejected, never thrown. */
export function timestampReply(request: Buffer, tsa: TsaMaterial, now = new Date()): Buffer {
  try {
    const req = parseRequest(request);
    return toDer(seq(seq(int(STATUS.granted)), token(req, tsa, now)));
  } catch (err) {
    if (err instanceof Refusal) return rejection(err.bit, err.message);
    return rejection(FAILURE.systemFailure, 'the timestamp could not be made');
  }
}

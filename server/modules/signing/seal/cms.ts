// The CMS SignedData (CAdES, detached) placed in a PDF's /Contents: SHA-256 of the signed byte
// ranges, signed attributes contentType, messageDigest and ESS signing-certificate-v2 (and the
// signature-policy identifier when one is configured), the signer certificate and its chain, RSA
// PKCS#1 v1.5 over the DER of the attributes; then, as an unsigned attribute, an RFC 3161
// timestamp of the signature value (CAdES-T, hence PAdES B-T) when a TSA answers.
//
// forge's pkcs7 signer cannot carry signing-certificate-v2: its _attributeToAsn1 only knows
// contentType, messageDigest and signingTime and leaves any other attribute without a value. So
// the structure is put together here with forge's asn1, and signed with node:crypto (native RSA,
// much faster than forge's). No signing-time attribute: PAdES takes the time from the
// signature dictionary's /M.
import { createHash, createPrivateKey, createSign, type KeyObject, X509Certificate } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import type forge from 'node-forge';
import type { Timestamper, TimestampToken } from '../../trust/types.js';
import type { PlatformCertificate } from '../certificate/platform.js';
import { commonName, pemToDer } from '../certificate/x509.js';
import {
  derSorted,
  fromDer,
  ia5,
  int,
  issuerAndSerial,
  nul,
  OIDS,
  octets,
  oid,
  seq,
  set,
  tagged,
  toDer,
} from './der.js';

type Asn1 = forge.asn1.Asn1;

export interface SigningMaterial {
  key: KeyObject;
  /** The signer certificate first, then its chain. */
  certificates: Asn1[];
  issuer: Asn1;
  serial: Asn1;
  /** SHA-256 of the signer certificate's DER (for signing-certificate-v2). */
  certHash: Buffer;
  /** The signer certificate's common name. */
  commonName: string;
  /** Bytes the DER of a signature will need at most, timestamp aside (for the /Contents placeholder). */
  maxSignatureBytes: number;
}

/** A signature policy (CAdES signature-policy-identifier), e.g. an ICP-Brasil PAdES policy. */
export interface SignaturePolicy {
  oid: string;
  /** SHA-256 of the policy document, as published with it. */
  hash: Buffer;
  /** Where the policy document is published. */
  uri: string | null;
}

/** How a seal's CMS is made: its policy, and where its signature timestamp comes from. */
export interface CadesOptions {
  policy?: SignaturePolicy | null;
  timestamper?: Timestamper | null;
}

const materials = new WeakMap<PlatformCertificate, SigningMaterial>();

/** The parsed key and certificates of a platform certificate, parsed once per certificate. */
export function signingMaterial(cert: PlatformCertificate): SigningMaterial {
  const known = materials.get(cert);
  if (known) return known;
  const ders = [cert.certificatePem, ...cert.chainPems].map(pemToDer);
  const certificates = ders.map((der) => fromDer(der));
  const [signer] = certificates;
  if (!signer) throw new Error('No signer certificate');
  const key = createPrivateKey(cert.privateKeyPem);
  const keyBytes = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 4096) / 8);
  const material: SigningMaterial = {
    key,
    commonName: commonName(new X509Certificate(cert.certificatePem).subject),
    certificates,
    ...issuerAndSerial(signer),
    certHash: createHash('sha256')
      .update(ders[0] ?? Buffer.alloc(0))
      .digest(),
    // Certificates + signature + a generous allowance for the attributes and the envelope.
    maxSignatureBytes: ders.reduce((n, d) => n + d.length, 0) + keyBytes + 2048,
  };
  materials.set(cert, material);
  return material;
}

function signedAttributes(digest: Buffer, m: SigningMaterial, policy: SignaturePolicy | null): Asn1[] {
  const essCertIdV2 = seq(
    // hashAlgorithm left out: SHA-256 is its DEFAULT, which DER omits.
    octets(m.certHash),
    seq(seq(tagged(4, m.issuer)), m.serial),
  );
  const attributes = [
    seq(oid(OIDS.contentType), set(oid(OIDS.data))),
    seq(oid(OIDS.messageDigest), set(octets(digest))),
    seq(oid(OIDS.signingCertificateV2), set(seq(seq(essCertIdV2)))),
  ];
  if (policy) {
    const qualifiers = policy.uri ? [seq(seq(oid(OIDS.spqEtsUri), ia5(policy.uri)))] : [];
    attributes.push(
      seq(
        oid(OIDS.sigPolicyId),
        set(seq(oid(policy.oid), seq(seq(oid(OIDS.sha256)), octets(policy.hash)), ...qualifiers)),
      ),
    );
  }
  return derSorted(attributes);
}

/** The DER ContentInfo of a detached CAdES signature, and the timestamp it carries (if any). */
export interface CadesSignature {
  der: Buffer;
  timestamp: TimestampToken | null;
}

/**
 * The DER ContentInfo of a detached CAdES signature over content whose SHA-256 is `digest`, with
 * a signature timestamp when `o.timestamper` gets one (no answer: the signature goes without).
 */
export async function buildCadesSignature(
  digest: Buffer,
  m: SigningMaterial,
  o: CadesOptions = {},
): Promise<CadesSignature> {
  const attributes = signedAttributes(digest, m, o.policy ?? null);
  const signature = createSign('sha256')
    .update(toDer(set(...attributes)))
    .sign(m.key);
  // The imprint is the hash of the signature value's bytes (RFC 3161 appendix A).
  const timestamp = o.timestamper
    ? await o.timestamper(createHash('sha256').update(signature).digest())
    : null;
  const sha256 = seq(oid(OIDS.sha256));
  const unsigned = timestamp
    ? [tagged(1, seq(oid(OIDS.signatureTimeStampToken), set(fromDer(timestamp.der))))]
    : [];
  const signerInfo = seq(
    int(1),
    seq(m.issuer, m.serial),
    sha256,
    tagged(0, ...attributes),
    seq(oid(OIDS.sha256WithRsa), nul()),
    octets(signature),
    ...unsigned,
  );
  const signedData = seq(
    int(1),
    set(sha256),
    seq(oid(OIDS.data)),
    tagged(0, ...m.certificates),
    set(signerInfo),
  );
  return { der: toDer(seq(oid(OIDS.signedData), tagged(0, signedData))), timestamp };
}

/** The signer @signpdf calls with the PDF bytes outside /Contents; keeps what it made. */
export class CadesSigner extends Signer {
  /** The last signature made (set once sign() returned). */
  made: CadesSignature | null = null;

  constructor(
    private readonly material: SigningMaterial,
    private readonly options: CadesOptions = {},
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const digest = createHash('sha256').update(pdfBuffer).digest();
    this.made = await buildCadesSignature(digest, this.material, this.options);
    return this.made.der;
  }
}

// The CMS SignedData (CAdES, detached) placed in a PDF's /Contents: SHA-256 of the signed byte
// ranges, signed attributes contentType, messageDigest and ESS signing-certificate-v2, the signer
// certificate and its chain, RSA PKCS#1 v1.5 over the DER of the attributes.
//
// forge's pkcs7 signer cannot carry signing-certificate-v2: its _attributeToAsn1 only knows
// contentType, messageDigest and signingTime and leaves any other attribute without a value. So
// the structure is put together here with forge's asn1, and signed with node:crypto (native RSA,
// much faster than forge's). No signing-time attribute: PAdES takes the time from the
// signature dictionary's /M.
import { createHash, createPrivateKey, createSign, type KeyObject, X509Certificate } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import type forge from 'node-forge';
import type { PlatformCertificate } from '../certificate/platform.js';
import { commonName, pemToDer } from '../certificate/x509.js';
import {
  derSorted,
  fromDer,
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
  /** Bytes the DER of a signature will need at most (for the /Contents placeholder). */
  maxSignatureBytes: number;
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

function signedAttributes(digest: Buffer, m: SigningMaterial): Asn1[] {
  const essCertIdV2 = seq(
    // hashAlgorithm left out: SHA-256 is its DEFAULT, which DER omits.
    octets(m.certHash),
    seq(seq(tagged(4, m.issuer)), m.serial),
  );
  return derSorted([
    seq(oid(OIDS.contentType), set(oid(OIDS.data))),
    seq(oid(OIDS.messageDigest), set(octets(digest))),
    seq(oid(OIDS.signingCertificateV2), set(seq(seq(essCertIdV2)))),
  ]);
}

/** The DER ContentInfo of a detached CAdES signature over content whose SHA-256 is `digest`. */
export function buildCadesSignature(digest: Buffer, m: SigningMaterial): Buffer {
  const attributes = signedAttributes(digest, m);
  const signature = createSign('sha256')
    .update(toDer(set(...attributes)))
    .sign(m.key);
  const sha256 = seq(oid(OIDS.sha256));
  const signerInfo = seq(
    int(1),
    seq(m.issuer, m.serial),
    sha256,
    tagged(0, ...attributes),
    seq(oid(OIDS.sha256WithRsa), nul()),
    octets(signature),
  );
  const signedData = seq(
    int(1),
    set(sha256),
    seq(oid(OIDS.data)),
    tagged(0, ...m.certificates),
    set(signerInfo),
  );
  return toDer(seq(oid(OIDS.signedData), tagged(0, signedData)));
}

/** The signer @signpdf calls with the PDF bytes outside /Contents. */
export class CadesSigner extends Signer {
  constructor(private readonly material: SigningMaterial) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const digest = createHash('sha256').update(pdfBuffer).digest();
    return buildCadesSignature(digest, this.material);
  }
}

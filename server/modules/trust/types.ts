// The contracts between the trust services' parts: the local PKI (a root, a timestamping authority
// and the revocation data of the CAs whose keys this platform holds), the RFC 3161 client, the
// collection of validation material (OCSP responses, CRLs) and the PDF long-term-validation
// updates. Every DER value travels as a Buffer.
import type { KeyObject, X509Certificate } from 'node:crypto';

/** A certification authority whose key this platform holds: it answers OCSP and issues CRLs. */
export interface LocalCa {
  /** A short stable id used in URLs (/pki/crl/<id>.crl, /pki/ca/<id>.crt): 'raiz', 'selos'. */
  id: string;
  key: KeyObject;
  cert: X509Certificate;
  certDer: Buffer;
}

/** One revoked certificate, by its issuer's id and its serial (upper-case hex, as X509Certificate prints it). */
export interface Revocation {
  ca: string;
  serial: string;
  /** ISO instant. */
  revokedAt: string;
  /** RFC 5280 CRLReason code (1 keyCompromise, 4 superseded, 5 cessationOfOperation…). */
  reason: number;
}

/** The timestamping authority's signing material: its key, its certificate and the chain above it. */
export interface TsaMaterial {
  key: KeyObject;
  cert: X509Certificate;
  certDer: Buffer;
  /** Issuer certificates, nearest first, up to and including the root. */
  chainDers: Buffer[];
  /** RFC 3161 policy OID written in every TSTInfo. */
  policy: string;
}

/** The local PKI kept under DATA_DIR/trust (see localPki.ts). */
export interface LocalPki {
  /** The CAs whose keys are here (the trust root; the sealing CA when it is the generated one). */
  cas: LocalCa[];
  tsa: TsaMaterial;
  /** Revocations recorded so far (DATA_DIR/trust/revoked.json). */
  revocations(): Revocation[];
  /** Records a revocation of a certificate issued by one of `cas` (idempotent). */
  revoke(cert: X509Certificate, reason?: number, at?: Date): void;
}

/** A timestamp obtained from a TSA (RFC 3161), checked against the request. */
export interface TimestampToken {
  /** The TimeStampToken: a ContentInfo(SignedData) whose content is a TSTInfo. */
  der: Buffer;
  genTime: Date;
  /** The TSA certificate's subject common name. */
  tsaName: string;
  /** The TSA certificate (the token's signer) and its chain when the token carries them. */
  certificates: X509Certificate[];
  /** When the TSA certificate stops being valid: a later document timestamp must come before. */
  tsaNotAfter: Date;
  /** The URL that answered ('local' for the in-process TSA). */
  source: string;
  /** Milliseconds the TSA took to answer. */
  ms: number;
}

/** Where timestamps come from, in order: configured URLs, or the local TSA in process. */
export type TsaSource =
  | { kind: 'url'; url: string; user?: string; password?: string }
  | { kind: 'local'; reply: (request: Buffer) => Buffer };

/** Asks each source in turn for a timestamp of the SHA-256 `imprint`; null when none answered well. */
export type Timestamper = (imprint: Buffer) => Promise<TimestampToken | null>;

/** Validation material for a set of certificates, as the PDF's DSS holds it. */
export interface ValidationMaterial {
  certs: Buffer[];
  /** Complete OCSPResponse DERs (status successful). */
  ocsps: Buffer[];
  crls: Buffer[];
}

/** OCSP answered in process for certificates a local CA issued; null: not ours, ask the network. */
export type LocalOcsp = (cert: X509Certificate, issuer: X509Certificate) => Buffer | null;

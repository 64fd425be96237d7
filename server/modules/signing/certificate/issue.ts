// Issuing the generated platform certificates with forge: a CA (10 years) and, under it, the
// signer that seals documents (2 years, never beyond the CA). RSA keys come from node:crypto,
// which is far faster than forge's pure-JS key generation.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const { pki, asn1 } = forge;

const CA_YEARS = 10;
const SIGNER_YEARS = 2;
/** Certificates start a little in the past, so a clock slightly behind still accepts them. */
const BACKDATE_MS = 5 * 60 * 1000;
/** Extended key usage "Document Signing" (Microsoft), understood by PDF readers. */
const DOCUMENT_SIGNING_OID = '1.3.6.1.4.1.311.10.3.12';

export interface Issued {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
}

const caCommonName = (appName: string) => `${appName} — Autoridade de selos`;
export const signerCommonName = (appName: string) => `${appName} — Selo de documentos`;

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    key: pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** A positive 16-byte serial without a leading zero byte (DER-minimal as written by forge). */
function newSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes.toString('hex');
}

const addYears = (date: Date, years: number) => {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/** UTF8String (forge writes PrintableString otherwise); @types/node-forge types the field as a Class. */
const UTF8 = asn1.Type.UTF8 as unknown as forge.asn1.Class;

const names = (commonName: string, appName: string): forge.pki.CertificateField[] => [
  { shortName: 'CN', value: commonName, valueTagClass: UTF8 },
  { shortName: 'O', value: appName, valueTagClass: UTF8 },
  { shortName: 'C', value: 'BR' },
];

/**
 * A self-signed CA that issues end-entity certificates only: the sealing CA by default, or another
 * (the local trust root) with its own name and lifetime.
 */
export function issueCa(appName: string, now: Date, o: { commonName?: string; years?: number } = {}): Issued {
  const { key, publicKey } = newKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = newSerial();
  cert.validity.notBefore = new Date(now.getTime() - BACKDATE_MS);
  cert.validity.notAfter = addYears(now, o.years ?? CA_YEARS);
  const subject = names(o.commonName ?? caCommonName(appName), appName);
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { key, cert };
}

/**
 * The CA's subject as attributes forge will encode to the same bytes. Names read from DER hold
 * UTF-8 bytes that forge would encode a second time; a fresh parse makes every CA look alike.
 */
function issuerAttributes(caCert: forge.pki.Certificate) {
  const parsed = pki.certificateFromPem(pki.certificateToPem(caCert));
  return parsed.subject.attributes.map((a) =>
    a.valueTagClass === UTF8 && typeof a.value === 'string'
      ? { ...a, value: forge.util.decodeUtf8(a.value) }
      : a,
  );
}

/**
 * An end-entity certificate under `ca` (never valid beyond it), for signing: basic constraints,
 * key usage, key identifiers, then `extensions` (its extended key usage and anything else).
 */
export function issueEndEntity(
  appName: string,
  ca: Issued,
  now: Date,
  o: { commonName: string; years: number; extensions: object[] },
): Issued {
  const { key, publicKey } = newKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = newSerial();
  cert.validity.notBefore = new Date(now.getTime() - BACKDATE_MS);
  const until = addYears(now, o.years);
  cert.validity.notAfter = until < ca.cert.validity.notAfter ? until : ca.cert.validity.notAfter;
  cert.setSubject(names(o.commonName, appName));
  cert.setIssuer(issuerAttributes(ca.cert));
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes() },
    ...o.extensions,
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { key, cert };
}

export const issueSigner = (appName: string, ca: Issued, now: Date): Issued =>
  issueEndEntity(appName, ca, now, {
    commonName: signerCommonName(appName),
    years: SIGNER_YEARS,
    extensions: [{ name: 'extKeyUsage', emailProtection: true, [DOCUMENT_SIGNING_OID]: true }],
  });

// Reading X.509 certificates: PEM and DER, the SHA-256 fingerprint, and the names, serial and
// validity shown to administrators. Node's X509Certificate does the parsing (it reads UTF-8 names
// and any key type); forge is only needed where keys and PKCS#12 are involved.
import { createHash, X509Certificate } from 'node:crypto';

export interface CertificateFacts {
  subject: string;
  issuer: string;
  /** Upper-case hex, as OpenSSL prints it. */
  serial: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the DER, lower-case hex. */
  fingerprint256: string;
}

/** The DER bytes of the first certificate in a PEM text. */
export function pemToDer(pem: string): Buffer {
  const match = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/.exec(pem);
  if (!match?.[1]) throw new Error('No certificate in the PEM text');
  return Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

export function derToPem(der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** forge writes PEM with CRLF line ends; Node and OpenSSL write LF. */
export const unixPem = (pem: string) => pem.replace(/\r\n/g, '\n');

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** "CN=Cofre — Selo de documentos\nO=Cofre" (Node's form) as "CN=Cofre — Selo de documentos, O=Cofre". */
export const nameText = (name: string) => name.split('\n').join(', ');

/** The common name of a Node-formatted distinguished name, or the whole name when it has none. */
export function commonName(name: string): string {
  const line = name.split('\n').find((l) => l.startsWith('CN='));
  return line ? line.slice(3) : nameText(name);
}

export function certificateFacts(cert: X509Certificate): CertificateFacts {
  return {
    subject: nameText(cert.subject),
    issuer: nameText(cert.issuer),
    serial: cert.serialNumber.toUpperCase(),
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    fingerprint256: sha256Hex(cert.raw),
  };
}

export const factsFromPem = (pem: string) => certificateFacts(new X509Certificate(pem));

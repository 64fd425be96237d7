// The platform certificate that seals completed documents: the PKCS#12 named by the configuration
// (SIGNING_P12 and its password), or else the CA and signer generated under DATA_DIR/signing and
// renewed there when they near their end. Administrators see it through certificateInfo.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CertificateInfo } from '../../../../common/schemas/signing.js';
import { FILES, loadGeneratedCertificate } from './generatedStore.js';
import { type KeyAndChain, readPkcs12 } from './pkcs12.js';
import { daysLeft, isExpired, needsAttention } from './validity.js';
import { factsFromPem } from './x509.js';

export interface PlatformCertificate {
  privateKeyPem: string;
  certificatePem: string;
  /** issuer chain (the generated CA), may be empty */
  chainPems: string[];
  subject: string;
  issuer: string;
  serial: string;
  notBefore: Date;
  notAfter: Date;
  source: 'config' | 'generated';
  /** SHA-256 of the certificate's DER, lower-case hex */
  fingerprint256: string;
}

/** The configured PKCS#12 cannot be used (unreadable, wrong password, no key), or the store is damaged. */
export class CertificateUnavailableError extends Error {
  override name = 'CertificateUnavailableError';
}

export interface LoadCertificateOptions {
  /** A PKCS#12 to use as it is; nothing is generated then. */
  p12Path?: string;
  p12Password?: string;
  dataDir: string;
  appName: string;
  now?: Date;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function fromConfig(path: string, password: string): Promise<KeyAndChain> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    throw new CertificateUnavailableError(`Cannot read the signing certificate ${path}: ${reason(err)}`);
  }
  try {
    return readPkcs12(bytes, password);
  } catch (err) {
    throw new CertificateUnavailableError(
      `Cannot open the signing certificate ${path} (wrong password or not a PKCS#12 with an RSA key): ${reason(err)}`,
    );
  }
}

export async function loadPlatformCertificate(opts: LoadCertificateOptions): Promise<PlatformCertificate> {
  const source = opts.p12Path ? 'config' : 'generated';
  let material: KeyAndChain;
  if (opts.p12Path) {
    material = await fromConfig(opts.p12Path, opts.p12Password ?? '');
  } else {
    try {
      material = loadGeneratedCertificate(opts.dataDir, opts.appName, opts.now ?? new Date());
    } catch (err) {
      throw new CertificateUnavailableError(
        `Cannot load or create the generated signing certificate under ${opts.dataDir}/signing: ${reason(err)}`,
      );
    }
  }
  return { ...material, ...factsFromPem(material.certificatePem), source };
}

/** The certificate's dates and whether to warn (platformCertificateInfo adds its fields and the configuration's). */
export type CertificateFactsInfo = Omit<CertificateInfo, 'icp_brasil' | 'politica' | 'carimbo'>;

export function certificateInfo(cert: PlatformCertificate, now: Date = new Date()): CertificateFactsInfo {
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    serial: cert.serial,
    valid_from: cert.notBefore.toISOString(),
    valid_to: cert.notAfter.toISOString(),
    days_left: daysLeft(cert, now),
    expired: isExpired(cert, now),
    warning: needsAttention(cert, now),
    source: cert.source,
  };
}

/**
 * The fingerprints a seal of this platform may carry: the signer's and its issuers'. inspectSeal
 * accepts a seal whose signer is listed, or whose signer was issued by a listed CA — so seals made
 * before the generated signer was renewed still count as the platform's.
 */
export const platformFingerprints = (cert: PlatformCertificate): string[] => [
  cert.fingerprint256,
  ...cert.chainPems.map((pem) => factsFromPem(pem).fingerprint256),
];

/**
 * Fingerprints of the generated certificates replaced so far (kept under DATA_DIR/signing/archive),
 * to recognise seals made before a renewal of the CA itself; [] when there are none.
 */
export function archivedFingerprints(dataDir: string): string[] {
  const dir = join(dataDir, 'signing', FILES.archive);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.cert.pem'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      return [factsFromPem(readFileSync(join(dir, name), 'utf8')).fingerprint256];
    } catch {
      return [];
    }
  });
}

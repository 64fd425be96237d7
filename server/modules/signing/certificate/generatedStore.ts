// The generated platform certificate, kept under DATA_DIR/signing: a CA (key readable by the
// owner only) and the signer issued by it, kept as platform.p12 with a random password in a file
// of its own. The first start creates them, later starts load the same files; a signer (or CA)
// that expired or is within the warning period is replaced, and the old certificate is kept
// under archive/ (certificates only, no keys) so earlier seals can still be told apart.
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { type Issued, issueCa, issueSigner, signerCommonName } from './issue.js';
import { certPem, keyPem, pairExists, writeAtomic } from './keyFiles.js';
import { type KeyAndChain, readPkcs12, writePkcs12 } from './pkcs12.js';
import { needsAttention } from './validity.js';
import { factsFromPem } from './x509.js';

const { pki } = forge;

export const FILES = {
  caKey: 'ca.key.pem',
  caCert: 'ca.cert.pem',
  p12: 'platform.p12',
  password: 'platform.p12.password',
  archive: 'archive',
} as const;

function archiveCertificate(dir: string, prefix: string, pem: string) {
  const archive = join(dir, FILES.archive);
  mkdirSync(archive, { recursive: true, mode: 0o700 });
  writeAtomic({
    path: join(archive, `${prefix}-${factsFromPem(pem).serial}.cert.pem`),
    data: pem,
    mode: 0o644,
  });
}

function loadOrIssueCa(dir: string, appName: string, now: Date): Issued {
  if (pairExists(dir, FILES.caKey, FILES.caCert)) {
    const ca = {
      key: pki.privateKeyFromPem(readFileSync(join(dir, FILES.caKey), 'utf8')),
      cert: pki.certificateFromPem(readFileSync(join(dir, FILES.caCert), 'utf8')),
    };
    if (!needsAttention(ca.cert.validity, now)) return ca;
    archiveCertificate(dir, 'ca', certPem(ca.cert));
  }
  const ca = issueCa(appName, now);
  writeAtomic(
    { path: join(dir, FILES.caKey), data: keyPem(ca.key), mode: 0o600 },
    { path: join(dir, FILES.caCert), data: certPem(ca.cert), mode: 0o644 },
  );
  return ca;
}

/** The stored signer, when it is still the CA's and has time left. */
function storedSigner(dir: string, ca: X509Certificate, now: Date): KeyAndChain | null {
  if (!pairExists(dir, FILES.p12, FILES.password)) return null;
  const password = readFileSync(join(dir, FILES.password), 'utf8').trim();
  const stored = readPkcs12(readFileSync(join(dir, FILES.p12)), password);
  const cert = new X509Certificate(stored.certificatePem);
  const fromCa = cert.checkIssued(ca) && cert.verify(ca.publicKey);
  const facts = factsFromPem(stored.certificatePem);
  if (fromCa && !needsAttention(facts, now)) return stored;
  archiveCertificate(dir, 'signer', stored.certificatePem);
  return null;
}

export function loadGeneratedCertificate(dataDir: string, appName: string, now: Date): KeyAndChain {
  const dir = join(dataDir, 'signing');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ca = loadOrIssueCa(dir, appName, now);
  const caPem = certPem(ca.cert);
  const stored = storedSigner(dir, new X509Certificate(caPem), now);
  if (stored) return { ...stored, chainPems: [caPem] };

  const signer = issueSigner(appName, ca, now);
  const password = randomBytes(24).toString('base64url');
  writeAtomic(
    {
      path: join(dir, FILES.p12),
      data: writePkcs12(signer.key, [signer.cert, ca.cert], password, signerCommonName(appName)),
      mode: 0o600,
    },
    { path: join(dir, FILES.password), data: `${password}\n`, mode: 0o600 },
  );
  return {
    privateKeyPem: keyPem(signer.key),
    certificatePem: certPem(signer.cert),
    chainPems: [caPem],
  };
}

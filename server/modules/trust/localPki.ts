// The local PKI kept under DATA_DIR/trust, so that a platform started without configuration still
// timestamps its seals and answers for their revocation status: a root CA (20 years) and, under it,
// the timestamping authority's certificate (5 years, renewed with a new key when 60 days are
// left), whose revocation pointers lead to this platform's own /pki routes. revoked.json records
// the revocations of the CAs held here (the root and, when generated, the sealing CA).
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { type Issued, issueCa, issueEndEntity } from '../signing/certificate/issue.js';
import { certPem, keyPem, pairExists, writeAtomic } from '../signing/certificate/keyFiles.js';
import { daysLeft, isCurrent } from '../signing/certificate/validity.js';
import { implicitPrimitive, OIDS, oid, seq, toDer } from '../signing/seal/der.js';
import type { LocalCa, LocalPki, Revocation } from './types.js';

const { pki } = forge;

/** A private-arc OID for test and demo timestamps: no relying party mistakes them for an ACT's. */
export const LOCAL_TSA_POLICY = '1.3.6.1.4.1.99999.1.1';

const ROOT_YEARS = 20;
const TSA_YEARS = 5;
/** Renewed this early so a document timestamp never has to be taken under a certificate about to end. */
const TSA_RENEW_DAYS = 60;
/** GeneralName uniformResourceIdentifier. */
const URI_TAG = 6;

export const TRUST_FILES = {
  rootKey: 'root.key.pem',
  rootCert: 'root.cert.pem',
  tsaKey: 'tsa.key.pem',
  tsaCert: 'tsa.cert.pem',
  revoked: 'revoked.json',
} as const;

export const rootCommonName = (appName: string) => `${appName} — Raiz local de confiança`;
export const tsaCommonName = (appName: string) => `${appName} — Carimbo do tempo (local)`;

/** Where the routes of routes.ts answer, for a platform reachable at `baseUrl`. */
export const pkiUrls = (baseUrl: string) => {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    ocsp: `${base}/pki/ocsp`,
    rootCert: `${base}/pki/ca/raiz.crt`,
    rootCrl: `${base}/pki/crl/raiz.crl`,
  };
};

/** forge writes no authorityInfoAccess of its own: its value is built here. */
function authorityInfoAccess(baseUrl: string) {
  const urls = pkiUrls(baseUrl);
  const access = (method: string, url: string) => seq(oid(method), implicitPrimitive(URI_TAG, url));
  const value = seq(access(OIDS.accessOcsp, urls.ocsp), access(OIDS.accessCaIssuers, urls.rootCert));
  return { id: OIDS.authorityInfoAccess, critical: false, value: toDer(value).toString('binary') };
}

const issueTsa = (appName: string, root: Issued, baseUrl: string, now: Date): Issued =>
  issueEndEntity(appName, root, now, {
    commonName: tsaCommonName(appName),
    years: TSA_YEARS,
    extensions: [
      // RFC 3161 §2.3: the only purpose, and critical (openssl ts -verify refuses it otherwise).
      { name: 'extKeyUsage', timeStamping: true, critical: true },
      authorityInfoAccess(baseUrl),
      { name: 'cRLDistributionPoints', altNames: [{ type: URI_TAG, value: pkiUrls(baseUrl).rootCrl }] },
    ],
  });

function loadOrIssueRoot(dir: string, appName: string, now: Date): Issued {
  if (pairExists(dir, TRUST_FILES.rootKey, TRUST_FILES.rootCert))
    return {
      key: pki.privateKeyFromPem(readFileSync(join(dir, TRUST_FILES.rootKey), 'utf8')),
      cert: pki.certificateFromPem(readFileSync(join(dir, TRUST_FILES.rootCert), 'utf8')),
    };
  const root = issueCa(appName, now, { commonName: rootCommonName(appName), years: ROOT_YEARS });
  writeAtomic(
    { path: join(dir, TRUST_FILES.rootKey), data: keyPem(root.key), mode: 0o600 },
    { path: join(dir, TRUST_FILES.rootCert), data: certPem(root.cert), mode: 0o644 },
  );
  return root;
}

/** The stored TSA certificate still serves: the root's, time left, and pointing at this platform. */
function usable(cert: X509Certificate, root: X509Certificate, baseUrl: string, now: Date): boolean {
  const validity = { notBefore: new Date(cert.validFrom), notAfter: new Date(cert.validTo) };
  return (
    cert.checkIssued(root) &&
    cert.verify(root.publicKey) &&
    isCurrent(validity, now) &&
    daysLeft(validity, now) >= TSA_RENEW_DAYS &&
    (cert.infoAccess ?? '').includes(pkiUrls(baseUrl).ocsp)
  );
}

function loadOrIssueTsa(dir: string, appName: string, root: Issued, baseUrl: string, now: Date) {
  const rootX = new X509Certificate(certPem(root.cert));
  if (pairExists(dir, TRUST_FILES.tsaKey, TRUST_FILES.tsaCert)) {
    const pem = readFileSync(join(dir, TRUST_FILES.tsaCert), 'utf8');
    if (usable(new X509Certificate(pem), rootX, baseUrl, now))
      return { keyPem: readFileSync(join(dir, TRUST_FILES.tsaKey), 'utf8'), certPem: pem };
  }
  const tsa = issueTsa(appName, root, baseUrl, now);
  const issued = { keyPem: keyPem(tsa.key), certPem: certPem(tsa.cert) };
  writeAtomic(
    { path: join(dir, TRUST_FILES.tsaKey), data: issued.keyPem, mode: 0o600 },
    { path: join(dir, TRUST_FILES.tsaCert), data: issued.certPem, mode: 0o644 },
  );
  return issued;
}

function localCa(id: string, keyPem: string, certPem: string): LocalCa {
  const cert = new X509Certificate(certPem);
  return { id, key: createPrivateKey(keyPem), cert, certDer: cert.raw };
}

export function loadLocalPki(o: {
  dataDir: string;
  appName: string;
  /** Where this platform is reachable: the TSA certificate's OCSP, CA and CRL addresses. */
  baseUrl: string;
  /** The generated sealing CA (DATA_DIR/signing), answered for as 'selos'; null when sealing uses a configured certificate. */
  signingCa?: { keyPem: string; certPem: string } | null;
  now?: Date;
}): LocalPki {
  const dir = join(o.dataDir, 'trust');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const now = o.now ?? new Date();
  const root = loadOrIssueRoot(dir, o.appName, now);
  const rootCa = localCa('raiz', keyPem(root.key), certPem(root.cert));
  const tsa = loadOrIssueTsa(dir, o.appName, root, o.baseUrl, now);
  const tsaCert = new X509Certificate(tsa.certPem);

  const revokedPath = join(dir, TRUST_FILES.revoked);
  if (!existsSync(revokedPath)) writeAtomic({ path: revokedPath, data: '[]\n', mode: 0o644 });
  const revocations = () => JSON.parse(readFileSync(revokedPath, 'utf8')) as Revocation[];

  const cas = [rootCa, ...(o.signingCa ? [localCa('selos', o.signingCa.keyPem, o.signingCa.certPem)] : [])];
  return {
    cas,
    tsa: {
      key: createPrivateKey(tsa.keyPem),
      cert: tsaCert,
      certDer: tsaCert.raw,
      chainDers: [rootCa.certDer],
      policy: LOCAL_TSA_POLICY,
    },
    revocations,
    revoke(cert, reason = 1, at) {
      const ca = cas.find((c) => cert.checkIssued(c.cert) && cert.verify(c.cert.publicKey));
      if (!ca) throw new Error(`${cert.subject.replace(/\n/g, ', ')} was not issued by a local CA`);
      const serial = cert.serialNumber.toUpperCase();
      const list = revocations();
      if (list.some((r) => r.ca === ca.id && r.serial === serial)) return;
      const revokedAt = (at ?? o.now ?? new Date()).toISOString();
      const data = `${JSON.stringify([...list, { ca: ca.id, serial, revokedAt, reason }], null, 2)}\n`;
      writeAtomic({ path: revokedPath, data, mode: 0o644 });
    },
  };
}

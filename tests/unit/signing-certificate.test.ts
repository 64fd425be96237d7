// The platform certificate: generated on first start under DATA_DIR/signing and loaded again
// later (same fingerprint), renewed from the same CA when near its end, read from a configured
// PKCS#12 (never generating then), refused with a clear error when the P12 cannot be used; and
// the administrators' view of its validity.
import { createHash, createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import {
  archivedFingerprints,
  CertificateUnavailableError,
  certificateInfo,
  loadPlatformCertificate,
  type PlatformCertificate,
  platformFingerprints,
} from '../../server/modules/signing/certificate/platform.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cofre-cert-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
const derOf = (pem: string) => new X509Certificate(pem).raw;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const mode = (path: string) => statSync(path).mode & 0o777;

describe('generated certificate', () => {
  it('is created on first start and loaded again, with the same fingerprint, on the next', async () => {
    const dataDir = tempDir();
    const first = await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
    const signing = join(dataDir, 'signing');
    expect(archivedFingerprints(dataDir)).toEqual([]);

    expect(first.source).toBe('generated');
    expect(first.subject).toContain('CN=Cofre — Selo de documentos');
    expect(first.issuer).toContain('Cofre');
    expect(first.chainPems).toHaveLength(1);
    expect(first.fingerprint256).toBe(sha256(derOf(first.certificatePem)));
    expect(first.fingerprint256).toMatch(/^[0-9a-f]{64}$/);
    expect(mode(join(signing, 'ca.key.pem'))).toBe(0o600);
    expect(mode(join(signing, 'platform.p12'))).toBe(0o600);
    expect(mode(join(signing, 'platform.p12.password'))).toBe(0o600);

    const second = await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
    expect(second.fingerprint256).toBe(first.fingerprint256);
    expect(second.privateKeyPem).toBe(first.privateKeyPem);
    expect(second.chainPems).toEqual(first.chainPems);
  });

  it('issues a signer for sealing: 2 years, from the 10-year CA, key usage for signatures', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const cert = await loadPlatformCertificate({ dataDir: tempDir(), appName: 'Cofre', now });
    const signer = new X509Certificate(cert.certificatePem);
    const ca = new X509Certificate(cert.chainPems[0]!);

    expect(signer.checkIssued(ca)).toBe(true);
    expect(signer.verify(ca.publicKey)).toBe(true);
    expect(signer.checkPrivateKey(createPrivateKey(cert.privateKeyPem))).toBe(true);
    expect(signer.ca).toBe(false);
    expect(ca.ca).toBe(true);
    expect(signer.keyUsage).toEqual(expect.arrayContaining(['1.3.6.1.4.1.311.10.3.12']));
    expect(signer.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(Math.round((cert.notAfter.getTime() - now.getTime()) / DAY)).toBe(731);
    expect(new Date(ca.validTo).getUTCFullYear()).toBe(2036);
    expect(platformFingerprints(cert)).toEqual([cert.fingerprint256, sha256(ca.raw)]);
  });

  it('renews the signer from the same CA when less than 30 days are left, and keeps the new one', async () => {
    const dataDir = tempDir();
    const start = new Date('2026-01-01T00:00:00Z');
    const old = await loadPlatformCertificate({ dataDir, appName: 'Cofre', now: start });

    const stillGood = new Date(old.notAfter.getTime() - 31 * DAY);
    expect(
      (await loadPlatformCertificate({ dataDir, appName: 'Cofre', now: stillGood })).fingerprint256,
    ).toBe(old.fingerprint256);

    const nearEnd = new Date(old.notAfter.getTime() - 10 * DAY);
    const renewed = await loadPlatformCertificate({ dataDir, appName: 'Cofre', now: nearEnd });
    expect(renewed.fingerprint256).not.toBe(old.fingerprint256);
    expect(renewed.chainPems).toEqual(old.chainPems);
    expect(renewed.notAfter.getTime()).toBeGreaterThan(old.notAfter.getTime());
    expect(certificateInfo(renewed, nearEnd).warning).toBe(false);
    expect(readdirSync(join(dataDir, 'signing', 'archive'))).toEqual([`signer-${old.serial}.cert.pem`]);
    expect(archivedFingerprints(dataDir)).toEqual([old.fingerprint256]);

    const again = await loadPlatformCertificate({ dataDir, appName: 'Cofre', now: nearEnd });
    expect(again.fingerprint256).toBe(renewed.fingerprint256);
  });

  it('replaces an expired signer on start', async () => {
    const dataDir = tempDir();
    const old = await loadPlatformCertificate({
      dataDir,
      appName: 'Cofre',
      now: new Date('2020-01-01T00:00:00Z'),
    });
    const later = new Date('2023-06-01T00:00:00Z');
    expect(certificateInfo(old, later).expired).toBe(true);

    const renewed = await loadPlatformCertificate({ dataDir, appName: 'Cofre', now: later });
    expect(renewed.fingerprint256).not.toBe(old.fingerprint256);
    expect(certificateInfo(renewed, later)).toMatchObject({ expired: false, warning: false });
  });

  it('refuses a damaged store instead of overwriting it', async () => {
    const dataDir = tempDir();
    await loadPlatformCertificate({ dataDir, appName: 'Cofre' });
    writeFileSync(join(dataDir, 'signing', 'platform.p12'), 'not a p12');
    await expect(loadPlatformCertificate({ dataDir, appName: 'Cofre' })).rejects.toBeInstanceOf(
      CertificateUnavailableError,
    );
  });
});

/** A PKCS#12 made here: an RSA key and its certificate (issued by a CA put in the chain). */
function makeP12(password: string, opts: { withKey?: boolean } = {}) {
  const keyPair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      key: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      pub: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    };
  };
  const make = (
    cn: string,
    serial: string,
    pub: forge.pki.PublicKey,
    issuer: forge.pki.CertificateField[],
  ) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = pub;
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - DAY);
    cert.validity.notAfter = new Date(Date.now() + 365 * DAY);
    cert.setSubject([{ shortName: 'CN', value: cn }]);
    cert.setIssuer(issuer);
    return cert;
  };
  const caKeys = keyPair();
  const ca = make('Test CA', '01', caKeys.pub, [{ shortName: 'CN', value: 'Test CA' }]);
  ca.setExtensions([{ name: 'basicConstraints', cA: true }]);
  ca.sign(caKeys.key, forge.md.sha256.create());
  const leafKeys = keyPair();
  const leaf = make('Empresa Teste Ltda', '02', leafKeys.pub, [{ shortName: 'CN', value: 'Test CA' }]);
  leaf.sign(caKeys.key, forge.md.sha256.create());
  const p12 =
    opts.withKey === false
      ? forge.pkcs12.toPkcs12Asn1(null, [leaf, ca], password)
      : forge.pkcs12.toPkcs12Asn1(leafKeys.key, [leaf, ca], password, { algorithm: '3des' });
  const bytes = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
  const leafDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(leaf)).getBytes(), 'binary');
  return { bytes, fingerprint: sha256(leafDer) };
}

describe('configured PKCS#12', () => {
  it('loads the key, the certificate and the chain, and generates nothing', async () => {
    const dataDir = tempDir();
    const p12 = makeP12('s3nha forte');
    const p12Path = join(dataDir, 'empresa.p12');
    writeFileSync(p12Path, p12.bytes);

    const cert = await loadPlatformCertificate({
      p12Path,
      p12Password: 's3nha forte',
      dataDir,
      appName: 'Cofre',
    });
    expect(cert.source).toBe('config');
    expect(cert.fingerprint256).toBe(p12.fingerprint);
    expect(cert.subject).toBe('CN=Empresa Teste Ltda');
    expect(cert.issuer).toBe('CN=Test CA');
    expect(cert.serial).toBe('02');
    expect(cert.chainPems).toHaveLength(1);
    expect(new X509Certificate(cert.chainPems[0]!).subject).toBe('CN=Test CA');
    expect(
      new X509Certificate(cert.certificatePem).checkPrivateKey(createPrivateKey(cert.privateKeyPem)),
    ).toBe(true);
    expect(existsSync(join(dataDir, 'signing'))).toBe(false);
  });

  it('accepts an empty password', async () => {
    const dataDir = tempDir();
    const p12 = makeP12('');
    writeFileSync(join(dataDir, 'a.p12'), p12.bytes);
    const cert = await loadPlatformCertificate({
      p12Path: join(dataDir, 'a.p12'),
      dataDir,
      appName: 'Cofre',
    });
    expect(cert.fingerprint256).toBe(p12.fingerprint);
  });

  it('refuses a wrong password, a missing or unreadable file and a P12 without a key', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'good.p12'), makeP12('certa').bytes);
    writeFileSync(join(dataDir, 'garbage.p12'), 'this is not a PKCS#12 file');
    writeFileSync(join(dataDir, 'nokey.p12'), makeP12('certa', { withKey: false }).bytes);
    const load = (file: string, p12Password: string) =>
      loadPlatformCertificate({ p12Path: join(dataDir, file), p12Password, dataDir, appName: 'Cofre' });

    await expect(load('good.p12', 'errada')).rejects.toBeInstanceOf(CertificateUnavailableError);
    await expect(load('good.p12', 'errada')).rejects.toThrow(/password/i);
    await expect(load('missing.p12', 'certa')).rejects.toBeInstanceOf(CertificateUnavailableError);
    await expect(load('garbage.p12', 'certa')).rejects.toBeInstanceOf(CertificateUnavailableError);
    await expect(load('nokey.p12', 'certa')).rejects.toBeInstanceOf(CertificateUnavailableError);
    expect(existsSync(join(dataDir, 'signing'))).toBe(false);
  });
});

describe('certificateInfo', () => {
  const notBefore = new Date('2026-01-01T00:00:00Z');
  const notAfter = new Date('2028-01-01T00:00:00Z');
  const cert: PlatformCertificate = {
    privateKeyPem: '',
    certificatePem: '',
    chainPems: [],
    subject: 'CN=Cofre — Selo de documentos, O=Cofre, C=BR',
    issuer: 'CN=Cofre — Autoridade de selos, O=Cofre, C=BR',
    serial: '4A01',
    notBefore,
    notAfter,
    source: 'generated',
    fingerprint256: 'ab'.repeat(32),
  };
  const at = (msBeforeEnd: number) => certificateInfo(cert, new Date(notAfter.getTime() - msBeforeEnd));

  it('describes the certificate', () => {
    expect(at(100 * DAY)).toEqual({
      subject: cert.subject,
      issuer: cert.issuer,
      serial: '4A01',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_to: '2028-01-01T00:00:00.000Z',
      days_left: 100,
      expired: false,
      warning: false,
      source: 'generated',
    });
  });

  it('warns with less than 30 whole days left, counting days down (floor)', () => {
    expect(at(31 * DAY)).toMatchObject({ days_left: 31, warning: false, expired: false });
    expect(at(30 * DAY)).toMatchObject({ days_left: 30, warning: false, expired: false });
    expect(at(30 * DAY - 1)).toMatchObject({ days_left: 29, warning: true, expired: false });
    expect(at(DAY / 2)).toMatchObject({ days_left: 0, warning: true, expired: false });
  });

  it('reports an expired certificate with negative days', () => {
    expect(at(0)).toMatchObject({ days_left: 0, expired: false, warning: true });
    expect(at(-1)).toMatchObject({ days_left: -1, expired: true, warning: true });
    expect(at(-1.5 * DAY)).toMatchObject({ days_left: -2, expired: true, warning: true });
  });

  it('warns about a certificate that is not valid yet', () => {
    expect(certificateInfo(cert, new Date('2025-12-31T00:00:00Z'))).toMatchObject({
      expired: false,
      warning: true,
    });
  });
});

// Reading revocation data and collecting it: what OCSP responses and CRLs made by openssl say about
// a certificate and whether their signatures hold (a tampered one, or one signed by a certificate
// the CA never delegated, does not), and collectValidation over real HTTP — an openssl-backed OCSP
// responder, a CRL server, a responder that is down, one that never answers — and in process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crlStatus, ocspRequest, ocspStatus } from '../../server/modules/trust/revocationStatus.js';
import { collectValidation } from '../../server/modules/trust/validation.js';
import {
  issueCert,
  makeTestPki,
  opensslCrl,
  opensslOcspReply,
  opensslOcspResponse,
  revokeCert,
  serveHttp,
  serveOcsp,
  type TestCert,
  type TestPki,
  type TestServer,
} from '../helpers/openssl-pki.js';
import { freePort } from '../helpers/processes.js';

let dir: string;
let pki: TestPki;
let good: TestCert;
let revoked: TestCert;
let revokedAt: Date;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cofre-trust-'));
  pki = makeTestPki(dir);
  good = issueCert(pki, 'good');
  revoked = issueCert(pki, 'revoked');
  revokedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  revokeCert(pki, revoked.path);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ocspStatus', () => {
  it('reads a good answer from the delegated responder and verifies it', () => {
    const status = ocspStatus(opensslOcspResponse(pki, good.path), good.cert, pki.ca.cert);
    expect(status).toMatchObject({ status: 'good', revokedAt: null, verified: true });
    expect(Math.abs(status!.producedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reads a revoked answer with its time', () => {
    const status = ocspStatus(opensslOcspResponse(pki, revoked.path), revoked.cert, pki.ca.cert);
    expect(status).toMatchObject({ status: 'revoked', verified: true });
    expect(Math.abs(status!.revokedAt!.getTime() - revokedAt.getTime())).toBeLessThanOrEqual(2000);
  });

  it('verifies an answer the CA signs itself, not one from a certificate without OCSPSigning', () => {
    expect(ocspStatus(opensslOcspResponse(pki, good.path, pki.ca), good.cert, pki.ca.cert)?.verified).toBe(
      true,
    );
    const byTsa = ocspStatus(opensslOcspResponse(pki, good.path, pki.tsa), good.cert, pki.ca.cert);
    expect(byTsa).toMatchObject({ status: 'good', verified: false });
  });

  it('gives null for an answer about another certificate, or an unsuccessful one', () => {
    expect(ocspStatus(opensslOcspResponse(pki, good.path), revoked.cert, pki.ca.cert)).toBeNull();
    // OCSPResponse { responseStatus malformedRequest (1) }.
    expect(ocspStatus(Buffer.from('30030a0101', 'hex'), good.cert, pki.ca.cert)).toBeNull();
  });

  it('does not verify an answer changed after signing', () => {
    const response = opensslOcspResponse(pki, good.path);
    // Move producedAt (the first GeneralizedTime) by a second: still readable, no longer signed.
    const at = response.toString('latin1').search(/\d{14}Z/) + 13;
    const tampered = Buffer.from(response);
    tampered[at] = tampered[at] === 0x30 ? 0x31 : 0x30;
    const status = ocspStatus(tampered, good.cert, pki.ca.cert);
    expect(status).toMatchObject({ status: 'good', verified: false });
  });

  it('makes requests a responder answers (openssl, about the certificate asked)', async () => {
    const response = await opensslOcspReply(pki, ocspRequest(revoked.cert, pki.ca.cert));
    expect(ocspStatus(response, revoked.cert, pki.ca.cert)).toMatchObject({
      status: 'revoked',
      verified: true,
    });
  });
});

describe('crlStatus', () => {
  it('reads good and revoked from the CA’s CRL and verifies it', () => {
    const crl = opensslCrl(pki);
    expect(crlStatus(crl, good.cert, pki.ca.cert)).toMatchObject({
      status: 'good',
      revokedAt: null,
      verified: true,
    });
    const status = crlStatus(crl, revoked.cert, pki.ca.cert);
    expect(status).toMatchObject({ status: 'revoked', verified: true });
    expect(Math.abs(status!.revokedAt!.getTime() - revokedAt.getTime())).toBeLessThanOrEqual(2000);
  });

  it('gives null for a CRL of another issuer, and does not verify a changed one', () => {
    const crl = opensslCrl(pki);
    expect(crlStatus(crl, good.cert, pki.tsa.cert)).toBeNull();
    const tampered = Buffer.from(crl);
    const at = tampered.toString('latin1').search(/\d{12}Z/) + 11;
    tampered[at] = tampered[at] === 0x30 ? 0x31 : 0x30;
    expect(crlStatus(tampered, good.cert, pki.ca.cert)).toMatchObject({ status: 'good', verified: false });
  });
});

describe('collectValidation', () => {
  let ocspServer: TestServer;
  let crlServer: TestServer;
  let silent: TestServer;
  let closed: string;
  let crl: Buffer;

  beforeAll(async () => {
    ocspServer = await serveOcsp(pki);
    crl = opensslCrl(pki);
    crlServer = await serveHttp(async (_method, path) =>
      path === '/raiz.crl' ? { type: 'application/pkix-crl', body: crl } : null,
    );
    // Accepts connections and never answers.
    silent = await serveHttp(async () => null);
    closed = `http://127.0.0.1:${await freePort()}`;
  });

  afterAll(async () => {
    await Promise.all([ocspServer, crlServer, silent].map((s) => s?.close()));
  });

  it('asks the OCSP responder the certificate names and keeps its verified answer', async () => {
    const leaf = issueCert(pki, 'web', { ocspUrl: ocspServer.url, crlUrl: `${crlServer.url}/raiz.crl` });
    const before = crlServer.hits;
    const material = await collectValidation([leaf.cert, pki.ca.cert, leaf.cert], { timeoutMs: 5000 });
    expect(material.certs).toEqual([leaf.der, pki.ca.der]);
    expect(material.ocsps).toHaveLength(1);
    expect(ocspStatus(material.ocsps[0]!, leaf.cert, pki.ca.cert)).toMatchObject({
      status: 'good',
      verified: true,
    });
    expect(material.crls).toEqual([]);
    expect(crlServer.hits).toBe(before);
  });

  it('falls back to the CRL when the responder is down', async () => {
    const leaf = issueCert(pki, 'down', { ocspUrl: closed, crlUrl: `${crlServer.url}/raiz.crl` });
    const material = await collectValidation([leaf.cert, pki.ca.cert], { timeoutMs: 5000 });
    expect(material).toEqual({ certs: [leaf.der, pki.ca.der], ocsps: [], crls: [crl] });
  });

  it('keeps no answer it cannot verify: the CRL instead', async () => {
    // A responder whose answers are signed by a certificate the CA never made a responder.
    let leaf: TestCert | null = null;
    const impostor = await serveHttp(async () =>
      leaf ? { type: 'application/ocsp-response', body: opensslOcspResponse(pki, leaf.path, pki.tsa) } : null,
    );
    try {
      leaf = issueCert(pki, 'impostor', { ocspUrl: impostor.url, crlUrl: `${crlServer.url}/raiz.crl` });
      const material = await collectValidation([leaf.cert, pki.ca.cert], { timeoutMs: 5000 });
      expect(impostor.hits).toBe(1);
      expect(material).toEqual({ certs: [leaf.der, pki.ca.der], ocsps: [], crls: [crl] });
    } finally {
      await impostor.close();
    }
  });

  it('gives the certificates alone, within the time allowed, when nothing answers', async () => {
    const leaf = issueCert(pki, 'silent', { ocspUrl: silent.url, crlUrl: `${closed}/raiz.crl` });
    const started = Date.now();
    const material = await collectValidation([leaf.cert, pki.ca.cert], { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(material).toEqual({ certs: [leaf.der, pki.ca.der], ocsps: [], crls: [] });
    expect(silent.hits).toBeGreaterThan(0);
  });

  it('uses the local responder without touching the network', async () => {
    const leaf = issueCert(pki, 'local', { ocspUrl: ocspServer.url, crlUrl: `${crlServer.url}/raiz.crl` });
    const local = opensslOcspResponse(pki, leaf.path);
    let fetched = 0;
    const material = await collectValidation([leaf.cert, pki.ca.cert], {
      timeoutMs: 5000,
      localOcsp: (cert, issuer) => (cert === leaf.cert && issuer === pki.ca.cert ? local : null),
      fetch: (...args) => {
        fetched++;
        return fetch(...args);
      },
    });
    expect(material.ocsps).toEqual([local]);
    expect(fetched).toBe(0);
  });

  it('asks nothing about a certificate whose issuer is not among them', async () => {
    const leaf = issueCert(pki, 'orphan', { ocspUrl: ocspServer.url });
    const before = ocspServer.hits;
    expect(await collectValidation([leaf.cert], { timeoutMs: 5000 })).toEqual({
      certs: [leaf.der],
      ocsps: [],
      crls: [],
    });
    expect(ocspServer.hits).toBe(before);
  });
});

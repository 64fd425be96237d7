// Revocation status from the local PKI, checked with OpenSSL: the OCSP responder behind /pki/ocsp
// (POST and GET, reached at the address the TSA certificate itself gives) answers "good" for the
// certificates of the root and of the generated sealing CA, "revoked" once revoked, refuses
// certificates of CAs it does not hold; the in-process answer verifies the same way; the CRLs
// verify and list what was revoked; the CA certificates are served as DER.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedCertificate } from '../../server/modules/signing/certificate/generatedStore.js';
import { loadLocalPki } from '../../server/modules/trust/localPki.js';
import { localOcsp, ocspReply } from '../../server/modules/trust/ocspServer.js';
import type { LocalPki } from '../../server/modules/trust/types.js';
import { openssl, scratch, trustApp } from '../helpers/trust.js';

const work = scratch('cofre-trust-ocsp-');
let pki: LocalPki | null = null;
let server: { app: FastifyInstance; url: string };
const local = () => {
  if (!pki) throw new Error('PKI not loaded');
  return pki;
};
let ocspUrl = '';

beforeAll(async () => {
  // Listening first, so the TSA certificate's pointers name this very server.
  server = await trustApp(local);
  const dataDir = work.path('data');
  const sealing = loadGeneratedCertificate(dataDir, 'Cofre', new Date());
  const signingCa = {
    keyPem: readFileSync(work.path('data/signing/ca.key.pem'), 'utf8'),
    certPem: readFileSync(work.path('data/signing/ca.cert.pem'), 'utf8'),
  };
  pki = loadLocalPki({ dataDir, appName: 'Cofre', baseUrl: server.url, signingCa });
  work.write('root.pem', pki.cas[0]?.cert.toString() ?? '');
  work.write('tsa.pem', pki.tsa.cert.toString());
  work.write('selos.pem', signingCa.certPem);
  work.write('signer.pem', sealing.certificatePem);
  ocspUrl = /OCSP - URI:(\S+)/.exec(pki.tsa.cert.infoAccess ?? '')?.[1] ?? '';
  // A CA this platform does not hold, with a certificate of its own.
  await openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'other.key',
      '-out',
      'other.pem',
      '-subj',
      '/CN=Outra AC',
      '-days',
      '30',
    ],
    work.dir,
  );
});

afterAll(async () => {
  await server.app.close();
  work.remove();
});

const ask = async (issuer: string, cert: string) =>
  (
    await openssl(
      [
        'ocsp',
        '-issuer',
        issuer,
        '-cert',
        cert,
        '-url',
        ocspUrl,
        '-timeout',
        '10',
        '-CAfile',
        issuer,
        '-resp_text',
      ],
      work.dir,
    )
  ).out;

describe('OCSP responder', () => {
  it('is where the TSA certificate says, and answers good, signed, with the nonce echoed', async () => {
    expect(ocspUrl).toBe(`${server.url}/pki/ocsp`);
    const out = await ask('root.pem', 'tsa.pem');
    expect(out).toContain('Response verify OK');
    expect(out).toContain('tsa.pem: good');
    expect(out).not.toContain('no nonce');
    expect(out).toMatch(/Next Update: /);
  });

  it('answers for the generated sealing CA too, signed by that CA', async () => {
    const out = await ask('selos.pem', 'signer.pem');
    expect(out).toContain('Response verify OK');
    expect(out).toContain('signer.pem: good');
  });

  it('answers the GET form of a request, its base64 URL-encoded in the path', async () => {
    // Requests carry a random nonce: one whose base64 holds both "+" and "/" proves the decoding.
    let base64 = '';
    for (let i = 0; i < 40 && !(base64.includes('+') && base64.includes('/')); i++) {
      await openssl(['ocsp', '-issuer', 'root.pem', '-cert', 'tsa.pem', '-reqout', 'get.req'], work.dir);
      base64 = readFileSync(work.path('get.req')).toString('base64');
    }
    const res = await fetch(`${server.url}/pki/ocsp/${encodeURIComponent(base64)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ocsp-response');
    expect(res.headers.get('cache-control')).toBe('no-store');
    work.write('get.resp', Buffer.from(await res.arrayBuffer()));
    // Given the request, openssl checks that the answer echoes its nonce.
    const { out } = await openssl(
      ['ocsp', '-reqin', 'get.req', '-respin', 'get.resp', '-CAfile', 'root.pem', '-resp_text'],
      work.dir,
    );
    expect(out).toContain('Response verify OK');
    expect(out).toContain(`Serial Number: ${local().tsa.cert.serialNumber.toUpperCase()}`);
    expect(out).toContain('Cert Status: good');
    expect(out).not.toMatch(/Nonce Verify error|no nonce/);
  });

  it('refuses certificates of a CA it does not hold (unauthorized) and unreadable requests (malformed)', async () => {
    const out = await ask('other.pem', 'other.pem');
    expect(out).toContain('Responder Error: unauthorized (6)');

    const res = await fetch(ocspUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: 'not a request',
    });
    expect(res.status).toBe(200);
    work.write('malformed.resp', Buffer.from(await res.arrayBuffer()));
    expect((await openssl(['ocsp', '-respin', 'malformed.resp', '-resp_text'], work.dir)).out).toContain(
      'Responder Error: malformedrequest (1)',
    );
    expect(ocspReply(Buffer.alloc(0), local().cas, [])).toEqual(Buffer.from('30030a0101', 'hex'));

    const json = await fetch(ocspUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('answers in process for a local CA’s certificate, and leaves other issuers to the network', async () => {
    const answer = localOcsp(local())(local().tsa.cert, local().cas[0]?.cert as X509Certificate);
    work.write('local.resp', answer ?? '');
    const out = (
      await openssl(
        ['ocsp', '-respin', 'local.resp', '-issuer', 'root.pem', '-cert', 'tsa.pem', '-CAfile', 'root.pem'],
        work.dir,
      )
    ).out;
    expect(out).toContain('Response verify OK');
    expect(out).toContain('tsa.pem: good');

    const other = new X509Certificate(readFileSync(work.path('other.pem')));
    expect(localOcsp(local())(other, other)).toBeNull();
  });
});

describe('CRLs and CA certificates', () => {
  it('serves each local CA’s certificate as DER, and 404 for any other name', async () => {
    const root = await fetch(`${server.url}/pki/ca/raiz.crt`);
    expect(root.headers.get('content-type')).toBe('application/pkix-cert');
    expect(Buffer.from(await root.arrayBuffer())).toEqual(local().cas[0]?.certDer);
    const selos = await fetch(`${server.url}/pki/ca/selos.crt`);
    expect(new X509Certificate(Buffer.from(await selos.arrayBuffer())).subject).toContain(
      'Autoridade de selos',
    );
    const missing = await fetch(`${server.url}/pki/ca/outra.crt`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/não encontrado/);
    expect((await fetch(`${server.url}/pki/crl/raiz.crt`)).status).toBe(404);
  });

  it('serves a CRL per CA that verifies under it, where the TSA certificate points', async () => {
    const where = /URI:(\S+\.crl)/.exec(
      (await openssl(['x509', '-in', 'tsa.pem', '-noout', '-ext', 'crlDistributionPoints'], work.dir)).out,
    )?.[1];
    expect(where).toBe(`${server.url}/pki/crl/raiz.crl`);
    const res = await fetch(where ?? '');
    expect(res.headers.get('content-type')).toBe('application/pkix-crl');
    work.write('raiz.crl', Buffer.from(await res.arrayBuffer()));
    const out = (
      await openssl(
        ['crl', '-inform', 'DER', '-in', 'raiz.crl', '-CAfile', 'root.pem', '-noout', '-text'],
        work.dir,
      )
    ).out;
    expect(out).toContain('verify OK');
    expect(out).toContain('No Revoked Certificates.');
    expect(out).toMatch(/CRL Number:\s+\d+/);

    work.write(
      'selos.crl',
      Buffer.from(await (await fetch(`${server.url}/pki/crl/selos.crl`)).arrayBuffer()),
    );
    expect(
      (
        await openssl(
          ['crl', '-inform', 'DER', '-in', 'selos.crl', '-CAfile', 'selos.pem', '-noout'],
          work.dir,
        )
      ).out,
    ).toContain('verify OK');
  });
});

describe('after a revocation', () => {
  it('OCSP says revoked with the reason, and the CRL makes openssl verify refuse the certificate', async () => {
    const crlPem = async () => {
      work.write('now.crl', Buffer.from(await (await fetch(`${server.url}/pki/crl/raiz.crl`)).arrayBuffer()));
      await openssl(['crl', '-inform', 'DER', '-in', 'now.crl', '-out', 'now.crl.pem'], work.dir);
      return (
        await openssl(
          ['verify', '-crl_check', '-CAfile', 'root.pem', '-CRLfile', 'now.crl.pem', 'tsa.pem'],
          work.dir,
        )
      ).out;
    };
    expect(await crlPem()).toContain('tsa.pem: OK');

    local().revoke(local().tsa.cert);

    const out = await ask('root.pem', 'tsa.pem');
    expect(out).toContain('Response verify OK');
    expect(out).toContain('tsa.pem: revoked');
    expect(out).toContain('Reason: keyCompromise');
    expect(await crlPem()).toContain('certificate revoked');
    // The sealing CA's certificates are not affected by the root's revocations.
    expect(await ask('selos.pem', 'signer.pem')).toContain('signer.pem: good');
  });
});

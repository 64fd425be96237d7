// The local PKI and its timestamping authority, checked with OpenSSL: the certificates kept under
// DATA_DIR/trust (reused, the TSA's renewed near its end), the TSA certificate's extensions, tokens
// that `openssl ts -verify` accepts, rejections of requests it cannot serve, and the RFC 3161
// client over HTTP: it gets a token from the /pki/tsa route, moves past a dead or silent TSA
// within its timeout, and refuses answers that are not for its own request.
import { createHash, type X509Certificate } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int, nul, octets, oid, seq, toDer } from '../../server/modules/signing/seal/der.js';
import { LOCAL_TSA_POLICY, loadLocalPki } from '../../server/modules/trust/localPki.js';
import { timestamper } from '../../server/modules/trust/tsaClient.js';
import { timestampReply } from '../../server/modules/trust/tsaServer.js';
import { readTimestampToken } from '../../server/modules/trust/tstInfo.js';
import type { LocalPki, TsaSource } from '../../server/modules/trust/types.js';
import { freePort } from '../helpers/processes.js';
import { openssl, scratch, trustApp } from '../helpers/trust.js';

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
const mode = (path: string) => statSync(path).mode & 0o777;

const work = scratch('cofre-trust-tsa-');
let pki: LocalPki;
let server: { app: FastifyInstance; url: string };

beforeAll(async () => {
  pki = loadLocalPki({ dataDir: work.path('data'), appName: 'Cofre', baseUrl: 'https://cofre.example/' });
  const [root] = pki.cas;
  work.write('root.pem', root?.cert.toString() ?? '');
  work.write('tsa.pem', pki.tsa.cert.toString());
  work.write('document.txt', 'Contrato de locação, versão final.');
  server = await trustApp(() => pki);
});

afterAll(async () => {
  await server.app.close();
  work.remove();
});

describe('local PKI', () => {
  it('keeps its root and TSA certificate under DATA_DIR/trust and loads the same ones again', async () => {
    const again = loadLocalPki({
      dataDir: work.path('data'),
      appName: 'Cofre',
      baseUrl: 'https://cofre.example',
    });
    expect(again.cas.map((c) => c.certDer)).toEqual(pki.cas.map((c) => c.certDer));
    expect(again.tsa.certDer).toEqual(pki.tsa.certDer);
    expect(again.cas.map((c) => c.id)).toEqual(['raiz']);
    expect(again.tsa.chainDers).toEqual([pki.cas[0]?.certDer]);
    expect(again.revocations()).toEqual([]);

    const trust = work.path('data/trust');
    expect(mode(trust)).toBe(0o700);
    expect(mode(`${trust}/root.key.pem`)).toBe(0o600);
    expect(mode(`${trust}/tsa.key.pem`)).toBe(0o600);
    expect(JSON.parse(readFileSync(`${trust}/revoked.json`, 'utf8'))).toEqual([]);
  });

  it('issues a 20-year root and, under it, a 5-year TSA certificate named after the app', async () => {
    const root = pki.cas[0]?.cert as X509Certificate;
    const tsa = pki.tsa.cert;
    expect(root.subject).toContain('CN=Cofre — Raiz local de confiança');
    expect(root.ca).toBe(true);
    expect(tsa.subject).toContain('CN=Cofre — Carimbo do tempo (local)');
    expect(tsa.checkIssued(root) && tsa.verify(root.publicKey)).toBe(true);
    const years = (c: X509Certificate) =>
      Math.round((Date.parse(c.validTo) - Date.parse(c.validFrom)) / (365.25 * DAY));
    expect(years(root)).toBe(20);
    expect(years(tsa)).toBe(5);
    expect(pki.tsa.policy).toBe('1.3.6.1.4.1.99999.1.1');
  });

  it('gives the TSA certificate a critical timeStamping usage and pointers to the /pki routes', async () => {
    const { out } = await openssl(
      [
        'x509',
        '-in',
        'tsa.pem',
        '-noout',
        '-ext',
        'keyUsage,extendedKeyUsage,authorityInfoAccess,crlDistributionPoints',
      ],
      work.dir,
    );
    expect(out).toMatch(/X509v3 Extended Key Usage: critical\s+Time Stamping\n/);
    expect(out).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(out).toContain('OCSP - URI:https://cofre.example/pki/ocsp');
    expect(out).toContain('CA Issuers - URI:https://cofre.example/pki/ca/raiz.crt');
    expect(out).toContain('URI:https://cofre.example/pki/crl/raiz.crl');
  });

  it('renews the TSA certificate with a new key once 60 days or fewer are left, under the same root', async () => {
    const dataDir = work.path('renewal');
    const start = new Date('2026-01-01T00:00:00Z');
    const first = loadLocalPki({ dataDir, appName: 'Cofre', baseUrl: 'https://cofre.example', now: start });
    const end = Date.parse(first.tsa.cert.validTo);

    const stillGood = loadLocalPki({
      dataDir,
      appName: 'Cofre',
      baseUrl: 'https://cofre.example',
      now: new Date(end - 61 * DAY),
    });
    expect(stillGood.tsa.certDer).toEqual(first.tsa.certDer);

    const nearEnd = new Date(end - 59 * DAY);
    const renewed = loadLocalPki({
      dataDir,
      appName: 'Cofre',
      baseUrl: 'https://cofre.example',
      now: nearEnd,
    });
    expect(renewed.tsa.certDer).not.toEqual(first.tsa.certDer);
    expect(renewed.tsa.cert.publicKey.export({ format: 'der', type: 'spki' })).not.toEqual(
      first.tsa.cert.publicKey.export({ format: 'der', type: 'spki' }),
    );
    expect(renewed.cas[0]?.certDer).toEqual(first.cas[0]?.certDer);
    expect(Date.parse(renewed.tsa.cert.validTo)).toBeGreaterThan(end);
    const again = loadLocalPki({ dataDir, appName: 'Cofre', baseUrl: 'https://cofre.example', now: nearEnd });
    expect(again.tsa.certDer).toEqual(renewed.tsa.certDer);

    // Three years before the root ends, a renewed TSA certificate stops with the root.
    const rootEnd = Date.parse(first.cas[0]?.cert.validTo ?? '');
    const late = loadLocalPki({
      dataDir,
      appName: 'Cofre',
      baseUrl: 'https://cofre.example',
      now: new Date(rootEnd - 3 * 365 * DAY),
    });
    expect(Date.parse(late.tsa.cert.validTo)).toBe(rootEnd);
  });

  it('records revocations once per certificate and refuses certificates no local CA issued', async () => {
    const dataDir = work.path('revocation');
    const local = loadLocalPki({ dataDir, appName: 'Cofre', baseUrl: 'https://cofre.example' });
    const at = new Date('2026-05-01T12:00:00Z');
    local.revoke(local.tsa.cert, 4, at);
    local.revoke(local.tsa.cert, 1);
    expect(local.revocations()).toEqual([
      {
        ca: 'raiz',
        serial: local.tsa.cert.serialNumber.toUpperCase(),
        revokedAt: at.toISOString(),
        reason: 4,
      },
    ]);
    expect(() => local.revoke(pki.tsa.cert)).toThrow(/not issued by a local CA/);
  });
});

describe('timestampReply', () => {
  it('answers an openssl query with a token that openssl ts -verify accepts, against the query and the data', async () => {
    await openssl(['ts', '-query', '-data', 'document.txt', '-sha256', '-cert', '-out', 'q.tsq'], work.dir);
    const before = Math.floor(Date.now() / 1000) * 1000;
    work.write('r.tsr', timestampReply(readFileSync(work.path('q.tsq')), pki.tsa));

    const byQuery = await openssl(
      [
        'ts',
        '-verify',
        '-queryfile',
        'q.tsq',
        '-in',
        'r.tsr',
        '-CAfile',
        'root.pem',
        '-untrusted',
        'tsa.pem',
      ],
      work.dir,
    );
    expect(byQuery.out).toContain('Verification: OK');
    // The token carries the TSA certificate itself: the root alone is enough.
    const byData = await openssl(
      ['ts', '-verify', '-data', 'document.txt', '-in', 'r.tsr', '-CAfile', 'root.pem'],
      work.dir,
    );
    expect(byData.out).toContain('Verification: OK');

    const text = (await openssl(['ts', '-reply', '-in', 'r.tsr', '-text'], work.dir)).out;
    expect(text).toContain('Status: Granted.');
    expect(text).toContain(`Policy OID: ${LOCAL_TSA_POLICY}`);
    expect(text).toContain('Accuracy: 0x01 seconds');
    expect(text).toMatch(/Nonce: 0x[0-9A-F]+/);
    expect(text).toContain('TSA: DirName:/CN=Cofre');

    await openssl(['ts', '-reply', '-in', 'r.tsr', '-token_out', '-out', 'token.der'], work.dir);
    const token = readTimestampToken(readFileSync(work.path('token.der')));
    expect(token?.imprint).toEqual(sha256(readFileSync(work.path('document.txt'))));
    expect(token?.genTime.getTime()).toBeGreaterThanOrEqual(before);
    expect(token?.genTime.getTime()).toBeLessThanOrEqual(Date.now());
    expect(token?.signer?.raw).toEqual(pki.tsa.certDer);
    expect(token?.certificates.map((c) => c.raw)).toEqual([pki.tsa.certDer, pki.cas[0]?.certDer]);
  });

  it('timestamps SHA-512 imprints, and leaves the certificates out when the query does not ask for them', async () => {
    await openssl(['ts', '-query', '-data', 'document.txt', '-sha512', '-out', 'q512.tsq'], work.dir);
    const reply = timestampReply(readFileSync(work.path('q512.tsq')), pki.tsa);
    work.write('r512.tsr', reply);
    const verified = await openssl(
      [
        'ts',
        '-verify',
        '-queryfile',
        'q512.tsq',
        '-in',
        'r512.tsr',
        '-CAfile',
        'root.pem',
        '-untrusted',
        'tsa.pem',
      ],
      work.dir,
    );
    expect(verified.out).toContain('Verification: OK');
    await openssl(['ts', '-reply', '-in', 'r512.tsr', '-token_out', '-out', 'token512.der'], work.dir);
    const token = readTimestampToken(readFileSync(work.path('token512.der')));
    expect(token?.imprintAlgorithm).toBe('2.16.840.1.101.3.4.2.3');
    expect(token?.certificates).toEqual([]);
    expect(token?.signer).toBeNull();
  });

  it('rejects what it cannot serve with the matching failure, without throwing', async () => {
    const status = async (reply: Buffer, name: string) => {
      work.write(name, reply);
      return (await openssl(['ts', '-reply', '-in', name, '-text'], work.dir)).out;
    };
    const garbage = await status(timestampReply(Buffer.from('not a request'), pki.tsa), 'garbage.tsr');
    expect(garbage).toContain('Status: Rejected.');
    expect(garbage).toContain('Failure info: the data submitted has the wrong format');

    const md5 = seq(int(1), seq(seq(oid('1.2.840.113549.2.5'), nul()), octets(Buffer.alloc(16, 1))));
    const badAlg = await status(timestampReply(toDer(md5), pki.tsa), 'md5.tsr');
    expect(badAlg).toContain('Status: Rejected.');
    expect(badAlg).toContain('Failure info: unrecognized or unsupported algorithm identifier');

    const short = seq(int(1), seq(seq(oid('2.16.840.1.101.3.4.2.1'), nul()), octets(Buffer.alloc(20, 1))));
    expect(await status(timestampReply(toDer(short), pki.tsa), 'short.tsr')).toContain(
      'Failure info: the data submitted has the wrong format',
    );
  });
});

describe('timestamper', () => {
  const imprint = sha256('the signature value');
  const url = () => `${server.url}/pki/tsa`;
  const deadUrl = async () => `http://127.0.0.1:${await freePort()}/pki/tsa`;

  it('gets a token for the imprint from the /pki/tsa route, one openssl verifies', async () => {
    const token = await timestamper([{ kind: 'url', url: url() }], { timeoutMs: 5000 })(imprint);
    expect(token).not.toBeNull();
    expect(token?.source).toBe(url());
    expect(token?.tsaName).toBe('Cofre — Carimbo do tempo (local)');
    expect(token?.tsaNotAfter).toEqual(new Date(pki.tsa.cert.validTo));
    expect(token?.certificates.map((c) => c.raw)).toEqual([pki.tsa.certDer, pki.cas[0]?.certDer]);
    expect(Math.abs((token?.genTime.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
    expect(readTimestampToken(token?.der ?? Buffer.alloc(0))?.imprint).toEqual(imprint);

    work.write('client-token.der', token?.der ?? '');
    const verified = await openssl(
      [
        'ts',
        '-verify',
        '-digest',
        imprint.toString('hex'),
        '-in',
        'client-token.der',
        '-token_in',
        '-CAfile',
        'root.pem',
      ],
      work.dir,
    );
    expect(verified.out).toContain('Verification: OK');
  });

  it('sends Basic credentials to a TSA configured with a user', async () => {
    let authorization: string | undefined;
    const fetchSpy: typeof fetch = (input, init) => {
      authorization = new Headers(init?.headers).get('authorization') ?? undefined;
      return fetch(input, init);
    };
    const source: TsaSource = { kind: 'url', url: url(), user: 'cofre', password: 's3cr3t' };
    expect(await timestamper([source], { timeoutMs: 5000, fetch: fetchSpy })(imprint)).not.toBeNull();
    expect(authorization).toBe(`Basic ${Buffer.from('cofre:s3cr3t').toString('base64')}`);
  });

  it('moves past a TSA that is down to the next one', async () => {
    const token = await timestamper(
      [
        { kind: 'url', url: await deadUrl() },
        { kind: 'url', url: url() },
      ],
      {
        timeoutMs: 5000,
      },
    )(imprint);
    expect(token?.source).toBe(url());
  });

  it('gives up on a TSA that is down or never answers within its timeout, returning null', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/tsa`;
    try {
      const started = Date.now();
      const none = await timestamper(
        [
          { kind: 'url', url: await deadUrl() },
          { kind: 'url', url: silentUrl },
        ],
        { timeoutMs: 400 },
      )(imprint);
      expect(none).toBeNull();
      expect(sockets.size).toBe(1);
      expect(Date.now() - started).toBeLessThan(2 * 400 + 1000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a token for another imprint or nonce, and a rejection, taking the next source instead', async () => {
    let wrongAsked = 0;
    const wrong: TsaSource = {
      kind: 'local',
      reply: () => {
        wrongAsked++;
        const other = seq(int(1), seq(seq(oid('2.16.840.1.101.3.4.2.1'), nul()), octets(sha256('other'))));
        return timestampReply(toDer(other), pki.tsa);
      },
    };
    const rejecting: TsaSource = { kind: 'local', reply: () => timestampReply(Buffer.from('x'), pki.tsa) };
    const good: TsaSource = { kind: 'local', reply: (req) => timestampReply(req, pki.tsa) };

    expect(await timestamper([wrong, rejecting], { timeoutMs: 1000 })(imprint)).toBeNull();
    const token = await timestamper([wrong, rejecting, good], { timeoutMs: 1000 })(imprint);
    expect(wrongAsked).toBe(2);
    expect(token?.source).toBe('local');
    expect(readTimestampToken(token?.der ?? Buffer.alloc(0))?.imprint).toEqual(imprint);
  });
});

describe('TSA route', () => {
  it('answers application/timestamp-reply, not cached, and refuses other bodies', async () => {
    const query = readFileSync(work.path('q.tsq'));
    const ok = await fetch(`${server.url}/pki/tsa`, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: query,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/timestamp-reply');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    work.write('route.tsr', Buffer.from(await ok.arrayBuffer()));
    expect(
      (
        await openssl(
          ['ts', '-verify', '-queryfile', 'q.tsq', '-in', 'route.tsr', '-CAfile', 'root.pem'],
          work.dir,
        )
      ).out,
    ).toContain('Verification: OK');

    const json = await fetch(`${server.url}/pki/tsa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const ocspType = await fetch(`${server.url}/pki/tsa`, {
      method: 'POST',
      headers: { 'content-type': 'application/ocsp-request' },
      body: query,
    });
    expect(ocspType.status).toBe(415);
    expect((await ocspType.json()).message).toContain('application/timestamp-query');
    const huge = await fetch(`${server.url}/pki/tsa`, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.alloc(65 * 1024),
    });
    expect(huge.status).toBe(413);
  });
});

// A throwaway PKI made with the openssl command line in a test's temporary folder: a root CA kept
// as an `openssl ca` database (so it can issue, revoke and publish CRLs), a timestamping authority
// (critical timeStamping EKU), an OCSP responder (OCSPSigning EKU), end-entity certificates on
// demand, OCSP responses and CRLs made by openssl, RFC 3161 tokens from `openssl ts -reply` behind
// the Timestamper contract, and small loopback HTTP servers for OCSP and CRL distribution.
//
// openssl is an independent implementation: what the trust code reads or writes is checked against
// what openssl makes and accepts, not against itself.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { children, fromDer, isContext } from '../../server/modules/signing/seal/der.js';
import type { Timestamper, TimestampToken } from '../../server/modules/trust/types.js';

const run = promisify(execFile);

/** A certificate openssl made: its PEM file, its key file, its DER and the parsed certificate. */
export interface TestCert {
  path: string;
  keyPath: string;
  der: Buffer;
  cert: X509Certificate;
}

export interface TestPki {
  dir: string;
  /** The root CA (self-signed); it issues everything else. */
  ca: TestCert;
  /** The timestamping authority (extendedKeyUsage critical, timeStamping). */
  tsa: TestCert;
  /** The delegated OCSP responder (extendedKeyUsage OCSPSigning). */
  responder: TestCert;
}

export interface IssueOptions {
  /** authorityInfoAccess OCSP URL. */
  ocspUrl?: string;
  /** cRLDistributionPoints URL. */
  crlUrl?: string;
  /** An extendedKeyUsage value as openssl spells it ("critical,timeStamping"). */
  eku?: string;
  key?: 'rsa' | 'ec';
}

const TSA_POLICY = '1.3.6.1.4.1.99999.1.1';

function openssl(dir: string, args: string[]): Buffer {
  try {
    return execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    throw new Error(`openssl ${args[0]} failed: ${err.stderr?.toString() || err.message}`);
  }
}

const CA_CONFIG = `
[ ca ]
default_ca = test_ca
[ test_ca ]
dir = .
database = $dir/index.txt
new_certs_dir = $dir/issued
certificate = $dir/ca.pem
private_key = $dir/ca.key
serial = $dir/serial
crlnumber = $dir/crlnumber
default_md = sha256
default_days = 30
default_crl_days = 7
policy = policy_any
unique_subject = no
copy_extensions = none
[ policy_any ]
commonName = supplied
[ req ]
distinguished_name = req_dn
prompt = no
[ req_dn ]
CN = unused
[ v3_ca ]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
`;

const TSA_CONFIG = `
oid_section = new_oids
[ new_oids ]
tsa_policy1 = ${TSA_POLICY}
[ tsa ]
default_tsa = tsa_config1
[ tsa_config1 ]
dir = .
serial = $dir/tsaserial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = tsa_policy1
other_policies = tsa_policy1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

const readCert = (path: string, keyPath: string): TestCert => {
  const cert = new X509Certificate(readFileSync(path));
  return { path, keyPath, der: cert.raw, cert };
};

/** Generalized time a day ago: issued certificates are already valid whatever the clock skew. */
const yesterday = () =>
  `${new Date(Date.now() - 86_400_000).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** A certificate issued by the test CA, with the extensions asked for. */
export function issueCert(pki: Pick<TestPki, 'dir'>, name: string, o: IssueOptions = {}): TestCert {
  const { dir } = pki;
  const keyArgs =
    o.key === 'ec' ? ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'] : ['-newkey', 'rsa:2048'];
  openssl(dir, [
    'req',
    '-new',
    '-nodes',
    ...keyArgs,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    `/CN=Cofre teste ${name}`,
    '-config',
    'ca.cnf',
  ]);
  const ext = [
    'basicConstraints = critical,CA:FALSE',
    'keyUsage = critical,digitalSignature',
    'authorityKeyIdentifier = keyid',
    ...(o.eku ? [`extendedKeyUsage = ${o.eku}`] : []),
    ...(o.ocspUrl ? [`authorityInfoAccess = OCSP;URI:${o.ocspUrl}`] : []),
    ...(o.crlUrl ? [`crlDistributionPoints = URI:${o.crlUrl}`] : []),
  ];
  writeFileSync(join(dir, `${name}.ext`), `[ ext ]\n${ext.join('\n')}\n`);
  openssl(dir, [
    'ca',
    '-batch',
    '-notext',
    '-config',
    'ca.cnf',
    '-startdate',
    yesterday(),
    '-in',
    `${name}.csr`,
    '-out',
    `${name}.pem`,
    '-extfile',
    `${name}.ext`,
    '-extensions',
    'ext',
  ]);
  return readCert(join(dir, `${name}.pem`), join(dir, `${name}.key`));
}

/** A root CA, a TSA and an OCSP responder in `dir` (which must exist and be empty). */
export function makeTestPki(dir: string): TestPki {
  mkdirSync(join(dir, 'issued'));
  writeFileSync(join(dir, 'ca.cnf'), CA_CONFIG);
  writeFileSync(join(dir, 'tsa.cnf'), TSA_CONFIG);
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '1000\n');
  writeFileSync(join(dir, 'crlnumber'), '01\n');
  writeFileSync(join(dir, 'tsaserial'), '01\n');
  openssl(dir, [
    'req',
    '-x509',
    '-nodes',
    '-newkey',
    'rsa:2048',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '365',
    '-subj',
    '/CN=Cofre teste raiz',
    '-config',
    'ca.cnf',
    '-extensions',
    'v3_ca',
  ]);
  const ca = readCert(join(dir, 'ca.pem'), join(dir, 'ca.key'));
  return {
    dir,
    ca,
    tsa: issueCert({ dir }, 'tsa', { eku: 'critical,timeStamping' }),
    // An EC responder: the readers must verify ECDSA as well as the CA's RSA.
    responder: issueCert({ dir }, 'responder', { eku: 'OCSPSigning', key: 'ec' }),
  };
}

/** Marks the certificate revoked in the CA's database (it shows in later CRLs and OCSP answers). */
export function revokeCert(pki: TestPki, certPath: string, reason = 'keyCompromise') {
  openssl(pki.dir, ['ca', '-batch', '-config', 'ca.cnf', '-revoke', certPath, '-crl_reason', reason]);
}

/** The CA's current CRL (DER). */
export function opensslCrl(pki: TestPki): Buffer {
  openssl(pki.dir, ['ca', '-batch', '-config', 'ca.cnf', '-gencrl', '-out', 'crl.pem']);
  return openssl(pki.dir, ['crl', '-in', 'crl.pem', '-outform', 'DER']);
}

/** openssl's OCSP answer (a complete OCSPResponse DER) about a certificate the CA issued. */
export function opensslOcspResponse(
  pki: TestPki,
  certPath: string,
  signer: TestCert = pki.responder,
): Buffer {
  const out = join(mkdtempSync(join(pki.dir, 'ocsp-')), 'response.der');
  openssl(pki.dir, [
    'ocsp',
    '-index',
    'index.txt',
    '-CA',
    'ca.pem',
    '-rsigner',
    signer.path,
    '-rkey',
    signer.keyPath,
    '-issuer',
    'ca.pem',
    '-cert',
    certPath,
    '-ndays',
    '1',
    '-respout',
    out,
  ]);
  return readFileSync(out);
}

/** openssl's OCSP answer to a request (DER), as a responder on the network would give it. */
export async function opensslOcspReply(pki: TestPki, request: Buffer): Promise<Buffer> {
  const work = mkdtempSync(join(pki.dir, 'ocsp-'));
  try {
    writeFileSync(join(work, 'request.der'), request);
    await run(
      'openssl',
      [
        'ocsp',
        '-index',
        'index.txt',
        '-CA',
        'ca.pem',
        '-rsigner',
        pki.responder.path,
        '-rkey',
        pki.responder.keyPath,
        '-ndays',
        '1',
        '-reqin',
        join(work, 'request.der'),
        '-respout',
        join(work, 'response.der'),
      ],
      { cwd: pki.dir },
    );
    return readFileSync(join(work, 'response.der'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The genTime of a TimeStampToken (ContentInfo → SignedData → eContent → TSTInfo). */
function tokenGenTime(der: Buffer): Date {
  const signedData = children(children(fromDer(der))[1])[0];
  const encap = children(signedData)[2];
  const eContent = children(children(encap)[1])[0];
  const tstInfo = fromDer(Buffer.from(String(eContent?.value ?? ''), 'binary'));
  const genTime = children(tstInfo)[4];
  return forge.asn1.generalizedTimeToDate(String(genTime?.value ?? ''));
}

/** The certificates a TimeStampToken carries (its SignedData's [0] certificates). */
function tokenCertificates(der: Buffer): X509Certificate[] {
  const signedData = children(children(fromDer(der))[1])[0];
  const certs = children(signedData).find((n) => isContext(n, 0));
  return children(certs).map(
    (c) => new X509Certificate(Buffer.from(forge.asn1.toDer(c).getBytes(), 'binary')),
  );
}

/** A Timestamper whose tokens `openssl ts -reply` makes with the test TSA (the token as is). */
export function opensslTimestamper(pki: TestPki): Timestamper {
  return async (imprint: Buffer): Promise<TimestampToken> => {
    const started = Date.now();
    const work = mkdtempSync(join(pki.dir, 'ts-'));
    try {
      const query = join(work, 'query.tsq');
      const token = join(work, 'token.der');
      await run('openssl', [
        'ts',
        '-query',
        '-digest',
        imprint.toString('hex'),
        '-sha256',
        '-cert',
        '-out',
        query,
      ]);
      await run(
        'openssl',
        ['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', query, '-token_out', '-out', token],
        { cwd: pki.dir },
      );
      const der = readFileSync(token);
      return {
        der,
        genTime: tokenGenTime(der),
        tsaName: /CN=(.+)/.exec(pki.tsa.cert.subject)?.[1] ?? '',
        certificates: tokenCertificates(der),
        tsaNotAfter: new Date(pki.tsa.cert.validTo),
        source: 'openssl',
        ms: Date.now() - started,
      };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };
}

/** `openssl ts -verify` of a token over the data it stamps: openssl's report, "Verification: OK" when good. */
export function opensslTsVerify(pki: TestPki, data: Buffer, token: Buffer): string {
  const work = mkdtempSync(join(pki.dir, 'verify-'));
  try {
    writeFileSync(join(work, 'data.bin'), data);
    writeFileSync(join(work, 'token.der'), token);
    return opensslReport(pki.dir, [
      'ts',
      '-verify',
      '-data',
      join(work, 'data.bin'),
      '-in',
      join(work, 'token.der'),
      '-token_in',
      '-CAfile',
      pki.ca.path,
      '-untrusted',
      pki.tsa.path,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `openssl ocsp -respin` check of a response about `certPath`: "Response verify OK" when good. */
export function opensslOcspVerify(pki: TestPki, response: Buffer, certPath: string): string {
  const work = mkdtempSync(join(pki.dir, 'verify-'));
  try {
    writeFileSync(join(work, 'response.der'), response);
    return opensslReport(pki.dir, [
      'ocsp',
      '-respin',
      join(work, 'response.der'),
      '-issuer',
      pki.ca.path,
      '-CAfile',
      pki.ca.path,
      '-cert',
      certPath,
      // The response answers another request than the one -cert makes here: no nonce to compare.
      '-no_nonce',
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** openssl's stdout and stderr together, whatever its exit status (its verdict is in the text). */
function opensslReport(dir: string, args: string[]): string {
  const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

export interface TestServer {
  url: string;
  /** Requests received so far. */
  hits: number;
  close(): Promise<void>;
}

const body = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

/**
 * A loopback HTTP server: `answer` gives the reply to a request's method, path and body; null
 * leaves the request hanging (a server that accepts and never answers).
 */
export async function serveHttp(
  answer: (method: string, path: string, body: Buffer) => Promise<{ type: string; body: Buffer } | null>,
): Promise<TestServer> {
  const hanging = new Set<() => void>();
  const server = createServer(async (req, res) => {
    state.hits++;
    const reply = await answer(req.method ?? 'GET', req.url ?? '/', await body(req));
    if (!reply) {
      hanging.add(() => res.destroy());
      return;
    }
    res.writeHead(200, { 'content-type': reply.type, 'content-length': reply.body.length });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state: TestServer = {
    url: `http://127.0.0.1:${port}`,
    hits: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const drop of hanging) drop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}

/** An OCSP responder over HTTP (POST application/ocsp-request) answering with openssl. */
export const serveOcsp = (pki: TestPki) =>
  serveHttp(async (method, _path, request) =>
    method === 'POST'
      ? { type: 'application/ocsp-response', body: await opensslOcspReply(pki, request) }
      : null,
  );

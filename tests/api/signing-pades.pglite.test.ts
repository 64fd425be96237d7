// Evidence that outlives its certificates (issue 37), through the real API and checked with tools
// nobody here wrote. With no configuration the seal is PAdES B-LTA: the signature carries an
// RFC 3161 timestamp from the local TSA (openssl ts -verify, imprint = SHA-256 of the signature
// value), the DSS holds the chains and OCSP responses (openssl ocsp -respin), a document timestamp
// covers it all; openssl cms -verify and pdfsig accept the seal, qpdf --check every revision. The
// verification API reports it per signature. A TSA that is down gives a sealed document now and a
// document timestamp once it answers; a timestamp nearing its end is renewed; revoked certificates
// are reported. Sealed with an ICP-Brasil e-CNPJ and a signature policy, the CNPJ, the responsible
// person and the policy are named in the PDF and the reports. Runs on PGlite (nothing here depends on the database engine).

import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SealCheck, VerificationResult } from '../../common/schemas/signing.js';
import { arquivos } from '../../server/db/schema.js';
import { sweepTimestamps } from '../../server/modules/signing/longTerm.js';
import { platformCertificate } from '../../server/modules/signing/platformCertificate.js';
import { trustServices } from '../../server/modules/trust/runtime.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import {
  dssOf,
  opensslCmsVerify,
  opensslTsVerify,
  pdfSignatures,
  revisions,
  runTool,
  signerInfoParts,
} from '../helpers/pades.js';
import { pdfsig, pdftotext } from '../helpers/pdfsig.js';
import {
  actionsOf,
  companyWithOwner,
  eventsOf,
  external,
  fetchBytes,
  type Member,
  processOf,
  sendForSignature,
  signAs,
} from '../helpers/signing.js';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Sends a one-signatory document, signs it by link and returns its id and sealed bytes. */
async function completeOne(app: TestApp, owner: Member, name: string) {
  const signatory = external({ nome: 'Paula Pades' });
  const email = signatory.email;
  const sent = await sendForSignature(
    app,
    owner.token,
    { signatarios: [signatory] },
    { name: `${name}.pdf` },
  );
  const res = await signAs(app, email);
  expect(res.status).toBe(200);
  const process = await processOf(app, owner.token, sent.file.id);
  expect(process.status).toBe('completed');
  return { id: sent.file.id, process, sealed: await sealedOf(app, owner, sent.file.id) };
}

async function sealedOf(app: TestApp, owner: Member, id: number): Promise<Buffer> {
  const url = await app.call('GET', `/api/file/${id}/url?versao=assinado`, { token: owner.token });
  expect(url.status).toBe(200);
  return (await fetchBytes(app, url.body.url)).bytes;
}

const verifyBytes = async (app: TestApp, bytes: Buffer): Promise<VerificationResult> => {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'doc.pdf');
  const res = await fetch(`${app.url}/api/verificar`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  return (await res.json()) as VerificationResult;
};

describe('a seal with the local TSA (no configuration)', () => {
  let app: TestApp;
  let owner: Member;
  let sealed: Buffer;
  let fileId: number;
  let trustDir: string;
  let signingCa: string;

  beforeAll(async () => {
    app = await startTestApp();
    owner = (await companyWithOwner(app)).owner;
    const done = await completeOne(app, owner, 'Contrato LTA');
    sealed = done.sealed;
    fileId = done.id;
    expect(done.process).toMatchObject({ carimbo: 'carimbado', nivel_pades: 'B-LTA' });
    trustDir = join(app.ctx.config.dataDir, 'trust');
    signingCa = readFileSync(join(app.ctx.config.dataDir, 'signing', 'ca.cert.pem'), 'utf8');
  });
  afterAll(async () => app?.close());

  it('is a CAdES signature OpenSSL verifies, carrying a timestamp of its signature value', () => {
    const [seal, docStamp] = pdfSignatures(sealed);
    if (!seal || !docStamp) throw new Error('expected a seal and a document timestamp');
    expect(seal.docTimeStamp).toBe(false);
    expect(opensslCmsVerify(seal, signingCa)).toContain('Verification successful');

    const { signature, token } = signerInfoParts(seal.contents);
    if (!token) throw new Error('the seal carries no signature timestamp');
    const root = readFileSync(join(trustDir, 'root.cert.pem'), 'utf8');
    const tsa = readFileSync(join(trustDir, 'tsa.cert.pem'), 'utf8');
    // The imprint must be the SHA-256 of the signature value: -digest gives it, -data recomputes it.
    for (const stamped of [{ digest: sha256(signature) }, { data: signature }])
      expect(opensslTsVerify(token, stamped, root, tsa)).toContain('Verification: OK');
    // Another value does not match the token.
    expect(opensslTsVerify(token, { digest: sha256(Buffer.from('x')) }, root, tsa)).not.toContain(
      'Verification: OK',
    );
  });

  it('ends with a document timestamp over the whole file, after a DSS whose OCSP answers OpenSSL accepts', async () => {
    const signatures = pdfSignatures(sealed);
    const last = signatures.at(-1);
    if (!last) throw new Error('no signature');
    expect(last.docTimeStamp).toBe(true);
    expect(last.range[2] + last.range[3]).toBe(sealed.length);
    const root = readFileSync(join(trustDir, 'root.cert.pem'), 'utf8');
    const tsa = readFileSync(join(trustDir, 'tsa.cert.pem'), 'utf8');
    expect(opensslTsVerify(last.contents, { data: last.signed }, root, tsa)).toContain('Verification: OK');

    const dss = await dssOf(sealed);
    if (!dss) throw new Error('no DSS');
    const certs = dss.certs.map((der) => new X509Certificate(der));
    const names = certs.map((c) => c.subject);
    expect(names.some((n) => n.includes('Carimbo do tempo'))).toBe(true);
    expect(names.some((n) => n.includes('Selo de documentos'))).toBe(true);
    // One OCSP answer per non-root certificate (the sealing signer, the TSA), each accepted by OpenSSL.
    expect(dss.ocsps.length).toBeGreaterThanOrEqual(2);
    const tsaCert = certs.find((c) => c.subject.includes('Carimbo do tempo')) as X509Certificate;
    const answers = dss.ocsps.map((ocsp) =>
      runTool(
        'openssl',
        [
          'ocsp',
          '-respin',
          'resp.der',
          '-issuer',
          'root.pem',
          '-cert',
          'tsa.pem',
          '-CAfile',
          'root.pem',
          '-resp_text',
        ],
        { 'resp.der': ocsp, 'root.pem': root, 'tsa.pem': tsaCert.toString() },
      ),
    );
    const aboutTsa = answers.find((a) => /tsa\.pem: good/.test(a.output));
    expect(aboutTsa?.output).toContain('Response verify OK');
  });

  it('stays valid for pdfsig, and qpdf finds every revision sound', () => {
    const report = pdfsig(sealed);
    expect(report).toContain('Signature #1');
    expect(report.split('Signature #2')[0]).toContain('Signature is Valid.');
    const all = revisions(sealed);
    // The original, the seal, the DSS, the document timestamp.
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const revision of all)
      expect(runTool('qpdf', ['--check', 'doc.pdf'], { 'doc.pdf': revision }).status).toBe(0);
  });

  it('is reported per signature by the verification API: B-LTA, its time from the timestamp, LTV', async () => {
    const code = (await processOf(app, owner.token, fileId)).verificacao_codigo;
    const res = await app.call('GET', `/api/verificar/${code}`);
    expect(res.status).toBe(200);
    const selo = res.body.selo as SealCheck;
    expect(selo).toMatchObject({
      presente: true,
      integro: true,
      plataforma: true,
      nivel: 'B-LTA',
      ltv: true,
    });
    const [seal, docStamp] = selo.assinaturas;
    expect(seal).toMatchObject({
      tipo: 'assinatura',
      integra: true,
      plataforma: true,
      hora_fonte: 'carimbo',
    });
    expect(seal?.carimbo).toMatchObject({ valido: true, tsa: expect.stringContaining('Carimbo do tempo') });
    expect(seal?.assinado_em).toBe(seal?.carimbo?.em);
    expect(seal?.cadeia.map((c) => c.revogacao)).toEqual(['valido', 'raiz']);
    expect(docStamp).toMatchObject({
      tipo: 'carimbo_documento',
      integra: true,
      cobre_documento_inteiro: true,
    });
  });

  it('reports a document whose DSS or timestamp was altered', async () => {
    const dssAt = sealed.lastIndexOf('/Type /DSS');
    const inDss = Buffer.from(sealed);
    // A byte inside the DSS's first OCSP stream (after the document timestamp's coverage began).
    const streamAt = inDss.indexOf('stream', dssAt > 0 ? dssAt - 4000 : 0);
    inDss[streamAt + 40] = (inDss[streamAt + 40] ?? 0) ^ 0xff;
    const altered = await verifyBytes(app, inDss);
    expect(altered.selo?.integro).toBe(false);
    expect(altered.selo?.assinaturas.some((a) => a.tipo === 'carimbo_documento' && !a.integra)).toBe(true);

    // A byte of the timestamp token inside the seal's /Contents.
    const [seal] = pdfSignatures(sealed);
    if (!seal) throw new Error('no seal');
    const { token } = signerInfoParts(seal.contents);
    if (!token) throw new Error('no token');
    const tokenHex = token.subarray(token.length - 40, token.length - 20).toString('hex');
    const at = sealed.indexOf(tokenHex, seal.range[1], 'latin1');
    expect(at).toBeGreaterThan(0);
    const inToken = Buffer.from(sealed);
    inToken[at] = inToken[at] === 0x30 ? 0x31 : 0x30;
    const broken = await verifyBytes(app, inToken);
    expect(broken.selo?.integro).toBe(false);
    expect(broken.selo?.assinaturas[0]?.carimbo?.valido).toBe(false);
  });

  it('renews the document timestamp before its certificate ends, and still knows the earlier file', async () => {
    const soon = new Date(Date.now() + 86_400_000);
    await app.ctx.db.update(arquivos).set({ carimboExpiraEm: soon }).where(eq(arquivos.id, fileId));
    const swept = await sweepTimestamps(app.ctx, silent);
    expect(swept.stamped).toBe(1);
    const renewed = await sealedOf(app, owner, fileId);
    expect(renewed.subarray(0, sealed.length).equals(sealed)).toBe(true);
    const stamps = pdfSignatures(renewed).filter((s) => s.docTimeStamp);
    expect(stamps).toHaveLength(2);
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, fileId));
    expect(row?.carimboExpiraEm?.getTime()).toBeGreaterThan(soon.getTime());
    expect(row?.seladoSha256?.trim()).toBe(sha256(renewed));
    // The file's chain says so: which sealed file this one replaced, and why.
    const events = await eventsOf(app, owner.token, fileId);
    expect(events.chain.valid).toBe(true);
    expect(events.data.filter((e) => e.acao === 'timestamped')).toMatchObject([
      {
        acao: 'timestamped',
        dados: {
          sha256_anterior: sha256(sealed),
          sha256_assinado: sha256(renewed),
          nivel: 'B-LTA',
          motivo: 'renovacao',
        },
      },
    ]);
    // Nothing is due any more.
    expect((await sweepTimestamps(app.ctx, silent)).stamped).toBe(0);
    // The copy downloaded before the renewal is still this document's signed copy.
    const earlier = await verifyBytes(app, sealed);
    expect(earlier).toMatchObject({ encontrado: true, correspondencia: 'assinado' });
    const now = await verifyBytes(app, renewed);
    expect(now.selo).toMatchObject({ integro: true, nivel: 'B-LTA' });
  });

  it('reports a revoked TSA certificate and a revoked sealing certificate', async () => {
    const trust = trustServices(app.ctx);
    trust.pki.revoke(trust.pki.tsa.cert, 1);
    const signer = new X509Certificate((await platformCertificate(app.ctx)).certificatePem);
    trust.pki.revoke(signer, 1);
    const done = await completeOne(app, owner, 'Contrato revogado');
    const res = await app.call('GET', `/api/verificar/${done.process.verificacao_codigo}`);
    const [seal] = (res.body.selo as SealCheck).assinaturas;
    expect(seal?.cadeia[0]?.revogacao).toBe('revogado');
    expect(seal?.cadeia[0]?.revogado_em).not.toBeNull();
    const tsaChain = (res.body.selo as SealCheck).assinaturas.find(
      (a) => a.tipo === 'carimbo_documento',
    )?.cadeia;
    expect(tsaChain?.[0]?.revogacao).toBe('revogado');
  });
});

describe('a seal while the TSA is down', () => {
  let app: TestApp;
  let owner: Member;
  let tsa: Server;
  let up = false;
  let upstream = '';

  beforeAll(async () => {
    // A TSA in front of the app's own /pki/tsa that can be taken down: down, it answers 503.
    tsa = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        if (!up) {
          res.writeHead(503).end();
          return;
        }
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/timestamp-query' },
          body: new Uint8Array(Buffer.concat(chunks)),
        });
        res.writeHead(answer.status, { 'content-type': 'application/timestamp-reply' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => tsa.listen(0, '127.0.0.1', resolve));
    const port = (tsa.address() as AddressInfo).port;
    app = await startTestApp({ TSA_URL: `http://127.0.0.1:${port}/tsa`, TIMESTAMP_SWEEP_INTERVAL: '0' });
    upstream = `${app.url}/pki/tsa`;
    owner = (await companyWithOwner(app)).owner;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => tsa?.close(resolve));
  });

  it('seals now without a timestamp, retries later, and adds a document timestamp once the TSA answers', async () => {
    const done = await completeOne(app, owner, 'Contrato sem carimbo');
    expect(done.process).toMatchObject({ carimbo: 'pendente', nivel_pades: 'B-B' });
    expect(pdfsig(done.sealed)).toContain('Signature is Valid.');
    expect(signerInfoParts(pdfSignatures(done.sealed)[0]?.contents ?? Buffer.alloc(0)).token).toBeNull();

    // Still down: the sweep leaves it pending and waits longer before the next attempt.
    const first = await sweepTimestamps(app.ctx, silent);
    expect(first).toMatchObject({ stamped: 0, waiting: 1 });
    const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, done.id));
    expect(row?.carimboTentativas).toBe(1);
    expect(row?.carimboProximoEm?.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is tried.
    expect(await sweepTimestamps(app.ctx, silent)).toMatchObject({ stamped: 0, waiting: 0 });

    up = true;
    const later = await sweepTimestamps(app.ctx, silent, new Date(Date.now() + 10 * 60_000));
    expect(later.stamped).toBe(1);
    const process = await processOf(app, owner.token, done.id);
    expect(process).toMatchObject({ carimbo: 'carimbado', nivel_pades: 'B-LTA' });
    // Downloads aside, the chain ends with the completion and the timestamp added to it.
    const actions = actionsOf(await eventsOf(app, owner.token, done.id)).filter((a) => a !== 'downloaded');
    expect(actions.slice(-2)).toEqual(['completed', 'timestamped']);
    const stamped = await sealedOf(app, owner, done.id);
    expect(stamped.subarray(0, done.sealed.length).equals(done.sealed)).toBe(true);
    const result = await verifyBytes(app, stamped);
    expect(result.selo).toMatchObject({ integro: true, ltv: true });
    expect(result.selo?.assinaturas.filter((a) => a.tipo === 'carimbo_documento' && a.integra)).toHaveLength(
      2,
    );
    for (const revision of revisions(stamped))
      expect(runTool('qpdf', ['--check', 'doc.pdf'], { 'doc.pdf': revision }).status).toBe(0);
  });
});

describe('a seal made with an ICP-Brasil e-CNPJ and a signature policy', () => {
  const POLICY = '2.16.76.1.7.1.12.1.1';
  const POLICY_HASH = createHash('sha256').update('PA_PAdES_AD_RT_v1_1.der de teste').digest('hex');
  let app: TestApp;
  let owner: Member;
  let dir: string;
  let caPem: string;

  beforeAll(async () => {
    // An ICP-like chain made by OpenSSL: a CA and the company's A1 with the e-CNPJ otherNames.
    dir = mkdtempSync(join(tmpdir(), 'cofre-ecnpj-'));
    const person = `15031980${'12345678909'}12345678901000000012345678SSPSP`;
    const ext = [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature,nonRepudiation',
      `subjectAltName=otherName:2.16.76.1.3.4;OCTETSTRING:${person},otherName:2.16.76.1.3.2;PRINTABLESTRING:MARIA DA SILVA,otherName:2.16.76.1.3.3;OCTETSTRING:12345678000195`,
    ].join('\n');
    const steps = [
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'ca.key',
        '-out',
        'ca.pem',
        '-days',
        '30',
        '-subj',
        '/C=BR/O=ICP-Brasil de Teste/CN=AC Teste',
      ],
      [
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'a1.key',
        '-out',
        'a1.csr',
        '-subj',
        '/C=BR/O=Empresa Teste Ltda/CN=EMPRESA TESTE LTDA:12345678000195',
      ],
      [
        'x509',
        '-req',
        '-in',
        'a1.csr',
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-days',
        '20',
        '-extfile',
        'a1.ext',
        '-out',
        'a1.pem',
      ],
      [
        'pkcs12',
        '-export',
        '-inkey',
        'a1.key',
        '-in',
        'a1.pem',
        '-certfile',
        'ca.pem',
        '-passout',
        'pass:senha-a1',
        '-out',
        'a1.p12',
      ],
    ];
    writeFileSync(join(dir, 'a1.ext'), ext);
    for (const args of steps) {
      const made = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
      if (made.status !== 0) throw new Error(`openssl ${args[0]}: ${made.stderr}`);
    }
    caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');
    app = await startTestApp({
      SIGNING_P12: join(dir, 'a1.p12'),
      SIGNING_P12_PASSWORD: 'senha-a1',
      SIGNATURE_POLICY_OID: POLICY,
      SIGNATURE_POLICY_HASH: POLICY_HASH,
      SIGNATURE_POLICY_URI: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RT_v1_1.der',
    });
    owner = (await companyWithOwner(app)).owner;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the CNPJ, the responsible person and the policy, in the PDF, the verification and for administrators', async () => {
    const done = await completeOne(app, owner, 'Contrato ICP');
    const [seal] = pdfSignatures(done.sealed);
    if (!seal) throw new Error('no seal');
    expect(opensslCmsVerify(seal, caPem)).toContain('Verification successful');
    // OpenSSL reads the policy identifier among the signed attributes, with its hash and URI.
    const printed = runTool('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', 'sig.der'], {
      'sig.der': seal.contents,
    }).output;
    expect(printed).toMatch(/id-smime-aa-ets-sigPolicyId|1\.2\.840\.113549\.1\.9\.16\.2\.15/);
    expect(printed).toContain(POLICY);
    expect(printed).toContain('politicas.icpbrasil.gov.br');

    // The certificate pages' "Selo digital" section.
    const text = pdftotext(done.sealed);
    expect(text).toContain('12.345.678/0001-95');
    expect(text).toContain('MARIA DA SILVA');
    expect(text).toContain('***.456.789-**');
    expect(text).toContain('ICP-Brasil PAdES AD-RT v1.1');

    const verified = await app.call('GET', `/api/verificar/${done.process.verificacao_codigo}`);
    const [report] = (verified.body.selo as SealCheck).assinaturas;
    expect(report).toMatchObject({
      integra: true,
      plataforma: true,
      icp_brasil: { cnpj: '12345678000195', cpf: '***.456.789-**', responsavel: 'MARIA DA SILVA' },
      politica: { oid: POLICY, nome: 'ICP-Brasil PAdES AD-RT v1.1' },
    });
    // This test CA publishes no OCSP or CRL: said as such, not passed off as checked.
    expect(report?.cadeia[0]?.revogacao).toBe('desconhecido');

    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const info = await app.call('GET', '/api/admin/certificado', { token: admin });
    expect(info.body).toMatchObject({
      source: 'config',
      icp_brasil: { cnpj: '12345678000195', cpf: '12345678909', responsavel: 'MARIA DA SILVA' },
      politica: POLICY,
      carimbo: 'local',
    });
  });
});

// The platform certificate from configuration (SIGNING_P12), here one that has expired: the
// administrator is told so, and a document whose last signatory acts is never sealed with it —
// the act is recorded and the document stays waiting to be sealed.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import {
  actionsOf,
  companyWithOwner,
  eventsOf,
  external,
  linkToken,
  type Member,
  mailsTo,
  processOf,
  sendForSignature,
  signAs,
  viewByLink,
} from '../helpers/signing.js';

const DAY = 86_400_000;
const P12_PASSWORD = 'senha-do-certificado';

/** A self-signed RSA certificate valid from `from` to `to`, with its key, as a PKCS#12 file's bytes. */
function pkcs12(commonName: string, from: Date, to: Date): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0a1b2c3d';
  cert.validity.notBefore = from;
  cert.validity.notAfter = to;
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], P12_PASSWORD, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

let dir: string;
let app: TestApp;
let owner: Member;
let admin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cofre-p12-'));
  const path = join(dir, 'vencido.p12');
  writeFileSync(
    path,
    pkcs12('Cofre Certificado Vencido', new Date(Date.now() - 400 * DAY), new Date(Date.now() - DAY)),
  );
  app = await startTestApp({ SIGNING_P12: path, SIGNING_P12_PASSWORD: P12_PASSWORD });
  owner = (await companyWithOwner(app)).owner;
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an expired SIGNING_P12', () => {
  it('is reported to administrators as expired, with the warning on', async () => {
    const res = await app.call('GET', '/api/admin/certificado', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'config', expired: true, warning: true });
    expect(res.body.subject).toContain('Cofre Certificado Vencido');
    expect(res.body.days_left).toBeLessThanOrEqual(0);
    expect(Date.parse(res.body.valid_to)).toBeLessThan(Date.now());
  });

  it('never seals: the last act is recorded and the document stays waiting', async () => {
    const [first, last] = [external(), external()];
    const { file } = await sendForSignature(app, owner.token, { signatarios: [first, last] });
    await signAs(app, first.email);
    const res = await signAs(app, last.email);
    expect(res.body.signatario.status).toBe('signed');
    expect(res.body.documento.status).toBe('waiting');
    expect(res.body.assinado_disponivel).toBe(false);

    const p = await processOf(app, owner.token, file.id);
    expect(p).toMatchObject({
      status: 'waiting',
      tem_assinado: false,
      verificacao_codigo: null,
      concluido_em: null,
    });
    expect(p.signatarios.map((s) => s.status)).toEqual(['signed', 'signed']);
    const events = await eventsOf(app, owner.token, file.id);
    expect(actionsOf(events)).not.toContain('completed');
    expect(events.chain.valid).toBe(true);
    expect(mailsTo(app, last.email).some((m) => m.subject.startsWith('Documento concluído'))).toBe(false);
    expect((await viewByLink(app, linkToken(app, last.email))).body.assinado_url).toBeNull();
    const sealedUrl = await app.call('GET', `/api/file/${file.id}/url?versao=assinado`, {
      token: owner.token,
    });
    expect(sealedUrl.status).toBe(404);
  });
});

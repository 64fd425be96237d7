// The public verification page's API: bytes uploaded to POST /api/verificar are matched against
// completed documents (the sealed PDF, the certificate of a non-PDF original, or the original
// itself) and the seal in them is checked; one changed byte breaks both. GET /api/verificar/{codigo}
// finds the document by the code printed on its certificate. Nobody needs to sign in, and what
// is shown of the signatories is their name, masked CPF, act and how they were authenticated.
import { createHash } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationResult } from '../../common/schemas/signing.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes } from '../helpers/files.js';
import {
  companyWithOwner,
  external,
  linkToken,
  type Member,
  processOf,
  sealedByLink,
  sendForSignature,
  signAs,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let companyName: string;

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** POST /api/verificar with the bytes as the multipart part "file", as the page sends it. */
async function verify(bytes: Uint8Array, name = 'documento.pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  const res = await fetch(`${app.url}/api/verificar`, { method: 'POST', body: form });
  return {
    status: res.status,
    body: (await res.json()) as VerificationResult & { message?: string; errors?: any },
  };
}

const cpf = generateCpf();
const originalBytes = minimalPdf('Termo de confidencialidade');
let fileName: string;
let codigo: string;
let sealed: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  owner = a.owner;
  companyName = a.company.razaoSocial;
  const [ana, rui] = [
    external({ nome: 'Ana Verifica', cpf, tipo: 1 }),
    external({ nome: 'Rui Testemunha', tipo: 5 }),
  ];
  const { file } = await sendForSignature(
    app,
    owner.token,
    { signatarios: [ana, rui] },
    { name: 'Termo de confidencialidade.pdf', bytes: originalBytes },
  );
  fileName = file.nome;
  await signAs(app, ana.email);
  await signAs(app, rui.email);
  codigo = (await processOf(app, owner.token, file.id)).verificacao_codigo as string;
  sealed = await sealedByLink(app, linkToken(app, ana.email));
});
afterAll(async () => app?.close());

describe('POST /api/verificar', () => {
  it('the sealed PDF: found, intact seal of the platform, signatories with masked CPF, events and a valid chain', async () => {
    const res = await verify(sealed);
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ encontrado: true, correspondencia: 'assinado', sha256: sha256(sealed) });
    expect(r.selo).toMatchObject({ presente: true, integro: true, plataforma: true });
    expect(r.selo?.assinado_em).toEqual(expect.any(String));
    expect(r.documento).toMatchObject({
      nome: fileName,
      status: 'completed',
      empresa: companyName,
      sha256_original: sha256(originalBytes),
      sha256_assinado: sha256(sealed),
      verificacao_codigo: codigo,
    });
    expect(r.signatarios).toEqual([
      {
        nome: 'Ana Verifica',
        cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`,
        tipo: 1,
        status: 'signed',
        acted_at: expect.any(String),
        autenticacao: 'link',
        campos: [],
      },
      {
        nome: 'Rui Testemunha',
        cpf: null,
        tipo: 5,
        status: 'signed',
        acted_at: expect.any(String),
        autenticacao: 'link',
        campos: [],
      },
    ]);
    // Nothing of a signatory's contact leaks to whoever holds the bytes.
    expect(JSON.stringify(r)).not.toMatch(/@example\.com/);
    // The signing events only: the vault's own (the upload here) stay out of the public page.
    expect(r.eventos.map((e) => e.acao)).toEqual(
      expect.arrayContaining(['signing_requested', 'signed', 'completed']),
    );
    expect(r.eventos.map((e) => e.acao)).not.toContain('uploaded');
    expect(r.eventos.at(-1)?.acao).toBe('completed');
    expect(r.cadeia?.valid).toBe(true);
  });

  it("the original's bytes: found as the original, with no seal in them", async () => {
    const res = await verify(originalBytes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      encontrado: true,
      correspondencia: 'original',
      sha256: sha256(originalBytes),
    });
    expect(res.body.selo).toMatchObject({ presente: false, integro: null });
    expect(res.body.documento?.verificacao_codigo).toBe(codigo);
  });

  it('one byte changed in the sealed PDF: not found, and the seal is not intact', async () => {
    const tampered = Buffer.from(sealed);
    // A byte of the original's page text, inside the signed range.
    const at = tampered.indexOf('Termo de confidencialidade');
    expect(at).toBeGreaterThan(0);
    tampered[at] = 'X'.charCodeAt(0);
    const res = await verify(tampered);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      encontrado: false,
      correspondencia: null,
      documento: null,
      signatarios: [],
    });
    expect(res.body.selo).toMatchObject({ presente: true, integro: false });
  });

  it('a PDF nobody completed, or one still waiting for signatures, is not found', async () => {
    const stranger = await verify(minimalPdf('Outro documento qualquer'));
    expect(stranger.body).toMatchObject({ encontrado: false, documento: null });
    expect(stranger.body.selo?.presente).toBe(false);

    const waitingBytes = minimalPdf('Ainda aguardando');
    await sendForSignature(app, owner.token, { signatarios: [external()] }, { bytes: waitingBytes });
    const waiting = await verify(waitingBytes);
    expect(waiting.body).toMatchObject({ encontrado: false, documento: null, eventos: [] });
  });

  it("a non-PDF original's certificate is found as the certificate", async () => {
    const person = external();
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [person] },
      { name: 'Planta.png', bytes: pngBytes(), mime: 'image/png' },
    );
    await signAs(app, person.email);
    expect((await processOf(app, owner.token, file.id)).tem_certificado).toBe(true);
    const certificate = await sealedByLink(app, linkToken(app, person.email));
    const res = await verify(certificate, 'Planta-certificado.pdf');
    expect(res.body).toMatchObject({
      encontrado: true,
      correspondencia: 'certificado',
      documento: { nome: 'Planta.png' },
    });
    expect(res.body.selo).toMatchObject({ presente: true, integro: true, plataforma: true });
    const png = await verify(pngBytes(), 'Planta.png');
    expect(png.body).toMatchObject({ encontrado: true, correspondencia: 'original' });
  });

  it('422 without a file', async () => {
    const json = await fetch(`${app.url}/api/verificar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(422);
    const body = (await json.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('Envie o arquivo PDF a verificar.');
    expect(body.errors.file).toEqual(['Envie o arquivo PDF a verificar.']);

    const form = new FormData();
    form.append('nome', 'sem arquivo');
    const noPart = await fetch(`${app.url}/api/verificar`, { method: 'POST', body: form });
    expect(noPart.status).toBe(422);
  });
});

describe('GET /api/verificar/{codigo}', () => {
  it('finds the completed document by its code (in any case), with the stored seal intact', async () => {
    const res = await app.call<VerificationResult>('GET', `/api/verificar/${codigo}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      encontrado: true,
      correspondencia: null,
      sha256: null,
      documento: { nome: fileName, verificacao_codigo: codigo, sha256_assinado: sha256(sealed) },
    });
    expect(res.body.selo).toMatchObject({ presente: true, integro: true, plataforma: true });
    expect(res.body.signatarios).toHaveLength(2);
    expect(res.body.cadeia?.valid).toBe(true);
    const lower = await app.call<VerificationResult>('GET', `/api/verificar/${codigo.toLowerCase()}`);
    expect(lower.body.encontrado).toBe(true);
  });

  it('an unknown or malformed code is simply not found', async () => {
    for (const code of ['ABCDEFGHJKLMNPQR', 'nao-existe']) {
      const res = await app.call<VerificationResult>('GET', `/api/verificar/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        encontrado: false,
        documento: null,
        signatarios: [],
        eventos: [],
        cadeia: null,
      });
    }
  });
});

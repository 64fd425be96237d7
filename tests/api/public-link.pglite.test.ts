// A template's public link (/m/{token}): the visitor sees the template, confirms their e-mail with a
// code, and the document is created as the template's creator with the visitor in the first role
// and the link's person in the second; its file and events say it came from the public link (with
// the visitor's IP), and the visitor signs at once by the link answered, without a second code. A
// wrong code is 422, the fifth 429; an e-mail the link already names is 422 on it; the limits per IP and per link answer 429; a creator who may no
// longer send answers 409; a revoked link 404. The database plays no part of its own: PGlite only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos, usuarioEmpresa } from '../../server/db/schema.js';
import { PUBLIC_LINK_LIMITS } from '../../server/modules/publicLink/limits.js';
import { freshIp, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { actByLink, companyWithOwner, eventsOf, type Member, viewByLink } from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let empresaId: number;
let modeloId: number;
let api: string;
const manager = uniqueEmail('gerente');
const GONE = 'Este link não está mais disponível.';
const BUSY = 'Muitas tentativas. Tente novamente em alguns minutos.';

/** POST /api/modelo/cadastrar as the SPA sends it: the text parts and the PDF in `arquivo`. */
async function createTemplate(fields: Record<string, string>, pdf: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'arquivo',
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    'adesao.pdf',
  );
  const res = await fetch(`${app.url}/api/modelo/cadastrar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`template → ${res.status} ${JSON.stringify(body)}`);
  return body.data as { id: number };
}

const visitor = (email = uniqueEmail('visitante')) => ({
  nome: 'Ana Visitante',
  email,
  cpf: '529.982.247-25',
});
const askCode = (body: object, ip?: string) => app.call('POST', `${api}/codigo`, { body, ip });
const start = (body: object, ip?: string) => app.call('POST', api, { body, ip });

/** The six-digit code of the newest mail to this address. */
function codeMailedTo(email: string): string {
  const code = /(?:c[óo]digo|code)\D{0,30}?\b(\d{6})\b/i.exec(app.lastMailTo(email).text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  app = await startTestApp();
  ({ empresaId, owner } = await companyWithOwner(app));
  const definicao = {
    papeis: [
      { nome: 'Cliente', tipo: 1, canal: 'email', exige_codigo: true },
      { nome: 'Empresa', tipo: 1, canal: 'email' },
    ],
    sequencial: true,
  };
  modeloId = (
    await createTemplate(
      { nome: 'Contrato de adesão', definicao: JSON.stringify(definicao) },
      minimalPdf('Adesão'),
    )
  ).id;
  const link = await app.call('PUT', `/api/modelo/${modeloId}/link`, {
    token: owner.token,
    body: { pessoas: [{ nome: 'Gerente da Empresa', email: manager }], valores: {} },
  });
  expect(link.status).toBe(200);
  const url = link.body.link_url ?? link.body.data?.link_url;
  api = `/api/publico/modelo/${/\/m\/([A-Za-z0-9_-]+)$/.exec(url)?.[1]}`;
});
afterAll(async () => {
  await app?.close();
});

describe('a template’s public link', () => {
  it('confirms the visitor’s e-mail, creates the document from the link, and the visitor signs at once', async () => {
    const shown = await app.call('GET', api);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ nome: 'Contrato de adesão', papel: 'Cliente', paginas: 1 });

    const ip = freshIp();
    const me = visitor();
    const sent = await askCode(me, ip);
    expect(sent.status).toBe(200);
    expect(sent.body.enviado_para).toMatch(/^v\*\*\*@e\*\*\*\.com$/);
    const code = codeMailedTo(me.email);

    const bad = await start({ ...me, codigo: wrong(code) }, ip);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.codigo).toEqual(['Código incorreto. Restam 4 tentativas.']);

    const started = await start({ ...me, codigo: code }, ip);
    expect(started.status).toBe(201);
    const signToken = /\/assinar\/([A-Za-z0-9_-]+)$/.exec(started.body.url)?.[1] ?? '';
    expect(started.body.url).toMatch(/^http:\/\/cofre\.test\/assinar\//);
    // The invitation e-mailed to the visitor carries the same link: both keep working.
    expect(app.lastMailTo(me.email).text).toContain(started.body.url);
    // The code made one document: used again, it is asked for anew.
    expect((await start({ ...me, codigo: code }, ip)).body.errors.codigo).toEqual([
      'Peça o código e digite-o para continuar.',
    ]);

    const [file] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.modeloId, modeloId));
    expect(file).toMatchObject({
      origem: 'link_publico',
      empresaId,
      solicitanteId: owner.user.id,
      status: 'waiting',
    });
    const events = await eventsOf(app, owner.token, file?.id ?? 0);
    const uploaded = events.data.find((e) => e.acao === 'uploaded');
    expect(uploaded?.dados).toMatchObject({ origem: 'link_publico', ip, email_confirmado: true });
    expect(events.chain.valid).toBe(true);

    const view = await viewByLink(app, signToken);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      signatario: { nome: me.nome, email: me.email, exige_codigo: false },
      documento: { id: file?.id },
    });
    // The e-mail was confirmed by the code: no second code to sign, though the role asks for one.
    expect((await actByLink(app, signToken)).status).toBe(200);
  });

  it('refuses a fifth wrong code, too many codes per IP or documents per link, a creator who may not send, a revoked link', async () => {
    const me = visitor();
    const ip = freshIp();
    expect((await askCode(me, ip)).status).toBe(200);
    const code = codeMailedTo(me.email);
    for (const left of [4, 3, 2, 1])
      expect((await start({ ...me, codigo: wrong(code) }, ip)).body.errors.codigo).toEqual([
        `Código incorreto. Restam ${left} tentativas.`,
      ]);
    const fifth = await start({ ...me, codigo: wrong(code) }, ip);
    expect(fifth.status).toBe(429);
    expect((await start({ ...me, codigo: code }, ip)).status).toBe(429);

    // Per IP: 5 codes in 10 minutes, whatever the address (this IP asked one above).
    for (let i = 0; i < 4; i++) expect((await askCode(visitor(), ip)).status).toBe(200);
    const tooMany = await askCode(visitor(), ip);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe(BUSY);

    // The visitor gives the address of the person the link names for the second role.
    expect((await askCode(visitor(manager))).status).toBe(200);
    const twin = await start({ ...visitor(manager), codigo: codeMailedTo(manager) });
    expect(twin.status).toBe(422);
    expect(twin.body.errors).toEqual({ email: ['Este e-mail já está entre os signatários.'] });

    // Per link: the documents of the hour (one was made above).
    const limit = PUBLIC_LINK_LIMITS.documentsPerLink;
    PUBLIC_LINK_LIMITS.documentsPerLink = 1;
    try {
      const other = visitor();
      expect((await askCode(other)).status).toBe(200);
      const full = await start({ ...other, codigo: codeMailedTo(other.email) });
      expect(full.status).toBe(429);
      expect(full.body.message).toBe(BUSY);
    } finally {
      PUBLIC_LINK_LIMITS.documentsPerLink = limit;
    }

    // The creator no longer holds signing.request: nobody is sent a code.
    const member = and(eq(usuarioEmpresa.userId, owner.user.id), eq(usuarioEmpresa.empresaId, empresaId));
    const [held] = await app.ctx.db.select().from(usuarioEmpresa).where(member);
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ permissions: ['vault.view'] })
      .where(member);
    try {
      expect((await askCode(visitor())).status).toBe(409);
    } finally {
      await app.ctx.db
        .update(usuarioEmpresa)
        .set({ permissions: held?.permissions ?? [] })
        .where(member);
    }

    expect((await app.call('DELETE', `/api/modelo/${modeloId}/link`, { token: owner.token })).status).toBe(
      200,
    );
    const gone = await app.call('GET', api);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(GONE);
    expect((await askCode(visitor())).status).toBe(404);
  });
});

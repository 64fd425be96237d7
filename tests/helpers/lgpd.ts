// "Meus dados" tests: the export downloaded and unzipped, and a person with something of everything
// (profile contacts, a photo, a document signed while signed in, one denied, one signed by link and
// sealed) for the export and the anonymisation to be checked against.
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { updateUser } from '../../server/db/queries/users.js';
import { loginAs, type TestApp } from './app.js';
import { makeUser, uniqueEmail } from './fixtures.js';
import {
  companyWithOwner,
  external,
  linkToken,
  type Member,
  processOf,
  sealedByLink,
  sendForSignature,
  signAs,
} from './signing.js';

export interface Download {
  status: number;
  headers: Headers;
  /** The zip's entries by name (empty when the answer is not a zip). */
  files: Record<string, Uint8Array>;
  /** dados.json, parsed. */
  data: any;
  /** Every entry's bytes as one text, to search for what must never be in the zip. */
  everything: string;
  body: string;
}

/** GET /api/usuario/meus-dados, unzipped with fflate. */
export async function downloadData(app: TestApp, token: string): Promise<Download> {
  const res = await fetch(`${app.url}/api/usuario/meus-dados`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200)
    return {
      status: res.status,
      headers: res.headers,
      files: {},
      data: null,
      everything: '',
      body: strFromU8(bytes),
    };
  const files = unzipSync(bytes);
  const json = files['dados.json'];
  return {
    status: res.status,
    headers: res.headers,
    files,
    data: json ? JSON.parse(strFromU8(json)) : null,
    everything: Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1') + strFromU8(f, true))
      .join('\n'),
    body: '',
  };
}

/** POST /api/usuario/photo with a small PNG (stored as a JPEG). */
export async function uploadPhoto(app: TestApp, token: string): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('foto', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  const res = await fetch(`${app.url}/api/usuario/photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`photo → ${res.status} ${await res.text()}`);
}

async function ok(app: TestApp, method: string, path: string, token: string, body: unknown, status = 201) {
  const res = await app.call(method, path, { token, body });
  if (res.status !== status) throw new Error(`${method} ${path} → ${res.status} ${res.text}`);
  return res;
}

export interface Subject {
  owner: Member;
  empresaId: number;
  /** The person whose data is exported (a member of the owner's company). */
  person: Member & { refreshToken: string; cpf: string };
  /** Signed by the person while signed in, with an external witness who signed by link: sealed. */
  signed: { id: number; nome: string; sha256: string; codigo: string; sealed: Buffer };
  /** Denied by the person. */
  denied: { id: number; nome: string };
}

/** A company, its owner and a member with contacts, a photo, a signed and a denied document. */
export async function makeSubject(app: TestApp, nome = 'Maria Titular'): Promise<Subject> {
  const { owner, empresaId } = await companyWithOwner(app);
  const user = await makeUser(app, { companies: [empresaId], selected: empresaId });
  const cpf = generateCpf();
  await updateUser(app.ctx.db, user.id, { nome, documento: cpf, phone: '11987654321' });
  const tokens = await loginAs(app, user.email, user.password);
  const token = tokens.access_token;
  await ok(app, 'POST', '/api/usuario/email', token, { email: uniqueEmail('pessoal'), descricao: 'Pessoal' });
  await ok(app, 'POST', '/api/usuario/phone', token, {
    numero: '11912345678',
    tipo: 'whatsapp',
    descricao: null,
  });
  await ok(app, 'POST', '/api/usuario/address', token, {
    descricao: 'Casa',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1578',
    complemento: null,
    bairro: 'Bela Vista',
    estado_id: 35,
    municipio_id: 3550308,
  });
  await uploadPhoto(app, token);

  const witness = external({ nome: 'Tito Testemunha', tipo: 5 });
  const signedDoc = await sendForSignature(
    app,
    owner.token,
    { signatarios: [{ user_id: user.id, tipo: 1 }, witness] },
    { name: `Contrato assinado ${user.id}.pdf` },
  );
  await ok(app, 'PUT', `/api/arquivo/${signedDoc.file.id}/assinar`, token, { consentimento: true }, 200);
  await signAs(app, witness.email);
  const codigo = (await processOf(app, owner.token, signedDoc.file.id)).verificacao_codigo as string;
  const sealed = await sealedByLink(app, linkToken(app, witness.email));

  const deniedDoc = await sendForSignature(
    app,
    owner.token,
    { signatarios: [{ user_id: user.id, tipo: 2 }] },
    { name: `Aditivo negado ${user.id}.pdf` },
  );
  await ok(app, 'PUT', `/api/arquivo/${deniedDoc.file.id}/negar`, token, { motivo: 'Valor errado.' }, 200);

  return {
    owner,
    empresaId,
    person: { user: { ...user, nome, documento: cpf }, token, refreshToken: tokens.refresh_token, cpf },
    signed: { ...signedDoc.file, codigo, sealed },
    denied: deniedDoc.file,
  };
}

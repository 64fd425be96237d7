// The company's logo: PUT and DELETE /api/empresa/{id}/logo for a member holding company.manage (their
// own company) or a platform admin (any), stored as a PNG within 480×160 and served through a signed
// link that loads without a session — in the company's details, the identity, the public signing
// page's view and the invitation e-mail; the refusals; the blob sweep keeps logos.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referencedBlobKeys } from '../../server/db/queries/blobs.js';
import { logoKeyOf } from '../../server/db/queries/companies.js';
import { updateUser } from '../../server/db/queries/users.js';
import { loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { pdfsig } from '../helpers/pdfsig.js';
import {
  external,
  inviteMailsTo,
  linkToken,
  sealedByLink,
  sendForSignature,
  signAs,
  viewByLink,
} from '../helpers/signing.js';
import { type Member, makeTeam, type Team } from '../helpers/team.js';

const LOGO_MAX = 200_000;
const NOT_FOUND = 'Conteúdo não encontrado, verifique mais tarde.';

let app: TestApp;
let admin: string;
let team: Team;
let other: Team;
let keeper: Member;

beforeAll(async () => {
  app = await startTestApp({ PHOTO_MAX_BYTES: String(LOGO_MAX) });
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  team = await makeTeam(app, 'Logo Própria Ltda');
  other = await makeTeam(app, 'Logo Alheia Ltda');
  keeper = await team.member(['company.manage', 'vault.view'], 'Lia Logo');
});
afterAll(() => app?.close());

/** PUT /api/empresa/{id}/logo as a browser sends it (FormData). */
async function uploadLogo(
  id: number,
  bytes: Uint8Array,
  o: { token?: string; name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    o.field ?? 'logo',
    new Blob([new Uint8Array(bytes)], { type: o.type ?? 'image/jpeg' }),
    o.name ?? 'logo.jpg',
  );
  const res = await fetch(`${app.url}/api/empresa/${id}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${o.token ?? keeper.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const removeLogo = (id: number, token = keeper.token) =>
  app.call('DELETE', `/api/empresa/${id}/logo`, { token });
const details = async (id: number, token = keeper.token) =>
  (await app.call('GET', `/api/empresa/${id}/detalhes`, { token })).body.data;

/** The logo blobs kept for a company in the local blob store. */
const logoBlobs = (empresaId: number) => {
  const dir = join(app.dataDir, 'blobs', 'empresas', String(empresaId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } });

/** Loads a link as an <img> would: no Authorization header. */
async function served(url: string) {
  const res = await fetch(app.url + url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('PUT and DELETE /api/empresa/{id}/logo', () => {
  it('stores a JPEG as a PNG within 480×160 (ratio kept) that loads without a session', async () => {
    const res = await uploadLogo(team.company.id, await image(1200, 300).jpeg().toBuffer());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Logotipo atualizado.');
    expect(res.body.logo_url).toMatch(/^\/api\/empresa\/logo\/[\w.-]+$/);
    const got = await served(res.body.logo_url);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');
    const meta = await sharp(got.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 480, height: 120 });
    expect((await details(team.company.id)).logo_url).toBe(res.body.logo_url);
    const me = await app.call('GET', '/api/auth/user', { token: keeper.token });
    expect(me.body.empresa.logo_url).toBe(res.body.logo_url);
    expect(logoBlobs(team.company.id)).toHaveLength(1);
    // The blob sweep counts the logo as named by a row.
    const key = (await logoKeyOf(app.ctx.db, team.company.id)) as string;
    expect([...(await referencedBlobKeys(app.ctx.db, [key]))]).toEqual([key]);
  });

  it('replaces the logo (the old link stops working, its blob is gone) and removes it', async () => {
    const first = await uploadLogo(team.company.id, await image(300, 100).png().toBuffer(), {
      type: 'image/png',
    });
    const webp = await image(100, 400).webp().toBuffer();
    const second = await uploadLogo(team.company.id, webp, { type: 'image/webp', name: 'logo.webp' });
    expect(second.status).toBe(200);
    expect(second.body.logo_url).not.toBe(first.body.logo_url);
    expect((await served(first.body.logo_url)).status).toBe(404);
    const meta = await sharp((await served(second.body.logo_url)).bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 160 });
    expect(logoBlobs(team.company.id)).toHaveLength(1);

    const removed = await removeLogo(team.company.id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.message).toBe('Logotipo removido.');
    expect((await details(team.company.id)).logo_url).toBeNull();
    expect(
      (await app.call('GET', '/api/auth/user', { token: keeper.token })).body.empresa.logo_url,
    ).toBeNull();
    expect((await served(second.body.logo_url)).status).toBe(404);
    expect(logoBlobs(team.company.id)).toEqual([]);
    // Removing again: nothing to do.
    expect((await removeLogo(team.company.id)).status).toBe(200);
  });

  it('lets a platform admin set any company’s logo', async () => {
    const res = await uploadLogo(other.company.id, await image(200, 200).png().toBuffer(), { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await details(other.company.id, other.owner.token)).logo_url).toBe(res.body.logo_url);
    expect((await removeLogo(other.company.id, admin)).status).toBe(200);
    expect(logoBlobs(other.company.id)).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP (422) and a file over the limit (413), keeping the current logo', async () => {
    const current = await uploadLogo(team.company.id, await image(100, 50).jpeg().toBuffer());
    const pdf = await uploadLogo(team.company.id, minimalPdf(), { name: 'logo.png', type: 'image/png' });
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors.logo).toEqual(['O logotipo deve ser uma imagem JPEG, PNG ou WebP.']);
    const noFile = await uploadLogo(team.company.id, await image(10, 10).png().toBuffer(), {
      field: 'imagem',
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors.logo).toEqual(['Envie uma única imagem no campo logo.']);
    // Random pixels do not compress: a PNG of about 480 KB.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
      { raw: { width: 400, height: 400, channels: 3 } },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(LOGO_MAX);
    const big = await uploadLogo(team.company.id, noise, { type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('O logotipo não pode ter mais de 195,3 KB.');
    expect((await details(team.company.id)).logo_url).toBe(current.body.logo_url);
    expect(logoBlobs(team.company.id)).toHaveLength(1);
    await removeLogo(team.company.id);
  });

  it('answers in English to an English-speaking member', async () => {
    const english = await team.member(['company.manage'], 'Ellen English');
    await updateUser(app.ctx.db, english.id, { language: 'en' });
    const res = await uploadLogo(team.company.id, minimalPdf(), { token: english.token, type: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.errors.logo).toEqual(['The logo must be a JPEG, PNG or WebP image.']);
  });

  it('refuses a member without company.manage (403), another company (404) and no session (401)', async () => {
    const png = await image(20, 20).png().toBuffer();
    const plain = await team.member(['vault.view'], 'Sem Permissão');
    expect((await uploadLogo(team.company.id, png, { token: plain.token })).status).toBe(403);
    expect((await removeLogo(team.company.id, plain.token)).status).toBe(403);
    const foreign = await uploadLogo(other.company.id, png);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(NOT_FOUND);
    expect((await removeLogo(other.company.id)).status).toBe(404);
    expect((await uploadLogo(999_999, png, { token: admin })).status).toBe(404);
    const anonymous = await fetch(`${app.url}/api/empresa/${team.company.id}/logo`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    expect(logoBlobs(other.company.id)).toEqual([]);
  });

  it('answers 404 to a forged or altered logo link', async () => {
    const { body } = await uploadLogo(team.company.id, await image(50, 50).png().toBuffer(), {
      type: 'image/png',
    });
    const url: string = body.logo_url;
    const forged = url.replace(/\/(\d+)\./, `/${other.company.id}.`);
    expect((await served(forged)).status).toBe(404);
    expect((await served(`${url.slice(0, -2)}xx`)).status).toBe(404);
    expect((await served('/api/empresa/logo/1.nada.assinatura')).status).toBe(404);
    await removeLogo(team.company.id);
  });
});

describe('the logo where signers see it', () => {
  it("shows in the signer's view (loading without a session) and in the invitation e-mail's HTML", async () => {
    const { body } = await uploadLogo(team.company.id, await image(600, 200).jpeg().toBuffer());
    const logo: string = body.logo_url;
    const signer = external({ nome: 'Sara Signatária' });
    await sendForSignature(app, team.owner.token, { signatarios: [signer] });

    const mail = inviteMailsTo(app, signer.email).at(-1);
    expect(mail?.html).toContain(`<img src="${TEST_APP_URL}${logo}" alt="Logo Própria Ltda"`);
    expect(mail?.text).not.toContain(logo);

    const view = await viewByLink(app, linkToken(app, signer.email));
    expect(view.status, view.text).toBe(200);
    expect(view.body.empresa).toEqual({ nome: 'Logo Própria Ltda', logo_url: logo });
    const got = await served(view.body.empresa.logo_url);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');

    await removeLogo(team.company.id);
    const signer2 = external();
    await sendForSignature(app, team.owner.token, { signatarios: [signer2] });
    expect(inviteMailsTo(app, signer2.email).at(-1)?.html).not.toContain('/api/empresa/logo/');
    expect((await viewByLink(app, linkToken(app, signer2.email))).body.empresa.logo_url).toBeNull();
  });
});

/** The images pdfimages lists in a PDF (one line each: page, size…). */
function pdfImages(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cofre-pdfimages-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    const out = spawnSync('pdfimages', ['-list', join(dir, 'doc.pdf')], { encoding: 'utf8' });
    if (out.error) throw out.error;
    return out.stdout
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the logo on the certificate pages', () => {
  it('is drawn on the sealed PDF’s certificate, whose signature stays valid', async () => {
    await uploadLogo(team.company.id, await image(900, 300).png().toBuffer(), { type: 'image/png' });
    const signer = external({ nome: 'Clara Certificado' });
    await sendForSignature(app, team.owner.token, { signatarios: [signer] });
    const signed = await signAs(app, signer.email);
    expect(signed.status, signed.text).toBe(200);
    const token = linkToken(app, signer.email);
    const sealed = await waitForSealed(token);
    expect(pdfsig(sealed)).toContain('Signature is Valid.');
    const images = pdfImages(sealed);
    // The QR code is drawn as vectors: the one image is the logo (480×160, as stored).
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*2\s+\d+\s+image\s+480\s+160\b/);
    await removeLogo(team.company.id);
  });
});

/** The sealed PDF behind a signer's link, once the process has completed. */
async function waitForSealed(token: string): Promise<Buffer> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const view = await viewByLink(app, token);
    if (view.body?.assinado_url) return sealedByLink(app, token);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the process did not complete');
}

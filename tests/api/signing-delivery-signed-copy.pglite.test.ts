// The signed document reaches people, through the real API: every signatory's "Documento concluído"
// e-mail (in their language) and the owner's carry a signed link to the sealed PDF that works without
// a session — after the personal links stopped working — until the day the message names; the
// vault's download of a completed PDF is its signed copy, named as such, the original still there
// with versao=original; the signing e-mails answer to whoever sent the document (Reply-To); the
// public verification lists the signing events only while its chain report still covers them all,
// and the unsigned original is recognised as such; /favicon.ico answers with an icon.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationResult } from '../../common/schemas/signing.js';
import { brasiliaDay } from '../../server/modules/billing/dates.js';
import { type CapturedMail, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import {
  actByLink,
  askCode,
  codeFrom,
  companyWithOwner,
  denyByLink,
  eventsOf,
  external,
  fileRow,
  linkToken,
  type Member,
  mailsTo,
  processOf,
  sendForSignature,
  setSignatory,
  signAs,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;

beforeAll(async () => {
  app = await startTestApp();
  owner = (await companyWithOwner(app)).owner;
});
afterAll(async () => app?.close());

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The captured mail as written to disk, Reply-To included. */
type Mail = CapturedMail & { replyTo?: string };

const completionTo = (address: string) =>
  mailsTo(app, address).find((m) => /^(Documento concluído|Document completed)/.test(m.subject)) as
    | Mail
    | undefined;

/** The signed link to the sealed PDF in a completion mail (the first of its links). */
function downloadLinkIn(mail: Mail | undefined): string {
  const link = mail?.links.find((l) => l.startsWith(`${TEST_APP_URL}/api/blob/`));
  if (!link) throw new Error(`no signed-copy link in: ${mail?.text}`);
  return link.slice(TEST_APP_URL.length);
}

/** GET a relative link; the bytes and the download's name (RFC 5987 filename*). */
async function download(path: string) {
  const res = await fetch(app.url + path);
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    name: encoded ? decodeURIComponent(encoded) : null,
    disposition,
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('a completed PDF: the signed copy to everyone', () => {
  const original = minimalPdf('Contrato de locação');
  const ana = external({ nome: 'Ana Parte', tipo: 4, exige_codigo: true });
  const john = { ...external({ nome: 'John Witness', tipo: 5 }), idioma: 'en' };
  let fileId: number;
  let sealedSha: string;
  let codigo: string;

  beforeAll(async () => {
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [ana, john], mensagem: 'Qualquer dúvida me chame.' },
      { name: 'Contrato de locação.pdf', bytes: original },
    );
    fileId = file.id;
    const token = linkToken(app, ana.email);
    expect((await askCode(app, token)).status).toBe(200);
    const acted = await actByLink(app, token, { consentimento: true, codigo: codeFrom(app, ana.email) });
    expect(acted.status, acted.text).toBe(200);
    // John's invitation is in English: his link read from it.
    const johnsLink = mailsTo(app, john.email)
      .flatMap((m) => m.links)
      .map((l) => /\/assinar\/([A-Za-z0-9_-]+)$/.exec(l)?.[1])
      .find(Boolean);
    expect((await actByLink(app, johnsLink as string)).status).toBe(200);
    const row = await fileRow(app, fileId);
    expect(row.status).toBe('completed');
    sealedSha = row.seladoSha256?.trim() ?? '';
    codigo = row.verificacaoCodigo ?? '';
    expect(sealedSha).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it("each signatory's e-mail downloads the sealed PDF, named as signed, in their language", async () => {
    for (const [who, name] of [
      [ana.email, 'Contrato de locação (assinado).pdf'],
      [john.email, 'Contrato de locação (signed).pdf'],
    ] as const) {
      const mail = completionTo(who);
      const got = await download(downloadLinkIn(mail));
      expect(got.status, who).toBe(200);
      expect(got.type).toBe('application/pdf');
      expect(sha256(got.bytes)).toBe(sealedSha);
      expect(got.name).toBe(name);
      expect(got.disposition.startsWith('attachment;')).toBe(true);
      // The verification page is still offered, below the download.
      expect(mail?.links).toContain(`${TEST_APP_URL}/verificar/${codigo}`);
    }
  });

  it('says until when the link works (SIGNING_LINK_TTL, 30 days) and outlives the personal links', async () => {
    const until = brasiliaDay(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    expect(completionTo(ana.email)?.text).toContain(`ele vale até ${until}`);
    expect(completionTo(john.email)?.text).toContain(`it works until ${until}`);
    // The personal links stop working (expired): the signed copy still comes.
    for (const s of (await processOf(app, owner.token, fileId)).signatarios)
      await setSignatory(app, s.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    expect((await fetch(`${app.url}/api/assinar/${linkToken(app, ana.email)}`)).status).toBe(410);
    const got = await download(downloadLinkIn(completionTo(ana.email)));
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sealedSha);
  });

  it("the owner's completion e-mail carries the signed copy too", async () => {
    const mail = completionTo(owner.user.email);
    const got = await download(downloadLinkIn(mail));
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sealedSha);
    expect(got.name).toBe('Contrato de locação (assinado).pdf');
    // Their own message answers to nobody else.
    expect(mail?.replyTo).toBeUndefined();
  });

  it("the vault's download of a completed PDF is its signed copy; versao=original the original", async () => {
    const main = await app.call('GET', `/api/file/${fileId}/url?disposition=attachment`, {
      token: owner.token,
    });
    expect(main.status, main.text).toBe(200);
    expect(main.body).toMatchObject({ versao: 'assinado', nome: 'Contrato de locação (assinado).pdf' });
    const signed = await download(main.body.url);
    expect(sha256(signed.bytes)).toBe(sealedSha);
    expect(signed.name).toBe('Contrato de locação (assinado).pdf');

    const english = await app.call('GET', `/api/file/${fileId}/url`, {
      token: owner.token,
      headers: { 'accept-language': 'en' },
    });
    // The owner's own language decides (pt-BR here), not the header: a signed-in request.
    expect(english.body.nome).toBe('Contrato de locação (assinado).pdf');

    const orig = await app.call('GET', `/api/file/${fileId}/url?disposition=attachment&versao=original`, {
      token: owner.token,
    });
    expect(orig.body).toMatchObject({ versao: 'original', nome: 'Contrato de locação.pdf' });
    const bytes = await download(orig.body.url);
    expect(bytes.bytes.equals(original)).toBe(true);
    expect(bytes.name).toBe('Contrato de locação.pdf');

    // The preview shows the signed copy too; each link is recorded with its version.
    const inline = await app.call('GET', `/api/file/${fileId}/url?disposition=inline`, {
      token: owner.token,
    });
    expect(inline.body.versao).toBe('assinado');
    const recorded = (await eventsOf(app, owner.token, fileId)).data.filter((e) =>
      ['viewed', 'downloaded'].includes(e.acao),
    );
    expect(recorded.map((e) => [e.acao, e.dados.versao ?? 'original'])).toEqual([
      ['downloaded', 'assinado'],
      ['downloaded', 'assinado'],
      ['downloaded', 'original'],
      ['viewed', 'assinado'],
    ]);
  });

  it('a draft downloads its original by default', async () => {
    const { file } = await sendForSignature(app, owner.token, { signatarios: [external()] });
    const url = await app.call('GET', `/api/file/${file.id}/url`, { token: owner.token });
    expect(url.body).toMatchObject({ versao: 'original', nome: file.nome });
    const sealed = await app.call('GET', `/api/file/${file.id}/url?versao=assinado`, { token: owner.token });
    expect(sealed.status).toBe(404);
  });

  it('the signing e-mails answer to whoever sent the document (Reply-To)', async () => {
    const code = mailsTo(app, ana.email).find((m) => /código/i.test(m.subject)) as Mail;
    expect(code.replyTo).toBe(owner.user.email);
    expect(completionTo(ana.email)?.replyTo).toBe(owner.user.email);
    expect(completionTo(john.email)?.replyTo).toBe(owner.user.email);
    // Every .eml to John carries the header: his invitation to sign and the completion.
    const dir = join(app.dataDir, 'mail');
    const johns = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .filter((t) => t.includes(`To: ${john.email}`));
    expect(johns.length).toBeGreaterThanOrEqual(2);
    const replyTo = new RegExp(`^Reply-To: ${owner.user.email.replace(/[.+]/g, '\\$&')}$`, 'm');
    for (const eml of johns) expect(eml).toMatch(replyTo);

    // A denial's notice to whoever had acted answers to the owner too.
    const signer = external({ nome: 'Bia Primeira' });
    const refuser = external({ nome: 'Caio Recusa' });
    const { file } = await sendForSignature(app, owner.token, { signatarios: [signer, refuser] });
    await signAs(app, signer.email);
    expect((await denyByLink(app, file.id, linkToken(app, refuser.email))).status).toBe(200);
    const notice = mailsTo(app, signer.email).find((m) => m.subject.startsWith('Documento recusado')) as Mail;
    expect(notice.replyTo).toBe(owner.user.email);
    // …and the owner's own notice has none.
    const ownNotice = mailsTo(app, owner.user.email).find((m) =>
      m.subject.startsWith(`Documento recusado: ${file.nome}`),
    ) as Mail;
    expect(ownNotice.replyTo).toBeUndefined();
  }, 30_000);

  it('a mail without a requester has no Reply-To (password recovery)', async () => {
    const res = await app.call('POST', '/api/password/email', { body: { email: owner.user.email } });
    expect(res.status, res.text).toBe(200);
    const mail = app.lastMailTo(owner.user.email) as Mail;
    expect(mail.replyTo).toBeUndefined();
  });

  it('the public verification lists the signing events only; the chain still covers every event', async () => {
    // Internal vault events after completion: renamed, viewed, downloaded (above), moved to the root.
    const renamed = await app.call('PUT', `/api/file/${fileId}/rename`, {
      token: owner.token,
      body: { nome: 'Locação assinada' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const all = await eventsOf(app, owner.token, fileId);
    const internal = [
      'uploaded',
      'viewed',
      'downloaded',
      'renamed',
      'moved',
      'deleted',
      'restored',
      'purged',
    ];
    expect(all.data.some((e) => internal.includes(e.acao))).toBe(true);

    const res = await app.call<VerificationResult>('GET', `/api/verificar/${codigo}`);
    expect(res.status).toBe(200);
    const listed = res.body.eventos.map((e) => e.acao);
    expect(listed.filter((a) => internal.includes(a))).toEqual([]);
    expect(listed).toEqual(
      expect.arrayContaining(['signing_requested', 'signatory_invited', 'code_sent', 'signed', 'completed']),
    );
    // The chain report is the file's whole chain: valid, its length every event's, the listed
    // ones keeping their place in it.
    expect(res.body.cadeia).toMatchObject({ valid: true, count: all.data.length });
    expect(res.body.eventos.length).toBeLessThan(all.data.length);
    const bySeq = new Map(all.data.map((e) => [e.seq, e]));
    for (const e of res.body.eventos) expect(bySeq.get(e.seq)?.hash).toBe(e.hash);
  });

  it('the unsigned original is recognised as the original (not the signed copy), without internal events', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(original)], { type: 'application/pdf' }), 'contrato.pdf');
    const res = await fetch(`${app.url}/api/verificar`, { method: 'POST', body: form });
    const body = (await res.json()) as VerificationResult;
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ encontrado: true, correspondencia: 'original' });
    expect(body.selo?.presente).toBe(false);
    expect(body.documento?.sha256_assinado).toBe(sealedSha);
    expect(body.eventos.some((e) => ['viewed', 'downloaded', 'renamed', 'uploaded'].includes(e.acao))).toBe(
      false,
    );
    expect(body.cadeia?.valid).toBe(true);
  });
});

describe('/favicon.ico', () => {
  it('answers 200 with an icon, as does /favicon.svg', async () => {
    const ico = await fetch(`${app.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await ico.arrayBuffer());
    // An ICO directory: reserved 0, type 1, at least one image.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const svg = await fetch(`${app.url}/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

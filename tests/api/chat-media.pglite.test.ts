// Files people send to the company's WhatsApp: fetched from the gateway
// (getBase64FromMediaMessage) as soon as they are reported, kept in the blob store typed by their
// own bytes, and reachable through a short-lived link (GET /api/device/{id}/media/{message}) that
// plays inline (audio, video, images) or downloads (documents, unknown kinds).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, pngBytes } from '../helpers/files.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV, simControl, waitFor } from '../helpers/messaging.js';

const MEDIA = join(import.meta.dirname, '../fixtures/media');

let app: TestApp;
let token: string;
let device: any;
let instance: string;

async function companyToken() {
  const company = await makeCompany(app);
  const user = await makeUser(app, { companies: [company.id], selected: company.id });
  return (await loginAs(app, user.email, user.password)).access_token as string;
}

/** A file arrives from `from`; resolves with the chat message once its bytes are kept. */
async function receive(from: string, file: Record<string, unknown>, bytes?: Uint8Array) {
  const res = await simControl(app, 'POST', `/${instance}/incoming`, {
    from,
    ...file,
    ...(bytes ? { media: Buffer.from(bytes).toString('base64') } : {}),
  });
  expect(res.status).toBe(201);
  return waitFor(async () => {
    const m = (await app.call('GET', `/api/device/${device.id}/message/${from}`, { token })).body.data[0];
    return m?.media && (m.media.stored || !bytes) ? m : undefined;
  });
}

/** The file through its link, as a browser fetches it. */
async function download(messageId: number, t = token) {
  const link = await app.call('GET', `/api/device/${device.id}/media/${messageId}`, { token: t });
  if (link.status !== 200) return { link, res: null, bytes: null };
  const res = await fetch(`${app.url}${link.body.url}`);
  return { link, res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  token = await companyToken();
  ({ device, instance } = await connectDevice(app, token, 'Recepção'));
});
afterAll(async () => {
  await app?.close();
});

describe('received files', () => {
  it('keeps a voice note and plays it inline', async () => {
    const ogg = readFileSync(join(MEDIA, 'voice-note.ogg'));
    const m = await receive('5511966660001', { mimetype: 'audio/ogg; codecs=opus', ptt: true }, ogg);
    expect(m).toMatchObject({ direction: 'in', status: 'received' });
    expect(m.media).toMatchObject({
      kind: 'audio',
      voice: true,
      stored: true,
      size: ogg.length,
      mimetype: 'audio/ogg',
    });
    expect(m.media.file_name).toMatch(/^audio\.ogg$/);
    const { link, res, bytes } = await download(m.id);
    expect(link.body).toEqual({
      url: expect.stringMatching(/^\/api\/midia\//),
      expires_at: expect.any(String),
    });
    expect(res?.status).toBe(200);
    expect(res?.headers.get('content-type')).toBe('audio/ogg');
    expect(res?.headers.get('content-disposition')).toMatch(/^inline/);
    expect(bytes?.equals(ogg)).toBe(true);
  });

  it.each([
    ['tone.mp3', 'audio/mpeg', 'audio', '5511966660002'],
    ['tone.m4a', 'audio/mp4', 'audio', '5511966660003'],
    ['clip.mp4', 'video/mp4', 'video', '5511966660004'],
  ])('keeps %s as %s', async (file, mimetype, kind, from) => {
    const bytes = readFileSync(join(MEDIA, file));
    const m = await receive(from, { mimetype }, bytes);
    expect(m.media).toMatchObject({ kind, mimetype, voice: false, stored: true });
    const got = await download(m.id);
    expect(got.res?.headers.get('content-type')).toBe(mimetype);
    expect(got.bytes?.equals(bytes)).toBe(true);
  });

  it('shows a photo inline with its caption', async () => {
    const png = pngBytes();
    const m = await receive('5511966660005', { mimetype: 'image/png', text: 'Foto do recibo' }, png);
    expect(m.text).toBe('Foto do recibo');
    expect(m.media).toMatchObject({ kind: 'image', mimetype: 'image/png' });
    expect((await download(m.id)).res?.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('offers a PDF as a download under its own name', async () => {
    const pdf = minimalPdf();
    const m = await receive(
      '5511966660006',
      { mimetype: 'application/pdf', fileName: 'comprovante.pdf' },
      pdf,
    );
    expect(m.media).toMatchObject({ kind: 'document', file_name: 'comprovante.pdf', stored: true });
    const { res, bytes } = await download(m.id);
    expect(res?.headers.get('content-disposition')).toMatch(/^attachment.*comprovante\.pdf/);
    expect(bytes?.equals(pdf)).toBe(true);
  });

  it('never trusts the sender’s type: HTML claimed as an image downloads as octet-stream', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const m = await receive('5511966660007', { mimetype: 'image/png', fileName: 'foto.png' }, html);
    expect(m.media).toMatchObject({ kind: 'document', mimetype: 'application/octet-stream' });
    const { res } = await download(m.id);
    expect(res?.headers.get('content-type')).toBe('application/octet-stream');
    expect(res?.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res?.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a file the gateway cannot give yet: 404 with a message, asked again on the next try', async () => {
    // No bytes: the gateway answers 400 for it, as Evolution does for media it did not keep.
    const m = await receive('5511966660008', { mimetype: 'application/pdf', fileName: 'perdido.pdf' });
    expect(m.media).toMatchObject({ stored: false, file_name: 'perdido.pdf' });
    const { link } = await download(m.id);
    expect(link.status).toBe(404);
    expect(link.body.message).toBe(
      'Este arquivo ainda não pôde ser obtido do WhatsApp. Tente de novo em instantes.',
    );
  });

  it('another company cannot get a link; a tampered link is refused', async () => {
    const m = await receive('5511966660009', { mimetype: 'image/png' }, pngBytes());
    const other = await companyToken();
    expect((await download(m.id, other)).link.status).toBe(404);
    const { link } = await download(m.id);
    const tampered = link.body.url.replace(/\/(\d+)\./, (_: string, id: string) => `/${Number(id) + 1}.`);
    expect((await fetch(`${app.url}${tampered}`)).status).toBe(403);
  });
});

// The signed document reaches a signatory reached by WhatsApp only, through the real API and the
// mounted gateway simulator: the "Documento concluído" message carries a signed link to the sealed
// PDF (the same bytes, named as the signed copy) with the day it stops working, and the
// verification page; the owner's e-mail carries the same copy.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brasiliaDay } from '../../server/modules/billing/dates.js';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { connectDevice, MESSAGING_ENV, simSent, waitFor } from '../helpers/messaging.js';
import {
  actByLink,
  companyWithOwner,
  fileRow,
  type Member,
  mailsTo,
  processOf,
  sendForSignature,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  owner = (await companyWithOwner(app)).owner;
  await connectDevice(app, owner.token, 'Celular Assinaturas');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** The signed link to the sealed PDF in a message: /api/blob/<token> after the app's address. */
const BLOB = new RegExp(`${TEST_APP_URL.replace(/[.]/g, '\\.')}(/api/blob/[A-Za-z0-9_.-]+)`);

/** The newest WhatsApp message to this number whose text matches. */
const waitForMessage = (number: string, match: RegExp, what: string) =>
  waitFor(
    async () => (await simSent(app)).filter((s) => s.number === number && match.test(s.text ?? '')).at(-1),
    15_000,
    what,
  );

async function download(path: string) {
  const res = await fetch(app.url + path);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return {
    status: res.status,
    name: encoded ? decodeURIComponent(encoded) : null,
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('a WhatsApp signatory gets the signed copy', () => {
  it('the completion message links to the sealed PDF, until a named day', async () => {
    const fileName = 'Contrato por WhatsApp.pdf';
    const { file } = await sendForSignature(
      app,
      owner.token,
      { signatarios: [{ nome: 'Wagner Zap', phone: '11 97311-0001', tipo: 1, canal: 'whatsapp' }] },
      { name: fileName },
    );
    const number = '5511973110001';
    const invite = await waitForMessage(number, /\/assinar\//, 'the invitation by WhatsApp');
    const token = /\/assinar\/([A-Za-z0-9_-]+)/.exec(invite.text ?? '')?.[1] as string;
    const acted = await actByLink(app, token);
    expect(acted.status, acted.text).toBe(200);
    expect((await processOf(app, owner.token, file.id)).status).toBe('completed');
    const sealedSha = (await fileRow(app, file.id)).seladoSha256?.trim();

    const done = await waitForMessage(number, /Documento concluído/, 'the completion message');
    const until = brasiliaDay(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    expect(done.text).toContain(`*Documento concluído: ${fileName}*`);
    expect(done.text).toContain(`ele vale até ${until}`);
    expect(done.text).toContain(`${TEST_APP_URL}/verificar/`);
    const link = BLOB.exec(done.text ?? '')?.[1];
    expect(link, done.text ?? '').toBeTruthy();
    const got = await download(link as string);
    expect(got.status).toBe(200);
    expect(sha256(got.bytes)).toBe(sealedSha);
    expect(got.name).toBe('Contrato por WhatsApp (assinado).pdf');

    // The owner's e-mail: the same signed copy.
    const mail = mailsTo(app, owner.user.email).find((m) => m.subject === `Documento concluído: ${fileName}`);
    const ownerLink = mail?.links.find((l) => l.startsWith(`${TEST_APP_URL}/api/blob/`));
    const ownerCopy = await download((ownerLink ?? '').slice(TEST_APP_URL.length));
    expect(ownerCopy.status).toBe(200);
    expect(sha256(ownerCopy.bytes)).toBe(sealedSha);
  }, 45_000);
});

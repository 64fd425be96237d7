// Signing tests: a company with its owner, a PDF uploaded and sent for signature, the personal
// link's token and the one-time code read from the captured e-mails, the file's events, direct
// edits of a signatory or file row (to move its times back) and a PDF's page count.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChainReport, EventView } from '../../common/schemas/fileEvents.js';
import type { SigningProcess } from '../../common/schemas/signing.js';
import { arquivos, assinaturas } from '../../server/db/schema.js';
import {
  type CallResult,
  type CapturedMail,
  loginAs,
  startTestApp,
  TEST_APP_URL,
  type TestApp,
} from './app.js';
import { minimalPdf, uploadFile } from './files.js';
import { makeCompany, makeUser, uniqueEmail } from './fixtures.js';
import { pdfinfo } from './pdfsig.js';

type User = Awaited<ReturnType<typeof makeUser>>;

/** A signed-in company user: the account and its bearer token. */
export interface Member {
  user: User;
  token: string;
}

/** A user of the company with these permissions (every one by default), signed in to it. */
export async function member(app: TestApp, empresaId: number, permissions?: string[]): Promise<Member> {
  const user = await makeUser(app, { companies: [empresaId], permissions, selected: empresaId });
  return { user, token: (await loginAs(app, user.email, user.password)).access_token };
}

/** A new company and a user holding every permission in it. */
export async function companyWithOwner(app: TestApp) {
  const company = await makeCompany(app);
  return { empresaId: company.id, company, owner: await member(app, company.id) };
}

/** A new app with one company's owner signed in: the setup of a file whose tests all act as that owner. */
export async function appWithOwner(): Promise<{ app: TestApp; owner: Member }> {
  const app = await startTestApp();
  return { app, owner: (await companyWithOwner(app)).owner };
}

/** Uploads a file (a one-page PDF unless bytes are given) and returns its id and name. */
export async function upload(
  app: TestApp,
  token: string,
  o: { name?: string; bytes?: Buffer; mime?: string } = {},
): Promise<{ id: number; nome: string; sha256: string }> {
  const name = o.name ?? `Contrato ${randomBytes(3).toString('hex')}.pdf`;
  const res = await uploadFile(app, token, {
    name,
    bytes: o.bytes ?? minimalPdf(`Contrato de teste ${name}`),
    mime: o.mime ?? 'application/pdf',
  });
  if (res.status !== 201) throw new Error(`upload ${name} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An external signatory (a person outside the company) with a fresh e-mail. */
export const external = (
  o: {
    nome?: string;
    email?: string;
    phone?: string;
    cpf?: string;
    tipo?: number;
    exige_codigo?: boolean;
  } = {},
) => ({
  nome: 'Fulana de Tal',
  email: uniqueEmail('signataria'),
  tipo: 1,
  ...o,
});

export interface SendBody {
  signatarios: Record<string, unknown>[];
  sequencial?: boolean;
  mensagem?: string | null;
  /** A deadline (YYYY-MM-DD) and automatic reminders every so many days. */
  prazo?: string | null;
  lembrete_dias?: number | null;
}

/** POST /api/arquivo/{id}/assinaturas as it is, whatever it answers. */
export const requestSigning = (app: TestApp, token: string, fileId: number, body: unknown) =>
  app.call('POST', `/api/arquivo/${fileId}/assinaturas`, { token, body });

/** Uploads a PDF and sends it for signature; fails loudly unless the answer is 201. */
export async function sendForSignature(
  app: TestApp,
  token: string,
  body: SendBody,
  o: { name?: string; bytes?: Buffer; mime?: string } = {},
) {
  const file = await upload(app, token, o);
  const res = await requestSigning(app, token, file.id, body);
  if (res.status !== 201) throw new Error(`send ${file.id} → ${res.status} ${res.text}`);
  return { file, process: res.body };
}

/** GET /api/arquivo/{id}/assinaturas as the owner; fails unless 200. */
export async function processOf(app: TestApp, token: string, fileId: number): Promise<SigningProcess> {
  const res = await app.call<SigningProcess>('GET', `/api/arquivo/${fileId}/assinaturas`, { token });
  if (res.status !== 200) throw new Error(`process ${fileId} → ${res.status} ${res.text}`);
  return res.body;
}

const SIGNING_LINK = new RegExp(`^${TEST_APP_URL.replace(/[.]/g, '\\.')}/assinar/([A-Za-z0-9_-]+)$`);

/** The invitations and reminders (mails with a personal signing link) sent to this address, oldest first. */
export const inviteMailsTo = (app: TestApp, address: string): CapturedMail[] =>
  app.mails().filter((m) => m.to === address && /aguardando você/i.test(m.subject));

/** Every captured mail to this address, oldest first. */
export const mailsTo = (app: TestApp, address: string): CapturedMail[] =>
  app.mails().filter((m) => m.to === address);

/** The /assinar/{token} token of the newest invitation or reminder sent to this address. */
export function linkToken(app: TestApp, address: string): string {
  const mail = inviteMailsTo(app, address).at(-1);
  if (!mail) throw new Error(`no signing invitation captured for ${address}`);
  for (const link of mail.links) {
    const token = SIGNING_LINK.exec(link)?.[1];
    if (token) return token;
  }
  throw new Error(`no /assinar/ link in the mail to ${address}: ${mail.links.join(', ')}`);
}

/** The six-digit code of the newest code e-mail sent to this address. */
export function codeFrom(app: TestApp, address: string): string {
  const mail = app
    .mails()
    .filter((m) => m.to === address && /código/i.test(m.subject))
    .at(-1);
  if (!mail) throw new Error(`no code e-mail captured for ${address}`);
  const code = /(?:c[óo]digo|code)\D{0,30}?\b(\d{6})\b/i.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${mail.text}`);
  return code;
}

/** The public calls of a link holder. */
export const viewByLink = (app: TestApp, token: string, o: { headers?: Record<string, string> } = {}) =>
  app.call('GET', `/api/assinar/${token}`, o);
export const actByLink = (
  app: TestApp,
  token: string,
  body: unknown = { consentimento: true },
  o: { headers?: Record<string, string>; ip?: string } = {},
) => app.call('POST', `/api/assinar/${token}`, { body, ...o });
export const askCode = (app: TestApp, token: string) => app.call('POST', `/api/assinar/${token}/codigo`);
export const denyByLink = (
  app: TestApp,
  fileId: number,
  token: string,
  motivo = 'Não concordo com a cláusula 3.',
) => app.call('PUT', `/api/arquivo/${fileId}/negar-publico`, { body: { token, motivo } });

/** Signs by the newest link e-mailed to this address (consent given); fails unless 200. */
export async function signAs(app: TestApp, address: string): Promise<CallResult> {
  const res = await actByLink(app, linkToken(app, address));
  if (res.status !== 200) throw new Error(`act by ${address} → ${res.status} ${res.text}`);
  return res;
}

export type EventsBody = { data: EventView[]; chain: ChainReport };

/** GET /api/file/{id}/events as the owner; fails unless 200. */
export async function eventsOf(app: TestApp, token: string, fileId: number): Promise<EventsBody> {
  const res = await app.call<EventsBody>('GET', `/api/file/${fileId}/events`, { token });
  if (res.status !== 200) throw new Error(`events ${fileId} → ${res.status} ${res.text}`);
  return res.body;
}

export const actionsOf = (events: EventsBody) => events.data.map((e) => e.acao);

/** Changes a signatory's row directly (e.g. moves a time back, expires a link or a code). */
export async function setSignatory(
  app: TestApp,
  id: number,
  values: Partial<typeof assinaturas.$inferInsert>,
): Promise<void> {
  await app.ctx.db.update(assinaturas).set(values).where(eq(assinaturas.id, id));
}

export async function signatoryRow(app: TestApp, id: number) {
  const [row] = await app.ctx.db.select().from(assinaturas).where(eq(assinaturas.id, id));
  if (!row) throw new Error(`no signatory ${id}`);
  return row;
}

export async function fileRow(app: TestApp, id: number) {
  const [row] = await app.ctx.db.select().from(arquivos).where(eq(arquivos.id, id));
  if (!row) throw new Error(`no file ${id}`);
  return row;
}

/** Changes a file's row directly (e.g. moves its signing deadline into the past). */
export async function setFile(
  app: TestApp,
  id: number,
  values: Partial<typeof arquivos.$inferInsert>,
): Promise<void> {
  await app.ctx.db.update(arquivos).set(values).where(eq(arquivos.id, id));
}

/** A moment `seconds` ago. */
export const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** The bytes behind a relative link the API handed out (e.g. /api/blob/…). */
export async function fetchBytes(
  app: TestApp,
  path: string,
): Promise<{ status: number; bytes: Buffer; type: string }> {
  const res = await fetch(app.url + path);
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    type: res.headers.get('content-type') ?? '',
  };
}

/** The sealed PDF of a completed file, read through a signer's personal link (its assinado_url). */
export async function sealedByLink(app: TestApp, linkToken: string): Promise<Buffer> {
  const view = await app.call('GET', `/api/assinar/${linkToken}`);
  if (!view.body?.assinado_url) throw new Error(`no sealed PDF behind the link: ${view.status} ${view.text}`);
  const got = await fetchBytes(app, view.body.assinado_url);
  if (got.status !== 200) throw new Error(`sealed bytes → ${got.status}`);
  return got.bytes;
}

/** The page count pdfinfo reads (NaN when it cannot read the PDF). */
export const pdfPages = (bytes: Uint8Array) => Number(/^Pages:\s+(\d+)/m.exec(pdfinfo(bytes).stdout)?.[1]);

// The dashboard (POST /api/dash/inicial) over arranged rows: documents in every signing state (whose
// turn is the signed-in user's, by account or by proven e-mail, or someone else's; ended this month
// or before; deleted), devices connected or not, messages in every status (inside and outside the
// period, received ones, another company's), files for storage (in the trash, purged) against the
// plan and its storage add-ons; company users only, with the 'dashboard.view' permission.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import type { DashboardView } from '../../common/schemas/dashboard.js';
import { insertPlan } from '../../server/db/queries/plans.js';
import {
  arquivos,
  assinaturas,
  devices,
  empresaModulos,
  empresas,
  mensagens,
  servers,
} from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';

let app: TestApp;
let companyA: number;
let companyB: number;
let me: { id: number; email: string; token: string };
/** A user of company B (no plan: unlimited storage, none of A's figures). */
let otherToken: string;

const DAY = 86_400_000;
const MB = 1024 * 1024;
/** The first instant of this month in Brasília (UTC−3). */
const monthStart = (() => {
  const local = new Date(Date.now() - 3 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, 3));
})();
/** YYYY-MM-DD in Brasília. */
const brDay = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

let fileSeq = 0;
async function file(empresaId: number, o: Partial<typeof arquivos.$inferInsert> = {}): Promise<number> {
  fileSeq += 1;
  const [row] = await app.ctx.db
    .insert(arquivos)
    .values({
      empresaId,
      nome: `Documento ${fileSeq} ${randomBytes(2).toString('hex')}.pdf`,
      mime: 'application/pdf',
      tamanho: 1000,
      sha256: randomBytes(32).toString('hex'),
      blobKey: `test/${randomBytes(8).toString('hex')}`,
      ...o,
    })
    .returning({ id: arquivos.id });
  if (!row) throw new Error('no file');
  return row.id;
}

type Signer = { ordem: number; status?: string; userId?: number | null; email?: string };
/** A file in signing with these signatories (parallel unless sequencial). */
async function inSigning(
  empresaId: number,
  signers: Signer[],
  o: Partial<typeof arquivos.$inferInsert> = {},
): Promise<number> {
  const id = await file(empresaId, { status: 'waiting', enviadoEm: new Date(), ...o });
  for (const s of signers)
    await app.ctx.db.insert(assinaturas).values({
      empresaId,
      arquivoId: id,
      ordem: s.ordem,
      tipo: 1,
      userId: s.userId ?? null,
      nome: 'Signatário',
      email: s.email ?? uniqueEmail('outro'),
      status: s.status ?? 'pending',
    });
  return id;
}

let serverId: number;
async function device(empresaId: number, state: string, deleted = false): Promise<number> {
  const [row] = await app.ctx.db
    .insert(devices)
    .values({
      empresaId,
      serverId,
      name: `Aparelho ${state}`,
      instanceName: `dash-${randomBytes(6).toString('hex')}`,
      instanceTokenSealed: 'x',
      state,
      deletedAt: deleted ? new Date() : null,
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('no device');
  return row.id;
}

async function messages(
  empresaId: number,
  deviceId: number,
  status: string,
  howMany: number,
  o: { createdAt?: Date; direction?: 'in' | 'out' } = {},
) {
  for (let i = 0; i < howMany; i++)
    await app.ctx.db.insert(mensagens).values({
      empresaId,
      deviceId,
      direction: o.direction ?? 'out',
      number: '5511999990000',
      texto: 'Olá',
      status,
      createdAt: o.createdAt ?? new Date(),
    });
}

const dash = (token: string | undefined, body?: unknown) =>
  app.call('POST', '/api/dash/inicial', { token, body });

async function figures(token = me.token, body?: unknown): Promise<DashboardView> {
  const res = await dash(token, body);
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: DashboardView }).data;
}

beforeAll(async () => {
  app = await startTestApp();
  companyA = (await makeCompany(app)).id;
  companyB = (await makeCompany(app)).id;
  const user = await makeUser(app, { companies: [companyA, companyB], selected: companyA });
  me = {
    id: user.id,
    email: user.email,
    // Someone of two companies names the one to enter (the login asks otherwise).
    token: (await loginAs(app, user.email, user.password, { empresa_id: companyA })).access_token,
  };
  const other = await makeUser(app, { companies: [companyB], selected: companyB });
  otherToken = (await loginAs(app, other.email, other.password)).access_token;

  // Documents of company A. Waiting for me: my turn by account (w1) and by my proven e-mail (w4).
  await file(companyA); // draft
  await inSigning(companyA, [{ ordem: 1, userId: me.id }, { ordem: 2 }]);
  // Waiting for others: my turn has not come (ordered process), only externals, I already signed.
  await inSigning(companyA, [{ ordem: 1 }, { ordem: 2, userId: me.id }], { sequencial: true });
  await inSigning(companyA, [{ ordem: 1 }, { ordem: 2 }]);
  await inSigning(companyA, [{ ordem: 1, email: me.email.toUpperCase() }]);
  await inSigning(companyA, [{ ordem: 1, userId: me.id, status: 'signed' }, { ordem: 2 }]);
  // Deleted while waiting for me: counts nowhere (but its bytes stay until purged).
  await inSigning(companyA, [{ ordem: 1, userId: me.id }], { deletedAt: new Date(), tamanho: 3 * MB });
  // Ended: this month and last month.
  const now = new Date();
  const lastMonth = new Date(monthStart.getTime() - 3_600_000);
  await file(companyA, { status: 'completed', concluidoEm: now });
  await file(companyA, { status: 'completed', concluidoEm: lastMonth });
  await file(companyA, { status: 'denied', encerradoEm: now });
  await file(companyA, { status: 'denied', encerradoEm: lastMonth });
  await file(companyA, { status: 'cancelled', encerradoEm: now });
  // Ended this month and moved to the trash since: still ended this month, no longer a document.
  await file(companyA, { status: 'completed', concluidoEm: now, deletedAt: now });
  await file(companyA, { status: 'denied', encerradoEm: now, deletedAt: now });
  // Purged: neither a document nor storage.
  await file(companyA, {
    status: 'completed',
    concluidoEm: now,
    deletedAt: now,
    purgedAt: now,
    tamanho: 7 * MB,
  });
  // Company B asks me too and has documents of its own: none of it counts for A.
  await inSigning(companyB, [{ ordem: 1, userId: me.id }], { tamanho: 5 * MB });
  await file(companyB, { status: 'completed', concluidoEm: now });

  // Devices: A has two connected of four (a deleted one does not count); B has one.
  const [server] = await app.ctx.db
    .insert(servers)
    .values({ nome: 'Gateway do painel', baseUrl: 'http://127.0.0.1:9', capacidade: 100, apiKeySealed: 'x' })
    .returning({ id: servers.id });
  serverId = server!.id;
  const a1 = await device(companyA, 'open');
  await device(companyA, 'open');
  await device(companyA, 'close');
  await device(companyA, 'connecting');
  await device(companyA, 'open', true);
  const b1 = await device(companyB, 'open');

  // Messages of A today: 2 sent, 1 delivered, 1 read, 1 failed, 1 invalid, queued and sending, 1 received.
  await messages(companyA, a1, 'sent', 2);
  await messages(companyA, a1, 'delivered', 1);
  await messages(companyA, a1, 'read', 1);
  await messages(companyA, a1, 'failed', 1);
  await messages(companyA, a1, 'invalid', 1);
  await messages(companyA, a1, 'queued', 1);
  await messages(companyA, a1, 'sending', 1);
  await messages(companyA, a1, 'received', 1, { direction: 'in' });
  // Ten days ago: 1 delivered, 1 failed (inside 30 days, outside 7); 31 and 40 days ago: outside.
  await messages(companyA, a1, 'delivered', 1, { createdAt: new Date(Date.now() - 10 * DAY) });
  await messages(companyA, a1, 'failed', 1, { createdAt: new Date(Date.now() - 10 * DAY) });
  await messages(companyA, a1, 'read', 2, { createdAt: new Date(Date.now() - 31 * DAY) });
  await messages(companyA, a1, 'failed', 1, { createdAt: new Date(Date.now() - 40 * DAY) });
  await messages(companyB, b1, 'sent', 3);

  // Storage: A's plan gives 100 MB, its add-ons 50 MB of storage (and devices, which do not count).
  const plan = await insertPlan(
    app.ctx.db,
    { nome: `Plano painel ${companyA}`, descricao: null, armazenamentoMb: 100 },
    { recorrencias: [], adicionais: [] },
  );
  await app.ctx.db.update(empresas).set({ planoId: plan.id }).where(eq(empresas.id, companyA));
  await app.ctx.db.insert(empresaModulos).values([
    { empresaId: companyA, modulo: 'storage', quantidade: 30 },
    { empresaId: companyA, modulo: 'storage', quantidade: 20 },
    { empresaId: companyA, modulo: 'devices', quantidade: 3 },
  ]);
});
afterAll(async () => app?.close());

describe('POST /api/dash/inicial', () => {
  it('counts the documents by whose turn it is and what ended this month (trashed since included)', async () => {
    const d = await figures();
    expect(d.documentos).toEqual({
      aguardando_mim: 2,
      aguardando_outros: 3,
      concluidos_mes: 2,
      negados_mes: 2,
    });
    expect(d.series.documentos).toEqual([
      { status: 'draft', total: 1 },
      { status: 'waiting', total: 5 },
      { status: 'completed', total: 2 },
      { status: 'denied', total: 2 },
      { status: 'cancelled', total: 1 },
      { status: 'expired', total: 0 },
    ]);
    expect(d.mes_inicio).toBe(monthStart.toISOString());
  });

  it('counts connected devices of the total, and outgoing messages of the last 30 days', async () => {
    const d = await figures();
    expect(d.dispositivos).toEqual({ conectados: 2, total: 4 });
    expect(d.periodo).toBe(30);
    // sent = reached the gateway (sent, delivered, read); delivered includes read; failed includes invalid.
    expect(d.mensagens).toEqual({ enviadas: 5, entregues: 3, falhas: 3 });
  });

  it('charts the messages per Brasília day, every day of the period, oldest first', async () => {
    const d = await figures();
    const days = d.series.mensagens;
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ dia: brDay(new Date()), enviadas: 4, entregues: 2, falhas: 2 });
    expect(days[0]?.dia).toBe(brDay(new Date(Date.now() - 29 * DAY)));
    expect(d.periodo_inicio).toBe(new Date(`${days[0]?.dia}T03:00:00.000Z`).toISOString());
    const tenDaysAgo = days.find((x) => x.dia === brDay(new Date(Date.now() - 10 * DAY)));
    expect(tenDaysAgo).toEqual({
      dia: brDay(new Date(Date.now() - 10 * DAY)),
      enviadas: 1,
      entregues: 1,
      falhas: 1,
    });
    const quiet = days.filter((x) => x !== days[29] && x !== tenDaysAgo);
    expect(quiet.every((x) => x.enviadas + x.entregues + x.falhas === 0)).toBe(true);
    expect(new Set(days.map((x) => x.dia)).size).toBe(30);
  });

  it('narrows the messages to the period asked for', async () => {
    const d = await figures(me.token, { periodo: 7 });
    expect(d.series.mensagens).toHaveLength(7);
    expect(d.mensagens).toEqual({ enviadas: 4, entregues: 2, falhas: 2 });
    const wide = await figures(me.token, { periodo: 60 });
    expect(wide.mensagens).toEqual({ enviadas: 7, entregues: 5, falhas: 4 });
  });

  it('sums the storage of files not purged against the plan plus its storage add-ons', async () => {
    const d = await figures();
    // 13 files of 1000 bytes (two in the trash) and the deleted one of 3 MB (also in the trash); the
    // purged one is gone.
    expect(d.armazenamento).toEqual({
      usado_bytes: 13 * 1000 + 3 * MB,
      limite_mb: 150,
      limite_bytes: 150 * MB,
    });
  });

  it('shows another company only its own figures, its storage unlimited without a plan', async () => {
    const d = await figures(otherToken);
    expect(d.documentos).toEqual({
      aguardando_mim: 0,
      aguardando_outros: 1,
      concluidos_mes: 1,
      negados_mes: 0,
    });
    expect(d.dispositivos).toEqual({ conectados: 1, total: 1 });
    expect(d.mensagens).toEqual({ enviadas: 3, entregues: 0, falhas: 0 });
    expect(d.armazenamento).toEqual({ usado_bytes: 5 * MB + 1000, limite_mb: null, limite_bytes: null });
  });

  it('counts for me what waits for me in the company I entered', async () => {
    const user = await loginAs(app, me.email, 'secret123', { empresa_id: companyB });
    const d = await figures(user.access_token);
    expect(d.documentos).toEqual({
      aguardando_mim: 1,
      aguardando_outros: 0,
      concluidos_mes: 1,
      negados_mes: 0,
    });
  });

  it('refuses without a session, without the permission, to admins and to signatories', async () => {
    expect((await dash(undefined)).status).toBe(401);

    const without = await makeUser(app, {
      companies: [companyA],
      selected: companyA,
      permissions: PERMISSIONS.filter((p) => p !== 'dashboard.view'),
    });
    const refused = await dash((await loginAs(app, without.email, without.password)).access_token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Ver o painel');

    const admin = await makeUser(app, { ambient: 'A' });
    const asAdmin = await dash((await loginAs(app, admin.email, admin.password)).access_token);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('O painel é exclusivo dos usuários de uma empresa.');

    const signatory = await makeUser(app, { ambient: 'S' });
    const asSignatory = await dash((await loginAs(app, signatory.email, signatory.password)).access_token);
    expect(asSignatory.status).toBe(403);
    expect(asSignatory.body.message).toBe('O painel é exclusivo dos usuários de uma empresa.');
  });

  it('refuses a period out of range with a pt-BR message', async () => {
    const res = await dash(me.token, { periodo: 0 });
    expect(res.status).toBe(422);
    expect(res.body.errors.periodo[0]).toMatch(/periodo|período/i);
  });
});

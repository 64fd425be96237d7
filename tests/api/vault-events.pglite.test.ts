// The event log of vault files through the real app and database: events appended with
// appendFileEvent come back in order with a valid chain; concurrent appends never leave gaps;
// tampering with the rows by raw SQL is reported the way the ChainReport names it; and the company
// audit trail filters, sorts, pages and stays inside the company.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventView, ChainReport, EventView } from '../../common/schemas/fileEvents.js';
import { updateUser } from '../../server/db/queries/users.js';
import { arquivos } from '../../server/db/schema.js';
import { inTransaction } from '../../server/db/transaction.js';
import { eventHash } from '../../server/modules/vault/chain.js';
import { appendFileEvent, type EventActor } from '../../server/modules/vault/events.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';

let app: TestApp;

type User = Awaited<ReturnType<typeof makeUser>>;
type EventsBody = { data: EventView[]; chain: ChainReport };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function makeFile(empresaId: number, nome = `Documento ${randomBytes(3).toString('hex')}.pdf`) {
  const [row] = await app.ctx.db
    .insert(arquivos)
    .values({
      empresaId,
      nome,
      mime: 'application/pdf',
      tamanho: 2048,
      sha256: 'c'.repeat(64),
      blobKey: `test/${randomBytes(8).toString('hex')}`,
    })
    .returning();
  if (!row) throw new Error('no file row');
  return row;
}

const actorOf = (user: User, ip = '198.51.100.7', userAgent: string | null = 'Vitest/1.0'): EventActor => ({
  userId: user.id,
  nome: user.nome,
  email: user.email,
  ip,
  userAgent,
});

const append = (
  arquivoId: number,
  empresaId: number,
  acao: string,
  actor: EventActor | null,
  dados?: Record<string, unknown>,
) => inTransaction(app.ctx.db, (tx) => appendFileEvent(tx, { arquivoId, empresaId, acao, actor, dados }));

/** A file of the company with `n` events (the first 'uploaded', then 'viewed'). */
async function fileWithEvents(empresaId: number, actor: EventActor, n: number) {
  const file = await makeFile(empresaId);
  await append(file.id, empresaId, 'uploaded', actor, { nome: file.nome, tamanho: 2048 });
  for (let i = 2; i <= n; i++) await append(file.id, empresaId, 'viewed', actor);
  return file;
}

const fileHead = async (id: number) => {
  const [row] = await app.ctx.db
    .select({ count: arquivos.eventCount, head: arquivos.eventHead })
    .from(arquivos)
    .where(eq(arquivos.id, id));
  return row;
};

// Company A: a user with every permission, one with vault.view only, one with audit.view only.
let companyA: number;
let companyB: number;
let full: User;
let fullToken: string;
let viewerToken: string;
let auditorToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  companyA = (await makeCompany(app)).id;
  companyB = (await makeCompany(app)).id;
  full = await makeUser(app, { companies: [companyA], selected: companyA });
  const viewer = await makeUser(app, {
    companies: [companyA],
    permissions: ['vault.view'],
    selected: companyA,
  });
  const auditor = await makeUser(app, {
    companies: [companyA],
    permissions: ['audit.view'],
    selected: companyA,
  });
  const other = await makeUser(app, { companies: [companyB], selected: companyB });
  fullToken = (await loginAs(app, full.email, full.password)).access_token;
  viewerToken = (await loginAs(app, viewer.email, viewer.password)).access_token;
  auditorToken = (await loginAs(app, auditor.email, auditor.password)).access_token;
  otherToken = (await loginAs(app, other.email, other.password)).access_token;
  adminToken = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/file/:id/events', () => {
  it('returns the events in seq order, linked by their hashes, with a valid chain', async () => {
    const file = await makeFile(companyA, 'Contrato social.pdf');
    const first = await append(file.id, companyA, 'uploaded', actorOf(full, '203.0.113.50', 'Navegador X'), {
      nome: 'Contrato social.pdf',
      tamanho: 2048,
      sha256: 'c'.repeat(64),
      mime: 'application/pdf',
      pasta_id: null,
      pasta_nome: null,
    });
    await append(file.id, companyA, 'renamed', actorOf(full, '2001:db8::1', null), {
      de: 'Contrato social.pdf',
      para: 'Contrato social assinado.pdf',
    });
    await append(file.id, companyA, 'moved', actorOf(full), {
      de: null,
      para: { id: 5, nome: 'Jurídico' },
    });
    await append(file.id, companyA, 'purged', null);

    const res = await app.call<EventsBody>('GET', `/api/file/${file.id}/events`, { token: viewerToken });
    expect(res.status).toBe(200);
    const events = res.body.data;
    expect(events.map((e) => [e.seq, e.acao])).toEqual([
      [1, 'uploaded'],
      [2, 'renamed'],
      [3, 'moved'],
      [4, 'purged'],
    ]);
    expect(first).toEqual(events[0]);
    expect(events[0]).toMatchObject({
      ator: { id: full.id, nome: full.nome, email: full.email },
      ip: '203.0.113.50',
      user_agent: 'Navegador X',
      dados: { nome: 'Contrato social.pdf', tamanho: 2048, pasta_id: null, pasta_nome: null },
      prev_hash: null,
    });
    expect(events[1]).toMatchObject({ ip: '2001:db8::1', user_agent: null });
    expect(events[1]?.dados).toEqual({ de: 'Contrato social.pdf', para: 'Contrato social assinado.pdf' });
    expect(events[2]?.dados).toEqual({ de: null, para: { id: 5, nome: 'Jurídico' } });
    expect(events[3]).toMatchObject({ ator: null, ip: null, user_agent: null, dados: {} });
    for (const [i, e] of events.entries()) {
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      if (i > 0) expect(e.prev_hash).toBe(events[i - 1]?.hash);
      // What the API shows is enough to recompute each hash outside the app.
      expect(
        eventHash({
          arquivo_id: file.id,
          empresa_id: companyA,
          seq: e.seq,
          acao: e.acao,
          user_id: e.ator?.id ?? null,
          ator: e.ator ? { nome: e.ator.nome, email: e.ator.email } : null,
          ip: e.ip,
          user_agent: e.user_agent,
          dados: e.dados,
          created_at: e.created_at,
          prev_hash: e.prev_hash,
        }),
      ).toBe(e.hash);
    }
    expect(res.body.chain).toEqual({
      valid: true,
      count: 4,
      head: events[3]?.hash,
      broken_at: null,
      reason: null,
    });
    expect(await fileHead(file.id)).toEqual({ count: 4, head: events[3]?.hash });
  });

  it('answers for a file with no events, a trashed file and a purged file', async () => {
    const empty = await makeFile(companyA);
    const res = await app.call<EventsBody>('GET', `/api/file/${empty.id}/events`, { token: fullToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [],
      chain: { valid: true, count: 0, head: null, broken_at: null, reason: null },
    });

    const trashed = await fileWithEvents(companyA, actorOf(full), 2);
    await app.ctx.db.update(arquivos).set({ deletedAt: new Date() }).where(eq(arquivos.id, trashed.id));
    const t = await app.call<EventsBody>('GET', `/api/file/${trashed.id}/events`, { token: fullToken });
    expect(t.status).toBe(200);
    expect(t.body.data).toHaveLength(2);
    expect(t.body.chain.valid).toBe(true);

    const purged = await fileWithEvents(companyA, actorOf(full), 3);
    await app.ctx.db
      .update(arquivos)
      .set({ deletedAt: new Date(), purgedAt: new Date() })
      .where(eq(arquivos.id, purged.id));
    const p = await app.call<EventsBody>('GET', `/api/file/${purged.id}/events`, { token: fullToken });
    expect(p.status).toBe(200);
    expect(p.body.data.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(p.body.chain).toMatchObject({ valid: true, count: 3 });
  });

  it('gives concurrent appends seq 1..n without gaps and a valid chain', async () => {
    const file = await makeFile(companyA);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        append(file.id, companyA, 'viewed', actorOf(full, `198.51.100.${i + 1}`), { i }),
      ),
    );
    expect(results.map((e) => e.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const res = await app.call<EventsBody>('GET', `/api/file/${file.id}/events`, { token: fullToken });
    expect(res.body.data.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.data.map((e) => e.dados.i).sort((a, b) => Number(a) - Number(b))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(res.body.chain).toMatchObject({ valid: true, count: 10, reason: null });
    expect(await fileHead(file.id)).toEqual({ count: 10, head: res.body.data[9]?.hash });
  });

  it('leaves no event and no head change when the surrounding transaction fails', async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 1);
    const before = await fileHead(file.id);
    await expect(
      inTransaction(app.ctx.db, async (tx) => {
        await appendFileEvent(tx, { arquivoId: file.id, empresaId: companyA, acao: 'deleted', actor: null });
        throw new Error('the operation failed after the event');
      }),
    ).rejects.toThrow('the operation failed');
    expect(await fileHead(file.id)).toEqual(before);
    const res = await app.call<EventsBody>('GET', `/api/file/${file.id}/events`, { token: fullToken });
    expect(res.body.data.map((e) => e.acao)).toEqual(['uploaded']);
  });

  it("refuses to append to another company's file, or an unknown action", async () => {
    const file = await makeFile(companyA);
    await expect(append(file.id, companyB, 'viewed', null)).rejects.toMatchObject({ statusCode: 404 });
    await expect(append(file.id, companyA, 'hacked', null)).rejects.toThrow('unknown file event action');
    expect(await fileHead(file.id)).toEqual({ count: 0, head: null });
  });

  it("answers 404 for another company's file or an unknown id, 403 without vault.view", async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 1);
    const foreign = await app.call('GET', `/api/file/${file.id}/events`, { token: otherToken });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(file.nome);
    expect((await app.call('GET', '/api/file/987654321/events', { token: fullToken })).status).toBe(404);

    const denied = await app.call('GET', `/api/file/${file.id}/events`, { token: auditorToken });
    expect(denied.status).toBe(403);
    expect(denied.body.permission).toBe('vault.view');
    expect((await app.call('GET', `/api/file/${file.id}/events`)).status).toBe(401);
    // A platform admin has no company: no vault.
    const admin = await app.call('GET', `/api/file/${file.id}/events`, { token: adminToken });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Entre em uma empresa para continuar.');
  });
});

describe('tampering is detected', () => {
  const chainOf = async (id: number) => {
    const res = await app.call<EventsBody>('GET', `/api/file/${id}/events`, { token: fullToken });
    expect(res.status).toBe(200);
    return res.body;
  };

  it("an edited event's dados: hash_mismatch at its seq", async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 4);
    expect((await chainOf(file.id)).chain.valid).toBe(true);
    await app.ctx.db.execute(
      sql`update arquivo_eventos set dados = ${JSON.stringify({ nome: 'forjado.pdf' })}::jsonb
          where arquivo_id = ${file.id} and seq = 2`,
    );
    expect((await chainOf(file.id)).chain).toEqual({
      valid: false,
      count: 4,
      head: expect.stringMatching(/^[0-9a-f]{64}$/),
      broken_at: 2,
      reason: 'hash_mismatch',
    });
  });

  it("an edited event's ip: hash_mismatch at its seq", async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 3);
    await app.ctx.db.execute(
      sql`update arquivo_eventos set ip = '192.0.2.1' where arquivo_id = ${file.id} and seq = 3`,
    );
    expect((await chainOf(file.id)).chain).toMatchObject({
      valid: false,
      broken_at: 3,
      reason: 'hash_mismatch',
    });
  });

  it("an edited event's created_at or actor: hash_mismatch", async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 3);
    await app.ctx.db.execute(
      sql`update arquivo_eventos set created_at = created_at - interval '1 day'
          where arquivo_id = ${file.id} and seq = 1`,
    );
    expect((await chainOf(file.id)).chain).toMatchObject({ broken_at: 1, reason: 'hash_mismatch' });

    const other = await fileWithEvents(companyA, actorOf(full), 3);
    await app.ctx.db.execute(
      sql`update arquivo_eventos set ator = ${JSON.stringify({ nome: 'Outra Pessoa', email: full.email })}::jsonb
          where arquivo_id = ${other.id} and seq = 2`,
    );
    expect((await chainOf(other.id)).chain).toMatchObject({ broken_at: 2, reason: 'hash_mismatch' });
  });

  it('a deleted middle event: sequence_gap at the missing seq', async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 5);
    await app.ctx.db.execute(sql`delete from arquivo_eventos where arquivo_id = ${file.id} and seq = 3`);
    const body = await chainOf(file.id);
    expect(body.data.map((e) => e.seq)).toEqual([1, 2, 4, 5]);
    expect(body.chain).toMatchObject({ valid: false, count: 4, broken_at: 3, reason: 'sequence_gap' });
  });

  it('a deleted last event: head_mismatch at count+1', async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 4);
    await app.ctx.db.execute(sql`delete from arquivo_eventos where arquivo_id = ${file.id} and seq = 4`);
    const body = await chainOf(file.id);
    expect(body.chain).toEqual({
      valid: false,
      count: 3,
      head: body.data[2]?.hash,
      broken_at: 4,
      reason: 'head_mismatch',
    });
  });

  it('a rewritten event with its hash recomputed: prev_mismatch on the next one', async () => {
    const file = await fileWithEvents(companyA, actorOf(full), 4);
    const [target] = (await chainOf(file.id)).data.filter((e) => e.seq === 2);
    if (!target) throw new Error('no seq 2');
    const forgedDados = { forjado: true };
    const forgedHash = eventHash({
      arquivo_id: file.id,
      empresa_id: companyA,
      seq: 2,
      acao: target.acao,
      user_id: target.ator?.id ?? null,
      ator: target.ator ? { nome: target.ator.nome, email: target.ator.email } : null,
      ip: target.ip,
      user_agent: target.user_agent,
      dados: forgedDados,
      created_at: target.created_at,
      prev_hash: target.prev_hash,
    });
    await app.ctx.db.execute(
      sql`update arquivo_eventos set dados = ${JSON.stringify(forgedDados)}::jsonb, hash = ${forgedHash}
          where arquivo_id = ${file.id} and seq = 2`,
    );
    const body = await chainOf(file.id);
    expect(body.data[1]?.hash).toBe(forgedHash);
    expect(body.chain).toMatchObject({ valid: false, broken_at: 3, reason: 'prev_mismatch' });
  });
});

describe('GET /api/vault/events (the company audit trail)', () => {
  // Company C with two users, three files (one purged) and a system event; company D alongside.
  let companyC: number;
  let ana: User;
  let bruno: User;
  let anaToken: string;
  let alpha: { id: number; nome: string };
  let beta: { id: number; nome: string };
  let gama: { id: number; nome: string };
  let mid: string;
  let all: AuditEventView[];
  let dToken: string;
  let dFileId: number;
  let aFileId: number;

  type ListBody = { data: AuditEventView[]; total: number };
  const list = async (query: string, token = anaToken) => {
    const res = await app.call<ListBody>('GET', `/api/vault/events${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    companyC = (await makeCompany(app)).id;
    const companyD = (await makeCompany(app)).id;
    ana = await makeUser(app, { companies: [companyC], selected: companyC });
    bruno = await makeUser(app, { companies: [companyC], selected: companyC });
    await updateUser(app.ctx.db, ana.id, { nome: 'Ana Lima' });
    await updateUser(app.ctx.db, bruno.id, { nome: 'Bruno Costa' });
    ana = { ...ana, nome: 'Ana Lima' };
    bruno = { ...bruno, nome: 'Bruno Costa' };
    const dUser = await makeUser(app, { companies: [companyD], selected: companyD });
    anaToken = (await loginAs(app, ana.email, ana.password)).access_token;

    alpha = await makeFile(companyC, 'Contrato Alpha.pdf');
    beta = await makeFile(companyC, 'Relatório Beta.xlsx');
    gama = await makeFile(companyC, 'Antigo Gama.pdf');
    // Before `mid`: 4 events.
    await append(alpha.id, companyC, 'uploaded', actorOf(ana), { nome: alpha.nome });
    await append(beta.id, companyC, 'uploaded', actorOf(bruno), { nome: beta.nome });
    await append(gama.id, companyC, 'uploaded', actorOf(ana), { nome: gama.nome });
    await append(alpha.id, companyC, 'viewed', actorOf(bruno));
    await sleep(25);
    mid = new Date().toISOString();
    await sleep(25);
    // After `mid`: 4 events.
    await append(alpha.id, companyC, 'renamed', actorOf(ana), { de: 'Contrato.pdf', para: alpha.nome });
    await append(gama.id, companyC, 'deleted', actorOf(bruno));
    await append(gama.id, companyC, 'purged', null);
    await append(beta.id, companyC, 'downloaded', actorOf(bruno));
    await app.ctx.db
      .update(arquivos)
      .set({ deletedAt: new Date(), purgedAt: new Date() })
      .where(eq(arquivos.id, gama.id));

    // Company D: a file named like C's, with events of its own user.
    const dFile = await makeFile(companyD, 'Contrato Alpha.pdf');
    dFileId = dFile.id;
    dToken = (await loginAs(app, dUser.email, dUser.password)).access_token;
    await append(dFile.id, companyD, 'uploaded', actorOf(dUser));
    await append(dFile.id, companyD, 'renamed', actorOf(dUser));
    // Company A: one event the auditor of A must see.
    aFileId = (await fileWithEvents(companyA, actorOf(full), 1)).id;

    all = (await list('?perPage=100')).data;
  });

  it('lists only the company events, newest first, with the file of each', async () => {
    const body = await list('');
    expect(body.total).toBe(8);
    expect(body.data).toHaveLength(8);
    expect(body.data.map((e) => e.acao)).toEqual([
      'downloaded',
      'purged',
      'deleted',
      'renamed',
      'viewed',
      'uploaded',
      'uploaded',
      'uploaded',
    ]);
    expect(body.data[0]).toMatchObject({
      seq: 2,
      arquivo: { id: beta.id, nome: 'Relatório Beta.xlsx' },
      ator: { id: bruno.id, nome: bruno.nome, email: bruno.email },
      ip: '198.51.100.7',
      user_agent: 'Vitest/1.0',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The purged file's events stay in the trail.
    expect(body.data[1]).toMatchObject({
      acao: 'purged',
      ator: null,
      arquivo: { id: gama.id, nome: gama.nome },
    });
    // Company D's file of the same name never shows in C.
    const ids = new Set([alpha.id, beta.id, gama.id]);
    expect(body.data.every((e) => ids.has(e.arquivo.id))).toBe(true);
    expect((await list('?q=Contrato Alpha&perPage=100')).total).toBe(3);
    // Seen from company D, only D's two events.
    const fromD = await list('?perPage=100', dToken);
    expect(fromD.total).toBe(2);
    expect(fromD.data.map((e) => [e.arquivo.id, e.acao])).toEqual([
      [dFileId, 'renamed'],
      [dFileId, 'uploaded'],
    ]);
  });

  it('sorts by created_at both ways (ties broken by id)', async () => {
    const asc = await list('?sort=created_at&order=asc&perPage=100');
    const desc = await list('?sort=created_at&order=desc&perPage=100');
    const key = (e: AuditEventView) => [e.created_at, e.id] as const;
    const ascending = [...asc.data].sort((a, b) =>
      key(a)[0] === key(b)[0] ? a.id - b.id : key(a)[0] < key(b)[0] ? -1 : 1,
    );
    expect(asc.data.map((e) => e.id)).toEqual(ascending.map((e) => e.id));
    expect(desc.data.map((e) => e.id)).toEqual([...ascending].reverse().map((e) => e.id));
    expect(asc.data[0]?.acao).toBe('uploaded');
    expect(asc.data[0]?.arquivo.id).toBe(alpha.id);
    expect(all.map((e) => e.id)).toEqual(desc.data.map((e) => e.id));
  });

  it('pages without overlap and keeps the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) => list(`?perPage=3&page=${p}&sort=created_at&order=asc`)),
    );
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 2]);
    const ids = pages.flatMap((p) => p.data.map((e) => e.id));
    expect(new Set(ids).size).toBe(8);
    expect(ids).toEqual([...all].reverse().map((e) => e.id));
    expect((await list('?perPage=3&page=4')).data).toEqual([]);
  });

  it('filters by user, action and file', async () => {
    const byAna = await list(`?user_id=${ana.id}`);
    expect(byAna.total).toBe(3);
    expect(byAna.data.every((e) => e.ator?.id === ana.id)).toBe(true);

    const renamed = await list('?acao=renamed');
    expect(renamed.total).toBe(1);
    expect(renamed.data[0]).toMatchObject({ acao: 'renamed', arquivo: { id: alpha.id } });

    const ofBeta = await list(`?arquivo_id=${beta.id}`);
    expect(ofBeta.data.map((e) => [e.seq, e.acao])).toEqual([
      [2, 'downloaded'],
      [1, 'uploaded'],
    ]);

    const combined = await list(`?user_id=${bruno.id}&acao=uploaded`);
    expect(combined.data.map((e) => e.arquivo.id)).toEqual([beta.id]);

    // Empty filters (as a cleared form sends them) mean no filter.
    expect((await list('?user_id=&acao=&arquivo_id=&q=&from=&to=')).total).toBe(8);
  });

  it('filters by part of the file name, any case', async () => {
    const alphaOnly = await list('?q=alpha');
    expect(alphaOnly.total).toBe(3);
    expect(alphaOnly.data.every((e) => e.arquivo.id === alpha.id)).toBe(true);
    const pdfs = await list('?q=.PDF');
    expect(pdfs.total).toBe(6);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('filters by date range', async () => {
    const after = await list(`?from=${encodeURIComponent(mid)}`);
    expect(after.data.map((e) => e.acao).sort()).toEqual(['deleted', 'downloaded', 'purged', 'renamed']);
    const before = await list(`?to=${encodeURIComponent(mid)}`);
    expect(before.data.map((e) => e.acao).sort()).toEqual(['uploaded', 'uploaded', 'uploaded', 'viewed']);
    // A bare date as `to` takes that whole day.
    const day = all[0]?.created_at.slice(0, 10) ?? '';
    const sameDay = all.filter((e) => e.created_at.startsWith(day)).length;
    expect((await list(`?from=${day}&to=${day}`)).total).toBe(sameDay);
    expect((await list('?to=2000-01-01')).total).toBe(0);
  });

  it('rejects bad filters with pt-BR messages', async () => {
    const short = await app.call('GET', '/api/vault/events?q=ab', { token: anaToken });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('O Filtro deve ser maior que 3.');
    const badAction = await app.call('GET', '/api/vault/events?acao=hacked', { token: anaToken });
    expect(badAction.status).toBe(422);
    expect(Object.keys(badAction.body.errors)).toEqual(['acao']);
    expect((await app.call('GET', '/api/vault/events?from=ontem', { token: anaToken })).status).toBe(422);
    expect((await app.call('GET', '/api/vault/events?user_id=abc', { token: anaToken })).status).toBe(422);
    expect((await app.call('GET', '/api/vault/events?perPage=101', { token: anaToken })).status).toBe(422);
  });

  it('lists the actors of the company events (for the filter)', async () => {
    const res = await app.call('GET', '/api/vault/actors', { token: anaToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: ana.id, nome: 'Ana Lima', email: ana.email },
        { id: bruno.id, nome: 'Bruno Costa', email: bruno.email },
      ],
    });
  });

  it('requires audit.view and a company', async () => {
    for (const path of ['/api/vault/events', '/api/vault/actors']) {
      const denied = await app.call('GET', path, { token: viewerToken });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ permission: 'audit.view' });
      expect((await app.call('GET', path)).status).toBe(401);
      expect((await app.call('GET', path, { token: adminToken })).status).toBe(403);
    }
    // A user with audit.view only (no vault.view) reads the trail of company A, not C's.
    const a = await list('?perPage=100', auditorToken);
    expect(a.data.some((e) => e.arquivo.id === aFileId)).toBe(true);
    expect(a.data.some((e) => [alpha.id, beta.id, gama.id, dFileId].includes(e.arquivo.id))).toBe(false);
  });
});

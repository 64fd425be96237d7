// Once a term is approved, every authenticated call of a user who has not accepted it answers 451
// with the terms (auth, terms and logout calls excepted) until PUT /api/termos/aceitar.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termoAceites, termos } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
let token: string;
let termId: number;

beforeAll(async () => {
  app = await startTestApp();
  token = (await loginAs(app, 'gestor@demo.local')).access_token;
});
afterAll(() => app?.close());

describe('the 451 terms gate', () => {
  it('lets everything through while no term is approved', async () => {
    await app.ctx.db.insert(termos).values({ termoDescricao: 'Rascunho' });
    const res = await app.call('GET', '/api/empresa/usuarios', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { email: string }) => u.email)).toContain('gestor@demo.local');
  });

  it('answers 451 with the current term once one is approved', async () => {
    const [row] = await app.ctx.db
      .insert(termos)
      .values({ termoDescricao: 'Termos v1: guarde bem seus documentos.', approvedAt: new Date() })
      .returning();
    termId = row!.id;
    const res = await app.call('GET', '/api/empresa/usuarios', { token });
    expect(res.status).toBe(451);
    expect(res.body.message).toBe('Você precisa aceitar os termos de uso para continuar.');
    expect(res.body.terms).toEqual([
      expect.objectContaining({ id: termId, termo_descricao: 'Termos v1: guarde bem seus documentos.' }),
    ]);
  });

  it('still answers the auth, terms and logout-related calls', async () => {
    expect((await app.call('GET', '/api/auth/user', { token })).status).toBe(200);
    expect((await app.call('GET', '/api/auth/permission', { token })).status).toBe(200);
    const pending = await app.call('GET', '/api/termos/pendentes', { token });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((t: { id: number }) => t.id)).toEqual([termId]);
  });

  it('never holds platform administrators', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    expect((await app.call('GET', '/api/empresa/usuarios', { token: admin })).status).toBe(200);
  });

  it('refuses to accept a term that is not approved', async () => {
    const res = await app.call('PUT', '/api/termos/aceitar', { token, body: { termos: [termId + 1000] } });
    expect(res.status).toBe(422);
    expect(res.body.errors.termos[0]).toBe('Termo de uso não encontrado ou não aprovado.');
  });

  it('records the acceptance with who, when and from where, and lifts the gate', async () => {
    const res = await app.call('PUT', '/api/termos/aceitar', {
      token,
      body: { termos: [termId] },
      ip: '203.0.113.77',
      headers: { 'user-agent': 'Teste/1.0' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Termos aceitos.');
    const [row] = await app.ctx.db
      .select()
      .from(termoAceites)
      .where(and(eq(termoAceites.termoId, termId)));
    expect(row).toMatchObject({ ip: '203.0.113.77', userAgent: 'Teste/1.0' });
    expect(Date.now() - row!.acceptedAt.getTime()).toBeLessThan(60_000);
    expect((await app.call('GET', '/api/empresa/usuarios', { token })).status).toBe(200);
    expect((await app.call('GET', '/api/termos/pendentes', { token })).body.data).toEqual([]);
  });

  it('gates again when a newer term is approved', async () => {
    await app.ctx.db
      .insert(termos)
      .values({ termoDescricao: 'Termos v2', approvedAt: new Date(Date.now() + 1000) });
    const res = await app.call('GET', '/api/empresa/usuarios', { token });
    expect(res.status).toBe(451);
    expect(res.body.terms[0].termo_descricao).toBe('Termos v2');
  });
});

// Company API keys: created by a member holding integrations.manage with some of their own
// permissions and an optional expiry; the secret shown once and stored only as a hash; a key acts
// on the same routes as a person, inside its company and within its permissions (and its
// creator's); refused on session and admin routes; revocation and expiry stop it at once; what it
// does is recorded in the audit trail and the file events as done with the key.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, usuarioEmpresa } from '../../server/db/schema.js';
import { sha256Hex } from '../../server/security/crypto.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';
import { type Member, makeTeam, type Team } from '../helpers/team.js';

let app: TestApp;
let team: Team;
let other: Team;
let integrator: Member;

beforeAll(async () => {
  app = await startTestApp({ API_KEY_RATE_LIMIT: '40' });
  team = await makeTeam(app, 'Chaves Próprias Ltda');
  other = await makeTeam(app, 'Outra Empresa Ltda');
  integrator = await team.member(
    ['vault.view', 'vault.upload', 'audit.view', 'integrations.manage'],
    'Ivo Integra',
  );
});
afterAll(() => app?.close());

const createKey = (body: Record<string, unknown>, token = integrator.token) =>
  app.call('POST', '/api/chave-api/cadastrar', { token, body });

async function newKey(permissions: string[], extra: Record<string, unknown> = {}, token = integrator.token) {
  const res = await createKey({ nome: `Chave ${permissions.join(' ')}`, permissions, ...extra }, token);
  expect(res.status, res.text).toBe(201);
  return res.body as { data: { id: number; prefixo: string; status: string }; chave: string };
}

describe('creating and listing keys', () => {
  it('shows the secret once, keeps only its hash, and lists the key with its prefix and creator', async () => {
    const res = await createKey({ nome: 'ERP Financeiro', permissions: ['vault.view', 'vault.upload'] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Chave de API criada. Copie-a agora: ela não será mostrada de novo.');
    const { chave, data } = res.body;
    expect(chave).toMatch(/^cofre_[a-z2-9]{10}_[A-Za-z0-9_-]{43}$/);
    expect(chave.startsWith(data.prefixo)).toBe(true);
    const [stored] = await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(stored?.secretHash).toBe(sha256Hex(chave));
    expect(JSON.stringify(stored)).not.toContain(chave.slice(data.prefixo.length + 1));

    const list = await app.call('GET', '/api/chaves-api', { token: integrator.token });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((k: { id: number }) => k.id === data.id);
    expect(listed).toMatchObject({
      nome: 'ERP Financeiro',
      prefixo: data.prefixo,
      permissions: ['vault.view', 'vault.upload'],
      criado_por: { id: integrator.id, nome: 'Ivo Integra' },
      status: 'active',
      last_used_at: null,
    });
    expect(list.text).not.toContain(chave);
  });

  it('refuses a permission the creator lacks, an expiry in the past, and members without integrations.manage', async () => {
    const lacking = await createKey({ nome: 'Demais', permissions: ['vault.view', 'users.manage'] });
    expect(lacking.status).toBe(422);
    expect(lacking.body.errors.permissions[0]).toBe(
      'Você não pode dar a uma chave uma permissão que você não tem: Gerenciar usuários.',
    );
    const past = await createKey({ nome: 'Velha', permissions: ['vault.view'], expires_at: '2020-01-01' });
    expect(past.status).toBe(422);
    expect(past.body.errors.expires_at[0]).toBe('A data de expiração precisa estar no futuro.');
    const unknown = await createKey({ nome: 'Estranha', permissions: ['vault.fly'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Permissão desconhecida.');
    const plain = await team.member(['vault.view'], 'Sem Integração');
    const refused = await createKey({ nome: 'Proibida', permissions: ['vault.view'] }, plain.token);
    expect(refused.status).toBe(403);
    expect(await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.nome, 'Proibida'))).toHaveLength(0);
  });
});

describe('calling the API with a key', () => {
  it('acts inside its company with its permissions only; another company’s objects are 404', async () => {
    const { chave } = await newKey(['vault.view']);
    const files = await app.call('GET', '/api/files', { token: chave });
    expect(files.status, files.text).toBe(200);
    // The creator may upload, the key may not.
    const upload = await uploadFile(app, chave, {
      name: 'x.pdf',
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    expect(upload.status).toBe(403);
    expect(upload.body.permission).toBe('vault.upload');
    // Another company's file.
    const theirs = await uploadFile(app, other.owner.token, {
      name: 'deles.pdf',
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    expect(theirs.status).toBe(201);
    const peek = await app.call('GET', `/api/file/${theirs.body.data.id}/detalhes`, { token: chave });
    expect(peek.status).toBe(404);
  });

  it('loses a permission its creator loses, and stops when its creator leaves the company', async () => {
    const member = await team.member(['vault.view', 'vault.upload', 'integrations.manage'], 'Lia Sai');
    const { chave } = await newKey(['vault.view', 'vault.upload'], {}, member.token);
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ permissions: ['vault.view', 'integrations.manage'] })
      .where(eq(usuarioEmpresa.userId, member.id));
    const upload = await uploadFile(app, chave, {
      name: 'y.pdf',
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    expect(upload.status).toBe(403);
    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ status: false })
      .where(eq(usuarioEmpresa.userId, member.id));
    const gone = await app.call('GET', '/api/files', { token: chave });
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe(
      'Esta chave de API não vale mais: quem a criou não tem mais acesso ativo à empresa.',
    );
  });

  it('is refused on session, profile, key and admin routes', async () => {
    const { chave } = await newKey(['vault.view', 'integrations.manage']);
    const refused =
      'Esta operação não aceita chave de API: ela é feita apenas por uma pessoa com sessão aberta.';
    for (const [method, path, body] of [
      ['GET', '/api/auth/user'],
      ['GET', '/api/logout'],
      ['GET', '/api/auth/otp'],
      [
        'PUT',
        '/api/usuario/password',
        { password: 'x', new_password: 'novaSenha1', new_password_confirmation: 'novaSenha1' },
      ],
      ['GET', '/api/usuario/perfil'],
      ['GET', '/api/chaves-api'],
      ['POST', '/api/chave-api/cadastrar', { nome: 'Filha', permissions: ['vault.view'] }],
      ['GET', '/api/servers'],
      ['GET', '/api/planos'],
    ] as const) {
      const res = await app.call(method, path, { token: chave, ...(body ? { body } : {}) });
      expect([path, res.status, res.body?.message]).toEqual([path, 403, refused]);
    }
  });

  it('answers 401 for a wrong, revoked or expired key, saying which', async () => {
    const wrong = await app.call('GET', '/api/files', { token: `cofre_abcdefghij_${'A'.repeat(43)}` });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Chave de API inválida.']);

    const { chave, data } = await newKey(['vault.view']);
    expect((await app.call('GET', '/api/files', { token: chave })).status).toBe(200);
    const revoke = await app.call('POST', `/api/chave-api/${data.id}/revogar`, { token: integrator.token });
    expect(revoke.status, revoke.text).toBe(200);
    expect(revoke.body.data.status).toBe('revoked');
    const after = await app.call('GET', '/api/files', { token: chave });
    expect([after.status, after.body.message]).toEqual([401, 'Esta chave de API foi revogada.']);
    // Another company cannot revoke it (404), nor can anyone twice.
    const theirs = await app.call('POST', `/api/chave-api/${data.id}/revogar`, { token: other.owner.token });
    expect(theirs.status).toBe(404);

    const soon = await newKey(['vault.view'], { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await app.call('GET', '/api/files', { token: soon.chave })).status).toBe(200);
    await app.ctx.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, soon.data.id));
    const expired = await app.call('GET', '/api/files', { token: soon.chave });
    expect([expired.status, expired.body.message]).toEqual([401, 'Esta chave de API expirou.']);
  });

  it('records its last use', async () => {
    const { chave, data } = await newKey(['vault.view']);
    await app.call('GET', '/api/files', { token: chave, ip: '198.51.100.7' });
    await expect
      .poll(
        async () => (await app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, data.id)))[0]?.lastUsedIp,
      )
      .toBe('198.51.100.7');
  });

  it('is limited per minute with 429 and Retry-After', async () => {
    const { chave } = await newKey(['vault.view']);
    let last = await app.call('GET', '/api/files', { token: chave });
    for (let i = 0; i < 40 && last.status === 200; i++)
      last = await app.call('GET', '/api/files', { token: chave });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.message).toMatch(
      /^Limite de chamadas desta chave de API atingido\. Tente de novo em \d+ s\.$/,
    );
    // Another key is not affected.
    const fresh = await newKey(['vault.view']);
    expect((await app.call('GET', '/api/files', { token: fresh.chave })).status).toBe(200);
  });
});

describe('what a key does is attributed to it', () => {
  it('file events name the key and its creator; every write lands in the audit trail', async () => {
    const { chave, data } = await newKey(['vault.view', 'vault.upload']);
    const up = await uploadFile(app, chave, {
      name: 'Pedido 42.pdf',
      bytes: minimalPdf(),
      mime: 'application/pdf',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const events = await app.call('GET', `/api/file/${up.body.data.id}/events`, { token: integrator.token });
    expect(events.body.data[0]).toMatchObject({
      acao: 'uploaded',
      ator: {
        id: integrator.id,
        nome: 'Ivo Integra',
        chave: { id: data.id, nome: 'Chave vault.view vault.upload' },
      },
    });
    expect(events.body.chain.valid).toBe(true);

    const trail = await app.call('GET', `/api/auditoria?api_key_id=${data.id}`, { token: integrator.token });
    expect(trail.status, trail.text).toBe(200);
    expect(trail.body.data[0]).toMatchObject({
      acao: 'api.request',
      alvo: 'POST /api/file/upload',
      chave: { id: data.id },
      ator: { id: integrator.id, nome: 'Ivo Integra' },
      dados: { status: 201 },
    });
    const all = await app.call('GET', '/api/auditoria?perPage=100', { token: integrator.token });
    expect(all.body.data.map((e: { acao: string }) => e.acao)).toContain('api_key.created');
    // Another company's trail does not show it.
    const theirs = await app.call('GET', '/api/auditoria?perPage=100', { token: other.owner.token });
    expect(theirs.body.data.some((e: { alvo: string }) => e.alvo === `api_key:${data.id}`)).toBe(false);
  });
});

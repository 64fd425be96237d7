// Deletes the spec blocks (§8: children or payments exist) answer 422 with the reason, and removing
// a user for good never breaks the evidence that names them: such a user is anonymised instead.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../server/db/queries/billing.js';
import { insertDevice } from '../../server/db/queries/devices.js';
import { arquivoEventos, users } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { companyWithOwner, member, upload } from '../helpers/signing.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
});
afterAll(() => app?.close());

describe('deletes the spec blocks', () => {
  it('a messaging server that still hosts a device cannot be deleted; once the device is gone it can', async () => {
    const created = await app.call('POST', '/api/server/cadastrar', {
      token: admin,
      body: {
        nome: 'Gateway B',
        base_url: 'http://127.0.0.1:9/',
        api_key: 'chave-global-123456789',
        capacidade: 10,
      },
    });
    expect(created.status).toBe(201);
    const serverId = created.body.data.id as number;
    const company = await makeCompany(app);
    const device = await insertDevice(app.ctx.db, {
      empresaId: company.id,
      serverId,
      name: 'Atendimento',
      instanceName: `inst-${serverId}`,
      instanceTokenSealed: app.ctx.secrets.seal('token'),
    });

    const refused = await app.call('DELETE', `/api/server/${serverId}/deletar`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Este servidor ainda hospeda dispositivos. Exclua os dispositivos (ou desative o servidor) antes de excluí-lo.',
    );
    expect(
      (await app.call('GET', `/api/server/${serverId}/detalhes`, { token: admin })).body.data.deleted_at,
    ).toBeNull();

    await app.ctx.db.execute(`update devices set deleted_at = now() where id = ${device.id}`);
    const deleted = await app.call('DELETE', `/api/server/${serverId}/deletar`, { token: admin });
    expect(deleted.status).toBe(200);
  });

  it('a company with financial records cannot be deleted, even with no users left', async () => {
    const company = await makeCompany(app);
    const free = await makeCompany(app);
    await insertRecords(app.ctx.db, [
      {
        empresaId: company.id,
        descricao: 'Plano Básico 1/1',
        parcela: 1,
        parcelas: 1,
        valorCentavos: 9990,
        vencimento: '2026-12-01',
        formaPagamento: 'boleto',
      },
    ]);
    const refused = await app.call('DELETE', `/api/empresa/${company.id}/deletar`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/registros financeiros/);
    const list = await app.call('GET', `/api/empresas?q=${encodeURIComponent(company.razaoSocial)}`, {
      token: admin,
    });
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(company.id);

    expect((await app.call('DELETE', `/api/empresa/${free.id}/deletar`, { token: admin })).status).toBe(200);
  });
});

describe('removing a user for good', () => {
  const softDelete = (id: number) => app.call('DELETE', `/api/usuario/${id}/deletar`, { token: admin });
  const purge = (id: number) => app.call('DELETE', `/api/usuario/${id}/excluir`, { token: admin });

  it('a user who never acted is deleted outright and the e-mail is free again', async () => {
    const user = await makeUser(app);
    expect((await softDelete(user.id)).status).toBe(200);
    const res = await purge(user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Usuário removido definitivamente.');
    expect(await app.ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('a user who uploaded a file is anonymised: the evidence stays, the person and their access are gone', async () => {
    const { empresaId, owner } = await companyWithOwner(app);
    const colleague = await member(app, empresaId);
    const file = await upload(app, colleague.token, { name: 'Contrato assinado.pdf' });
    const email = colleague.user.email;

    expect((await softDelete(colleague.user.id)).status).toBe(200);
    const res = await purge(colleague.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/Usuário excluído/);

    // The row keeps pointing from the evidence, with nothing personal left in it.
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, colleague.user.id));
    expect(row).toMatchObject({ nome: 'Usuário excluído', documento: null, phone: null, status: false });
    expect(row?.email).not.toBe(email);
    expect(row?.anonymizedAt).not.toBeNull();

    // The file, its events (who acted, as shown then) and its hash chain are intact.
    const events = await app.call('GET', `/api/file/${file.id}/events`, { token: owner.token });
    expect(events.status).toBe(200);
    const stored = await app.ctx.db
      .select()
      .from(arquivoEventos)
      .where(eq(arquivoEventos.arquivoId, file.id));
    expect(stored[0]?.ator?.email).toBe(email);

    // Gone for every other purpose: no sign-in, no details, no restore, not in the trash list.
    const login = await app.call('POST', '/api/login', {
      body: { email, password: colleague.user.password },
    });
    expect(login.status).toBe(422);
    expect(
      (await app.call('GET', `/api/usuario/${colleague.user.id}/detalhes`, { token: admin })).status,
    ).toBe(404);
    expect(
      (await app.call('PUT', `/api/usuario/${colleague.user.id}/recuperar`, { token: admin })).status,
    ).toBe(404);
    expect((await purge(colleague.user.id)).status).toBe(404);
    const trash = await app.call('GET', '/api/usuarios?deleted=true&perPage=100', { token: admin });
    expect(trash.body.data.map((u: { id: number }) => u.id)).not.toContain(colleague.user.id);

    // The address can open a new account.
    const again = await makeUser(app, { email });
    expect(again.id).not.toBe(colleague.user.id);
  });
});

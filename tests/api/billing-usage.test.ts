// GET /api/empresa/uso: the company's use of each plan module against its limit (plan plus add-ons),
// counted as the limits count it; open to subscription.manage only, and still open once the trial
// ended (the plan page is where the company goes to buy).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { buyAddon, salePlan, subscribe } from '../helpers/billing.js';
import { makeUser } from '../helpers/fixtures.js';
import { companyWithOwner, member, upload } from '../helpers/signing.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const usage = (token: string) => app.call('GET', '/api/empresa/uso', { token });

describe('GET /api/empresa/uso', () => {
  it("counts the company's members, devices, storage, messages and signing requests against the plan", async () => {
    const { empresaId, owner } = await companyWithOwner(app);
    await member(app, empresaId, ['vault.view']);
    const { plan, addons } = await salePlan(app, {
      limits: {
        maxUsuarios: 5,
        maxDispositivos: 2,
        armazenamentoMb: 100,
        mensagensMes: 1000,
        assinaturasMes: null,
      },
      addons: [{ nome: '+1 dispositivo', modulo: 'devices', quantidade: 1, valorCentavos: 1000 }],
    });
    await subscribe(app, empresaId, plan.id);
    await buyAddon(app, owner.token, addons[0]?.id ?? 0);
    await upload(app, owner.token);

    const res = await usage(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      usuarios: { usado: 2, limite: 5 },
      dispositivos: { usado: 0, limite: 3 },
      armazenamento: { limite_mb: 100 },
      mensagens_mes: { usado: 0, limite: 1000 },
      assinaturas_mes: { usado: 0, limite: null },
    });
    expect(res.body.data.armazenamento.usado_bytes).toBeGreaterThan(0);
  });

  it('answers for the own company only, to subscription.manage, also once the trial ended', async () => {
    const { empresaId, owner } = await companyWithOwner(app);
    await app.ctx.db
      .update(empresas)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(empresas.id, empresaId));
    const ended = await usage(owner.token);
    expect(ended.status).toBe(200);
    expect(ended.body.data.usuarios).toEqual({ usado: 1, limite: null });

    const viewer = await member(app, empresaId, ['vault.view']);
    expect((await usage(viewer.token)).status).toBe(403);
    const a = await makeUser(app, { ambient: 'A' });
    expect((await usage((await loginAs(app, a.email, a.password)).access_token)).status).toBe(403);
    expect((await app.call('GET', '/api/empresa/uso')).status).toBe(401);
  });
});

// The plan's per-module limits in every module — users, devices, storage, messages, signatures:
// going past one answers 402 {message, reason: 'UPGRADE_PLAN', module} and changes nothing; after
// buying that module's add-on (order, confirmation and its payment) the same call succeeds.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import { arquivos, devices, invites, usuarioEmpresa } from '../../server/db/schema.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { buyAddon, type Limits, salePlan, subscribe } from '../helpers/billing.js';
import { minimalPdf, uploadFile } from '../helpers/files.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { connectDevice, MESSAGING_ENV, sendForm } from '../helpers/messaging.js';
import { external, requestSigning, upload } from '../helpers/signing.js';

let app: TestApp;
let admin: string;

/** A company on a plan with these limits and a 1-unit add-on per module; its owner's token. */
async function limitedCompany(limits: Limits) {
  const { plan, addons } = await salePlan(app, {
    limits,
    addons: [
      { nome: '+1 usuário', modulo: 'users', quantidade: 1, valorCentavos: 1000 },
      { nome: '+1 dispositivo', modulo: 'devices', quantidade: 1, valorCentavos: 2000 },
      { nome: '+1 MB', modulo: 'storage', quantidade: 1, valorCentavos: 500 },
      { nome: '+10 mensagens', modulo: 'messages', quantidade: 10, valorCentavos: 300 },
      { nome: '+1 assinatura', modulo: 'signatures', quantidade: 1, valorCentavos: 700 },
    ],
  });
  const company = await makeCompany(app);
  await subscribe(app, company.id, plan.id);
  const user = await makeUser(app, {
    companies: [company.id],
    selected: company.id,
    permissions: [...PERMISSIONS],
  });
  const token = (await loginAs(app, user.email, user.password)).access_token;
  const addon = (modulo: string) => {
    const found = addons.find((a) => a.modulo === modulo);
    if (!found) throw new Error(`no ${modulo} add-on`);
    return found.id;
  };
  return { empresaId: company.id, token, addon };
}

function expectUpgrade(res: { status: number; body: any }, module: string) {
  expect(res.status).toBe(402);
  expect(res.body).toMatchObject({
    reason: 'UPGRADE_PLAN',
    module,
    message: expect.stringContaining('plano'),
  });
}

beforeAll(async () => {
  app = await startTestApp(MESSAGING_ENV);
  const a = await makeUser(app, { ambient: 'A' });
  admin = (await loginAs(app, a.email, a.password)).access_token;
});
afterAll(async () => {
  await app?.close();
});

describe('plan limits: 402 UPGRADE_PLAN per module, lifted by buying the add-on', () => {
  it('users: an invite past the plan’s members is refused until a user add-on is bought', async () => {
    const c = await limitedCompany({ maxUsuarios: 1 });
    const invite = () =>
      app.call('POST', '/api/convites', {
        token: admin,
        body: { email: uniqueEmail('novo'), empresa_id: c.empresaId, permissions: ['vault.view'] },
      });
    const over = await invite();
    expectUpgrade(over, 'users');
    expect(over.body.message).toBe(
      'Seu plano permite até 1 usuários. Contrate mais usuários para continuar.',
    );
    const [pending] = await app.ctx.db
      .select({ n: count() })
      .from(invites)
      .where(eq(invites.empresaId, c.empresaId));
    expect(pending?.n).toBe(0);
    await buyAddon(app, c.token, c.addon('users'));
    expect((await invite()).status).toBe(201);
  });

  it('users: accepting an invite into a full company is refused (402) and adds no one', async () => {
    const c = await limitedCompany({ maxUsuarios: 2 });
    const sent = await app.call('POST', '/api/convites', {
      token: admin,
      body: { email: uniqueEmail('convite'), empresa_id: c.empresaId, permissions: ['vault.view'] },
    });
    expect(sent.status).toBe(201);
    // Meanwhile the company fills up.
    await makeUser(app, { companies: [c.empresaId], selected: c.empresaId });
    const { insertInvite } = await import('../../server/db/queries/invites.js');
    const { newToken, sha256Hex } = await import('../../server/security/crypto.js');
    const token = newToken();
    await insertInvite(app.ctx.db, {
      empresaId: c.empresaId,
      email: uniqueEmail('tarde'),
      permissions: ['vault.view'],
      invitedBy: null,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const accept = () =>
      app.call('POST', '/api/usuario/cadastrar', {
        body: { token, nome: 'Pessoa Atrasada', password: 'secret123', password_confirmation: 'secret123' },
      });
    expectUpgrade(await accept(), 'users');
    const members = async () =>
      (
        await app.ctx.db
          .select({ n: count() })
          .from(usuarioEmpresa)
          .where(eq(usuarioEmpresa.empresaId, c.empresaId))
      )[0]?.n;
    expect(await members()).toBe(2);
    await buyAddon(app, c.token, c.addon('users'));
    expect((await accept()).status).toBe(201);
    expect(await members()).toBe(3);
  });

  it('devices: the second device past a 1-device plan, then after the add-on', async () => {
    const c = await limitedCompany({ maxDispositivos: 1 });
    const create = (name: string) =>
      app.call('POST', '/api/device/store', { token: c.token, body: { name } });
    expect((await create('Primeiro')).status).toBe(201);
    expectUpgrade(await create('Segundo'), 'devices');
    const [n] = await app.ctx.db
      .select({ n: count() })
      .from(devices)
      .where(eq(devices.empresaId, c.empresaId));
    expect(n?.n).toBe(1);
    await buyAddon(app, c.token, c.addon('devices'));
    expect((await create('Segundo')).status).toBe(201);
  });

  it('storage: an upload past the plan’s MB is refused and stores nothing, until the add-on', async () => {
    const c = await limitedCompany({ armazenamentoMb: 1 });
    const pdf = (fill: number) => Buffer.concat([minimalPdf('Arquivo grande'), Buffer.alloc(fill, 0x20)]);
    const send = (name: string) =>
      uploadFile(app, c.token, { name, bytes: pdf(600 * 1024), mime: 'application/pdf' });
    expect((await send('a.pdf')).status).toBe(201);
    const over = await send('b.pdf');
    expectUpgrade(over, 'storage');
    expect(over.body.message).toBe(
      'Seu plano permite até 1 MB de armazenamento. Contrate mais espaço para continuar.',
    );
    const [n] = await app.ctx.db
      .select({ n: count() })
      .from(arquivos)
      .where(eq(arquivos.empresaId, c.empresaId));
    expect(n?.n).toBe(1);
    await buyAddon(app, c.token, c.addon('storage'));
    expect((await send('b.pdf')).status).toBe(201);
  });

  it('storage: purging a file gives its room back; uploads racing for the last room never pass the plan', async () => {
    const c = await limitedCompany({ armazenamentoMb: 1 });
    const pdf = Buffer.concat([minimalPdf('Metade'), Buffer.alloc(400 * 1024, 0x20)]);
    const first = await uploadFile(app, c.token, {
      name: 'primeiro.pdf',
      bytes: pdf,
      mime: 'application/pdf',
    });
    expect(first.status).toBe(201);
    // Room for one more: five at once, one gets it.
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        uploadFile(app, c.token, { name: `corrida-${i}.pdf`, bytes: pdf, mime: 'application/pdf' }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 402, 402, 402, 402]);
    expectUpgrade(
      await uploadFile(app, c.token, { name: 'cheio.pdf', bytes: pdf, mime: 'application/pdf' }),
      'storage',
    );

    const id = first.body.data.id as number;
    expect((await app.call('DELETE', `/api/file/${id}/deletar`, { token: c.token })).status).toBe(200);
    // In the trash it still counts; purged, it does not.
    expectUpgrade(
      await uploadFile(app, c.token, { name: 'cheio.pdf', bytes: pdf, mime: 'application/pdf' }),
      'storage',
    );
    expect((await app.call('DELETE', `/api/file/${id}/purgar`, { token: c.token })).status).toBe(200);
    expect(
      (await uploadFile(app, c.token, { name: 'cabe.pdf', bytes: pdf, mime: 'application/pdf' })).status,
    ).toBe(201);
  });

  it('storage: a chunked upload (no Content-Length) is checked after the stream and leaves no file', async () => {
    const c = await limitedCompany({ armazenamentoMb: 1 });
    const bytes = Buffer.concat([minimalPdf('Sem tamanho'), Buffer.alloc(1100 * 1024, 0x20)]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'grande.pdf');
    const encoded = new Response(form);
    const res = await fetch(`${app.url}/api/file/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${c.token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ reason: 'UPGRADE_PLAN', module: 'storage' });
    const [n] = await app.ctx.db
      .select({ n: count() })
      .from(arquivos)
      .where(eq(arquivos.empresaId, c.empresaId));
    expect(n?.n).toBe(0);
  });

  it('messages: a send past the month’s messages, then after the add-on', async () => {
    const c = await limitedCompany({ mensagensMes: 2 });
    const own = await connectDevice(app, c.token, 'Vendas');
    const sendTo = (numbers: string[]) =>
      sendForm(app, c.token, {
        device: String(own.device.id),
        message: 'Olá',
        recipients: numbers.map((number) => ({ number })),
      });
    expect((await sendTo(['11 98888-1001', '11 98888-1002'])).status).toBe(201);
    expectUpgrade(await sendTo(['11 98888-1003']), 'messages');
    await buyAddon(app, c.token, c.addon('messages'));
    expect((await sendTo(['11 98888-1003'])).status).toBe(201);
  });

  it('signatures: a signature request past the month’s, then after the add-on', async () => {
    const c = await limitedCompany({ assinaturasMes: 1 });
    const first = await upload(app, c.token);
    expect((await requestSigning(app, c.token, first.id, { signatarios: [external()] })).status).toBe(201);
    const second = await upload(app, c.token);
    const over = await requestSigning(app, c.token, second.id, { signatarios: [external()] });
    expectUpgrade(over, 'signatures');
    const process = await app.call('GET', `/api/arquivo/${second.id}/assinaturas`, { token: c.token });
    expect(process.body.status).toBe('draft');
    await buyAddon(app, c.token, c.addon('signatures'));
    expect((await requestSigning(app, c.token, second.id, { signatarios: [external()] })).status).toBe(201);
  });
});

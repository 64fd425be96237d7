// The dashboard as the demo's manager sees it: documents, devices, messages and storage arranged in
// the database show on the cards (what the page read before plus what was added), the charts
// render as SVG with their series, and a quick action opens its page.
import { randomBytes } from 'node:crypto';
import type { DashboardView } from '../../common/schemas/dashboard.js';
import { findUserByEmail } from '../../server/db/queries/users.js';
import { arquivos, assinaturas, devices, mensagens, servers } from '../../server/db/schema.js';
import { loginAs, type TestApp } from '../helpers/app.js';
import { expect, login, test } from './fixtures.js';

const EMAIL = 'gestor@demo.local';
const pt = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

async function figures(server: TestApp): Promise<DashboardView> {
  const { access_token } = await loginAs(server, EMAIL);
  const res = await server.call('POST', '/api/dash/inicial', { token: access_token, body: {} });
  expect(res.status).toBe(200);
  return res.body.data as DashboardView;
}

/** Adds to the demo company: a document waiting for the manager and one for someone else, one
 * completed and one denied today, a connected and a disconnected device, and messages of today. */
async function arrange(server: TestApp) {
  const db = server.ctx.db;
  const manager = await findUserByEmail(db, EMAIL);
  if (!manager?.empresaId) throw new Error('no demo manager');
  const empresaId = manager.empresaId;
  const file = async (o: Partial<typeof arquivos.$inferInsert>) => {
    const [row] = await db
      .insert(arquivos)
      .values({
        empresaId,
        nome: `Painel ${randomBytes(4).toString('hex')}.pdf`,
        mime: 'application/pdf',
        tamanho: 2048,
        sha256: randomBytes(32).toString('hex'),
        blobKey: `e2e/${randomBytes(8).toString('hex')}`,
        ...o,
      })
      .returning({ id: arquivos.id });
    return row!.id;
  };
  const signer = (arquivoId: number, userId: number | null) =>
    db.insert(assinaturas).values({
      empresaId,
      arquivoId,
      ordem: 1,
      tipo: 1,
      userId,
      nome: userId ? 'Gestor Demo' : 'Fulana',
      email: userId ? EMAIL : `fulana-${randomBytes(3).toString('hex')}@example.com`,
    });
  await signer(await file({ status: 'waiting', enviadoEm: new Date() }), manager.id);
  await signer(await file({ status: 'waiting', enviadoEm: new Date() }), null);
  await file({ status: 'completed', concluidoEm: new Date() });
  await file({ status: 'denied', encerradoEm: new Date() });

  const [server0] = await db.select({ id: servers.id }).from(servers).limit(1);
  const device = async (state: string) => {
    const [row] = await db
      .insert(devices)
      .values({
        empresaId,
        serverId: server0!.id,
        name: `Painel ${state}`,
        instanceName: `painel-${randomBytes(6).toString('hex')}`,
        instanceTokenSealed: 'x',
        state,
      })
      .returning({ id: devices.id });
    return row!.id;
  };
  const open = await device('open');
  await device('close');
  for (const status of ['sent', 'delivered', 'read', 'failed'])
    await db
      .insert(mensagens)
      .values({ empresaId, deviceId: open, direction: 'out', number: '5511999990000', texto: 'Oi', status });
}

test('the manager sees the dashboard with its figures and charts, and a quick action opens its page', async ({
  page,
  server,
}) => {
  const before = await figures(server);
  await arrange(server);
  const after = await figures(server);
  // What was added shows up in the API's figures, counted the dashboard's way.
  expect(after.documentos).toEqual({
    aguardando_mim: before.documentos.aguardando_mim + 1,
    aguardando_outros: before.documentos.aguardando_outros + 1,
    concluidos_mes: before.documentos.concluidos_mes + 1,
    negados_mes: before.documentos.negados_mes + 1,
  });
  expect(after.dispositivos).toEqual({
    conectados: before.dispositivos.conectados + 1,
    total: before.dispositivos.total + 2,
  });
  expect(after.mensagens).toEqual({
    enviadas: before.mensagens.enviadas + 3,
    entregues: before.mensagens.entregues + 2,
    falhas: before.mensagens.falhas + 1,
  });
  expect(after.armazenamento.usado_bytes).toBe(before.armazenamento.usado_bytes + 4 * 2048);

  await login(page, EMAIL);
  // The landing page (/home) is the dashboard too; open /dashboard from the menu.
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Painel', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const value = (id: string) => page.getByTestId(`${id}-value`);
  await expect(value('dash-waiting-me')).toHaveText(pt(after.documentos.aguardando_mim));
  await expect(value('dash-waiting-others')).toHaveText(pt(after.documentos.aguardando_outros));
  await expect(value('dash-completed')).toHaveText(pt(after.documentos.concluidos_mes));
  await expect(value('dash-denied')).toHaveText(pt(after.documentos.negados_mes));
  await expect(value('dash-devices')).toHaveText(
    `${pt(after.dispositivos.conectados)} de ${pt(after.dispositivos.total)}`,
  );
  await expect(value('dash-sent')).toHaveText(pt(after.mensagens.enviadas));
  await expect(value('dash-delivered')).toHaveText(pt(after.mensagens.entregues));
  await expect(value('dash-failed')).toHaveText(pt(after.mensagens.falhas));
  // The demo plan gives 10 GB.
  await expect(page.getByTestId('dash-storage-limit')).toContainText('de 10 GB');
  await expect(page.getByTestId('dash-storage').getByRole('progressbar')).toBeVisible();

  // The charts: SVG drawn by x-charts, a line per message series and a bar per document state.
  const lines = page.getByTestId('dash-chart-messages').locator('svg .MuiLineChart-line');
  await expect(lines).toHaveCount(3);
  const legend = page.getByTestId('dash-chart-messages');
  for (const name of ['Enviadas', 'Entregues', 'Falhas'])
    await expect(legend.getByText(name).first()).toBeVisible();
  const bars = page.getByTestId('dash-chart-documents').locator('svg .MuiBarChart-element');
  // One bar per state (a state without documents draws an empty one): at least waiting, completed, denied.
  await expect.poll(async () => bars.count()).toBeGreaterThanOrEqual(3);
  // The series are drawn: every line has a path.
  for (const d of await lines.evaluateAll((els) => els.map((e) => e.getAttribute('d') ?? '')))
    expect(d).toMatch(/^M/);

  // A card opens where its figure comes from; a quick action opens its page.
  await page.getByTestId('dash-waiting-me').click();
  await expect(page).toHaveURL(/\/inbox$/);
  await page.goto('/dashboard');
  await page.getByTestId('dash-action-connect-device').click();
  await expect(page).toHaveURL(/\/device\/cadastrar$/);
});

// Servers back office as the platform administrator uses it: register a messaging-gateway server
// (a stub Evolution API answering fetchInstances), find it in the list, test its connection, edit
// it and switch its status.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { servers } from '../../server/db/schema.js';
import type { TestApp } from '../helpers/app.js';
import { expect, login, test } from './fixtures.js';

const ADMIN = 'admin@cofre.local';
const tag = () => randomBytes(3).toString('hex');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A gateway that lists no instances to whoever sends the right key, and refuses everyone else. */
async function startGateway(apiKey: string) {
  const calls: { path: string; apikey: string | undefined }[] = [];
  const gateway: Server = createServer((req, res) => {
    const key = req.headers.apikey;
    calls.push({ path: req.url ?? '', apikey: typeof key === 'string' ? key : undefined });
    if (req.method === 'GET' && req.url === '/instance/fetchInstances') {
      if (key === apiKey) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      } else {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthorized"}');
      }
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    close: () => new Promise<void>((resolve) => gateway.close(() => resolve())),
  };
}

/**
 * Servers are platform-wide and new devices go to the active one with the most room: a server left
 * active on a stub that is gone would take the devices other tests in this worker create.
 */
async function retire(app: TestApp, url: string) {
  await app.ctx.db.update(servers).set({ status: false }).where(eq(servers.baseUrl, url));
}

/** The ⋮ button of a list row (its menu also opens on right-click). */
const rowMenu = (row: Locator) => row.locator('button[aria-haspopup="menu"]');

test.describe.configure({ mode: 'parallel' });

test('the admin registers a server, tests its connection, edits it and switches its status', async ({
  page,
  server,
}) => {
  const key = `chave-${tag()}-secreta`;
  const gateway = await startGateway(key);
  try {
    const name = `Gateway ${tag()}`;
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/planos$/);

    // Create.
    await page.goto('/server/cadastrar');
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^URL/).fill(`${gateway.url}/`);
    await page.getByLabel(/^Chave de API/).fill(key);
    await page.getByLabel(/^Capacidade/).fill('25');
    await expect(page.getByLabel('Status')).toBeChecked();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Registro criado')).toBeVisible();
    await expect(page).not.toHaveURL(/\/server\/cadastrar$/);

    const [stored] = await server.ctx.db.select().from(servers).where(eq(servers.nome, name));
    expect(stored).toBeDefined();
    expect(stored!.baseUrl).toBe(gateway.url); // trailing slash dropped
    expect(stored!.capacidade).toBe(25);
    expect(stored!.status).toBe(true);
    expect(stored!.apiKeySealed).not.toContain(key); // sealed at rest

    // Listed.
    await page.goto('/servers');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(gateway.url);
    await expect(row).toContainText('25');
    await expect(row).toContainText('Ativo');

    // Connection test from the row menu: a toast with the latency, and a chip beside the server.
    await rowMenu(row).click();
    await page.getByRole('menuitem', { name: 'Testar conexão' }).click();
    const ok = toast(page, /^Servidor respondeu em \d+ ms\.$/);
    await expect(ok).toBeVisible();
    const ms = Number((await ok.textContent())!.match(/(\d+) ms/)![1]);
    await expect(row.getByText(new RegExp(`^${ms} ms$`))).toBeVisible();
    expect(gateway.calls).toContainEqual({ path: '/instance/fetchInstances', apikey: key });

    // Edit: open the row, rename, change capacity, keep the key (blank).
    await row.getByText(name).click();
    await expect(page).toHaveURL(new RegExp(`/server/${stored!.id}/editar$`));
    await expect(page.getByLabel(/^Nome/)).toHaveValue(name);
    await expect(page.getByLabel(/^Chave de API/)).toHaveValue('');
    const renamed = `${name} editado`;
    await page.getByLabel(/^Nome/).fill(renamed);
    await page.getByLabel(/^Capacidade/).fill('40');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Registro atualizado')).toBeVisible();
    await expect(page).not.toHaveURL(/\/editar$/);
    const [edited] = await server.ctx.db.select().from(servers).where(eq(servers.id, stored!.id));
    expect(edited!.nome).toBe(renamed);
    expect(edited!.capacidade).toBe(40);
    expect(edited!.apiKeySealed).toBe(stored!.apiKeySealed); // blank key kept the stored one

    // The kept key still works: test again from the edit view's toolbar.
    await page.goto(`/server/${stored!.id}/editar`);
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(toast(page, /^Servidor respondeu em \d+ ms\.$/).last()).toBeVisible();

    // Status: deactivate from the row menu, then activate again.
    await page.goto('/servers');
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toContainText('Ativo');
    await rowMenu(renamedRow).click();
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    await expect(toast(page, 'Situação alterada.')).toBeVisible();
    await expect(renamedRow).toContainText('Inativo');
    await expect
      .poll(
        async () => (await server.ctx.db.select().from(servers).where(eq(servers.id, stored!.id)))[0]!.status,
      )
      .toBe(false);

    await rowMenu(renamedRow).click();
    await expect(page.getByRole('menuitem', { name: 'Desativar' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Ativar' }).click();
    await expect(renamedRow).toContainText('Ativo');
    await expect(renamedRow).not.toContainText('Inativo');
    await expect
      .poll(
        async () => (await server.ctx.db.select().from(servers).where(eq(servers.id, stored!.id)))[0]!.status,
      )
      .toBe(true);
  } finally {
    await retire(server, gateway.url);
    await gateway.close();
  }
});

test('a connection test with a key the gateway refuses says so', async ({ page, server }) => {
  const gateway = await startGateway(`certa-${tag()}`);
  try {
    const name = `Gateway recusa ${tag()}`;
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/planos$/);
    await page.goto('/server/cadastrar');
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^URL/).fill(gateway.url);
    await page.getByLabel(/^Chave de API/).fill(`errada-${tag()}`);
    await page.getByLabel(/^Capacidade/).fill('5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Registro criado')).toBeVisible();

    await page.goto('/servers');
    const row = page.getByRole('row').filter({ hasText: name });
    await rowMenu(row).click();
    await page.getByRole('menuitem', { name: 'Testar conexão' }).click();
    await expect(toast(page, 'Chave de API recusada pelo servidor (401).')).toBeVisible();
    await expect(row.getByText(/^Falhou \(\d+ ms\)$/)).toBeVisible();
  } finally {
    await retire(server, gateway.url);
    await gateway.close();
  }
});

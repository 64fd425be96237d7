// Integrations end to end: the manager creates an API key and a webhook for signed documents in
// the browser; an "ERP" (this test, with the key) uploads a PDF and asks for a signature; the
// signatory signs; the receiver gets document.signed and document.completed, signed the Standard
// Webhooks way; the manager sees the deliveries in the endpoint's log on a phone and the key's acts
// in the audit trail.
import { Webhook } from 'standardwebhooks';
import { minimalPdf } from '../helpers/files.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { type Receiver, startReceiver } from '../helpers/webhookReceiver.js';
import { expect, login, test } from './fixtures.js';

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

test('a key and a webhook made in the browser: the ERP sends a PDF for signature and hears it was completed', async ({
  page,
  server,
}) => {
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/integracoes');

  // A key for the ERP, with two of the manager's permissions.
  await page.getByRole('button', { name: 'Nova chave' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Nova chave de API' });
  await keyDialog.getByLabel('Nome').fill('ERP de testes');
  await keyDialog.getByRole('checkbox', { name: /Enviar documentos/ }).check();
  await keyDialog.getByRole('checkbox', { name: /Solicitar assinaturas/ }).check();
  await keyDialog.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByRole('dialog', { name: 'Sua nova chave de API' });
  const key = (await shown.getByTestId('secret').textContent())?.trim() ?? '';
  expect(key).toMatch(/^cofre_[a-z2-9]{10}_/);
  await shown.getByRole('button', { name: 'Já copiei' }).click();
  await expect(page.getByText('ERP de testes')).toBeVisible();

  // A webhook for signed and completed documents.
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Novo webhook' }).click();
  const hookDialog = page.getByRole('dialog', { name: 'Novo webhook' });
  const url = `${receiver.url}/erp`;
  await hookDialog.getByLabel('Endereço (URL)').fill(url);
  await hookDialog.getByRole('checkbox', { name: /document\.signed/ }).check();
  await hookDialog.getByRole('checkbox', { name: /document\.completed/ }).check();
  await hookDialog.getByRole('button', { name: 'Salvar' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Segredo do webhook' });
  const secret = (await secretDialog.getByTestId('secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole('button', { name: 'Já copiei' }).click();
  await expect(page.getByText(url)).toBeVisible();

  // The ERP, with the key: uploads a PDF and asks a customer to sign it.
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(minimalPdf('Pedido 1001'))], { type: 'application/pdf' }),
    'Pedido 1001.pdf',
  );
  const up = await fetch(`${server.url}/api/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  expect(up.status).toBe(201);
  const fileId = ((await up.json()) as { data: { id: number } }).data.id;
  const customer = uniqueEmail('cliente');
  const ask = await fetch(`${server.url}/api/arquivo/${fileId}/assinaturas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ signatarios: [{ nome: 'Cláudia Cliente', email: customer, tipo: 1 }] }),
  });
  expect(ask.status).toBe(201);

  // The customer signs on a phone.
  const link = server.lastMailTo(customer).links.find((l) => l.includes('/assinar/'));
  expect(link, 'the customer received a signing link').toBeTruthy();
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR' });
  const signer = await phone.newPage();
  await signer.goto(`${server.url}${new URL(link!).pathname}`);
  await signer.getByTestId('sign-consent').check();
  await signer.getByTestId('sign-submit').click();
  await expect(signer.getByTestId('sign-done')).toBeVisible();
  await phone.close();

  // The receiver heard both, signed under the endpoint's secret.
  await expect
    .poll(() => receiver.received.filter((r) => r.path === '/erp').map((r) => r.json.type), {
      timeout: 20_000,
    })
    .toEqual(['document.signed', 'document.completed']);
  const completed = receiver.ofType('document.completed')[0]!;
  const verified = new Webhook(secret).verify(completed.body, {
    'webhook-id': String(completed.headers['webhook-id']),
    'webhook-timestamp': String(completed.headers['webhook-timestamp']),
    'webhook-signature': String(completed.headers['webhook-signature']),
  }) as { data: { document: { id: number }; download_url: string } };
  expect(verified.data.document.id).toBe(fileId);
  expect(verified.data.download_url).toContain('/api/blob/');

  // The manager, on a phone, sees both deliveries in the endpoint's log.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByText(url).click();
  await expect(page).toHaveURL(/\/integracoes\/webhooks\/\d+$/);
  const completedId = String(completed.headers['webhook-id']);
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Documento concluído \\(PDF selado\\) Entregue .*Último código: 200.*${completedId}`),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Documento assinado por um signatário Entregue .*Último código: 200/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // And the audit trail names the key for what the ERP did.
  await page.goto('/auditoria?aba=acoes');
  await expect(page.getByText('via chave ERP de testes').first()).toBeVisible();

  // Clean up: the demo company's webhook and key go (the webhook through the UI's menu).
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/integracoes?aba=webhooks');
  await page
    .getByRole('row', { name: new RegExp(url) })
    .getByRole('button', { name: 'Ações do webhook' })
    .click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Excluir|Confirmar/ })
    .click();
  await expect(page.getByText(url)).toHaveCount(0);
  await page.goto('/integracoes');
  await page.getByRole('button', { name: 'Revogar a chave ERP de testes' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Revogar|Confirmar/ })
    .click();
  await expect(page.getByTestId('key-status').getByText('Revogada')).toBeVisible();
});

test('/api/docs opens the browsable reference: the key scheme, the routes and the webhook events, within the page policy', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/ui\/$/);
  await expect(page.getByRole('heading', { name: /Cofre API/ })).toBeVisible();
  await expect(page.getByText('company API key', { exact: false }).first()).toBeVisible();
  const webhooks = page.locator('#operations-tag-Webhooks');
  await expect(webhooks).toBeVisible();
  await webhooks.click();
  await expect(page.getByText('/api/webhook/cadastrar').first()).toBeVisible();
  await expect(page.getByText('document.completed').first()).toBeVisible();
  expect(problems).toEqual([]);
});

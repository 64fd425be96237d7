// "Meus dados" (LGPD) in Chromium: a company member on a phone-sized screen downloads their data from
// the profile (the browser saves meus-dados-<date>.zip, which unzips to a dados.json naming them) and
// asks for their account to be deleted after the dialog says what goes and what the law keeps; a
// platform administrator finds the request from the menu and completes it; the member's next page
// load finds them signed out, and their old password no longer opens the account.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { updateUser } from '../../server/db/queries/users.js';
import { makeCompany, makeUser } from '../helpers/fixtures.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { CONTEXT_OPTIONS, expect, login, test } from './fixtures.js';

test('a member downloads their data and asks for deletion; an administrator completes it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const company = await makeCompany(server);
  const member = await makeUser(server, { companies: [company.id], selected: company.id });
  await updateUser(server.ctx.db, member.id, { nome: 'Lia Dados Pessoais' });

  // --- the member, on a phone ---
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await page.getByRole('tab', { name: 'Meus dados' }).click();
  await expect(page.getByRole('heading', { name: 'Excluir minha conta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar exclusão da conta' })).toBeVisible();
  await expect.poll(() => pageWidth(page), { message: 'Meus dados at 360 px' }).toBe(360);
  await expectNoSeriousViolations(page, 'the Meus dados tab at 360 px');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['dados.json', 'LEIA-ME.txt']));
  const data = JSON.parse(strFromU8(files['dados.json'] as Uint8Array));
  expect(data.conta).toMatchObject({ nome: 'Lia Dados Pessoais', email: member.email });
  await expect(page.getByText(/^Arquivo meus-dados-.*\.zip baixado\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Solicitar exclusão da conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar a exclusão da conta?' });
  await expect(dialog.getByText('O que a lei exige guardar')).toBeVisible();
  await expect(dialog.getByText(/aparecer como “Usuário excluído”/)).toBeVisible();
  await expectNoSeriousViolations(page, 'the deletion dialog at 360 px');
  await dialog.getByLabel('Motivo (opcional)').fill('Mudei de empresa.');
  await dialog.getByRole('button', { name: 'Solicitar exclusão' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/aguarda a análise de um administrador/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar solicitação' })).toBeVisible();

  // --- the platform administrator, in a browser of their own, at laptop width ---
  const adminContext = await browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL: server.url,
    viewport: { width: 1366, height: 800 },
  });
  try {
    const admin = await adminContext.newPage();
    await login(admin, 'admin@cofre.local');
    await expect(admin).toHaveURL(/\/planos$/);
    await admin.getByRole('menuitem', { name: 'Solicitações LGPD' }).click();
    await expect(admin).toHaveURL(/\/solicitacoes-lgpd$/);
    const row = admin.getByTestId('lgpd-request-row').filter({ hasText: 'Lia Dados Pessoais' });
    await expect(row).toContainText('Pendente');
    await expect(row).toContainText('Mudei de empresa.');
    await expect.poll(() => pageWidth(admin), { message: 'the requests at 1366 px' }).toBe(1366);
    // On a phone: a compact list, the pending item's actions beside it, nothing wider than the screen.
    await admin.setViewportSize({ width: 360, height: 740 });
    const item = admin.getByTestId('compact-list-item').filter({ hasText: 'Lia Dados Pessoais' });
    await expect(item.getByRole('button', { name: 'Concluir: Lia Dados Pessoais' })).toBeVisible();
    await expect.poll(() => pageWidth(admin), { message: 'the requests at 360 px' }).toBe(360);
    await expectNoSeriousViolations(admin, 'the LGPD requests with a pending one at 360 px');
    await admin.setViewportSize({ width: 1366, height: 800 });
    await row.getByRole('button', { name: 'Concluir' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Concluir a exclusão de Lia Dados Pessoais?' });
    await expect(confirm).toContainText('Isso não pode ser desfeito.');
    await confirm.getByRole('button', { name: 'Concluir' }).click();
    await expect(confirm).toBeHidden();
    const done = admin.getByTestId('lgpd-request-row').filter({ hasText: 'Usuário excluído' });
    await expect(done).toContainText('Concluída');
    await expect(admin.getByTestId('lgpd-request-row').filter({ hasText: 'Lia Dados Pessoais' })).toHaveCount(
      0,
    );
    expect(server.lastMailTo(member.email).subject).toBe('Sua conta no Cofre foi excluída');
  } finally {
    await adminContext.close();
  }

  // --- the member: signed out, and the old password opens nothing ---
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await login(page, member.email, member.password);
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Essas credenciais não foram encontradas em nossos registros.' }),
  ).toBeVisible();
});

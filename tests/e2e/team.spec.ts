// The company's team as its manager runs it from /equipe: the demo company's manager invites a
// colleague with two permissions; the colleague accepts from the e-mailed link (a browser of their
// own) and is signed in; the manager finds them in the list, edits their permissions, disables their
// access (the colleague's session ends) and re-enables it; on a 360 px phone the page is a compact
// list no wider than the screen, and axe finds nothing serious. An invite opened by someone signed in
// to another company is accepted into it (not bounced to their dashboard).

import type { Page } from '@playwright/test';
import { PERMISSIONS } from '../../common/permissions.js';
import { loginAs, TEST_APP_URL } from '../helpers/app.js';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { CONTEXT_OPTIONS, expect, login, test } from './fixtures.js';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Picks an action of the row's ⋮ menu and, when it asks, confirms it. */
async function rowAction(page: Page, email: string, action: string, confirm = false) {
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  if (confirm) await page.getByRole('dialog').getByRole('button', { name: action }).click();
}

test('a manager invites a colleague, who joins; then edits, disables and re-enables their access', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('colega');
  let colleagueId: number | undefined;

  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('menuitem', { name: 'Equipe' }).click();
  await expect(page).toHaveURL(/\/equipe$/);
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();

  // The invite: e-mail, name and two permissions, picked one by one ("Personalizado").
  await page.getByRole('button', { name: 'Convidar' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar para a equipe' });
  await invite.getByLabel(/^E-mail/).fill(email);
  await invite.getByLabel(/^Nome/).fill('Carla Colega');
  await invite.getByRole('radio', { name: 'Personalizado' }).check();
  await invite.getByRole('checkbox', { name: /Ver documentos do cofre/ }).check();
  await invite.getByRole('checkbox', { name: /Ver o painel/ }).check();
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, `Convite enviado para ${email}.`)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(email)).toBeVisible();

  const theirs = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: server.url });
  try {
    // The colleague accepts from the e-mailed link and lands signed in.
    const colleague = await theirs.newPage();
    const link = server.lastMailTo(email).links.find((l) => l.includes('/cadastrar-usuario/'));
    await colleague.goto((link ?? '').replace(TEST_APP_URL, server.url));
    await colleague.getByLabel(/^Seu nome/).fill('Carla Colega');
    await colleague.getByLabel(/^Senha/).fill('segredo123');
    await colleague.getByLabel(/^Confirme a senha/).fill('segredo123');
    await colleague.getByRole('button', { name: 'Aceitar convite' }).click();
    await expect(colleague).toHaveURL(/\/home$/);
    await expect(colleague.getByRole('menuitem', { name: 'Painel' })).toBeVisible();

    // The manager finds them among the members, with the two permissions.
    await page.getByRole('tab', { name: 'Membros' }).click();
    await page.getByLabel('Buscar (nome ou e-mail)').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Carla Colega');
    await expect(row).toContainText(`2 de ${PERMISSIONS.length} permissões`);
    await expect(row).toContainText('Ativo');
    const [member] = (
      await server.call('GET', `/api/usuarios?email=${encodeURIComponent(email)}`, {
        token: (await loginAs(server, 'gestor@demo.local')).access_token,
      })
    ).body.data;
    colleagueId = member.id;

    // Their permissions, one more.
    await rowAction(page, email, 'Editar permissões');
    const dialog = page.getByRole('dialog', { name: 'Permissões de Carla Colega' });
    await expect(dialog.getByRole('checkbox', { name: /Ver documentos do cofre/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Enviar documentos/ }).check();
    await dialog.getByRole('button', { name: 'Salvar permissões' }).click();
    await expect(toast(page, 'Permissões salvas.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`3 de ${PERMISSIONS.length} permissões`);

    // Their access off: the colleague's session ends.
    await rowAction(page, email, 'Desativar acesso', true);
    await expect(toast(page, 'Acesso desativado.')).toBeVisible();
    await expect(row).toContainText('Inativo');
    await colleague.reload();
    await expect(colleague).toHaveURL(/\/login/);

    // And on again.
    await rowAction(page, email, 'Reativar acesso', true);
    await expect(toast(page, 'Acesso reativado.')).toBeVisible();
    await expect(row).toContainText('Ativo');

    // On a phone: a compact list, never wider than the screen, nothing serious for axe.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('main').getByTestId('compact-list')).toContainText('Carla Colega');
    await expect.poll(() => pageWidth(page), { message: '/equipe width at 360 px' }).toBe(360);
    await expectNoSeriousViolations(page, '/equipe at 360 px');
  } finally {
    await theirs.close();
    // The demo plan counts active members: the colleague's seat is given back.
    if (colleagueId !== undefined) {
      const { access_token: token } = await loginAs(server, 'gestor@demo.local');
      const list = await server.call('GET', `/api/usuarios?email=${encodeURIComponent(email)}`, { token });
      if (list.body.data?.[0]?.status)
        await server.call('PUT', `/api/usuario/${colleagueId}/disable`, { token });
    }
  }
});

test('an invite opened while signed in to another company is accepted into it, and both companies are at hand', async ({
  page,
  server,
}) => {
  const other = await makeCompany(server, `Outra ${Date.now().toString(36)} Ltda`);
  const person = await makeUser(server, { companies: [other.id] });
  const demo = (await loginAs(server, 'gestor@demo.local')).access_token;
  const sent = await server.call('POST', '/api/convites', {
    token: demo,
    body: { email: person.email, permissions: ['vault.view', 'dashboard.view'] },
  });
  expect(sent.status, sent.text).toBe(201);

  await login(page, person.email, person.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home').getByText(other.razaoSocial)).toBeVisible();

  // The link from the e-mail, opened in the same signed-in browser: the invite, not the dashboard.
  const link = server.lastMailTo(person.email).links.find((l) => l.includes('/cadastrar-usuario/'));
  await page.goto((link ?? '').replace(TEST_APP_URL, server.url));
  await expect(page.getByText('Conclua seu cadastro para entrar na empresa Demo Ltda.')).toBeVisible();
  await expect(page.getByText(/Já existe uma conta com este e-mail/)).toBeVisible();
  await page.getByLabel(/^Senha/).fill(person.password);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home').getByText('Demo Ltda')).toBeVisible();

  // Both companies: the app bar names the current one and offers the other.
  await page.getByRole('button', { name: 'Empresa: Demo Ltda. Trocar de empresa' }).click();
  await expect(page.getByRole('menuitem', { name: other.razaoSocial })).toBeVisible();
  await page.keyboard.press('Escape');

  // Leave the demo company's user count as it was (the demo plan caps users).
  const [member] = (
    await server.call('GET', `/api/usuarios?email=${encodeURIComponent(person.email)}`, { token: demo })
  ).body.data;
  await server.call('PUT', `/api/usuario/${member.id}/disable`, { token: demo });
});

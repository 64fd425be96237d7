// The other public ways in: a confirmed pre-registration completed into an account, and an invite
// accepted by a new person and by someone who already has an account.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { expect, test } from './fixtures.js';
import { withApprovedTerm } from './terms.js';

test.describe.configure({ mode: 'parallel' });

test('a pre-registration confirmed by e-mail becomes a trial account', async ({ page, server }) => {
  await withApprovedTerm(server, async () => {
    const email = uniqueEmail('pre');
    const res = await server.call('POST', '/api/cadastro-publico', {
      body: { name: 'Maria Pré', email, phone: '11987654321' },
    });
    expect(res.status).toBe(201);
    const link = server.lastMailTo(email).links[0]!.replace('http://cofre.test', server.url);

    await page.goto(link);
    await expect(page.getByText('E-mail confirmado! Agora conclua seu cadastro.')).toBeVisible();
    await page.getByRole('link', { name: 'Concluir cadastro' }).click();
    await expect(page).toHaveURL(/\/usuario\/registrar\//);

    // The client checks first: an invalid document, a short password and the terms not accepted never
    // reach the API.
    await page.getByLabel(/^CNPJ da empresa/).fill('11.111.111/1111-11');
    await page.getByLabel(/^Senha/).fill('123');
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
    await expect(page.getByText('Senha tem que ter 6 dígitos')).toBeVisible();
    await expect(page.getByText('Leia e aceite os termos de uso e a política de privacidade.')).toBeVisible();

    const cnpj = generateCnpj().replace(/\D/g, '');
    await page.getByLabel(/^CNPJ da empresa/).fill(cnpj);
    await expect(page.getByLabel(/^CNPJ da empresa/)).toHaveValue(
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    );
    // A CNPJ: the person's own CPF is asked apart.
    await page.getByLabel(/^Seu CPF/).fill(generateCpf());
    await page.getByLabel(/^Senha/).fill('segredo123');
    await page.getByLabel(/^Confirme a senha/).fill('segredo123');
    await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
    await page.getByRole('button', { name: 'Concluir cadastro' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Olá, Maria Pré!')).toBeVisible();
  });
});

test('a new person accepts an invite and enters the inviting company', async ({ page, server }) => {
  const company = await makeCompany(server, 'Convidante Ltda');
  const { invite, token } = await makeInvite(server, { empresaId: company.id, permissions: ['vault.view'] });

  await page.goto(`/cadastrar-usuario/${token}`);
  await expect(page.getByText('Conclua seu cadastro para entrar na empresa Convidante Ltda.')).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(invite.email);
  await page.getByLabel(/^Seu nome/).fill('João Convidado');
  await page.getByLabel(/^Senha/).fill('segredo123');
  await page.getByLabel(/^Confirme a senha/).fill('outra-coisa');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await page.getByLabel(/^Confirme a senha/).fill('segredo123');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home').getByText('Convidante Ltda')).toBeVisible();
});

test('someone with an account accepts an invite with their password', async ({ page, server }) => {
  const home = await makeCompany(server, 'Primeira Ltda');
  const other = await makeCompany(server, 'Segunda Ltda');
  const user = await makeUser(server, { companies: [home.id], selected: home.id });
  const { token } = await makeInvite(server, { empresaId: other.id, email: user.email });

  await page.goto(`/cadastrar-usuario/${token}`);
  await expect(page.getByText(/Já existe uma conta com este e-mail/)).toBeVisible();
  await expect(page.getByLabel(/^Seu nome/)).toHaveCount(0);
  await page.getByLabel(/^Senha/).fill('senha-errada');
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /informe a senha dela/ })).toBeVisible();
  await page.getByLabel(/^Senha/).fill(user.password);
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The home page names the company entered (the app bar's switcher names it too, once it loads).
  await expect(page.getByTestId('home').getByText('Segunda Ltda')).toBeVisible();
});

test('an invalid invite link says so', async ({ page }) => {
  await page.goto('/cadastrar-usuario/nao-existe');
  await expect(page.getByText('Convite inválido, cancelado ou expirado.')).toBeVisible();
});

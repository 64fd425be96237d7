// Electronic signature end to end: the owner uploads a PDF and sends it, in order, to an internal
// approver and an external witness who must type a code; the approver approves from the inbox;
// the witness opens the e-mailed link on a phone-sized screen in a fresh browser, types the code
// and signs; the owner sees "Concluído" (timestamped: PAdES B-LTA) and downloads the sealed PDF,
// which pdfsig validates and the public verification page accepts — its level, each signature with
// its timestamp and certificate chain, at a phone's width too — and rejects once a byte is changed.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { empresas } from '../../server/db/schema.js';
import { minimalPdf } from '../helpers/files.js';
import { makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { pdfsig } from '../helpers/pdfsig.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, test } from './fixtures.js';

const tag = () => randomBytes(3).toString('hex');
const fileRow = (page: Page, name: string) => page.getByTestId('file-row').filter({ hasText: name });

async function fileAction(page: Page, name: string, item: string | RegExp) {
  await fileRow(page, name).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

async function freshPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
  return context.newPage();
}

test('a PDF goes from the vault to an internal approver and an external witness, is sealed, and verifies', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const [demo] = await server.ctx.db.select().from(empresas).where(eq(empresas.nomeFantasia, 'Demo Ltda'));
  const approver = await makeUser(server, { companies: [demo!.id], selected: demo!.id });
  const approverName = 'Pessoa Teste';
  const witnessEmail = uniqueEmail('testemunha');
  const witnessName = `Wanda Testemunha ${tag()}`;
  const fileName = `contrato-${tag()}.pdf`;

  // The owner uploads the PDF and sends it for signature, in order.
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cofre');
  await page.getByTestId('vault-file-input').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: minimalPdf('Contrato de prestação de serviços'),
  });
  await expect(fileRow(page, fileName)).toBeVisible();
  await fileAction(page, fileName, 'Solicitar assinaturas');
  const request = page.getByTestId('signing-request-dialog');
  await expect(request).toBeVisible();
  await request.getByTestId('signing-sequential').check();

  const first = request.getByTestId('signatory-row').nth(0);
  await first.getByRole('button', { name: 'Usuário da empresa' }).click();
  await first.getByTestId('signatory-user').fill(approver.email);
  await page.getByRole('option', { name: new RegExp(approver.email) }).click();
  await first.getByTestId('signatory-tipo').selectOption('2');

  await request.getByTestId('signatory-add').click();
  const second = request.getByTestId('signatory-row').nth(1);
  await second.getByRole('button', { name: 'Pessoa externa' }).click();
  await second.getByTestId('signatory-nome').fill(witnessName);
  await second.getByTestId('signatory-email').fill(witnessEmail);
  await second.getByTestId('signatory-tipo').selectOption('5');
  await second.getByTestId('signatory-code').check();
  await request.getByTestId('signing-send').click();
  await expect(request).toBeHidden();
  await expect(fileRow(page, fileName)).toContainText('Aguardando');

  // The approver approves from the inbox.
  const approverPage = await freshPage(browser);
  await login(approverPage, approver.email, approver.password);
  // Signed in only once the app has landed; going to /inbox before would find no session.
  await expect(approverPage).toHaveURL(/\/(home|dashboard)$/);
  await approverPage.goto('/inbox');
  const item = approverPage.getByTestId('inbox-item').filter({ hasText: fileName });
  await expect(item).toBeVisible();
  await item.getByTestId('inbox-open').click();
  await approverPage.getByTestId('inbox-consent').check();
  await approverPage.getByTestId('inbox-submit').click();
  await expect(approverPage.getByTestId('inbox-item').filter({ hasText: fileName })).toHaveCount(0);
  await approverPage.context().close();

  // The witness opens the e-mailed link on a phone, asks for the code and signs.
  const invite = server.lastMailTo(witnessEmail);
  const link = invite.links.find((l) => l.includes('/assinar/'));
  expect(link, 'the witness received a signing link').toBeTruthy();
  const phone = await freshPage(browser, { width: 360, height: 740 });
  await phone.goto(new URL(link!).pathname);
  await expect(phone.getByTestId('sign-page')).toBeVisible();
  await expect(phone.getByTestId('sign-act-label')).toHaveText('Assinar como testemunha');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const mailsToWitness = () => server.mails().filter((m) => m.to === witnessEmail);
  const mailedBefore = mailsToWitness().length;
  await phone.getByTestId('sign-send-code').click();
  await expect(phone.getByTestId('sign-code-sent')).toBeVisible();
  // The code's e-mail, not the invitation (whose signatory name carries digits too): wait for it.
  await expect.poll(() => mailsToWitness().length).toBe(mailedBefore + 1);
  const code = mailsToWitness()
    .at(-1)
    ?.text.match(/código de confirmação é (\d{6})/)?.[1];
  expect(code, 'the code e-mail carries six digits').toBeTruthy();
  await phone.getByTestId('sign-code').fill(code!);
  await phone.getByTestId('sign-consent').check();
  await phone.getByTestId('sign-submit').click();
  await expect(phone.getByTestId('sign-done')).toContainText('assinou como testemunha');
  await phone.context().close();

  // The owner sees it completed and downloads the sealed PDF.
  await page.reload();
  await expect(fileRow(page, fileName)).toContainText('Concluído');
  await fileAction(page, fileName, 'Assinaturas');
  const processDialog = page.getByTestId('signing-process-dialog');
  await expect(processDialog.getByTestId('signatory-status')).toHaveCount(2);
  // The default install's local TSA answered: the seal is timestamped, not owed one.
  await expect(processDialog.getByTestId('process-timestamp')).toHaveAttribute('data-state', 'carimbado');
  await expect(processDialog.getByTestId('process-timestamp')).toHaveText('PAdES B-LTA');
  const downloading = page.waitForEvent('download');
  await processDialog.getByTestId('signing-download-signed').click();
  const download = await downloading;
  const sealed = readFileSync(await download.path());
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfsig(sealed)).toContain('Signature is Valid.');

  // The public verification page accepts the sealed PDF and rejects a modified copy.
  const verifier = await freshPage(browser);
  await verifier.goto('/verificar');
  await verifier.getByTestId('verify-file-input').setInputFiles({
    name: 'assinado.pdf',
    mimeType: 'application/pdf',
    buffer: sealed,
  });
  await expect(verifier.getByTestId('verify-verdict')).toHaveAttribute('data-found', 'true');
  await expect(verifier.getByTestId('verify-seal')).toHaveAttribute('data-intact', 'true');
  await expect(verifier.getByTestId('verify-signatory')).toHaveCount(2);
  await expect(verifier.getByTestId('verify-signatory').filter({ hasText: approverName })).toBeVisible();
  await expect(verifier.getByTestId('verify-chain')).toHaveAttribute('data-valid', 'true');
  await expect(verifier.getByTestId('verify-seal')).toHaveAttribute('data-level', 'B-LTA');
  const signature = (attrs: string) => verifier.locator(`[data-testid="verify-signature"]${attrs}`);
  await expect(signature('[data-valid="false"]')).toHaveCount(0);
  const docStamp = signature('[data-kind="carimbo_documento"]').first();
  await expect(docStamp).toBeVisible();
  // The chain is folded away; opened, it ends at the root.
  await docStamp.getByTestId('verify-certificates').click();
  await expect(docStamp.locator('[data-testid="verify-certificate"][data-revocation="raiz"]')).toContainText(
    'Raiz',
  );
  await verifier.setViewportSize({ width: 1366, height: 800 });
  expect(await pageWidth(verifier)).toBeLessThanOrEqual(1366);
  await verifier.setViewportSize({ width: 360, height: 740 });
  expect(await pageWidth(verifier)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(verifier, '/verificar with a sealed PDF');

  const modified = Buffer.from(sealed);
  const at = modified.indexOf('Contrato de presta');
  modified[at] = 'K'.charCodeAt(0);
  await verifier.goto('/verificar');
  await verifier.getByTestId('verify-file-input').setInputFiles({
    name: 'alterado.pdf',
    mimeType: 'application/pdf',
    buffer: modified,
  });
  await expect(verifier.getByTestId('verify-verdict')).toHaveAttribute('data-found', 'false');
  await expect(verifier.getByTestId('verify-seal')).toHaveAttribute('data-intact', 'false');
  await expect(signature('[data-valid="false"]').first()).toContainText(/Alterad[ao] — não confere/);
  await verifier.context().close();
});

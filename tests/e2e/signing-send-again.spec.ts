// Sending again, in Chromium: a document refused by its signatory goes out again from the process
// view, prefilled with the last round's signatory; the earlier round stays listed; on a 360 px
// phone the view fits the screen and passes axe.
import {
  companyWithOwner,
  denyByLink,
  external,
  inviteMailsTo,
  linkToken,
  sendForSignature,
} from '../helpers/signing.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, test } from './fixtures.js';

test('a refused document is sent again from its process view, and the earlier round stays visible on a phone', async ({
  page,
  server,
}) => {
  const { owner } = await companyWithOwner(server);
  const { token } = owner;
  const signer = external({ nome: 'Rita Recusa' });
  const { file } = await sendForSignature(
    server,
    token,
    { signatarios: [signer] },
    { name: 'Aditivo 7.pdf' },
  );
  const firstLink = linkToken(server, signer.email);
  const denied = await denyByLink(server, file.id, firstLink, 'Falta a cláusula de reajuste.');
  expect(denied.status).toBe(200);

  await login(page, owner.user.email, owner.user.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cofre');
  const row = page.getByTestId('file-row').filter({ hasText: 'Aditivo 7.pdf' });
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Enviar novamente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar novamente para assinatura' });
  await expect(dialog.getByTestId('signatory-email')).toHaveValue(signer.email);
  await dialog.getByRole('button', { name: 'Enviar novamente' }).click();
  await expect(row).toContainText('Aguardando');
  // A second invitation, with a new link, went to the signatory.
  await expect.poll(() => inviteMailsTo(server, signer.email).length).toBe(2);
  expect(linkToken(server, signer.email)).not.toBe(firstLink);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByRole('button', { name: 'Ações de Aditivo 7.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Assinaturas' }).click();
  const view = page.getByTestId('signing-process-dialog');
  await view.getByRole('button', { name: /Processos anteriores \(1\)/ }).click();
  await expect(view.getByText('Motivo: Falta a cláusula de reajuste.').first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'the process view with an earlier round at 360 px');
});

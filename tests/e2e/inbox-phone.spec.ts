// A signed-in signatory signs from the inbox on a 360×740 phone: the inbox is a list (no table wider
// than the screen), the sign dialog takes the whole screen with "Assinar" on it, the document
// scrolls by keyboard in its own named region, and once signed the document leaves the inbox.
import { randomBytes } from 'node:crypto';
import { makeUser } from '../helpers/fixtures.js';
import { companyWithOwner, external, sendForSignature } from '../helpers/signing.js';
import { expect, login, test } from './fixtures.js';

const PHONE = { width: 360, height: 740 };
const pageWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

test('a signatory signs a document from the inbox on a 360 px phone', async ({ page, server }) => {
  const { owner } = await companyWithOwner(server);
  const signer = await makeUser(server, { ambient: 'S' });
  const fileName = `Contrato de locação ${randomBytes(3).toString('hex')}.pdf`;
  await sendForSignature(
    server,
    owner.token,
    {
      mensagem: 'Por favor, assine até sexta-feira.',
      signatarios: [external({ nome: 'Pessoa Teste', email: signer.email })],
    },
    { name: fileName },
  );

  await page.setViewportSize(PHONE);
  await login(page, signer.email, signer.password);
  await expect(page).toHaveURL(/\/inbox$/);
  const item = page.getByTestId('inbox-item').filter({ hasText: fileName });
  await expect(item).toBeVisible();
  // A list on a phone, not a table scrolled sideways; the page keeps the screen's width.
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expect.poll(() => pageWidth(page), { message: '/inbox width' }).toBeLessThanOrEqual(PHONE.width);

  await item.getByTestId('inbox-open').click();
  const dialog = page.getByTestId('inbox-sign-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The document, in a region the keyboard can focus and scroll.
  const preview = dialog.getByRole('region', { name: new RegExp(`^Documento ${fileName}`) });
  await expect(preview.getByTestId('pdf-canvas')).toBeVisible();
  await expect(preview).toHaveAttribute('tabindex', '0');
  // Half the screen's height holds the document; the page drawn at the screen's width is taller.
  await expect
    .poll(() => preview.evaluate((el) => el.scrollHeight - el.clientHeight), {
      message: 'taller than its region',
    })
    .toBeGreaterThan(0);
  await preview.focus();
  await page.keyboard.press('End');
  await expect
    .poll(() => preview.evaluate((el) => el.scrollTop), { message: 'region scrolled' })
    .toBeGreaterThan(0);

  // The dialog fills the screen and nothing sits beyond its right edge.
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(PHONE.width);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect
    .poll(() => pageWidth(page), { message: 'page width with the dialog' })
    .toBeLessThanOrEqual(PHONE.width);

  await dialog.getByTestId('inbox-consent').check();
  const submit = dialog.getByTestId('inbox-submit');
  await expect(submit).toHaveText('Assinar');
  await expect(submit).toBeInViewport({ ratio: 1 });
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('inbox-item').filter({ hasText: fileName })).toHaveCount(0);
  await expect(page.getByTestId('inbox-empty')).toBeVisible();
});

// Pre-registrations back office: people pre-register through the public API, one confirms by the
// e-mailed link; the admin filters the list by name and confirmation, exports exactly the filtered
// rows to Excel, and resends the confirmation e-mail of one that has not confirmed.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueEmail } from '../helpers/fixtures.js';
import { expect, login, test } from './fixtures.js';

const ADMIN = 'admin@cofre.local';
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
/** Waits until the list's URL carries this filter: react-admin applies a filter after a debounce,
 * and a click made before that is undone when the debounced filter navigates back to the list. */
const filtered = (page: Page, key: string, value: unknown) =>
  expect(page).toHaveURL((url) => {
    try {
      return JSON.parse(url.searchParams.get('filter') ?? '{}')[key] === value;
    } catch {
      return false;
    }
  });

/** Cell values of a worksheet row, without exceljs's empty slot 0. */
const cells = (row: ExcelJS.Row) =>
  (row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));

test('the admin filters pre-registrations, exports the filtered rows to Excel and resends an e-mail', async ({
  page,
  server,
}) => {
  // A name part unique to this test, longer than the filter's 3 characters.
  const batch = `Lote${randomBytes(3).toString('hex')}`;
  const people = [
    {
      name: `${batch} Ana Souza`,
      email: uniqueEmail('pre-ana'),
      phone: '11987654321',
      masked: '(11) 98765-4321',
    },
    {
      name: `${batch} Bruno Lima`,
      email: uniqueEmail('pre-bruno'),
      phone: '21987654322',
      masked: '(21) 98765-4322',
    },
    {
      name: `${batch} Carla Dias`,
      email: uniqueEmail('pre-carla'),
      phone: '31987654323',
      masked: '(31) 98765-4323',
    },
  ];
  for (const p of people) {
    const res = await server.call('POST', '/api/cadastro-publico', {
      body: { name: p.name, email: p.email, phone: p.phone },
    });
    expect(res.status, res.text).toBe(201);
  }

  // Bruno confirms through the link of his e-mail (the API's confirmation behind the SPA page).
  const [bruno] = people.slice(1);
  const link = server.lastMailTo(bruno!.email).links.find((l) => l.includes('/confirmar-email/'));
  expect(link).toMatch(/^http:\/\/cofre\.test\/confirmar-email\/[^/?]+$/);
  const confirmUrl = `${server.url}/api${new URL(link!).pathname}`;
  const confirmed = await fetch(confirmUrl);
  expect(confirmed.status).toBe(200);
  expect((await confirmed.json()).data).toMatchObject({ email: bruno!.email, confirmed: true });

  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/planos$/);
  await page.goto('/pre-cadastros');

  const dataRows = page.locator('tbody tr');
  const batchRows = dataRows.filter({ hasText: batch });

  // A filter of 3 characters or fewer is refused, says why, and is not applied.
  const nameFilter = page.getByLabel('Nome', { exact: true });
  await nameFilter.fill('Lot');
  await expect(nameFilter).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('O Filtro deve ser maior que 3.')).toBeVisible();
  await expect(page).not.toHaveURL(/Lot/);

  // By name: the three of the batch and nobody else.
  await nameFilter.fill(batch);
  await filtered(page, 'name', batch);
  await expect(nameFilter).toHaveAttribute('aria-invalid', 'false');
  await expect(dataRows).toHaveCount(3);
  await expect(batchRows).toHaveCount(3);
  for (const p of people) {
    const row = batchRows.filter({ hasText: p.name });
    await expect(row).toContainText(p.email);
    await expect(row).toContainText(p.masked);
    await expect(row).toContainText(p === bruno ? 'Sim' : 'Não');
  }

  // And confirmed: only Bruno.
  await page.getByRole('combobox', { name: 'Confirmado' }).click();
  await page.getByRole('option', { name: 'Sim' }).click();
  await filtered(page, 'confirmed', 'true');
  await expect(dataRows).toHaveCount(1);
  await expect(dataRows.first()).toContainText(bruno!.name);
  await expect(dataRows.first()).toContainText(bruno!.email);

  // The Excel download holds exactly the filtered rows, under the expected headers.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pre-cadastros.xlsx');
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  expect(book.worksheets).toHaveLength(1);
  const sheet = book.worksheets[0]!;
  expect(cells(sheet.getRow(1))).toEqual(['Nome', 'E-mail', 'Telefone', 'Confirmado', 'Criado em']);
  const body: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) body.push(cells(row));
  });
  expect(body).toHaveLength(1);
  expect(body[0]!.slice(0, 4)).toEqual([bruno!.name, bruno!.email, bruno!.masked, 'Sim']);
  expect(body[0]![4]).toMatch(/^\d{2}\/\d{2}\/\d{4}/);

  // A confirmed pre-registration has nothing to resend.
  await dataRows.first().getByText(bruno!.name).click();
  await expect(page).toHaveURL(/\/pre-cadastro\/\d+$/);
  await expect(page.getByText('Este pré-cadastro já confirmou o e-mail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar e-mail' })).toBeDisabled();

  // Not confirmed: Ana and Carla; Ana's e-mail is sent again with a new link.
  await page.goto('/pre-cadastros');
  await page.getByLabel('Nome', { exact: true }).fill(batch);
  await filtered(page, 'name', batch);
  await page.getByRole('combobox', { name: 'Confirmado' }).click();
  await page.getByRole('option', { name: 'Não' }).click();
  await filtered(page, 'confirmed', 'false');
  await expect(dataRows).toHaveCount(2);
  await expect(dataRows.filter({ hasText: bruno!.name })).toHaveCount(0);

  const ana = people[0]!;
  const before = server.mails().filter((m) => m.to === ana.email);
  expect(before).toHaveLength(1);
  await dataRows.filter({ hasText: ana.name }).getByText(ana.name).click();
  await expect(page).toHaveURL(/\/pre-cadastro\/\d+$/);
  await expect(page.getByText(ana.email)).toBeVisible();
  await expect(
    page.getByText('Envia um novo link de confirmação; o link anterior deixa de funcionar.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(toast(page, 'E-mail de confirmação reenviado.')).toBeVisible();
  await expect.poll(() => server.mails().filter((m) => m.to === ana.email).length).toBe(2);
  const [first, second] = server.mails().filter((m) => m.to === ana.email);
  const firstLink = first!.links.find((l) => l.includes('/confirmar-email/'));
  const secondLink = second!.links.find((l) => l.includes('/confirmar-email/'));
  expect(secondLink).toBeTruthy();
  expect(secondLink).not.toBe(firstLink);
});

// The vault as a company user works it: nested folders, two PDFs dropped onto the page with their
// progress reaching 100%, a preview, a move, a rename, a delete and a restore from the deleted
// files — and every one of those steps in the file's history, whose chain verifies. On a phone: each
// file's state and actions on screen, an upload offering "Solicitar assinaturas" at once, and a
// completed document's "Baixar assinado" giving the signed copy (the original apart).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { loginAs } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { external, processOf, sendForSignature, signAs } from '../helpers/signing.js';
import { expect, login, test } from './fixtures.js';
import { hiddenSideways } from './listRoutes.js';

const tag = () => randomBytes(3).toString('hex');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const fileRow = (page: Page, name: string) => page.getByTestId('file-row').filter({ hasText: name });

/** Drops files onto the vault the way a desktop drag does: a DataTransfer on the drop zone. */
async function dropFiles(page: Page, files: { name: string; bytes: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, base64: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], item.name, { type: 'application/pdf' }));
    }
    return dt;
  }, payload);
  const zone = page.getByTestId('vault-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nova pasta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova pasta' });
  await dialog.getByLabel('Nome da pasta').fill(name);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Pasta criada.')).toBeVisible();
  await expect(page.getByTestId('folder-item').filter({ hasText: name })).toBeVisible();
}

const openFolder = (page: Page, name: string) =>
  page.getByRole('button', { name: `Abrir a pasta ${name}` }).click();

/** Right-clicks a file row and picks an item of its context menu. */
async function fileAction(row: Locator, item: string) {
  await row.click({ button: 'right' });
  await row.page().getByRole('menuitem', { name: item }).click();
}

test('a company user organises, uploads, previews, moves, renames, deletes and restores a PDF, and its history shows each step', async ({
  page,
}) => {
  const top = `Contratos ${tag()}`;
  const inner = `2026 ${tag()}`;
  const first = `proposta-${tag()}.pdf`;
  const second = `aditivo-${tag()}.pdf`;
  const renamed = `proposta-final-${tag()}`;

  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cofre');
  await expect(page.getByRole('navigation', { name: 'Caminho da pasta' })).toBeVisible();

  // Nested folders.
  await createFolder(page, top);
  await openFolder(page, top);
  await createFolder(page, inner);
  await openFolder(page, inner);
  const crumbs = page.getByRole('navigation', { name: 'Caminho da pasta' });
  await expect(crumbs).toContainText(top);
  await expect(crumbs).toContainText(inner);

  // Two PDFs by drag and drop, each progress bar reaching 100%.
  await dropFiles(page, [
    { name: first, bytes: minimalPdf('Proposta comercial') },
    { name: second, bytes: minimalPdf('Termo aditivo') },
  ]);
  for (const name of [first, second]) {
    await expect(page.getByRole('progressbar', { name: `Progresso do envio de ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(fileRow(page, name)).toBeVisible();
  }
  await expect(page.getByTestId('file-row')).toHaveCount(2);

  // The level is remembered by the server: a reload comes back to the same folder.
  await page.reload();
  await expect(fileRow(page, first)).toBeVisible();

  // Preview the first one: pdf.js draws its page.
  await fileRow(page, first).getByRole('button', { name: first, exact: true }).click();
  const preview = page.getByRole('dialog', { name: first });
  await expect(preview.getByTestId('pdf-canvas')).toHaveAttribute('aria-label', 'Página 1 de 1');
  await preview.getByRole('button', { name: 'Fechar' }).click();

  // Move it up to the first folder.
  await fileAction(fileRow(page, first), 'Mover');
  const move = page.getByRole('dialog', { name: 'Mover 1 arquivo' });
  await move.getByRole('button', { name: 'Voltar' }).click();
  await move.getByRole('button', { name: `Mover para ${top}` }).click();
  await expect(fileRow(page, first)).toHaveCount(0);
  await crumbs.getByRole('button', { name: top }).click();
  await expect(fileRow(page, first)).toBeVisible();

  // Rename it (the extension is kept).
  await fileAction(fileRow(page, first), 'Renomear');
  const rename = page.getByRole('dialog', { name: 'Renomear arquivo' });
  await rename.getByLabel('Nome do arquivo').fill(renamed);
  await rename.getByRole('button', { name: 'Salvar' }).click();
  await expect(fileRow(page, `${renamed}.pdf`)).toBeVisible();

  // Delete it, then restore it from the deleted files.
  await fileAction(fileRow(page, `${renamed}.pdf`), 'Excluir');
  await page
    .getByRole('dialog', { name: 'Excluir arquivo' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(fileRow(page, `${renamed}.pdf`)).toHaveCount(0);
  await page.goto('/cofre/excluidos');
  const trashed = page.getByRole('row').filter({ hasText: `${renamed}.pdf` });
  await trashed.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: 'Restaurar' }).click();
  await expect(toast(page, 'Arquivo restaurado.')).toBeVisible();
  await expect(trashed).toHaveCount(0);

  // Back in its folder, its history tells the whole story and the chain verifies.
  await page.goto('/cofre');
  await expect(fileRow(page, `${renamed}.pdf`)).toBeVisible();
  await fileAction(fileRow(page, `${renamed}.pdf`), 'Histórico');
  const history = page.getByRole('dialog', { name: `Histórico de "${renamed}.pdf"` });
  const events = history.getByTestId('history-event');
  await expect(events).toHaveCount(6);
  const steps = ['Enviado', 'Visualizado', 'Movido', 'Renomeado', 'Excluído', 'Restaurado'];
  for (const [i, step] of steps.entries()) await expect(events.nth(i)).toContainText(`#${i + 1} · ${step}`);
  await expect(events.nth(2)).toContainText(`De ${inner} para ${top}`);
  await expect(events.nth(3)).toContainText(`De "${first}" para "${renamed}.pdf"`);
  await expect(events.nth(0)).toContainText('Gestor');
  await expect(history).toContainText('Cadeia de eventos íntegra');
});

/** Whether the element lies within the screen's width (not beside it, behind a sideways scroll). */
const onScreen = async (el: Locator, width: number) => {
  const box = await el.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
};

/** Saves what the click downloads; its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('on a phone, each file shows its state and actions; an upload offers the request at once; a completed document downloads signed', async ({
  page,
  server,
}) => {
  const width = 360;
  // A document its one signatory has signed, sealed by the server.
  const { access_token: token } = await loginAs(server, 'gestor@demo.local', 'demo123');
  const signer = external({ nome: 'Signatária do Celular' });
  const signed = `acordo-${tag()}.pdf`;
  const original = minimalPdf('Acordo comercial');
  const { file } = await sendForSignature(
    server,
    token,
    { signatarios: [signer] },
    { name: signed, bytes: original },
  );
  await signAs(server, signer.email);
  await expect.poll(async () => (await processOf(server, token, file.id)).status).toBe('completed');

  await page.setViewportSize({ width, height: 740 });
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cofre');
  const folder = `Celular ${tag()}`;
  await createFolder(page, folder);
  await openFolder(page, folder);

  // A PDF dropped in: once it arrived, its line offers the request for signatures right there.
  const draft = `minuta-${tag()}.pdf`;
  await dropFiles(page, [{ name: draft, bytes: minimalPdf('Minuta') }]);
  const offer = page
    .getByTestId('upload-item')
    .getByRole('button', { name: `Solicitar assinaturas: ${draft}` });
  await offer.click();
  const request = page.getByRole('dialog', { name: /Solicitar assinaturas/ });
  await expect(request).toContainText(draft);
  await page.keyboard.press('Escape');
  await expect(request).toHaveCount(0);

  // Its row, in the phone's list: the name, the state, the request and ⋮, all on screen.
  await expect(page.getByRole('main').getByTestId('compact-list')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const draftRow = fileRow(page, draft);
  await expect(draftRow.getByTestId('file-status')).toHaveText('Rascunho');
  for (const el of [
    draftRow.getByTestId('file-status'),
    draftRow.getByTestId('file-quick-request'),
    draftRow.getByRole('button', { name: `Ações de ${draft}` }),
  ])
    expect(await onScreen(el, width)).toBe(true);
  expect(await hiddenSideways(page)).toEqual([]);

  // The signed document, found by a search: "Baixar assinado" on its row gives the sealed copy,
  // named as such; "Baixar original" under ⋮ gives what was uploaded.
  await page.getByLabel('Buscar em todo o cofre').fill(signed);
  const signedRow = fileRow(page, signed);
  await expect(signedRow.getByTestId('file-status')).toHaveText('Concluído');
  const quick = signedRow.getByRole('button', { name: `Baixar assinado: ${signed}` });
  expect(await onScreen(quick, width)).toBe(true);
  const copy = await downloaded(page, () => quick.click());
  expect(copy.name).not.toBe(signed);
  expect(copy.name).toMatch(/assinado/);
  expect(copy.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(copy.bytes.equals(original)).toBe(false);
  await signedRow.getByRole('button', { name: `Ações de ${signed}` }).click();
  const first = await downloaded(page, () => page.getByRole('menuitem', { name: 'Baixar original' }).click());
  expect(first.name).toBe(signed);
  expect(first.bytes.equals(original)).toBe(true);
  expect(await hiddenSideways(page)).toEqual([]);
});

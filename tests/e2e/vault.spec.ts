// The vault as a company user works it: nested folders, two PDFs dropped onto the page with their
// progress reaching 100%, a preview, a move, a rename, a delete and a restore from the deleted
// files — and every one of those steps in the file's history, whose chain verifies. (The vault on a
// phone: first-signature.spec.ts.)
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { minimalPdf } from '../helpers/files.js';
import { expect, login, test } from './fixtures.js';

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

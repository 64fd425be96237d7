// Templates, bulk sends and the pipeline end to end (issue 33): at 1,366 px the manager makes a
// template from a PDF (two roles, a signature each, a prefill value placed with the mouse), uses it
// once, and sends it in bulk from a three-line spreadsheet, watching the job to the end; on a 360 px
// phone, the dashboard's "waiting for others" card opens the pipeline already filtered, a search
// narrows it to the three bulk documents, and one tap reminds all three. Axe and the page's width at
// each screen.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { assinaturas } from '../../server/db/schema.js';
import { contractPdf } from '../helpers/files.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { dragOnto } from './fieldEditor.js';
import { expect, login, test } from './fixtures.js';

async function checkScreen(page: Page, what: string, width: number) {
  await expect.poll(() => pageWidth(page), { message: `${what} width at ${width} px` }).toBe(width);
  await expectNoSeriousViolations(page, `${what} at ${width} px`);
}

test('a template made, used and sent in bulk at 1,366 px; the pipeline filtered from the dashboard and three reminded at once on a phone', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString('hex');
  const nome = `Contrato de locação ${tag}`;

  // A new template: its name and PDF, then its editor.
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/modelos');
  await page
    .getByRole('link', { name: 'Novo modelo' })
    .or(page.getByRole('button', { name: 'Novo modelo' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Nome/ }).fill(nome);
  await page.getByTestId('template-pdf-input').setInputFiles({
    name: 'locacao.pdf',
    mimeType: 'application/pdf',
    buffer: await contractPdf(1),
  });
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/modelo\/\d+\/editar$/);
  const id = Number(/\/modelo\/(\d+)\//.exec(page.url())?.[1]);

  // Two roles, a prefill value, and where each goes.
  const editor = page.getByTestId('template-editor');
  const roles = editor.getByTestId('template-role');
  await roles.nth(0).getByLabel('Nome do papel').fill('Locatário');
  await editor.getByTestId('template-role-add').click();
  await roles.nth(1).getByLabel('Nome do papel').fill('Locador');
  await editor.getByRole('button', { name: 'Adicionar campo de preenchimento' }).click();
  await editor.getByTestId('template-prefill').getByLabel('Rótulo').fill('Valor do aluguel');
  const fields = editor.getByTestId('field-editor');
  const sheet = fields.getByTestId('field-page-overlay').first();
  await expect(sheet).toBeVisible();
  for (const [n, x] of [0.2, 0.65].entries()) {
    await fields.getByTestId(`field-signatory-${n + 1}`).click();
    await dragOnto(page, fields.getByTestId('field-palette-assinatura'), sheet, { x, y: 0.9 });
  }
  await fields.getByTestId('field-signatory-3').click();
  await dragOnto(page, fields.getByTestId('field-palette-texto'), sheet, { x: 0.25, y: 0.05 });
  await expect(fields.getByTestId('field-box')).toHaveCount(3);
  await checkScreen(page, 'the template editor', 1366);
  await editor.getByTestId('template-save').first().click();
  await expect(page.getByText('Modelo salvo (versão 2)')).toBeVisible();

  // Used once: a person per role and the value.
  await page.goto(`/modelo/${id}/usar`);
  const people = page.getByTestId('use-person');
  for (const [i, who] of [`Lia Única ${tag}`, 'Gestor Locador'].entries()) {
    await people.nth(i).getByTestId('person-nome').fill(who);
    await people.nth(i).getByTestId('person-email').fill(`uso-${i}-${tag}@exemplo.com.br`);
  }
  await page.getByTestId('prefill-value-valor_do_aluguel').fill('R$ 2.500,00');
  await checkScreen(page, 'using the template', 1366);
  await page.getByTestId('template-use-send').click();
  await expect(page).toHaveURL(/\/cofre\?arquivo=\d+/);

  // In bulk: three lines, their columns mapped by their names, the job watched to the end.
  const tenants = ['Ana', 'Bia', 'Caio'].map((n) => ({
    nome: `${n} Lote ${tag}`,
    email: `${n.toLowerCase()}-lote-${tag}@exemplo.com.br`,
  }));
  const csv = [
    'Locatário nome;Locatário e-mail;Locador nome;Locador e-mail;Valor do aluguel',
    ...tenants.map(
      (p, i) => `${p.nome};${p.email};Gestor Locador;locador-${tag}@exemplo.com.br;R$ ${i + 1}.000,00`,
    ),
  ].join('\r\n');
  await page.goto(`/modelo/${id}/lote`);
  await page.getByTestId('bulk-sheet-input').setInputFiles({
    name: 'lote.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByTestId('bulk-preview-row')).toHaveCount(3);
  await expect(page.getByTestId('bulk-refused')).toContainText('Nenhuma linha será recusada.');
  await checkScreen(page, 'the bulk send preview', 1366);
  await page.getByRole('button', { name: 'Enviar 3 documentos' }).click();
  await expect(page.getByTestId('bulk-job-status')).toHaveText('Concluído', { timeout: 60_000 });
  await expect(page.getByTestId('bulk-job-counts')).toContainText('3 criados · 0 recusados');
  await expect(page.getByTestId('bulk-line')).toHaveCount(3);

  // Invited two minutes ago (a reminder waits a minute after the last link).
  const invited = await server.ctx.db
    .select({ id: assinaturas.id })
    .from(assinaturas)
    .where(
      inArray(
        assinaturas.email,
        tenants.map((p) => p.email),
      ),
    );
  expect(invited).toHaveLength(3);
  await server.ctx.db
    .update(assinaturas)
    .set({ enviadoEm: new Date(Date.now() - 120_000) })
    .where(
      inArray(
        assinaturas.id,
        invited.map((s) => s.id),
      ),
    );

  // On a phone: the dashboard's card opens the pipeline filtered; three reminded at once.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.getByTestId('dash-waiting-others').click();
  await expect(page).toHaveURL(/\/processos\?.*status=waiting/);
  const list = page.getByRole('main').getByTestId('compact-list');
  await expect(list).toBeVisible();
  await page.getByRole('main').getByLabel('Buscar documento ou signatário').fill(`Lote ${tag}`);
  const rows = list.getByRole('checkbox');
  await expect(rows).toHaveCount(3);
  await checkScreen(page, 'the pipeline', 360);
  for (const row of await rows.all()) await row.check();
  await page.getByRole('button', { name: 'Lembrar' }).click();
  await expect(page.getByText('Lembrete enviado a 3 processos.')).toBeVisible();
  for (const p of tenants)
    expect(
      server.mails().filter((m) => m.to === p.email),
      `${p.email}: invitation and reminder`,
    ).toHaveLength(2);
});

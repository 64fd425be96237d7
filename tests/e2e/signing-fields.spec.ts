// Visible signatures end to end (issue 31): the manager places, at 1,366 px with the mouse, a
// signature, a rubrica on every page and a date for each of two signatories; the first signs on a
// 360 px phone by drawing with the pointer, the second by typing; the sealed PDF shows both marks
// where the editor placed them (by pixels, rendered as a reader shows it), the editor's boxes agree
// with the stored fractions within 1 % of the page, and the seal verifies.
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import type { FieldArea, SigningProcess } from '../../common/schemas/signing.js';
import { loginAs } from '../helpers/app.js';
import { contractPdf, uploadFile } from '../helpers/files.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { pdfsig } from '../helpers/pdfsig.js';
import { areaPixels, type PixelRect, type RenderedPage, renderPages } from '../helpers/pixels.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { dragOnto } from './fieldEditor.js';
import { CONTEXT_OPTIONS, expect, login, test } from './fixtures.js';

const A4 = { largura: 595, altura: 842 };
const tag = () => randomBytes(3).toString('hex');
const fileRow = (page: Page, name: string) => page.getByTestId('file-row').filter({ hasText: name });

/** A box's place on its page overlay, in fractions of the page (what the editor shows). */
async function fractionsOf(box: Locator, overlay: Locator) {
  const [b, o] = await Promise.all([box.boundingBox(), overlay.boundingBox()]);
  if (!b || !o) throw new Error('box or page not laid out');
  return {
    x: (b.x - o.x) / o.width,
    y: (b.y - o.y) / o.height,
    largura: b.width / o.width,
    altura: b.height / o.height,
  };
}

/** Draws a looping stroke across the pad with the pointer. */
async function drawOn(page: Page, pad: Locator) {
  const b = await pad.boundingBox();
  if (!b) throw new Error('pad not laid out');
  await page.mouse.move(b.x + b.width * 0.15, b.y + b.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 30; i++) {
    const t = i / 30;
    await page.mouse.move(
      b.x + b.width * (0.15 + 0.7 * t),
      b.y + b.height * (0.6 - 0.25 * Math.sin(t * 4 * Math.PI)),
    );
  }
  await page.mouse.up();
}

/** A 360 × 740 touch phone of its own (cookies, storage and cache). */
const phone = (browser: Browser, baseURL: string) =>
  browser.newContext({ ...CONTEXT_OPTIONS, baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });

/** Adopts a mark from the signer's first field of that kind: drawn, or typed (name prefilled). */
async function adopt(signer: Page, tipo: 'assinatura' | 'rubrica', how: 'draw' | 'type') {
  await signer.locator(`[data-testid="field-overlay"][data-type="${tipo}"]`).first().click();
  const dialog = signer.getByTestId('adopt-mark-dialog');
  await expect(dialog).toBeVisible();
  if (how === 'draw') await drawOn(signer, dialog.getByTestId('signature-pad'));
  else {
    await dialog.getByRole('tab', { name: 'Digitar' }).click();
    await expect(dialog.getByTestId('typed-mark-preview')).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Adotar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    signer.locator(`[data-testid="field-overlay"][data-type="${tipo}"][data-filled="true"]`).first(),
  ).toBeVisible();
}

/** Ink of a mark (dark, blue-dominant; page text and the band are black or grey) inside rect. */
function inkIn(page: RenderedPage, rect: PixelRect): number {
  let ink = 0;
  for (let y = Math.max(0, Math.floor(rect.top)); y < Math.min(page.height, Math.ceil(rect.bottom)); y++)
    for (let x = Math.max(0, Math.floor(rect.left)); x < Math.min(page.width, Math.ceil(rect.right)); x++) {
      const i = (y * page.width + x) * 3;
      const [r, g, b] = [page.data[i] ?? 255, page.data[i + 1] ?? 255, page.data[i + 2] ?? 255];
      if (b > r + 30 && b > g + 30 && r < 150) ink++;
    }
  return ink;
}
const whole = (page: RenderedPage): PixelRect => ({
  left: 0,
  top: 0,
  right: page.width,
  bottom: page.height,
});
const widen = (r: PixelRect, by: number): PixelRect => ({
  left: r.left - by,
  top: r.top - by,
  right: r.right + by,
  bottom: r.bottom + by,
});

test('fields placed at 1,366 px are filled on phones by drawing and typing, and burned in where they were placed', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const fileName = `locacao-${tag()}.pdf`;
  const people = [
    { nome: `Ana Desenha ${tag()}`, email: uniqueEmail('ana') },
    { nome: `Bruno Digita ${tag()}`, email: uniqueEmail('bruno') },
  ];

  // The manager uploads a two-page contract and asks both to sign.
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cofre');
  await page.getByTestId('vault-file-input').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: await contractPdf(2),
  });
  await expect(fileRow(page, fileName)).toBeVisible();
  await fileRow(page, fileName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Solicitar assinaturas' }).click();
  const request = page.getByTestId('signing-request-dialog');
  await expect(request).toBeVisible();
  for (const [i, person] of people.entries()) {
    if (i > 0) await request.getByTestId('signatory-add').click();
    const row = request.getByTestId('signatory-row').nth(i);
    await row.getByRole('button', { name: 'Pessoa externa' }).click();
    await row.getByTestId('signatory-nome').fill(person.nome);
    await row.getByTestId('signatory-email').fill(person.email);
  }

  // The editor: the pages, a palette per signatory.
  await request.getByTestId('signing-next').click();
  const editor = request.getByTestId('field-editor');
  await expect(editor).toBeVisible();
  const overlays = editor.getByTestId('field-page-overlay');
  await expect(overlays).toHaveCount(2);
  const lastPage = overlays.nth(1);
  for (const [i, x] of [0.12, 0.56].entries()) {
    await editor.getByTestId(`field-signatory-${i + 1}`).click();
    await dragOnto(page, editor.getByTestId('field-palette-assinatura'), lastPage, { x: x + 0.1, y: 0.62 });
    await dragOnto(page, editor.getByTestId('field-palette-data'), lastPage, { x: x + 0.05, y: 0.7 });
    await editor.getByTestId('field-initial-all').click();
  }
  const boxes = editor.getByTestId('field-box');
  // Two signatures, two dates, two rubricas on each of the two pages.
  await expect(boxes).toHaveCount(8);
  await expect(editor.locator('[data-testid="field-box"][data-type="rubrica"]')).toHaveCount(4);
  // The second signatory's rubricas sit beside the first's, not on them.
  const [first, second] = await Promise.all(
    [0, 1].map((n) =>
      fractionsOf(
        editor.locator('[data-testid="field-box"][data-type="rubrica"][data-page="1"]').nth(n),
        overlays.nth(0),
      ),
    ),
  );
  expect(Math.min(first?.x ?? 0, second?.x ?? 0) + (first?.largura ?? 0)).toBeLessThanOrEqual(
    Math.max(first?.x ?? 0, second?.x ?? 0),
  );
  await expectNoSeriousViolations(page, 'the field editor at 1,366 px');
  expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
  // Where the editor shows each signature, in fractions of its page.
  const shown = [];
  for (const box of await editor.locator('[data-testid="field-box"][data-type="assinatura"]').all())
    shown.push(await fractionsOf(box, lastPage));
  await request.getByTestId('signing-send').click();
  await expect(request).toBeHidden();
  await expect(fileRow(page, fileName)).toContainText('Aguardando');

  // The editor's boxes are the stored fields, within 1 % of the page.
  const { access_token: token } = await loginAs(server, 'gestor@demo.local');
  const files = await server.call(
    'GET',
    `/api/files?perPage=100&scope=all&q=${encodeURIComponent(fileName)}`,
    { token },
  );
  const fileId = (files.body.data as { id: number; nome: string }[]).find((f) => f.nome === fileName)?.id;
  const process = async (): Promise<SigningProcess> =>
    (await server.call('GET', `/api/arquivo/${fileId}/assinaturas`, { token })).body;
  const sent = await process();
  const stored = sent.signatarios.map(
    (s) => s.campos.find((f) => f.tipo === 'assinatura')?.areas[0] as FieldArea,
  );
  for (const [i, area] of stored.entries()) {
    const editorBox = shown[i] as (typeof shown)[number];
    for (const k of ['x', 'y', 'largura', 'altura'] as const)
      expect(Math.abs(area[k] - editorBox[k]), `signature ${i + 1}, ${k}`).toBeLessThanOrEqual(0.01);
  }

  // Ana signs on a phone, drawing with the pointer; Bruno types. One phone (its cache warm for the
  // second), a tab each: the link is all a signer holds.
  const handset = await phone(browser, server.url);
  for (const [i, person] of people.entries()) {
    const link = server.lastMailTo(person.email).links.find((l) => l.includes('/assinar/'));
    const signer = await handset.newPage();
    await signer.goto(new URL(link as string).pathname);
    await expect(signer.getByTestId('sign-page')).toBeVisible();
    // Their signature and their rubrica (one field on every page) are theirs to fill; the date is the platform's.
    await expect(signer.getByTestId('field-guide-status')).toHaveText('Faltam 2 campos obrigatórios');
    await expect(signer.getByTestId('field-guide-next')).toContainText('Próximo campo (1 de 2)');
    await expect(signer.getByTestId('sign-submit')).toBeDisabled();
    if (i === 0) await expectNoSeriousViolations(signer, 'the signing page with fields at 360 px');
    await adopt(signer, 'assinatura', i === 0 ? 'draw' : 'type');
    await adopt(signer, 'rubrica', i === 0 ? 'draw' : 'type');
    expect(await pageWidth(signer)).toBeLessThanOrEqual(360);
    await signer.getByTestId('sign-consent').check();
    await expect(signer.getByTestId('sign-submit')).toBeEnabled();
    await signer.getByTestId('sign-submit').click();
    await expect(signer.getByTestId('sign-done')).toBeVisible();
    await signer.close();
  }
  await handset.close();

  // The sealed PDF: each signature where it was placed, the rubricas on every page, valid.
  const done = await process();
  expect(done.status).toBe('completed');
  const link = await server.call('GET', `/api/file/${fileId}/url?versao=assinado&disposition=attachment`, {
    token,
  });
  const sealed = Buffer.from(await (await fetch(`${server.url}${link.body.url}`)).arrayBuffer());
  expect(pdfsig(sealed)).toContain('Signature is Valid.');
  const pages = await renderPages(sealed, 1, 2);
  for (const [n, rendered] of pages.entries()) {
    const places = done.signatarios.flatMap((s) =>
      s.campos.filter((f) => f.tipo !== 'data').flatMap((f) => f.areas.filter((a) => a.pagina === n + 1)),
    );
    const inside = places.map((a) => inkIn(rendered, widen(areaPixels(a, A4), 2)));
    for (const [k, ink] of inside.entries()) expect(ink, `page ${n + 1}, mark ${k + 1}`).toBeGreaterThan(40);
    // Nowhere else on the page.
    expect(
      inside.reduce((a, b) => a + b, 0) / inkIn(rendered, whole(rendered)),
      `page ${n + 1}`,
    ).toBeGreaterThanOrEqual(0.99);
  }
});

test('on a 360 px phone the editor places fields by tapping, moves them by dragging, and fits the screen', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const fileName = `telefone-${tag()}.pdf`;
  const context = await phone(browser, server.url);
  const page = await context.newPage();
  await login(page, 'gestor@demo.local');
  await expect(page).toHaveURL(/\/home$/);
  // The file is uploaded through the API (the vault's own screen is another test's).
  const { access_token: token } = await loginAs(server, 'gestor@demo.local');
  const uploaded = await uploadFile(server, token, {
    name: fileName,
    bytes: await contractPdf(2),
    mime: 'application/pdf',
  });
  expect(uploaded.status).toBe(201);
  await page.goto('/cofre');
  await page.getByRole('button', { name: `Ações de ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Solicitar assinaturas' }).click();
  const request = page.getByTestId('signing-request-dialog');
  const row = request.getByTestId('signatory-row').first();
  await row.getByRole('button', { name: 'Pessoa externa' }).click();
  await row.getByTestId('signatory-nome').fill('Carla Celular');
  await row.getByTestId('signatory-email').fill(uniqueEmail('carla'));
  await request.getByTestId('signing-next').click();
  const editor = request.getByTestId('field-editor');
  const first = editor.getByTestId('field-page-overlay').first();
  await expect(first).toBeVisible();

  // Tap a type, then tap the page: the field lands where the finger did.
  await editor.getByTestId('field-palette-assinatura').tap();
  await first.scrollIntoViewIfNeeded();
  const o = await first.boundingBox();
  if (!o) throw new Error('page not laid out');
  await page.touchscreen.tap(o.x + o.width * 0.5, o.y + o.height * 0.3);
  const box = editor.getByTestId('field-box').first();
  await expect(box).toBeVisible();
  const placed = await fractionsOf(box, first);
  expect(Math.abs(placed.x + placed.largura / 2 - 0.5)).toBeLessThan(0.02);
  expect(Math.abs(placed.y + placed.altura / 2 - 0.3)).toBeLessThan(0.02);

  // Dragged lower with a pointer (touch drags are pointer events too).
  const b = await box.boundingBox();
  if (!b) throw new Error('box not laid out');
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + o.height * 0.2, { steps: 8 });
  await page.mouse.up();
  const moved = await fractionsOf(box, first);
  expect(moved.y - placed.y).toBeGreaterThan(0.15);

  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'the field editor at 360 px');
  await context.close();
});

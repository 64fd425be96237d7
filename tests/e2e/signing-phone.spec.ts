// The signer's page on a phone (360×740, touch, 2× pixels), opened from the e-mailed link: the act,
// the sender, the parties and the buttons are there and usable while the PDF is still on its way;
// the pages' space is reserved at their real size, so the "Assinar" button does not move when the
// pages render (no layout shift worth the name); the text is legible (the page as wide as the
// screen allows, zoom buttons for more) and the page never grows wider than the screen. The
// company's logo has its box before it loads. A link past its process' deadline shows a page of its
// own that fits the screen too.
import type { Browser, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { contractPdf } from '../helpers/files.js';
import { companyWithOwner, external, linkToken, sendForSignature } from '../helpers/signing.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { CONTEXT_OPTIONS, expect, test } from './fixtures.js';

/** A phone-sized touch browser (360×740, 2× pixels) on the test app. */
const phone = (browser: Browser, baseURL: string) =>
  browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

/** Holds back the answers to `pattern` until released; `asked` says whether one was requested. */
async function holdBack(page: Page, pattern: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(pattern, async (route: Route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('on a 360 px phone the buttons stay put while the PDF renders, and the text is legible', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { owner } = await companyWithOwner(server);
  const signer = external({ nome: 'Fulana Celular' });
  await sendForSignature(
    server,
    owner.token,
    { signatarios: [signer], mensagem: 'Segue o contrato.' },
    { name: 'Contrato celular.pdf', bytes: await contractPdf(3) },
  );
  const token = linkToken(server, signer.email);

  const context = await phone(browser, server.url);
  // Layout shifts not caused by the user, as Lighthouse counts them.
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  // The document's bytes wait until the page has been checked without them.
  const documentBytes = await holdBack(page, '**/api/assinar/*/documento*');

  await page.goto(`/assinar/${token}`);
  const submit = page.getByTestId('sign-submit');
  // Where the button sits in the document (not in the viewport: checking a box scrolls).
  const place = () =>
    submit.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
  await expect(submit).toBeVisible();
  await expect(page.getByTestId('sign-act-label')).toBeVisible();
  await expect(page.getByTestId('sign-sender')).toBeVisible();
  await expect(page.getByTestId('sign-party')).toHaveCount(1);
  // Three page boxes at A4's ratio, empty: nothing rendered yet.
  const slots = page.getByTestId('sign-page-slot');
  await expect(slots).toHaveCount(3);
  const slot = await slots.first().boundingBox();
  expect(slot).not.toBeNull();
  expect((slot?.height ?? 0) / (slot?.width ?? 1)).toBeCloseTo(842 / 595, 1);
  expect(slot?.width ?? 0).toBeGreaterThanOrEqual(330);
  await expect(page.locator('[data-testid="pdf-canvas"][data-rendered="true"]')).toHaveCount(0);
  // Usable already: the consent ticks.
  await page.getByTestId('sign-consent').check();
  await expect(page.getByTestId('sign-consent')).toBeChecked();
  const before = await place();
  const clsBefore = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);

  // The PDF arrives and its first page renders.
  await expect.poll(documentBytes.asked).toBe(true);
  documentBytes.release();
  const canvas = page.locator('[data-testid="pdf-canvas"][data-rendered="true"]').first();
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const after = await place();
  expect(after).toEqual(before);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls - clsBefore).toBeLessThanOrEqual(0.01);
  expect(cls).toBeLessThanOrEqual(0.05);

  // Legible: the page is drawn at least 330 px wide, sharp for the screen; the zoom widens it
  // inside its frame, never the page.
  const drawn = await canvas.boundingBox();
  expect(drawn?.width ?? 0).toBeGreaterThanOrEqual(330);
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThanOrEqual(660);
  await page.getByTestId('sign-zoom-in').click();
  await expect(page.getByTestId('sign-zoom-level')).toHaveText('Zoom: 150%');
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(495);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await place()).toEqual(before);
  await context.close();
});

test("the company's logo sits above its name in a box reserved before it loads: nothing moves", async ({
  browser,
  server,
}) => {
  test.setTimeout(60_000);
  const { empresaId, company, owner } = await companyWithOwner(server);
  const form = new FormData();
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${server.url}/api/empresa/${empresaId}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const signer = external({ nome: 'Lia Logotipo' });
  await sendForSignature(server, owner.token, { signatarios: [signer] });
  const token = linkToken(server, signer.email);

  const context = await phone(browser, server.url);
  const page = await context.newPage();
  // The logo waits until the page has been measured without it.
  const logoBytes = await holdBack(page, '**/api/empresa/logo/*');
  await page.goto(`/assinar/${token}`);
  const img = page.getByTestId('sign-company-logo');
  const sender = page.getByTestId('sign-sender');
  await expect(sender).toBeVisible();
  await expect(img).toHaveAttribute('alt', company.nomeFantasia ?? company.razaoSocial);
  await expect.poll(logoBytes.asked).toBe(true);
  const box = await img.boundingBox();
  expect(box?.width).toBe(240);
  expect(box?.height).toBe(80);
  const before = await sender.boundingBox();
  logoBytes.release();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(480);
  expect(await sender.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test('past the deadline the link shows "Prazo encerrado", within a 360 px screen and clean for axe', async ({
  browser,
  server,
}) => {
  const context = await phone(browser, server.url);
  const page = await context.newPage();
  // The API's answer once the deadline passed (the server's own is covered by the API tests).
  const nome = 'Contrato de prestação de serviços com um nome comprido demais para um celular.pdf';
  await page.route('**/api/assinar/*', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'O prazo para assinar este documento terminou em 30/11/2026.',
        code: 'DEADLINE_PASSED',
        prazo: '2026-12-01T02:59:59.999Z',
        documento: { nome },
      }),
    }),
  );
  await page.goto('/assinar/tok_prazo_0123456789abcdef');
  await expect(page.getByTestId('sign-deadline-text')).toHaveText(
    'O prazo para assinar este documento terminou em 30/11/2026. Fale com quem enviou o documento.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nome);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Prazo encerrado');
  expect(await pageWidth(page)).toBe(360);
  await expectNoSeriousViolations(page, 'the deadline-passed signing page');
  await context.close();
});

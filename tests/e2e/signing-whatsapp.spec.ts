// Signing through the company's own WhatsApp, in Chromium: the owner sends a PDF to one signatory
// by WhatsApp only (no e-mail), with a code; the link and then the code reach the simulated phone
// (read here from the simulator's record of sent messages); the signer signs on a 360 px page;
// the phone reads the messages and the owner's process view says "Lido"; the sealed PDF's every
// original page shows the verification code and a QR that reads back as the verification address.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { arquivos, devices } from '../../server/db/schema.js';
import { contractPdf } from '../helpers/files.js';
import { pageImage, pdfsig, pdftotext } from '../helpers/pdfsig.js';
import { companyWithOwner, processOf } from '../helpers/signing.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { CONTEXT_OPTIONS, expect, login, test } from './fixtures.js';
import { simulatorOf } from './simulator.js';

const PHONE = '11 97555-0101';
const NUMBER = '5511975550101';

interface Sent {
  number: string;
  text: string | null;
  keyId: string;
}

const fileRow = (page: Page, name: string) => page.getByTestId('file-row').filter({ hasText: name });

test('a signatory by WhatsApp only signs on a phone with a code from the company’s device; the owner sees it read; every sealed page carries the code and its QR', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const sim = simulatorOf(server);
  const toSigner = async () =>
    ((await sim('sent')) as (Sent & { instance: string })[]).filter((m) => m.number === NUMBER);

  // A company of its own, with a device connected on the simulator.
  const { owner, empresaId } = await companyWithOwner(server);
  const created = await server.call('POST', '/api/device/store', {
    token: owner.token,
    body: { name: 'Comercial' },
  });
  expect(created.status).toBe(201);
  const [device] = await server.ctx.db
    .select({ instance: devices.instanceName })
    .from(devices)
    .where(eq(devices.id, created.body.id));
  if (!device) throw new Error('device not stored');
  await sim(`${device.instance}/scan`, {});
  await expect
    .poll(
      async () =>
        (await server.call('GET', `/api/device/${created.body.id}/details`, { token: owner.token })).body
          .state,
    )
    .toBe('open');

  // The company has its logo: the app bar shows it from a tablet up.
  const logo = await sharp({
    create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${server.url}/api/empresa/${empresaId}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);

  // The owner sends a PDF to one signatory by WhatsApp only, with a code, from the browser.
  const fileName = 'Contrato WhatsApp.pdf';
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, owner.user.email, owner.user.password);
  await expect(page).toHaveURL(/\/home$/);
  const barLogo = page.getByTestId('appbar-company-logo');
  await expect(barLogo).toBeVisible();
  await expect.poll(() => barLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/cofre');
  await page.getByTestId('vault-file-input').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: await contractPdf(3),
  });
  await expect(fileRow(page, fileName)).toBeVisible();
  await fileRow(page, fileName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Solicitar assinaturas' }).click();
  const request = page.getByTestId('signing-request-dialog');
  const row = request.getByTestId('signatory-row').nth(0);
  await row.getByRole('button', { name: 'Pessoa externa' }).click();
  await row.getByTestId('signatory-nome').fill('Wesley Zap');
  await row.getByTestId('signatory-canal').selectOption('whatsapp');
  await expect(row.getByTestId('signatory-device')).toContainText('Comercial');
  await row.getByTestId('signatory-phone').fill(PHONE);
  await row.getByTestId('signatory-code').check();
  // The dialog with its WhatsApp choices fits a 360 px phone too.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row.getByTestId('signatory-device')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'the request dialog with a WhatsApp signatory at 360 px');
  await page.setViewportSize({ width: 1366, height: 768 });
  await request.getByRole('button', { name: 'Enviar para assinatura' }).click();
  await expect(fileRow(page, fileName)).toContainText('Aguardando');

  // The link reaches the phone by WhatsApp, from the company's device.
  await expect.poll(async () => (await toSigner()).length).toBe(1);
  const [invitation] = await toSigner();
  expect(invitation?.instance).toBe(device.instance);
  expect(invitation?.text).toContain('assine o documento');
  const link = /\/assinar\/([A-Za-z0-9_-]+)/.exec(invitation?.text ?? '')?.[1];
  if (!link) throw new Error(`no link in ${invitation?.text}`);

  // The signer, on a 360 px phone, asks for the code by WhatsApp, types it and signs.
  const phoneContext = await browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL: server.url,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/assinar/${link}`);
  await expect(phone.getByTestId('sign-page')).toBeVisible();
  await phone.getByRole('button', { name: 'Enviar código por WhatsApp' }).click();
  await expect(phone.getByTestId('sign-code-sent')).toContainText('WhatsApp');
  await expect(phone.getByTestId('sign-code-sent')).toContainText('(11) 9****-0101');
  await expect.poll(async () => (await toSigner()).length).toBe(2);
  const codeMessage = (await toSigner())[1];
  const code = /(?:c[óo]digo|code)\D{0,30}?\b(\d{6})\b/i.exec(codeMessage?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${codeMessage?.text}`);
  await phone.getByTestId('sign-code').fill(code);
  await phone.getByTestId('sign-consent').check();
  expect(await pageWidth(phone)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(phone, 'the signing page with a WhatsApp code at 360 px');
  await phone.getByTestId('sign-submit').click();
  await expect(phone.getByTestId('sign-done')).toContainText('Você assinou');
  // Reached by WhatsApp only: no account (an e-mail) is offered.
  await expect(phone.getByTestId('sign-register-link')).toHaveCount(0);
  await phoneContext.close();

  // The phone reads the messages: the owner's process view says "Lido" for WhatsApp.
  for (const m of await toSigner())
    await sim(`${device.instance}/receipt`, { keyId: m.keyId, status: 'READ' });
  await page.reload();
  await expect(fileRow(page, fileName)).toContainText('Concluído');
  await fileRow(page, fileName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Assinaturas' }).click();
  const view = page.getByTestId('signing-process-dialog');
  await expect(view.getByTestId('signatory-channel')).toContainText('WhatsApp');
  await expect(view.getByTestId('signatory-channel')).toContainText('Comercial');
  await expect(view.locator('[data-testid="signatory-delivery"][data-channel="whatsapp"]')).toHaveText(
    'WhatsApp: Lido',
  );
  await expect(view).toContainText('Link pessoal e código enviado por WhatsApp');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(view.getByTestId('signatory-channel')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'the process view with WhatsApp deliveries at 360 px');

  // The sealed PDF: valid, and each of its 3 original pages shows the code and a QR to the address.
  const [file] = await server.ctx.db
    .select({ id: arquivos.id })
    .from(arquivos)
    .where(and(eq(arquivos.nome, fileName), eq(arquivos.empresaId, empresaId)));
  const { verificacao_codigo: codigo, verificacao_url: url } = await processOf(server, owner.token, file!.id);
  if (!codigo || !url) throw new Error('the completed process has no verification code');
  const downloading = page.waitForEvent('download');
  await view.getByTestId('signing-download-signed').click();
  const sealed = readFileSync(await (await downloading).path());
  expect(pdfsig(sealed)).toContain('Signature is Valid.');
  const text = pdftotext(sealed);
  // The certificate names how the signer was authenticated.
  expect(text.replace(/\s+/g, ' ')).toContain('Link pessoal e código enviado por WhatsApp');
  const pages = text.split('\f');
  for (let i = 1; i <= 3; i++) {
    expect(pages[i - 1]?.replace(/\s+/g, ' ')).toContain(`Código de verificação ${codigo}`);
    const image = pageImage(sealed, i);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(url);
  }
});

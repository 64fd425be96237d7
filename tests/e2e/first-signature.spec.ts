// A new company's first signature, all on 360 px phones: sign-up (the company's CNPJ and the
// person's CPF apart) → the guided start on /home → "Enviar documento" opens the file picker → the
// upload offers "Solicitar assinaturas" → one signer by e-mail and one by WhatsApp, the WhatsApp one
// connecting the company's first device from inside the request without losing what was typed →
// both sign on their phones → each one's completion message (the e-mail, the WhatsApp text) links
// to the sealed PDF, which downloads and verifies → the owner's vault on the phone, a list with the
// document's state and actions on screen: "Baixar assinado" gives the sealed copy, named as such, and
// "Baixar original" what was uploaded → the guided start counts the document as sent.

import { readFile } from 'node:fs/promises';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Locator, Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { arquivos, devices, empresas, users } from '../../server/db/schema.js';
import { TEST_APP_URL } from '../helpers/app.js';
import { contractPdf } from '../helpers/files.js';
import { uniqueEmail } from '../helpers/fixtures.js';
import { pdfsig } from '../helpers/pdfsig.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { CONTEXT_OPTIONS, expect, test } from './fixtures.js';
import { hiddenSideways } from './listRoutes.js';
import { simulatorOf } from './simulator.js';

const WIDTH = 360;
const PHONE = '11 97444-0202';
const NUMBER = '5511974440202';

/** A phone-sized touch browser on the test app, for a signer. */
const phone = (browser: Browser, baseURL: string) =>
  browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL,
    viewport: { width: WIDTH, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

/** The page is no wider than the phone and axe finds nothing serious. */
async function fits(page: Page, where: string) {
  expect(await pageWidth(page), where).toBeLessThanOrEqual(WIDTH);
  await expectNoSeriousViolations(page, where);
}

/** A signer opens their link on a phone, consents and signs. */
async function signOnPhone(browser: Browser, baseURL: string, path: string) {
  const context = await phone(browser, baseURL);
  const signer = await context.newPage();
  await signer.goto(path);
  await expect(signer.getByTestId('sign-page')).toBeVisible();
  await signer.getByTestId('sign-consent').check();
  await signer.getByTestId('sign-submit').click();
  await expect(signer.getByTestId('sign-done')).toContainText('Você assinou');
  expect(await pageWidth(signer)).toBeLessThanOrEqual(WIDTH);
  await context.close();
}

/** Whether the element lies within the phone's width (not beside it, behind a sideways scroll). */
const onScreen = async (el: Locator) => {
  const box = await el.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= WIDTH;
};

/** What a link in a message serves: its status, the name it downloads under and the bytes. */
async function fetchLink(link: string) {
  const res = await fetch(link);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    name: encoded ? decodeURIComponent(encoded) : null,
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

test('a new company signs its first document on phones: sign-up, guided start, upload, an e-mail and a WhatsApp signer, the signed copy to everyone', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const sim = simulatorOf(server);
  const local = (link: string) => link.replace(TEST_APP_URL, server.url);
  const owner = { email: uniqueEmail('primeira'), password: 'segredo123' };
  const cnpj = generateCnpj().replace(/\D/g, '');
  const cpf = generateCpf().replace(/\D/g, '');

  // Sign-up on a phone: the company's CNPJ first (its lookup says when it could not help), then the
  // person, with their own CPF.
  await page.setViewportSize({ width: WIDTH, height: 740 });
  await page.goto('/sign-up');
  await page.getByLabel(/^CNPJ da empresa/).fill(cnpj);
  await page.getByLabel(/^Nome da empresa/).fill('Primeira Assinatura Ltda');
  await page.getByLabel(/^Seu nome completo/).fill('Dona Primeira');
  await page.getByLabel(/^Seu CPF/).fill(cpf);
  await page.getByLabel(/^Celular com DDD/).fill('11987650000');
  await page.getByLabel(/^E-mail/).fill(owner.email);
  await page.getByLabel(/^Senha/).fill(owner.password);
  // Terms are accepted when the platform has approved some (other tests of this server may have);
  // a platform without terms asks for no acceptance.
  const terms = page.getByRole('checkbox', { name: /Li e aceito os/ });
  if ((await server.call('GET', '/api/eula')).body.id !== null) await terms.check();
  else await expect(terms).toHaveCount(0);
  await fits(page, 'the sign-up at 360 px');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The person keeps their own CPF, the company its CNPJ.
  const [me] = await server.ctx.db
    .select({ cpf: users.documento, empresaId: users.empresaId, cnpj: empresas.documento })
    .from(users)
    .innerJoin(empresas, eq(empresas.id, users.empresaId))
    .where(eq(users.email, owner.email));
  expect(me).toEqual({ cpf, empresaId: expect.any(Number), cnpj });
  const empresaId = me?.empresaId ?? 0;

  // The e-mail is confirmed from the mailed link (another tab), as sending for signature needs.
  const confirm = server.lastMailTo(owner.email).links.find((l) => l.includes('/confirmar-email/'));
  const mailTab = await page.context().newPage();
  await mailTab.goto(local(confirm ?? ''));
  await expect(mailTab.getByText(/E-mail confirmado/)).toBeVisible();
  await mailTab.close();

  // The guided start: three steps, none done, the first one's button the prominent one.
  const steps = page.getByTestId('first-steps');
  await expect(steps).toContainText('Primeiros passos');
  await expect(page.getByTestId('first-steps-progress')).toHaveAttribute(
    'aria-valuetext',
    '0 de 3 concluídos',
  );
  await fits(page, 'the guided start at 360 px');

  // "Enviar documento" opens the vault with its file picker.
  const fileName = 'Contrato de prestação.pdf';
  const original = await contractPdf(2);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByTestId('first-step-document-action').click(),
  ]);
  await expect(page).toHaveURL(/\/cofre$/);
  await chooser.setFiles({ name: fileName, mimeType: 'application/pdf', buffer: original });
  const offer = page
    .getByTestId('upload-item')
    .getByRole('button', { name: `Solicitar assinaturas: ${fileName}` });
  await offer.click();

  // The request: the rows start as external people (the company has no one else).
  const request = page.getByTestId('signing-request-dialog');
  await expect(request).toContainText(fileName);
  const first = request.getByTestId('signatory-row').nth(0);
  await expect(first.getByTestId('signatory-nome')).toBeVisible();
  const emailSigner = { nome: 'Eva E-mail', email: uniqueEmail('eva') };
  await first.getByTestId('signatory-nome').fill(emailSigner.nome);
  await first.getByTestId('signatory-email').fill(emailSigner.email);
  await request.getByTestId('signatory-add').click();
  const second = request.getByTestId('signatory-row').nth(1);
  await second.getByTestId('signatory-nome').fill('Wagner WhatsApp');
  await second.getByTestId('signatory-canal').selectOption('whatsapp');
  await second.getByTestId('signatory-phone').fill(PHONE);

  // No device yet: the WhatsApp is connected from inside the request.
  await expect(second.getByTestId('signatory-no-device')).toBeVisible();
  await second.getByTestId('signatory-connect-device').click();
  const connect = page.getByTestId('connect-device-dialog');
  await connect.getByTestId('connect-device-name').fill('Celular da empresa');
  await connect.getByTestId('connect-device-create').click();
  await expect(connect.getByTestId('device-qr')).toBeVisible();
  await fits(page, 'connecting WhatsApp from the request at 360 px');
  const [device] = await server.ctx.db
    .select({ instance: devices.instanceName })
    .from(devices)
    .where(and(eq(devices.empresaId, empresaId), eq(devices.name, 'Celular da empresa')));
  if (!device) throw new Error('the device was not created');
  await sim(`${device.instance}/scan`, {});
  await connect.getByTestId('connect-device-use').click();
  await expect(connect).toHaveCount(0);

  // Back in the request, nothing typed was lost, and the row sends from the new device.
  await expect(first.getByTestId('signatory-nome')).toHaveValue(emailSigner.nome);
  await expect(first.getByTestId('signatory-email')).toHaveValue(emailSigner.email);
  await expect(second.getByTestId('signatory-nome')).toHaveValue('Wagner WhatsApp');
  await expect(second.getByTestId('signatory-phone')).toHaveValue('(11) 97444-0202');
  await expect(second.getByTestId('signatory-device')).toContainText('Celular da empresa');
  await fits(page, 'the request with an e-mail and a WhatsApp signer at 360 px');
  await request.getByRole('button', { name: 'Enviar para assinatura' }).click();
  await expect(request).toHaveCount(0);
  const row = page.getByTestId('file-row').filter({ hasText: fileName });
  await expect(row.getByTestId('file-status')).toHaveText('Aguardando');

  // Each signer signs on a phone: one from the e-mailed link, one from the WhatsApp message.
  const toWhatsapp = async () =>
    ((await sim('sent')) as { number: string; text: string | null }[]).filter((m) => m.number === NUMBER);
  const invite = server.lastMailTo(emailSigner.email).links.find((l) => l.includes('/assinar/'));
  await signOnPhone(browser, server.url, new URL(local(invite ?? '')).pathname);
  await expect.poll(async () => (await toWhatsapp()).length).toBeGreaterThanOrEqual(1);
  const zapLink = /\/assinar\/[A-Za-z0-9_-]+/.exec((await toWhatsapp())[0]?.text ?? '')?.[0];
  if (!zapLink) throw new Error('no signing link reached WhatsApp');
  await signOnPhone(browser, server.url, zapLink);

  // The completion reaches both with a link to the sealed PDF, which downloads and verifies.
  await expect
    .poll(async () => {
      const [file] = await server.ctx.db
        .select({ status: arquivos.status })
        .from(arquivos)
        .where(and(eq(arquivos.empresaId, empresaId), eq(arquivos.nome, fileName)));
      return file?.status;
    })
    .toBe('completed');
  await expect
    .poll(() => server.lastMailTo(emailSigner.email).subject)
    .toBe(`Documento concluído: ${fileName}`);
  const mailed = server.lastMailTo(emailSigner.email).links.find((l) => l.includes('/api/blob/'));
  await expect
    .poll(async () => (await toWhatsapp()).some((m) => /\/api\/blob\//.test(m.text ?? '')))
    .toBe(true);
  const texted = (await toWhatsapp())
    .map((m) => /https?:\/\/\S+\/api\/blob\/[A-Za-z0-9_.-]+/.exec(m.text ?? '')?.[0])
    .find(Boolean);
  const copies = [];
  for (const link of [mailed, texted]) {
    if (!link) throw new Error('a completion message has no link to the signed copy');
    const copy = await fetchLink(local(link));
    expect(copy.status).toBe(200);
    expect(copy.type).toBe('application/pdf');
    expect(copy.name).toBe('Contrato de prestação (assinado).pdf');
    expect(pdfsig(copy.bytes)).toContain('Signature is Valid.');
    copies.push(copy.bytes);
  }
  expect(copies[0]?.equals(copies[1] ?? Buffer.alloc(0))).toBe(true);

  // The owner's vault on the phone: a list, not a table, with the document's state, its own action
  // and ⋮ on screen, nothing behind a sideways scroll.
  await page.reload();
  await expect(row.getByTestId('file-status')).toHaveText('Concluído');
  await expect(page.getByRole('main').getByTestId('compact-list')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const quick = row.getByRole('button', { name: `Baixar assinado: ${fileName}` });
  const menu = row.getByRole('button', { name: `Ações de ${fileName}` });
  for (const el of [row.getByTestId('file-status'), quick, menu]) expect(await onScreen(el)).toBe(true);
  expect(await hiddenSideways(page)).toEqual([]);
  // Its obvious download is the signed copy, named as such; "Baixar original" under ⋮ gives what was
  // uploaded, under its own name.
  const [download] = await Promise.all([page.waitForEvent('download'), quick.click()]);
  expect(download.suggestedFilename()).toBe('Contrato de prestação (assinado).pdf');
  const saved = await readFile(await download.path());
  expect(saved.equals(copies[0] ?? Buffer.alloc(0))).toBe(true);
  expect(saved.equals(original)).toBe(false);
  await menu.click();
  const [uploaded] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Baixar original' }).click(),
  ]);
  expect(uploaded.suggestedFilename()).toBe(fileName);
  expect((await readFile(await uploaded.path())).equals(original)).toBe(true);
  await fits(page, 'the vault with the completed document at 360 px');

  // Back home, the guided start counts the document sent and the WhatsApp connected.
  await page.goto('/home');
  await expect(page.getByTestId('first-steps-progress')).toHaveAttribute(
    'aria-valuetext',
    '2 de 3 concluídos',
  );
});

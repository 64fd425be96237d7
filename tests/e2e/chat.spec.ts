// An attendant's day in a chat: a customer's voice note arrives and plays; the attendant answers
// with text (Enter) and a PDF (the file picker); the ticks turn to read as the customer's phone
// reads them; the chat is read on the customer's phone too. Then the same chat on a 360 px phone:
// nothing wider than the screen, the composer at hand, no serious accessibility violation.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { devices } from '../../server/db/schema.js';
import { loginAs } from '../helpers/app.js';
import { minimalPdf } from '../helpers/files.js';
import { expectNoSeriousViolations } from './axe.js';
import { expect, login, test } from './fixtures';
import { simulatorOf } from './simulator.js';

const CUSTOMER = '5511955550001';
const voiceNote = readFileSync(join(import.meta.dirname, '../fixtures/media/voice-note.ogg'));
const pdf = minimalPdf();

test('a voice note plays, the attendant answers with text and a PDF, the ticks turn to read', async ({
  page,
  server,
}) => {
  const sim = simulatorOf(server);

  // A connected device of the demo company (created and scanned through the API and the simulator).
  const { access_token: token } = await loginAs(server, 'gestor@demo.local');
  const created = await server.call('POST', '/api/device/store', { token, body: { name: 'Balcão' } });
  expect(created.status).toBe(201);
  const [instance] = await server.ctx.db
    .select({ name: devices.instanceName })
    .from(devices)
    .where(eq(devices.id, created.body.id));
  if (!instance) throw new Error('device not stored');
  await sim(`${instance.name}/scan`, {});
  await expect
    .poll(
      async () => (await server.call('GET', `/api/device/${created.body.id}/details`, { token })).body.state,
    )
    .toBe('open');
  await sim('auto-receipts', { on: true, delayMs: 100 });

  // The customer sends a voice note.
  const arrived = await sim(`${instance.name}/incoming`, {
    from: CUSTOMER,
    pushName: 'Carla Cliente',
    mimetype: 'audio/ogg; codecs=opus',
    ptt: true,
    media: voiceNote.toString('base64'),
  });

  await login(page, 'gestor@demo.local');
  await page.waitForURL(/\/(home|dashboard)/);
  await page.goto(`/device/${created.body.id}/messages`);
  const chat = page.getByTestId('chat').filter({ hasText: 'Carla Cliente' });
  await expect(chat.getByText('1', { exact: true })).toBeVisible();
  await chat.click();

  // Opening the chat reads it, here and on the customer's phone.
  await expect
    .poll(async () => ((await sim('reads')) as { keyId: string }[]).map((r) => r.keyId))
    .toContain(arrived.key.id);

  // The voice note plays.
  await expect(page.getByTestId('bubble').getByText('Mensagem de voz')).toBeVisible();
  await expect(chat).toContainText('Mensagem de voz');
  const audio = page.getByLabel(/^Áudio: audio\.ogg/);
  await expect(audio).toHaveAttribute('src', /\/api\/midia\//);
  await audio.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(1.5);

  // A text answer: Enter sends, the bubble shows at once, then read.
  const composer = page.getByRole('textbox', { name: 'Mensagem' });
  await composer.fill('Oi, Carla! Recebi seu áudio.');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const textBubble = page.getByTestId('bubble').filter({ hasText: 'Oi, Carla! Recebi seu áudio.' });
  await expect(textBubble.getByTestId('message-status')).toHaveAttribute('data-status', 'read');

  // A PDF with a caption.
  await page
    .getByTestId('composer-file')
    .setInputFiles({ name: 'orcamento.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('composer-attachment')).toContainText('orcamento.pdf');
  await composer.fill('Segue o orçamento');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const pdfBubble = page.getByTestId('bubble').filter({ hasText: 'Segue o orçamento' });
  await expect(pdfBubble.getByTestId('media-document')).toContainText('orcamento.pdf');
  await expect(pdfBubble.getByTestId('message-status')).toHaveAttribute('data-status', 'read');

  // What reached the customer's phone: the text, and the PDF byte for byte.
  const sent = (
    (await sim('sent')) as {
      number: string;
      text: string | null;
      caption: string | null;
      media: { fileName: string; sha256: string } | null;
    }[]
  ).filter((s) => s.number === CUSTOMER);
  expect(sent.map((s) => s.text ?? s.caption)).toEqual(['Oi, Carla! Recebi seu áudio.', 'Segue o orçamento']);
  expect(sent[1]?.media).toMatchObject({
    fileName: 'orcamento.pdf',
    sha256: createHash('sha256').update(pdf).digest('hex'),
  });

  // The same chat on a phone: one pane, nothing wider than the screen, the composer at hand.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByTestId('chat').filter({ hasText: 'Carla Cliente' }).click();
  // Sent from the phone too: the send button is not under anything (Playwright clicks only what receives the click).
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Pelo celular');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(
    page.getByTestId('bubble').filter({ hasText: 'Pelo celular' }).getByTestId('message-status'),
  ).toHaveAttribute('data-status', 'read');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'a chat at 360 px');
  // The demo plan caps the company's devices; other tests in this worker create theirs.
  await server.call('DELETE', `/api/device/${created.body.id}/deletar`, { token });
});

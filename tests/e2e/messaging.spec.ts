// Devices and messages in the browser: a device is created, its QR shown, the phone's scan (the
// simulator's control call) turns it "Conectado" without a reload; a CSV of 20 contacts with a
// {nome} column, saved as Excel in pt-BR saves it (Windows-1252, ';'), keeps its accents and is
// sent with an attachment, the progress reaches delivered and read live; the one
// number not on WhatsApp fails and is resent.
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { devices } from '../../server/db/schema.js';
import { expect, login, test } from './fixtures';
import { simulatorOf } from './simulator.js';

const contacts = Array.from({ length: 20 }, (_, i) => ({
  nome: `José Ação ${String(i + 1).padStart(2, '0')}`,
  telefone: `(11) 9${String(8000_0000 + i).padStart(8, '0')}`,
  digits: `55119${String(8000_0000 + i).padStart(8, '0')}`,
}));
const csv = iconv.encode(
  `nome;telefone\r\n${contacts.map((c) => `${c.nome};${c.telefone}`).join('\r\n')}\r\n`,
  'windows-1252',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('device QR to Conectado live, a 20-contact campaign with an attachment, a failure resent', async ({
  page,
  server,
}) => {
  const sim = simulatorOf(server);
  const failing = contacts[6];
  if (!failing) throw new Error('no contacts');
  await sim('invalid-numbers', { numbers: [failing.digits] });
  await sim('auto-receipts', { on: true, delayMs: 50 });

  await login(page, 'gestor@demo.local');
  await page.waitForURL(/\/(home|dashboard)/);
  await page.goto('/device/cadastrar');
  await page.getByLabel('Nome').fill('Atendimento');
  await page.getByRole('button', { name: 'Cadastrar e conectar' }).click();
  await page.waitForURL(/\/device\/\d+\/scan$/);
  const id = Number(/\/device\/(\d+)\/scan/.exec(page.url())?.[1]);
  await expect(page.getByRole('img', { name: /QR code para conectar/ })).toBeVisible();
  await expect(page.getByText('Aguardando leitura do QR')).toBeVisible();

  // The phone scans: the page turns "Conectado" by itself (pushed, not reloaded).
  const [device] = await server.ctx.db.select().from(devices).where(eq(devices.id, id));
  if (!device) throw new Error('device not stored');
  await sim(`${device.instanceName}/scan`, {});
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();

  await page.goto(`/message/cadastrar?device=${id}`);
  await page.getByRole('tab', { name: 'Importar planilha' }).click();
  await page
    .getByLabel('Planilha')
    .setInputFiles({ name: 'contatos.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByText('20 válidos')).toBeVisible();
  await expect(page.getByText(/Texto lido como Windows-1252/)).toBeVisible();
  await page.getByLabel('Mensagem', { exact: true }).fill('Olá {nome}, segue o documento.');
  await expect(page.getByText('Olá José Ação 01, segue o documento.')).toBeVisible();
  await page
    .getByLabel('Anexo')
    .setInputFiles({ name: 'proposta.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await page.waitForURL(/\/messages$/);

  // The progress bar reaches delivered and read for 19; the number not on WhatsApp fails.
  await expect(page.getByText('Enviadas 19 · Entregues 19 · Lidas 19 · Falhas 1 de 20')).toBeVisible();

  // The failed number is on WhatsApp after all: resend it from the recipients list.
  await sim('invalid-numbers', { numbers: [] });
  await page.getByRole('button', { name: 'Ver destinatários' }).first().click();
  const dialog = page.getByRole('dialog');
  const row = dialog.getByRole('row').filter({ hasText: 'Número inválido' });
  await row.getByRole('button', { name: 'Reenviar' }).click();
  await expect(dialog.getByText('Reenviada')).toBeVisible();
  // The row's button gave way to "Reenviada": focus is kept in the dialog, so Escape closes it.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  // The dialog shows the same progress line: wait for it to close, then read the list's.
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('#main-content').getByText('Enviadas 20 · Entregues 20 · Lidas 20 · Falhas 0 de 20'),
  ).toBeVisible();

  // Every contact got the message exactly once, with its own name and the attachment.
  const sent = (await sim('sent')) as {
    number: string;
    caption: string | null;
    media: { fileName: string } | null;
  }[];
  const mine = sent.filter((m) => contacts.some((c) => c.digits === m.number));
  expect(mine.map((m) => m.number).sort()).toEqual(contacts.map((c) => c.digits).sort());
  for (const c of contacts) {
    const m = mine.find((x) => x.number === c.digits);
    expect(m?.caption).toBe(`Olá ${c.nome}, segue o documento.`);
    expect(m?.media?.fileName).toBe('proposta.pdf');
  }
});

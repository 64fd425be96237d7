// First contact: `npm start`'s process (server/main.ts) on an empty database seeds the demo and,
// once listening, fills Demo Ltda — a sealed document, one waiting, one denied, a device connected
// on the mounted simulator with a customer's chat, a finished campaign, the manager's notifications —
// as the manager then sees it through the API. Started again on the same database, it adds nothing.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { areaPixels, type PixelRect, type RenderedPage, renderPages } from '../helpers/pixels.js';
import {
  type ApiProcess,
  apiEnv,
  freePort,
  loginOn,
  pollUntil,
  startApiProcess,
} from '../helpers/processes.js';
import { imageObjects } from '../helpers/seal.js';

const READY = 'Conteúdo de exemplo pronto';
let api: ApiProcess | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await api?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Pixels of the demo marks' ink (dark blue) inside rect. */
function inkPixels(page: RenderedPage, rect: PixelRect): number {
  let ink = 0;
  for (let y = Math.floor(rect.top); y < Math.ceil(rect.bottom); y++)
    for (let x = Math.floor(rect.left); x < Math.ceil(rect.right); x++) {
      const i = (y * page.width + x) * 3;
      const [r, g, b] = [page.data[i] ?? 255, page.data[i + 1] ?? 255, page.data[i + 2] ?? 255];
      if (b > r + 40 && b > g + 40 && r < 120) ink++;
    }
  return ink;
}

/** What the manager sees: files, devices, campaigns. */
async function counts(p: ApiProcess, token: string) {
  const [files, devices, campaigns] = await Promise.all(
    ['/api/files', '/api/devices', '/api/messages'].map((path) => p.call('GET', path, { token })),
  );
  return { files: files?.body.total, devices: devices?.body.total, campaigns: campaigns?.body.total };
}

it('fills the freshly seeded demo company once, after the server listens', { timeout: 180_000 }, async () => {
  database = await createTestDatabase();
  // The campaign goes out without the per-device pauses (they are the queue's business, tested there).
  const env = apiEnv(database.url, await freePort(), {
    SEED_DEMO_CONTENT: '1',
    MESSAGE_LIMITS: '0',
    QUEUE_POLL_MS: '100',
  });
  dataDir = env.DATA_DIR;
  api = await startApiProcess(env);
  const first = api;
  await pollUntil(() => first.output().includes(READY), 'the demo content', 90_000, 100);
  expect(first.output()).toContain('(documents, contacts, template, device, chat, campaign)');
  const token = await loginOn(first, 'gestor@demo.local');
  // The address book the request dialog and the campaigns search.
  expect(
    (await first.call('GET', '/api/contatos?sort=nome', { token })).body.data.map(
      (c: { nome: string }) => c.nome,
    ),
  ).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Mendes']);

  // The vault: sealed, waiting, denied.
  const files = (await first.call('GET', '/api/files', { token })).body.data as {
    id: number;
    status: string;
  }[];
  expect(files.map((f) => f.status).sort()).toEqual(['completed', 'denied', 'waiting']);
  const sealed = files.find((f) => f.status === 'completed');
  const process = (await first.call('GET', `/api/arquivo/${sealed?.id}/assinaturas`, { token })).body;
  expect(process.signatarios.map((s: { status: string }) => s.status)).toEqual(['signed', 'signed']);
  const verified = await first.call('GET', `/api/verificar/${process.verificacao_codigo}`);
  expect(verified.status).toBe(200);
  expect(verified.body.encontrado).toBe(true);
  expect(verified.body.documento.sha256_assinado).toMatch(/^[0-9a-f]{64}$/);
  // Sealed for the long term out of the box: timestamped by the local TSA, with its validation material.
  expect(process).toMatchObject({ carimbo: 'carimbado', nivel_pades: 'B-LTA' });
  expect(verified.body.selo).toMatchObject({ integro: true, nivel: 'B-LTA', ltv: true });
  // Its signers' signatures and rubricas are on its pages: adopted, filled, drawn in.
  for (const s of process.signatarios) {
    expect(s.marcas.assinatura?.origem).toBe('desenho');
    expect(s.marcas.rubrica?.origem).toBe('desenho');
    expect(s.campos.map((f: { tipo: string; valor: string | null }) => [f.tipo, f.valor !== null])).toEqual([
      ['assinatura', true],
      ['data', true],
      ['rubrica', true],
    ]);
  }
  const sealedPdf = await first.call(
    'GET',
    `/api/file/${sealed?.id}/url?versao=assinado&disposition=inline`,
    {
      token,
    },
  );
  const pdf = Buffer.from(await (await fetch(`${first.url}${sealedPdf.body.url}`)).arrayBuffer());
  const images = await imageObjects(pdf);
  // The four adopted marks are images of the PDF (each embedded once, however many pages show it).
  expect(images.length).toBeGreaterThanOrEqual(4);
  const [page2] = await renderPages(pdf, 2, 2);
  const signatureBox = areaPixels(
    { x: 60 / 595, y: (842 - 558) / 842, largura: 210 / 595, altura: 56 / 842 },
    { largura: 595, altura: 842 },
  );
  expect(inkPixels(page2 as RenderedPage, signatureBox)).toBeGreaterThan(200);
  const denied = files.find((f) => f.status === 'denied');
  const refusal = (await first.call('GET', `/api/arquivo/${denied?.id}/assinaturas`, { token })).body;
  expect(refusal.signatarios.some((s: { status: string }) => s.status === 'denied')).toBe(true);

  // WhatsApp: an open device, the customer's chat with what arrived and the answer sent.
  const [device] = (await first.call('GET', '/api/devices', { token })).body.data;
  expect(device.state).toBe('open');
  const chats = (await first.call('GET', `/api/device/${device.id}/messages`, { token })).body.data;
  const carla = chats.find((c: { name: string | null }) => c.name === 'Carla Mendes');
  expect(carla.unread).toBe(1);
  const chat = (await first.call('GET', `/api/device/${device.id}/message/${carla.chat_id}`, { token })).body
    .data;
  expect(chat.filter((m: { direction: string }) => m.direction === 'in')).toHaveLength(3);
  const answer = chat.find((m: { direction: string }) => m.direction === 'out');
  expect(['sent', 'delivered', 'read']).toContain(answer.status);

  // The campaign: finished, every message sent.
  const [campaign] = (await first.call('GET', '/api/messages', { token })).body.data;
  expect(campaign.finished_at).not.toBeNull();
  const { sent, delivered, read } = campaign.counts;
  expect(sent + delivered + read).toBe(campaign.total);

  // The bell and the dashboard have something to show.
  const bell = (await first.call('GET', '/api/usuario/notifications', { token })).body;
  expect(bell.unread).toBeGreaterThan(0);
  const dash = (await first.call('POST', '/api/dash/inicial', { token, body: {} })).body.data;
  expect(dash.documentos).toMatchObject({ concluidos_mes: 1, negados_mes: 1 });
  expect(dash.dispositivos).toEqual({ conectados: 1, total: 1 });
  expect(dash.mensagens.enviadas).toBeGreaterThan(0);
  // The contract template: two roles and the two values its sender fills, ready to use.
  const [template] = (await first.call('GET', '/api/modelos', { token })).body.data;
  expect(template).toMatchObject({ nome: 'Contrato de prestação de serviços', versao: 1, arquivado: false });
  expect(template.definicao.papeis.map((p: { nome: string }) => p.nome)).toEqual([
    'Contratante',
    'Contratada',
  ]);
  expect(template.definicao.preenchimentos.map((p: { chave: string }) => p.chave)).toEqual([
    'contratante',
    'valor',
  ]);

  const before = await counts(first, token);
  expect(before).toEqual({ files: 3, devices: 1, campaigns: 1 });

  // Started again on the same database: no demo to seed, so nothing is added.
  await first.kill('SIGTERM');
  api = await startApiProcess(env);
  const second = api;
  await pollUntil(() => second.output().includes('Cofre em'), 'the start banner', 30_000, 50);
  expect(second.output()).not.toContain('Demo criada');
  expect(second.output()).not.toContain('Preparando');
  expect(await counts(second, await loginOn(second, 'gestor@demo.local'))).toEqual(before);
});

// The documents pipeline through the real API (GET /api/processos and its bulk actions): a company's
// processes with their progress and whose turn it is, filtered by state, signatory, template and
// period, sorted by deadline, never another company's; three reminded at once (three e-mails), one
// cancelled with its reason, and the sealed PDFs of the completed ones in a zip.
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineBulkResult, PipelineRow } from '../../common/schemas/pipeline.js';
import { modelos, modeloVersoes } from '../../server/db/schema.js';
import { brasiliaDate } from '../../server/modules/billing/dates.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  actionsOf,
  ago,
  companyWithOwner,
  eventsOf,
  external,
  fetchBytes,
  type Member,
  mailsTo,
  member,
  sendForSignature,
  setFile,
  setSignatory,
  signAs,
  upload,
} from '../helpers/signing.js';

let app: TestApp;
let owner: Member;
let ownerB: Member;
let viewer: Member;
let templateId: number;
/** The processes of company A, by what each shows. */
const P = {} as Record<'seq' | 'soon' | 'old' | 'solo' | 'done' | 'model', { id: number; nome: string }>;
const people = {
  carla: external({ nome: 'Carla Primeira' }),
  davi: external({ nome: 'Davi Segundo' }),
  eva: external({ nome: 'Eva Terceira' }),
  fabio: external({ nome: 'Fábio Paralelo' }),
  gina: external({ nome: 'Gina Paralela' }),
  hugo: external({ nome: 'Hugo Antigo', phone: '11987654321' }),
  iris: external({ nome: 'Íris Sozinha' }),
  julia: external({ nome: 'Júlia Conclui' }),
  kleber: external({ nome: 'Kleber Modelo' }),
};
/** A day `days` from today in Brasília (YYYY-MM-DD). */
const day = (days: number) => brasiliaDate(new Date(Date.now() + days * 86_400_000));
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type List = { data: PipelineRow[]; total: number };
async function list(query: string, token = owner.token): Promise<List> {
  const res = await app.call<List>('GET', `/api/processos?${query}`, { token });
  if (res.status !== 200) throw new Error(`GET /api/processos?${query} → ${res.status} ${res.text}`);
  return res.body;
}
const ids = (l: List) => l.data.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...xs: number[]) => [...xs].sort((a, b) => a - b);

beforeAll(async () => {
  app = await startTestApp();
  const a = await companyWithOwner(app);
  owner = a.owner;
  viewer = await member(app, a.empresaId, ['vault.view']);
  ownerB = (await companyWithOwner(app)).owner;
  const send = async (name: string, body: Parameters<typeof sendForSignature>[2]) =>
    (await sendForSignature(app, owner.token, body, { name })).file;

  P.seq = await send('Contrato Sequencial.pdf', {
    signatarios: [people.carla, people.davi, people.eva],
    sequencial: true,
    prazo: day(10),
  });
  P.soon = await send('Contrato Urgente.pdf', { signatarios: [people.fabio, people.gina], prazo: day(2) });
  P.old = await send('Contrato Antigo.pdf', { signatarios: [people.hugo] });
  P.solo = await send('Termo Avulso.pdf', { signatarios: [people.iris] });
  P.done = await send('Contrato Fechado.pdf', { signatarios: [people.julia] });
  P.model = await send('Admissão Kleber.pdf', { signatarios: [people.kleber] });
  await upload(app, owner.token, { name: 'Rascunho nunca enviado.pdf' });
  await signAs(app, people.carla.email);
  await signAs(app, people.julia.email);
  // Sent 40 days ago; a template's version behind another.
  await setFile(app, P.old.id, { enviadoEm: ago(40 * 86_400) });
  const [t] = await app.ctx.db
    .insert(modelos)
    .values({ empresaId: a.empresaId, nome: 'Admissão CLT' })
    .returning();
  templateId = t?.id ?? 0;
  const [v] = await app.ctx.db
    .insert(modeloVersoes)
    .values({
      modeloId: templateId,
      empresaId: a.empresaId,
      versao: 1,
      arquivoNome: 'admissao.pdf',
      blobKey: 'modelo-teste',
      sha256: '0'.repeat(64),
      tamanho: 1,
      definicao: {} as never,
    })
    .returning();
  await setFile(app, P.model.id, { modeloId: templateId, modeloVersaoId: v?.id ?? 0, origem: 'modelo' });
  // Company B: same names, never in A's pipeline.
  await sendForSignature(
    app,
    ownerB.token,
    { signatarios: [external({ nome: 'Davi Segundo' })] },
    { name: 'Contrato Sequencial.pdf' },
  );
});
afterAll(async () => app?.close());

describe('the pipeline list', () => {
  it("lists the company's sent processes only, with progress and whose turn it is", async () => {
    const all = await list('perPage=100');
    expect(all.total).toBe(6);
    expect(ids(all)).toEqual(sorted(...Object.values(P).map((p) => p.id)));
    const seq = all.data.find((r) => r.id === P.seq.id);
    expect(seq).toMatchObject({
      nome: 'Contrato Sequencial.pdf',
      status: 'waiting',
      assinados: 1,
      total: 3,
      vez: [{ nome: 'Davi Segundo', tipo: 1 }],
      solicitante: { id: owner.user.id },
      modelo: null,
      origem: 'upload',
    });
    expect(seq?.atividade_em).toEqual(expect.any(String));
    expect(all.data.find((r) => r.id === P.soon.id)?.vez.map((v) => v.nome)).toEqual([
      'Fábio Paralelo',
      'Gina Paralela',
    ]);
    expect(all.data.find((r) => r.id === P.done.id)).toMatchObject({
      status: 'completed',
      assinados: 1,
      vez: [],
    });
    expect(all.data.find((r) => r.id === P.model.id)?.modelo).toEqual({
      id: templateId,
      nome: 'Admissão CLT',
      versao: 1,
    });
    // Company B sees only its own.
    const b = await list('perPage=100', ownerB.token);
    expect(b.total).toBe(1);
    expect(b.data[0]?.id).not.toBe(P.seq.id);
  });

  it('filters by state, signatory, search, template, sender and period; sorts by deadline', async () => {
    expect(ids(await list('status=completed'))).toEqual([P.done.id]);
    expect(ids(await list('status=completed,waiting')).length).toBe(6);
    // q: a document's name or a current signatory's; signatario: name, e-mail or phone digits.
    expect(ids(await list('q=Segundo'))).toEqual([P.seq.id]);
    expect(ids(await list('q=urgente'))).toEqual([P.soon.id]);
    expect(ids(await list('q=%25'))).toEqual([]);
    expect(ids(await list(`signatario=${encodeURIComponent(people.gina.email)}`))).toEqual([P.soon.id]);
    expect(ids(await list('signatario=98765-4321'))).toEqual([P.old.id]);
    expect(ids(await list(`modelo_id=${templateId}`))).toEqual([P.model.id]);
    expect((await list(`solicitante_id=${owner.user.id}`)).total).toBe(6);
    expect(ids(await list(`de=${day(-50)}&ate=${day(-30)}`))).toEqual([P.old.id]);
    expect(ids(await list(`status=waiting&de=${day(-1)}`))).toEqual(
      sorted(P.seq.id, P.soon.id, P.solo.id, P.model.id),
    );
    expect(ids(await list('vence_em_dias=3'))).toEqual([P.soon.id]);
    // By deadline: the nearest first, those without one last.
    const byDeadline = await list('status=waiting&sort=prazo&order=ASC');
    expect(byDeadline.data.slice(0, 2).map((r) => r.id)).toEqual([P.soon.id, P.seq.id]);
    expect(byDeadline.data.slice(2).every((r) => r.prazo === null)).toBe(true);
    const bad = await app.call('GET', '/api/processos?status=lost', { token: owner.token });
    expect(bad.status).toBe(422);
    const filters = await app.call('GET', '/api/processos/filtros', { token: owner.token });
    expect(filters.body.data).toEqual({
      solicitantes: [{ id: owner.user.id, nome: owner.user.nome }],
      modelos: [{ id: templateId, nome: 'Admissão CLT' }],
    });
  });
});

describe('bulk actions', () => {
  it('reminds whose turn it is in three processes at once: three e-mails; the rest said why', async () => {
    const rows = (await list('perPage=100')).data;
    for (const id of [P.seq.id, P.old.id, P.solo.id])
      for (const s of rows.find((r) => r.id === id)?.vez ?? [])
        await setSignatory(app, s.id, { enviadoEm: ago(120) });
    const before = app.mails().length;
    const forbidden = await app.call('POST', '/api/processos/lembrar', {
      token: viewer.token,
      body: { ids: [P.seq.id] },
    });
    expect(forbidden.status).toBe(403);
    const res = await app.call<{ message: string; data: PipelineBulkResult }>(
      'POST',
      '/api/processos/lembrar',
      {
        token: owner.token,
        body: { ids: [P.seq.id, P.old.id, P.solo.id, P.done.id] },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Lembrete enviado a 3 processos.');
    expect(res.body.data.feitos).toBe(3);
    expect(res.body.data.ignorados).toEqual([
      { id: P.done.id, nome: P.done.nome, motivo: 'Este documento já foi concluído.' },
    ]);
    const sent = app.mails().slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [people.davi.email, people.hugo.email, people.iris.email].sort(),
    );
    expect(sent.every((m) => m.subject.startsWith('Lembrete:'))).toBe(true);
    // Again at once: each one reminded too recently is skipped, with why.
    const again = await app.call('POST', '/api/processos/lembrar', {
      token: owner.token,
      body: { ids: [P.old.id] },
    });
    expect(again.body.data.feitos).toBe(0);
    expect(again.body.data.ignorados[0].motivo).toMatch(/^Hugo Antigo: Aguarde \d+ segundos/);
    // Another company's process is not found.
    const foreign = await app.call('POST', '/api/processos/lembrar', {
      token: ownerB.token,
      body: { ids: [P.old.id] },
    });
    expect(foreign.body.data).toEqual({
      feitos: 0,
      ignorados: [{ id: P.old.id, nome: `#${P.old.id}`, motivo: 'Processo não encontrado.' }],
    });
  });

  it('cancels with the reason: the state, the event and the reason shown', async () => {
    const short = await app.call('POST', '/api/processos/cancelar', {
      token: owner.token,
      body: { ids: [P.model.id], motivo: 'x' },
    });
    expect(short.status).toBe(422);
    const res = await app.call('POST', '/api/processos/cancelar', {
      token: owner.token,
      body: { ids: [P.model.id, P.done.id], motivo: 'O candidato desistiu da vaga.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('1 processo cancelado.');
    expect(res.body.data.ignorados.map((i: { id: number }) => i.id)).toEqual([P.done.id]);
    const cancelled = await list('status=cancelled');
    expect(cancelled.data).toMatchObject([
      { id: P.model.id, status: 'cancelled', motivo: 'O candidato desistiu da vaga.', vez: [] },
    ]);
    const events = await eventsOf(app, owner.token, P.model.id);
    expect(actionsOf(events).at(-1)).toBe('cancelled');
    expect(events.data.at(-1)?.dados).toMatchObject({ motivo: 'O candidato desistiu da vaga.' });
    expect(mailsTo(app, people.kleber.email).at(-1)?.text).toContain('O candidato desistiu da vaga.');
  });

  it('zips the sealed PDFs of the completed ones, the others named in LEIA-ME.txt', async () => {
    const link = await app.call('GET', `/api/file/${P.done.id}/url?versao=assinado&disposition=attachment`, {
      token: owner.token,
    });
    const sealed = (await fetchBytes(app, link.body.url)).bytes;
    const res = await fetch(`${app.url}/api/processos/zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [P.done.id, P.soon.id] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('filename="documentos-assinados.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Contrato Fechado (assinado).pdf', 'LEIA-ME.txt']);
    expect(sha256(files['Contrato Fechado (assinado).pdf'] as Uint8Array)).toBe(sha256(sealed));
    expect(strFromU8(files['LEIA-ME.txt'] as Uint8Array)).toContain(
      'Contrato Urgente.pdf: O processo ainda não foi concluído.',
    );
    expect(actionsOf(await eventsOf(app, owner.token, P.done.id)).at(-1)).toBe('downloaded');

    const none = await app.call('POST', '/api/processos/zip', {
      token: owner.token,
      body: { ids: [P.soon.id] },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Nenhum dos processos selecionados tem documento assinado para baixar.');
  });
});

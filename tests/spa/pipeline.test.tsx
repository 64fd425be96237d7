// The documents pipeline (/processos): filters given in the address (a dashboard card's link) reach
// the API; three rows ticked and "Lembrar" post their ids and toast the answer; "Cancelar" asks a
// reason first; on a phone, a compact list keeps the tick boxes and the same actions.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../resources/pipeline/messages';
import type { PipelineRow } from '../../common/schemas/pipeline';
import PipelineList from '../../resources/pipeline/PipelineList';
import { type Call, cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const row = (id: number, over: Partial<PipelineRow> = {}): PipelineRow => ({
  id,
  nome: `Contrato ${id}.pdf`,
  pasta_id: null,
  status: 'waiting',
  rodada: 1,
  assinados: 1,
  total: 3,
  vez: [{ id: id * 10, nome: `Signatária ${id}`, tipo: 1 }],
  solicitante: { id: 1, nome: 'Gestora Demo' },
  modelo: null,
  origem: 'upload',
  enviado_em: '2026-11-20T12:00:00.000Z',
  prazo: null,
  atividade_em: '2026-11-21T12:00:00.000Z',
  concluido_em: null,
  encerrado_em: null,
  motivo: null,
  ...over,
});
const ROWS = [
  row(1, { prazo: new Date(Date.now() - 86_400_000).toISOString() }),
  row(2, { modelo: { id: 5, nome: 'Admissão', versao: 2 } }),
  row(3),
  row(4, { status: 'completed', assinados: 3, vez: [] }),
];
const PERMISSIONS = ['vault.view', 'signing.request', 'signing.manage'];
const bulk = (feitos: number, message: string) => ({ body: { message, data: { feitos, ignorados: [] } } });

function serve(): Call[] {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/processos') return { body: { data: ROWS, total: 4 } };
    if (call.path === '/api/processos/filtros')
      return { body: { data: { solicitantes: [{ id: 1, nome: 'Gestora Demo' }], modelos: [] } } };
    if (call.path === '/api/processos/lembrar') return bulk(3, 'Lembrete enviado a 3 processos.');
    if (call.path === '/api/processos/cancelar') return bulk(2, '2 processos cancelados.');
    return undefined;
  });
}

const open = (path = '/processos') =>
  render(createElement(PipelineList), { path, pattern: '/processos', permissions: PERMISSIONS });
const listed = () => waitFor(() => text().includes('Contrato 3.pdf'), 'the processes listed');
const rowBoxes = () => [
  ...document.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"][aria-label^="Selecionar esta linha"]',
  ),
];
const button = (label: string) =>
  waitFor(
    () =>
      [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
      ),
    `the button ${label}`,
  );
async function tickFirst(n: number) {
  await waitFor(() => rowBoxes().length === ROWS.length && rowBoxes(), 'the rows’ tick boxes');
  for (const box of rowBoxes().slice(0, n)) await click(box);
}
const posted = (calls: Call[], path: string) => waitFor(() => calls.find((c) => c.path === path), path);

afterEach(async () => {
  await cleanup();
  window.location.hash = '';
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the pipeline', () => {
  it('takes the filters a link gives and asks the API with them', async () => {
    const calls = serve();
    // Under happy-dom react-admin keeps its own (hash) router: the address its list reads is the hash.
    window.location.hash = '#/processos?status=completed,denied&de=2026-11-01';
    await open();
    const list = await waitFor(() => calls.find((c) => c.path === '/api/processos'), 'the list asked');
    expect(list.query.get('status')).toBe('completed,denied');
    expect(list.query.get('de')).toBe('2026-11-01');
    expect(
      calls.filter((c) => c.path === '/api/processos').every((c) => c.query.get('de') === '2026-11-01'),
    ).toBe(true);
    expect(decodeURIComponent(window.location.hash)).toContain(
      'filter={"status":["completed","denied"],"de":"2026-11-01"}',
    );
    await listed();
    // Progress, whose turn, a passed deadline in red, the template's version.
    expect(text()).toContain('1 de 3');
    expect(text()).toContain('Signatária 2');
    expect(document.querySelector('[data-testid="pipeline-deadline"]')?.getAttribute('data-state')).toBe(
      'past',
    );
    expect(text()).toContain('Admissão (v2)');
  });

  it('reminds the three ticked rows at once and says so', async () => {
    const calls = serve();
    await open();
    await listed();
    await tickFirst(3);
    await click(await button('Lembrar'));
    const post = await posted(calls, '/api/processos/lembrar');
    expect(post.body).toEqual({ ids: [1, 2, 3] });
    await waitFor(() => notes().includes('Lembrete enviado a 3 processos.'), 'the toast');
  });

  it('asks a reason (3 characters or more) before cancelling', async () => {
    const calls = serve();
    await open();
    await listed();
    await tickFirst(2);
    await click(await button('Cancelar'));
    const confirm = await waitFor(
      () => document.querySelector<HTMLButtonElement>('[data-testid="pipeline-cancel-confirm"]'),
      'the reason asked',
    );
    expect(confirm.disabled).toBe(true);
    const reason = document.querySelector('[data-testid="pipeline-cancel-reason"]') as HTMLTextAreaElement;
    await type(reason, 'ok');
    expect(confirm.disabled).toBe(true);
    await type(reason, 'Cliente desistiu');
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    const post = await posted(calls, '/api/processos/cancelar');
    expect(post.body).toEqual({ ids: [1, 2], motivo: 'Cliente desistiu' });
    await waitFor(() => notes().includes('2 processos cancelados.'), 'the toast');
  });

  it('is a compact list on a phone, with the tick boxes and the same actions', async () => {
    phoneScreen();
    const calls = serve();
    await open();
    await listed();
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelectorAll('[data-testid="compact-list-item"]')).toHaveLength(4);
    expect(text()).toContain('Vez de Signatária 1');
    await tickFirst(3);
    await click(await button('Lembrar'));
    expect((await posted(calls, '/api/processos/lembrar')).body).toEqual({ ids: [1, 2, 3] });
  });
});

// A template's bulk send on screen: a sheet picked is previewed with the suggested mapping, and a
// column changed previews again with the new mapping (its answer shown); a running job's counts
// follow a live `bulk.progress` event; "Pausar" asks the API and the job shows paused.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkPreview, BulkView } from '../../common/schemas/templates';
import BulkPage from '../../resources/templates/bulk/BulkPage';
import type { TemplateDetails } from '../../src/providers/templatesApi';
import { type Call, cleanup, click, emit, mockApi, one, pickFile, render, text } from './devices-render';
import { waitFor } from './waitFor';

const PERMISSIONS = ['templates.view', 'signing.request'];
const role = (nome: string) => ({ nome, tipo: 1 as const, canal: 'email' as const, exige_codigo: false });
const TEMPLATE: TemplateDetails = {
  id: 7,
  nome: 'Contrato de locação',
  descricao: null,
  versao: 2,
  arquivado: false,
  arquivo_nome: 'locacao.pdf',
  paginas: 1,
  definicao: {
    papeis: [role('Contratante')],
    sequencial: false,
    campos: [],
    preenchimentos: [
      {
        chave: 'endereco',
        rotulo: 'Endereço',
        obrigatorio: true,
        areas: [{ pagina: 1, x: 0.1, y: 0.1, largura: 0.3, altura: 0.03 }],
      },
    ],
    mensagem: null,
    prazo_dias: null,
    lembrete_dias: null,
  },
  documentos: 0,
  link_url: null,
  link: null,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: null,
  deleted_at: null,
  versoes: [],
};
const MAPPING = { 'papel.1.nome': 'Nome', 'papel.1.email': 'E-mail', 'valor.endereco': 'Endereço' };
const preview = (over: Partial<BulkPreview> = {}): BulkPreview => ({
  planilha: 'lote.csv',
  colunas: ['Nome', 'E-mail', 'Endereço'],
  total: 3,
  mapeamento: MAPPING,
  linhas: [
    {
      linha: 2,
      dados: {
        pessoas: [{ nome: 'Ana', email: 'ana@exemplo.com', phone: null, cpf: null }],
        valores: { endereco: 'Rua A' },
      },
      erros: [],
    },
  ],
  invalidas: 0,
  ...over,
});
const JOB: BulkView = {
  id: 3,
  modelo: { id: 7, nome: 'Contrato de locação', versao: 2 },
  planilha: 'lote.csv',
  status: 'running',
  total: 10,
  criados: 1,
  recusados: 0,
  pendentes: 9,
  created_at: '2026-11-28T12:00:00Z',
  concluido_em: null,
};

/** The template, the earlier jobs, and whatever `more` answers. */
const api = (more: (call: Call) => { status?: number; body?: unknown } | undefined) =>
  mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/modelo/7/detalhes') return { body: { data: TEMPLATE } };
    if (call.method === 'GET' && call.path === '/api/lotes') return { body: { data: [JOB], total: 1 } };
    return more(call);
  });

afterEach(cleanup);

describe('bulk send', () => {
  it('previews the sheet with the suggested mapping, and again when a column changes', async () => {
    const calls = api((call) => {
      if (call.method !== 'POST' || call.path !== '/api/modelo/7/lote/previa') return undefined;
      const mapping = (call.body as FormData).get('mapeamento');
      // Without the address every line is refused.
      return {
        body: mapping ? preview({ mapeamento: JSON.parse(String(mapping)), invalidas: 3 }) : preview(),
      };
    });
    await render(<BulkPage />, {
      path: '/modelo/7/lote',
      pattern: '/modelo/:id/lote',
      permissions: PERMISSIONS,
    });
    const input = await waitFor(
      () => document.querySelector<HTMLInputElement>('[data-testid="bulk-sheet-input"]'),
      'the sheet picker',
    );
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xls', '.xlsx']));
    expect(text()).toContain('Excel (.xls ou .xlsx)');
    await pickFile(input, new File(['Nome;E-mail;Endereço\n'], 'lote.csv', { type: 'text/csv' }));
    await waitFor(() => text().includes('Nenhuma linha será recusada.'), 'the preview');
    expect(text()).toContain('lote.csv: 3 linhas');
    expect(one('bulk-send').textContent).toBe('Enviar 3 documentos');
    const [first, ...more] = calls.filter((c) => c.path === '/api/modelo/7/lote/previa');
    expect(more).toHaveLength(0);
    expect((first?.body as FormData | undefined)?.get('mapeamento')).toBeNull();

    // "Endereço" is no longer used for the address.
    const select = one('bulk-target-valor.endereco').querySelector('[role="combobox"]');
    if (!select) throw new Error('no select for the address');
    await act(async () => {
      select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const none = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Não usar');
    if (!none) throw new Error('no "Não usar" option');
    await click(none);
    const again = await waitFor(
      () => calls.filter((c) => c.path === '/api/modelo/7/lote/previa')[1],
      'the second preview',
    );
    expect(JSON.parse(String((again.body as FormData).get('mapeamento')))).toEqual({
      'papel.1.nome': 'Nome',
      'papel.1.email': 'E-mail',
    });
    await waitFor(() => text().includes('3 linhas serão recusadas'), 'the new preview');
    expect(one('bulk-send').hasAttribute('disabled')).toBe(true);
  });

  it("follows a job's live progress and pauses it", async () => {
    let job = JOB;
    const calls = api((call) => {
      if (call.method === 'GET' && call.path === '/api/lote/3/detalhes') return { body: job };
      if (call.method === 'GET' && call.path === '/api/lote/3/linhas')
        return {
          body: {
            data: [{ linha: 2, status: 'created', nome: 'Ana', arquivo_id: 40, motivo: null }],
            total: 1,
          },
        };
      if (call.method === 'PUT' && call.path === '/api/lote/3/pausar') {
        job = { ...job, status: 'paused' };
        return { body: { message: 'Envio em lote pausado.', data: job } };
      }
      return undefined;
    });
    await render(<BulkPage />, {
      path: '/modelo/7/lote?lote=3',
      pattern: '/modelo/:id/lote',
      permissions: PERMISSIONS,
    });
    await waitFor(() => text().includes('1 criados · 0 recusados · 9 pendentes de 10'), 'the job');
    expect(text()).toContain('Abrir documento');

    job = { ...job, criados: 6, recusados: 1, pendentes: 3 };
    await emit('bulk.progress', {
      id: 3,
      modelo_id: 7,
      status: 'running',
      total: 10,
      criados: 6,
      recusados: 1,
      pendentes: 3,
    });
    await waitFor(
      () => one('bulk-job-counts').textContent === '6 criados · 1 recusados · 3 pendentes de 10',
      'the live counts',
    );

    await click(one('bulk-pause'));
    await waitFor(
      () => calls.some((c) => c.method === 'PUT' && c.path === '/api/lote/3/pausar'),
      'the pause',
    );
    await waitFor(() => one('bulk-job-status').textContent === 'Pausado', 'the job paused');
    expect(one('bulk-resume').textContent).toBe('Retomar');
  });
});

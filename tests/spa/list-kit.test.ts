// The list kit (src/components/list/ResourceList): from ONE description of a list's columns, the
// table's headers at laptop width, the compact list's texts at phone width and the exported sheet's
// name, headers and values; and its deleted view, whose row restores the record through the API's
// restore endpoint after the confirmation, toasting what happened.
import { createElement } from 'react';
import type { RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../resources/plans/messages';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { asked } from '../../src/components/list/useRecordActions';
import { type Call, cleanup, click, mockApi, notes, render, text } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

/** What the fake exceljs was given: the sheet's name, its columns and its rows. */
const book = vi.hoisted(() => ({
  sheet: '',
  columns: [] as { header: string; key: string; width: number }[],
  rows: [] as Record<string, unknown>[],
}));
vi.mock('exceljs', () => {
  class Workbook {
    xlsx = { writeBuffer: async () => new ArrayBuffer(1) };
    addWorksheet(name: string) {
      book.sheet = name;
      book.rows = [];
      return {
        set columns(c: typeof book.columns) {
          book.columns = c;
        },
        getRow: () => ({}),
        addRow: (row: Record<string, unknown>) => book.rows.push(row),
      };
    }
  }
  return { default: { Workbook } };
});

interface Plan extends RaRecord {
  nome: string;
  status: boolean;
  empresas: number;
  deleted_at: string | null;
}

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 7,
  nome: 'Básico',
  status: true,
  empresas: 3,
  deleted_at: null,
  ...over,
});

/** The one description every view below is derived from. */
const columns: ListColumn<Plan>[] = [
  { source: 'nome', sortable: true, phone: 'primary', excel: { width: 30 } },
  {
    source: 'status',
    render: (r, { translate }) =>
      createElement(
        'b',
        null,
        translate(r.status ? 'resources.plans.status.active' : 'resources.plans.status.inactive'),
      ),
    phone: 'tertiary',
    excel: { value: (r) => (r.status ? 'sim' : 'não') },
  },
  { source: 'empresas', number: true, phone: 'secondary', text: (r) => `${r.empresas} empresas` },
  { source: 'deleted_at', label: 'resources.plans.fields.deleted_at', table: false, excel: false },
];

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const items = () => [...document.querySelectorAll('[data-testid="compact-list-item"]')];

const matchMedia = window.matchMedia;
let calls: Call[] = [];
beforeEach(() => {
  calls = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/planos')
      return call.query.get('deleted') === 'true'
        ? {
            body: {
              data: [plan({ id: 9, nome: 'Antigo', status: false, deleted_at: '2026-01-02T10:00:00Z' })],
              total: 1,
            },
          }
        : { body: { data: [plan(), plan({ id: 8, nome: 'Pro', status: false, empresas: 0 })], total: 2 } };
    if (call.method === 'PUT' && call.path === '/api/plano/9/recuperar')
      return { body: { message: 'Plano recuperado no servidor.', data: plan({ id: 9 }) } };
    return undefined;
  });
});
afterEach(async () => {
  await cleanup();
  window.matchMedia = matchMedia;
});

const list = (over: Record<string, unknown> = {}) =>
  createElement(ResourceList<Plan>, {
    resource: 'plans',
    columns,
    exportFile: 'resources.plans.export_file',
    rowLink: (r) => `/plano/${r.id}/editar`,
    ...over,
  });

describe('a list described once', () => {
  it('shows the described columns as the table, with their default labels, at laptop width', async () => {
    await render(list(), { path: '/planos', pattern: '/planos' });
    await waitFor(() => document.querySelector('tbody tr'), 'the table');
    expect(headers()).toEqual(['Nome', 'Status', 'Empresas']);
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Básico', 'Ativo', '3 empresas'],
      ['Pro', 'Inativo', '0 empresas'],
    ]);
    expect(items()).toHaveLength(0);
  });

  it('shows the same records as a compact list at phone width: main, second and right texts', async () => {
    phoneScreen();
    await render(list(), { path: '/planos', pattern: '/planos' });
    await waitFor(() => items().length === 2, 'the compact list');
    expect(document.querySelector('table')).toBeNull();
    expect(items().map((i) => i.textContent)).toEqual(['BásicoAtivo3 empresas', 'ProInativo0 empresas']);
    expect(items()[0]?.querySelector('a')?.getAttribute('href')).toMatch(/\/plano\/7\/editar$/);
  });

  it('exports the columns to a sheet: file name, headers, widths and values', async () => {
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = () => 'blob:planos';
    URL.revokeObjectURL = () => undefined;
    await render(list(), { path: '/planos', pattern: '/planos' });
    await waitFor(() => document.querySelector('tbody tr'), 'the table');
    const exportButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Exportar');
    if (!exportButton) throw new Error('no export button');
    await click(exportButton);
    await waitFor(() => download.mock.calls.length > 0, 'the download');
    expect((download.mock.contexts[0] as HTMLAnchorElement).download).toBe('planos.xlsx');
    expect(book.sheet).toBe('planos');
    expect(book.columns.map((c) => [c.header, c.width])).toEqual([
      ['Nome', 30],
      ['Status', 24],
      ['Empresas', 24],
    ]);
    expect(book.rows.map((r) => Object.values(r))).toEqual([
      ['Básico', 'sim', '3 empresas'],
      ['Pro', 'não', '0 empresas'],
    ]);
    download.mockRestore();
  });

  it('as the deleted view, lists the deleted records and restores one through the API after asking', async () => {
    await render(
      list({ deleted: true, restore: asked('plans', 'restore'), recordName: (r: Plan) => r.nome }),
      {
        path: '/plans/excluidos',
        pattern: '/plans/excluidos',
      },
    );
    await waitFor(() => document.querySelector('tbody tr'), 'the deleted table');
    expect(calls.find((c) => c.path === '/api/planos')?.query.get('deleted')).toBe('true');
    // No row link in the deleted view: the row is plain.
    expect(document.querySelector('tbody tr a')).toBeNull();
    const restore = [...document.querySelectorAll('tbody button')].find((b) => b.textContent === 'Recuperar');
    if (!restore) throw new Error('no restore button');
    await click(restore);
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'), 'the confirmation');
    expect(dialog.textContent).toContain('Recuperar o plano "Antigo"?');
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Recuperar');
    if (!confirm) throw new Error('no confirm button');
    await click(confirm);
    await waitFor(() => notes().includes('resources.plans.notify.restored'), 'the restored toast (its key)');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/plano/9/recuperar']);
    expect(text()).not.toContain('Novo plano');
  });
});

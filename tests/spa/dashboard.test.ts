// The dashboard page: the figures of POST /api/dash/inicial on its cards (pt-BR numbers, storage
// against the plan or "ilimitado"), the charts' chunk loaded after the figures, the quick actions
// each permission allows, and no call for the figures without 'dashboard.view'.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import type { DashboardView } from '../../common/schemas/dashboard';
import DashboardPage from '../../src/pages/app/dashboard/DashboardPage';
import { clearSession, saveTokens } from '../../src/providers/session';
import { byTestId, type Call, cleanup, mockFetch, one, render } from './signing-render';
import { waitFor } from './waitFor';

const MB = 1024 * 1024;

const figures = (over: Partial<DashboardView> = {}): DashboardView => ({
  periodo: 30,
  gerado_em: '2026-11-24T15:00:00.000Z',
  mes_inicio: '2026-11-01T03:00:00.000Z',
  periodo_inicio: '2026-10-26T03:00:00.000Z',
  documentos: { aguardando_mim: 3, aguardando_outros: 1234, concluidos_mes: 7, negados_mes: 2 },
  dispositivos: { conectados: 2, total: 5 },
  mensagens: { enviadas: 12345, entregues: 9876, falhas: 42 },
  armazenamento: { usado_bytes: 50 * MB, limite_bytes: 200 * MB, limite_mb: 200 },
  series: {
    mensagens: Array.from({ length: 30 }, (_, i) => ({
      dia: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      enviadas: i,
      entregues: i,
      falhas: 0,
    })),
    documentos: [
      { status: 'draft', total: 4 },
      { status: 'waiting', total: 1237 },
      { status: 'completed', total: 20 },
      { status: 'denied', total: 5 },
      { status: 'cancelled', total: 1 },
    ],
  },
  ...over,
});

let calls: Call[] = [];
function serve(data: DashboardView) {
  calls = mockFetch((call) => {
    if (call.path === '/api/dash/inicial') return { body: { data } };
    if (call.path === '/api/empresa/usuarios')
      return { body: { data: [{ id: 1, nome: 'Gestor Demo', email: 'gestor@demo.local' }] } };
    return undefined;
  });
}

/** A link's target (the test's router writes it as a hash). */
const path = (a: Element | null) => a?.getAttribute('href')?.replace(/^#/, '');
const value = (id: string) => one(`${id}-value`).textContent;
const company = (permissoes: string[] = [...PERMISSIONS]) => ({ id: 1, ambient: null, permissoes });

/** Waits until the lazily loaded charts' chunk has rendered (or fails after a while). */
async function chartsShown(): Promise<HTMLElement> {
  return waitFor(() => byTestId('dash-charts')[0], 'the charts');
}

beforeEach(() => saveTokens({ access_token: 'test-token', expires_in: 900 }));
afterEach(async () => {
  await cleanup();
  clearSession();
});

describe('the dashboard', () => {
  it('shows the figures on the cards, written the pt-BR way', async () => {
    serve(figures());
    await render(createElement(DashboardPage), company());
    expect(calls.filter((c) => c.path === '/api/dash/inicial' && c.method === 'POST')).toHaveLength(1);
    expect(value('dash-waiting-me')).toBe('3');
    expect(value('dash-waiting-others')).toBe('1.234');
    expect(value('dash-completed')).toBe('7');
    expect(value('dash-denied')).toBe('2');
    expect(value('dash-devices')).toBe('2 de 5');
    expect(value('dash-sent')).toBe('12.345');
    expect(value('dash-delivered')).toBe('9.876');
    expect(value('dash-failed')).toBe('42');
    expect(one('dash-messages').textContent).toContain('Mensagens (últimos 30 dias)');
    expect(value('dash-storage')).toBe('50 MB');
    expect(one('dash-storage-limit').textContent).toBe('50 MB de 200 MB · 25,00% do plano');
    expect(one('dash-storage').querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      '25',
    );
    // The welcome card with the team stays on top.
    expect(one('home').textContent).toContain('gestor@demo.local');
  });

  it('links the cards to where the figures come from', async () => {
    serve(figures());
    await render(createElement(DashboardPage), company());
    const href = (id: string) => path(one(id).querySelector('a'));
    expect(href('dash-waiting-me')).toBe('/inbox');
    // The document figures open the pipeline filtered as they count (the month from its first day).
    expect(href('dash-waiting-others')).toBe('/processos?status=waiting');
    expect(href('dash-completed')).toBe('/processos?status=completed&de=2026-11-01');
    expect(href('dash-denied')).toBe('/processos?status=denied&de=2026-11-01');
    expect(href('dash-devices')).toBe('/devices');
  });

  it('loads the charts in a chunk of their own, with the series of the figures', async () => {
    serve(figures());
    await render(createElement(DashboardPage), company());
    const charts = await chartsShown();
    expect(charts.textContent).toContain('Mensagens por dia');
    expect(charts.textContent).toContain('Documentos por situação');
    expect(byTestId('dash-charts-loading')).toHaveLength(0);
  });

  it('says "ilimitado" when the plan sets no storage limit', async () => {
    serve(figures({ armazenamento: { usado_bytes: 1536, limite_bytes: null, limite_mb: null } }));
    await render(createElement(DashboardPage), company());
    expect(value('dash-storage')).toBe('1,5 KB');
    expect(one('dash-storage-limit').textContent).toBe('ilimitado');
    expect(one('dash-storage').querySelector('[role="progressbar"]')).toBeNull();
  });

  it('offers only the quick actions the user may take', async () => {
    serve(figures());
    await render(createElement(DashboardPage), company());
    const actions = () => byTestId('dash-actions')[0]?.querySelectorAll('a') ?? [];
    expect([...actions()].map((a) => [a.textContent, path(a)])).toEqual([
      ['Enviar documento', '/cofre'],
      ['Enviar mensagem', '/message/cadastrar'],
      ['Conectar dispositivo', '/device/cadastrar'],
      ['Solicitar assinaturas', '/cofre'],
    ]);
    await cleanup();

    serve(figures());
    await render(createElement(DashboardPage), company(['dashboard.view', 'vault.view', 'messages.send']));
    expect([...actions()].map((a) => a.textContent)).toEqual(['Enviar mensagem']);
    await cleanup();

    serve(figures());
    await render(createElement(DashboardPage), company(['dashboard.view']));
    expect(byTestId('dash-actions')).toHaveLength(0);
  });

  it('asks for no figures without the permission, keeping the welcome card', async () => {
    serve(figures());
    await render(createElement(DashboardPage), company(['vault.view', 'vault.upload']));
    expect(calls.some((c) => c.path === '/api/dash/inicial')).toBe(false);
    expect(byTestId('dash-waiting-me')).toHaveLength(0);
    expect(byTestId('home')).toHaveLength(1);
    expect(byTestId('dash-action-upload')).toHaveLength(1);
  });
});

// /solicitacoes-lgpd (platform administrators): the deletion requests as a table (a compact list on a
// phone), filtered by state and sorted by date; a pending one is completed after a confirmation that
// says what is erased and what stays, or refused with a reason (required), and the list reloads.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import LgpdRequestsPage from '../../src/pages/app/lgpd/LgpdRequestsPage';
import { byTestId, type Call, cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { until } from './profile-render';

const row = (over: Record<string, unknown> = {}) => ({
  id: 11,
  user_id: 31,
  nome: 'Rita Pedinte',
  email: 'rita@exemplo.com',
  ambient: null,
  status: 'pending',
  motivo: 'Não uso mais.',
  resposta: null,
  created_at: '2026-11-20T13:00:00.000Z',
  decidido_em: null,
  cancelado_em: null,
  decidido_por: null,
  decidido_por_nome: null,
  ...over,
});
const decided = row({
  id: 12,
  nome: 'Usuário excluído',
  email: 'excluido-32@anonimo.invalid',
  status: 'completed',
  motivo: null,
  decidido_em: '2026-11-21T13:00:00.000Z',
  decidido_por: 1,
  decidido_por_nome: 'Admin Plataforma',
});

const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;

afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

async function open(
  handler: (call: Call) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  const calls = mockApi((call) =>
    call.method === 'GET' && call.path === '/api/lgpd/solicitacoes'
      ? { body: { data: [row(), decided], total: 2 } }
      : handler(call),
  );
  await render(createElement(LgpdRequestsPage), {
    path: '/solicitacoes-lgpd',
    pattern: '/solicitacoes-lgpd',
  });
  await until(() => text().includes('Rita Pedinte'), 'the requests');
  return calls;
}
const lists = (calls: Call[]) => calls.filter((c) => c.path === '/api/lgpd/solicitacoes');

describe('the LGPD requests page', () => {
  it('lists each request with its state, reason and decision; actions only on the pending one', async () => {
    const calls = await open();
    const rows = byTestId('lgpd-request-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('rita@exemplo.com');
    expect(rows[0]?.textContent).toContain('Pendente');
    expect(rows[0]?.textContent).toContain('Não uso mais.');
    expect(rows[1]?.textContent).toContain('Concluída');
    expect(rows[1]?.textContent).toContain('21/11/2026, 10:00 por Admin Plataforma');
    expect(rows[1]?.querySelectorAll('button')).toHaveLength(0);
    expect(Object.fromEntries(lists(calls)[0]?.query ?? [])).toEqual({
      page: '1',
      perPage: '25',
      sort: 'created_at',
      order: 'desc',
    });
    // The date column sorts the other way.
    await click(document.querySelector('.MuiTableSortLabel-root') as HTMLElement);
    await until(() => lists(calls).at(-1)?.query.get('order') === 'asc', 'the list asked oldest first');
  });

  it('completes after a confirmation that says what stays, then reloads', async () => {
    const calls = await open((call) =>
      call.method === 'PUT' && call.path === '/api/lgpd/solicitacao/11/concluir'
        ? { body: { message: 'Solicitação concluída.', data: row({ status: 'completed' }) } }
        : undefined,
    );
    await click(button('Concluir'));
    expect(dialog().textContent).toContain('Concluir a exclusão de Rita Pedinte?');
    expect(dialog().textContent).toContain('“Usuário excluído”');
    const before = lists(calls).length;
    await click(button('Concluir', dialog()));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/lgpd/solicitacao/11/concluir')).toBe(
      true,
    );
    await until(() => notes().includes('Solicitação concluída.'), 'the success note');
    await until(() => lists(calls).length > before, 'the list reloaded');
  });

  it('refuses only with a reason of at least 3 characters', async () => {
    const calls = await open((call) =>
      call.method === 'PUT' && call.path === '/api/lgpd/solicitacao/11/recusar'
        ? { body: { message: 'Solicitação recusada.', data: row({ status: 'refused' }) } }
        : undefined,
    );
    await click(button('Recusar'));
    expect(dialog().textContent).toContain('Recusar a solicitação de Rita Pedinte?');
    await click(button('Recusar', dialog()));
    expect(dialog().textContent).toContain('Informe um motivo com pelo menos 3 caracteres.');
    expect(calls.some((c) => c.path.endsWith('/recusar'))).toBe(false);
    await type(dialog().querySelector('textarea[name="motivo"]') as HTMLTextAreaElement, 'Retenção legal.');
    await click(button('Recusar', dialog()));
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/lgpd/solicitacao/11/recusar');
    expect(put?.body).toEqual({ motivo: 'Retenção legal.' });
    await until(() => notes().includes('Solicitação recusada.'), 'the success note');
  });

  it('filters by state', async () => {
    const calls = await open();
    const select = document.querySelector('[aria-labelledby~="lgpd-status-filter"]') as HTMLElement;
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await until(() => document.querySelectorAll('[role="option"]').length === 5, 'the options');
    const option = [...document.querySelectorAll('[role="option"]')].find(
      (o) => o.textContent === 'Recusada',
    );
    await click(option as HTMLElement);
    await until(() => lists(calls).at(-1)?.query.get('status') === 'refused', 'the refused asked for');
  });

  it('on a phone, shows a compact list with the actions beside the pending item', async () => {
    phoneScreen();
    await open();
    expect(document.querySelector('table')).toBeNull();
    const items = byTestId('compact-list-item');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelectorAll('button[aria-label]')).toHaveLength(2);
    expect(items[0]?.querySelector('button[aria-label="Concluir: Rita Pedinte"]')).toBeTruthy();
    expect(items[1]?.querySelectorAll('button[aria-label]')).toHaveLength(0);
  });
});

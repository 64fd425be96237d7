// /auditoria?aba=acoes, the trail of acts outside the files: each act with when, who (and "via chave"
// when done with an API key), its label (an API call with its method, route and answer), its target
// and IP; paged as the API pages it; details with the recorded data and the IP; a failed load
// offers "try again"; on a phone a compact list whose item opens the details.
import Polyglot from 'node-polyglot';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequestLine, entryLabel, entryTarget } from '../../resources/vault/auditEntryTexts';
import '../../resources/vault/messages';
import { lateMessages } from '../../src/providers/lateMessages';
import { auditApi, entry, KEY, renderAudit } from './audit-fixtures';
import { byTestId, cleanup, click, text } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const rows = () => byTestId('audit-entry-row');
const rowOf = (label: string) => {
  const row = rows().find((r) => r.textContent?.includes(label));
  if (!row) throw new Error(`no row "${label}"`);
  return row;
};
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent === label || b.getAttribute('aria-label') === label,
  );
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

const trail = () => [
  entry({ id: 3 }),
  entry({
    id: 2,
    acao: 'team.permissions_changed',
    alvo: 'usuario:12',
    dados: { permissions: ['vault.view', 'audit.view'] },
  }),
  entry({
    id: 1,
    acao: 'api.request',
    alvo: 'POST /api/files/move',
    chave: KEY,
    dados: { status: 201, params: { id: '9' } },
    ip: '198.51.100.7',
  }),
];

describe('the trail of acts', () => {
  it('lists each act with its label, who, the key it was done with, its target and IP', async () => {
    auditApi({ entries: trail() });
    await renderAudit('?aba=acoes');
    await waitFor(() => rows().length === 3, 'the acts');

    const invited = rowOf('Convidou para a equipe');
    expect(invited.textContent).toContain('Ana Souza');
    expect(invited.textContent).toContain('ana@demo.test');
    expect(invited.textContent).toContain('Convite · bia@demo.test');
    expect(invited.textContent).toMatch(/05\/03\/2026,? 12:07/);
    expect(invited.querySelector('[data-testid="via-key"]')).toBeNull();

    expect(rowOf('Alterou permissões').textContent).toContain('Usuário #12');

    const call = rowOf('Chamada à API');
    expect(call.textContent).toContain('POST /api/files/move · resposta 201');
    expect(call.textContent).toContain('id 9');
    expect(call.textContent).toContain('198.51.100.7');
    expect(call.querySelector('[data-testid="via-key"]')?.textContent).toBe('via chave ERP da matriz');
    expect(byTestId('via-key')).toHaveLength(1);
  });

  it('shows an act this build has no label for as the API names it', async () => {
    auditApi({ entries: [entry({ acao: 'team.something_new', alvo: null, dados: {} })] });
    await renderAudit('?aba=acoes');
    await waitFor(() => rows().length === 1, 'the act');
    expect(rows()[0]?.textContent).toContain('team.something_new');
  });

  it('pages through the trail as the API pages it', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      entry({ id: 30 - i, dados: { email: `pessoa${i + 1}@demo.test` } }),
    );
    const calls = auditApi({ entries: many });
    await renderAudit('?aba=acoes');
    await waitFor(() => rows().length === 25, 'the first page');
    const first = calls.find((c) => c.path === '/api/auditoria');
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('perPage')).toBe('25');
    expect(text()).toContain('Página 1 de 2');
    expect(button('Anterior').disabled).toBe(true);

    await click(button('Próxima'));
    await waitFor(() => rows().length === 5, 'the second page');
    expect(
      calls
        .filter((c) => c.path === '/api/auditoria')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expect(text()).toContain('pessoa26@demo.test');
    expect(text()).not.toContain('pessoa1@demo.test');
    expect(text()).toContain('Página 2 de 2');
    expect(button('Próxima').disabled).toBe(true);

    await click(button('Anterior'));
    await waitFor(() => rows().length === 25, 'the first page again');
    expect(text()).toContain('pessoa1@demo.test');
  });

  it('opens an act with its recorded data pretty-printed and its IP', async () => {
    auditApi({ entries: trail() });
    await renderAudit('?aba=acoes');
    await waitFor(() => rows().length === 3, 'the acts');

    await click(button('Ver detalhes: Alterou permissões', rowOf('Alterou permissões')));
    const open = await waitFor(dialog, 'the details');
    expect(open.querySelector('h2')?.textContent).toBe('Alterou permissões');
    expect(open.textContent).toContain('203.0.113.9');
    expect(open.textContent).toContain('Usuário #12');
    const data = open.querySelector('[data-testid="audit-entry-data"]');
    expect(data?.textContent).toBe(JSON.stringify({ permissions: ['vault.view', 'audit.view'] }, null, 2));
    // A block that scrolls inside itself, reachable from the keyboard.
    expect(data?.closest('[role="region"]')?.getAttribute('aria-label')).toBe('Dados registrados');

    await click(button('Fechar', open));
    await waitFor(() => !dialog(), 'the details closed');
  });

  it('says when there is nothing yet, and offers to try again after a failure', async () => {
    let fail = true;
    auditApi({ entries: [entry()] }, (call) =>
      call.path === '/api/auditoria' && fail ? { status: 500, body: { message: 'falhou' } } : undefined,
    );
    await renderAudit('?aba=acoes');
    await waitFor(() => text().includes('Não foi possível carregar as ações.'), 'the failure');
    fail = false;
    await click(button('Tentar novamente'));
    await waitFor(() => rows().length === 1, 'the act after retrying');
    await cleanup();

    auditApi({ entries: [] });
    await renderAudit('?aba=acoes');
    await waitFor(() => text().includes('Nenhuma ação registrada ainda.'), 'the empty trail');
  });

  it('is a compact list on a phone, each item opening its details', async () => {
    phoneScreen();
    auditApi({ entries: trail() });
    await renderAudit('?aba=acoes');
    await waitFor(() => byTestId('compact-list-item').length === 3, 'the compact list');
    expect(document.querySelector('table')).toBeNull();
    const call = byTestId('compact-list-item')[2] as HTMLElement;
    expect(call.textContent).toContain('POST /api/files/move · resposta 201');
    expect(call.querySelector('[data-testid="via-key"]')?.textContent).toBe('via chave ERP da matriz');

    await click(call.querySelector('[role="button"]') as HTMLElement);
    const open = await waitFor(dialog, 'the details');
    expect(open.textContent).toContain('198.51.100.7');
    expect(open.querySelector('[data-testid="audit-entry-data"]')?.textContent).toContain('"status": 201');
  });
});

describe('the acts in English', () => {
  // The audit's labels arrive with the vault's pages (resources/vault/messages.ts).
  const polyglot = new Polyglot({ phrases: lateMessages('en'), allowMissing: true });
  const en = (key: string, options?: Record<string, unknown>) => polyglot.t(key, options);
  const pt = new Polyglot({ phrases: lateMessages('pt_BR'), allowMissing: true });

  it('has a label for every act the API records, in both languages', () => {
    const acts = [
      'team.invited',
      'team.invite_resent',
      'team.invite_revoked',
      'team.permissions_changed',
      'team.access_switched',
      'company.owner_transferred',
      'company.updated',
      'company.logo_changed',
      'company.logo_removed',
      'api_key.created',
      'api_key.revoked',
      'webhook.created',
      'webhook.updated',
      'webhook.deleted',
      'webhook.secret_rotated',
      'webhook.redelivered',
      'api.request',
    ];
    for (const acao of acts) {
      expect(pt.has(`resources.audit.acao.${acao}`), acao).toBe(true);
      expect(polyglot.has(`resources.audit.acao.${acao}`), acao).toBe(true);
    }
    expect(entryLabel({ acao: 'team.permissions_changed' }, en)).toBe('Changed permissions');
  });

  it('names an API call and a target', () => {
    const call = entry({ acao: 'api.request', alvo: 'DELETE /api/file/:id/deletar', dados: { status: 200 } });
    expect(apiRequestLine(call, en)).toBe('DELETE /api/file/:id/deletar · answered 200');
    expect(entryTarget(entry({ alvo: 'api_key:4', dados: { nome: 'ERP' } }), en)).toBe('API key #4 · ERP');
  });
});

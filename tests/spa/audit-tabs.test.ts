// /auditoria's two tabs: "Arquivos" (the file events) by default and "Ações" (the trail of acts) at
// ?aba=acoes — a real tab list whose tabs name their panels, the chosen one in the URL so it can be
// linked, and each tab loading only its own list.
import { afterEach, describe, expect, it } from 'vitest';
import { auditApi, entry, fileEvent, renderAudit } from './audit-fixtures';
import { cleanup, click, key, location, text } from './devices-render';
import { waitFor } from './waitFor';

afterEach(cleanup);

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const tab = (name: string) => {
  const found = tabs().find((t) => t.textContent === name);
  if (!found) throw new Error(`no tab "${name}"`);
  return found;
};
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]');

describe('the audit page tabs', () => {
  it('opens on the file events, in a named tab list whose selected tab labels its panel', async () => {
    const calls = auditApi({ events: [fileEvent()], entries: [entry()] });
    await renderAudit();
    await waitFor(() => text().includes('contrato.pdf'), 'the file events');

    const list = document.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).toBe('O que a auditoria mostra');
    expect(tabs().map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Arquivos', 'true'],
      ['Ações', 'false'],
    ]);
    const files = tab('Arquivos');
    expect(panel()?.id).toBe(files.getAttribute('aria-controls'));
    expect(panel()?.getAttribute('aria-labelledby')).toBe(files.id);
    expect(calls.some((c) => c.path === '/api/auditoria')).toBe(false);
  });

  it('switching tabs puts ?aba=acoes in the URL and takes it away again', async () => {
    const calls = auditApi({ events: [fileEvent()], entries: [entry()] });
    await renderAudit();
    await waitFor(() => text().includes('contrato.pdf'), 'the file events');

    await click(tab('Ações'));
    await waitFor(() => text().includes('Convidou para a equipe'), 'the acts');
    expect(location()).toBe('/auditoria?aba=acoes');
    expect(tab('Ações').getAttribute('aria-selected')).toBe('true');
    expect(panel()?.getAttribute('aria-labelledby')).toBe(tab('Ações').id);
    expect(text()).not.toContain('contrato.pdf');
    expect(calls.filter((c) => c.path === '/api/auditoria')).toHaveLength(1);

    await click(tab('Arquivos'));
    await waitFor(() => text().includes('contrato.pdf'), 'the file events again');
    expect(location()).toBe('/auditoria');
    expect(tab('Arquivos').getAttribute('aria-selected')).toBe('true');
  });

  it('moves between the tabs with the arrow keys', async () => {
    auditApi({ events: [fileEvent()] });
    await renderAudit();
    await waitFor(() => text().includes('contrato.pdf'), 'the file events');
    const files = tab('Arquivos');
    expect(files.tabIndex).toBe(0);
    expect(tab('Ações').tabIndex).toBe(-1);
    files.focus();
    await key(files, 'ArrowRight');
    expect(document.activeElement).toBe(tab('Ações'));
  });

  it('a link to ?aba=acoes opens the acts', async () => {
    const calls = auditApi({ events: [fileEvent()], entries: [entry()] });
    await renderAudit('?aba=acoes');
    await waitFor(() => text().includes('Convidou para a equipe'), 'the acts');
    expect(tab('Ações').getAttribute('aria-selected')).toBe('true');
    expect(calls.some((c) => c.path === '/api/vault/events')).toBe(false);
  });
});

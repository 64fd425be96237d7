// /integracoes, the API keys tab: the keys listed with their state; "Nova chave" offers only the
// permissions the caller holds and posts name, permissions and expiry; the whole key is shown once
// (copied from there) and gone when the dialog closes; a refused permission (422) shows under the
// checklist; revoking asks first, then calls the API and reads the list again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, notes, text, type } from './devices-render';
import { apiKey, integrationsApi, renderIntegrations } from './integrations-fixtures';
import { phoneScreen } from './phoneScreen';
import { waitFor } from './waitFor';

const MINE = ['vault.view', 'vault.upload', 'audit.view', 'integrations.manage'];
const SECRET = 'cofre_a1b2c3d4e5_Zk3pQ9xLr7TbW4nYv2sHd8uMj6cFe1gA';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
const realMatchMedia = window.matchMedia;
afterEach(async () => {
  window.matchMedia = realMatchMedia;
  await cleanup();
});

const dialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1) as HTMLElement;
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const checkboxes = () => [...dialog().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
const input = (name: string) => dialog().querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('the API keys', () => {
  it('lists each key with its start, creator and state, and revokes only those not revoked', async () => {
    integrationsApi({
      keys: [
        apiKey(),
        apiKey({ id: 8, nome: 'Chave antiga', status: 'revoked', revoked_at: '2026-11-10T00:00:00Z' }),
      ],
    });
    await renderIntegrations(MINE);
    await waitFor(() => text().includes('ERP da matriz'), 'the keys');
    const rows = [...document.querySelectorAll('[data-testid="api-key-row"]')];
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('cofre_a1b2c3d4e5…');
    expect(rows[0]?.textContent).toContain('Gestor Demo');
    expect(rows[0]?.textContent).toContain('Não expira');
    expect(rows.map((r) => r.querySelector('[data-testid="key-status"]')?.textContent)).toEqual([
      'Ativa',
      'Revogada',
    ]);
    expect(document.querySelector('button[aria-label="Revogar a chave ERP da matriz"]')).not.toBeNull();
    expect(document.querySelector('button[aria-label="Revogar a chave Chave antiga"]')).toBeNull();
    // How to use a key, and the API reference in a new tab.
    expect(text()).toContain('Authorization: Bearer <sua-chave>');
    const docs = document.querySelector('a[href="/api/docs"]');
    expect(docs?.getAttribute('target')).toBe('_blank');
  });

  it('offers only the caller’s permissions, posts the key and shows it once', async () => {
    const created = apiKey({ id: 9, nome: 'Integração BI', permissions: ['vault.view', 'audit.view'] });
    let listed = [apiKey()];
    const calls = integrationsApi({}, (call) => {
      if (call.method === 'GET' && call.path === '/api/chaves-api')
        return { body: { data: listed, total: listed.length } };
      if (call.method === 'POST' && call.path === '/api/chave-api/cadastrar') {
        listed = [created, ...listed];
        return { status: 201, body: { message: 'Chave de API criada.', data: created, chave: SECRET } };
      }
      return undefined;
    });
    await renderIntegrations(MINE);
    await click(button('Nova chave'));
    expect(
      checkboxes()
        .map((c) => c.name)
        .sort(),
    ).toEqual([...MINE].sort());

    await type(input('nome'), 'Integração BI');
    await click(checkboxes().find((c) => c.name === 'vault.view') as Element);
    await click(checkboxes().find((c) => c.name === 'audit.view') as Element);
    await type(input('expires_at'), '2099-12-31');
    await click(button('Criar chave', dialog()));

    const post = await waitFor(
      () => calls.find((c) => c.method === 'POST' && c.path === '/api/chave-api/cadastrar'),
      'the new key',
    );
    expect(post.body).toEqual({
      nome: 'Integração BI',
      permissions: ['vault.view', 'audit.view'],
      expires_at: '2099-12-31',
    });
    const shown = await waitFor(() => document.querySelector('[data-testid="secret"]'), 'the key');
    expect(shown.textContent).toBe(SECRET);
    expect(dialog().textContent).toContain('ela não será mostrada de novo');
    await click(button('Copiar', dialog()));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await waitFor(() => notes().includes('app.copied'), 'the copied toast');
    // The list shows the new key, by its start only.
    await waitFor(() => text().includes('Integração BI'), 'the list read again');

    await click(button('Já copiei', dialog()));
    await waitFor(() => !text().includes(SECRET), 'the key gone');
    expect(document.querySelector('[data-testid="secret"]')).toBeNull();
  });

  it('shows a refused permission (422) under the checklist and keeps the dialog', async () => {
    const message = 'Você não pode dar a uma chave uma permissão que você não tem: Ver auditoria.';
    integrationsApi({}, (call) =>
      call.method === 'POST' && call.path === '/api/chave-api/cadastrar'
        ? { status: 422, body: { message: 'Dados inválidos.', errors: { permissions: [message] } } }
        : undefined,
    );
    await renderIntegrations(MINE);
    await click(button('Nova chave'));
    await type(input('nome'), 'Integração BI');
    await click(checkboxes()[0] as Element);
    await click(button('Criar chave', dialog()));
    await waitFor(() => dialog().textContent?.includes(message), 'the error');
    expect(document.querySelector('[data-testid="secret"]')).toBeNull();
  });

  it('revokes a key after confirming', async () => {
    let listed = [apiKey()];
    const calls = integrationsApi({}, (call) => {
      if (call.method === 'GET' && call.path === '/api/chaves-api')
        return { body: { data: listed, total: listed.length } };
      if (call.method === 'POST' && call.path === '/api/chave-api/7/revogar') {
        listed = [apiKey({ status: 'revoked', revoked_at: '2026-11-21T00:00:00Z' })];
        return { body: { message: 'Chave de API revogada.', data: listed[0] } };
      }
      return undefined;
    });
    await renderIntegrations(MINE);
    await click(
      (await waitFor(
        () => document.querySelector('button[aria-label="Revogar a chave ERP da matriz"]'),
        'revoke',
      )) as Element,
    );
    expect(dialog().textContent).toContain('Revogar a chave "ERP da matriz"?');
    expect(calls.some((c) => c.path === '/api/chave-api/7/revogar')).toBe(false);

    await click(button('Revogar', dialog()));
    await waitFor(
      () => calls.some((c) => c.method === 'POST' && c.path === '/api/chave-api/7/revogar'),
      'revoke call',
    );
    await waitFor(() => notes().includes('Chave revogada.'), 'the toast');
    await waitFor(
      () => document.querySelector('[data-testid="key-status"]')?.textContent === 'Revogada',
      'the key shown revoked',
    );
  });

  it('is a compact list on a phone, with the revoke button beside each key', async () => {
    phoneScreen();
    integrationsApi({});
    await renderIntegrations(MINE);
    const item = await waitFor(
      () => document.querySelector('[data-testid="compact-list-item"]'),
      'the compact list',
    );
    expect(item.textContent).toContain('ERP da matriz');
    expect(item.textContent).toContain('Ativa');
    expect(item.querySelector('button[aria-label="Revogar a chave ERP da matriz"]')).not.toBeNull();
    expect(document.querySelector('table')).toBeNull();
  });
});

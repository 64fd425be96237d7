// /integracoes, the webhooks tab: the endpoints with their state (one the platform disabled says so);
// "Novo webhook" posts the address and the events ticked, then shows the signing secret once; a
// refused address (422 `url`) shows under the field; editing a disabled endpoint switched on sends
// ativo: true; a new secret and deleting ask first.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, notes, text, type } from './devices-render';
import { integrationsApi, renderIntegrations, webhook } from './integrations-fixtures';
import { waitFor } from './waitFor';

afterEach(cleanup);

const MINE = ['integrations.manage'];
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const dialog = () => [...document.querySelectorAll('[role="dialog"]')].at(-1) as HTMLElement;
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const input = (name: string) => dialog().querySelector(`input[name="${name}"]`) as HTMLInputElement;
const box = (name: string) => input(name);

async function rowAction(url: string, action: string) {
  const row = [...document.querySelectorAll('[data-testid="webhook-row"]')].find((r) =>
    r.textContent?.includes(url),
  );
  await click(row?.querySelector('button[aria-haspopup="menu"]') as Element);
  const menu = [...document.querySelectorAll('[role="menu"]')].at(-1) as HTMLElement;
  await click(
    [...menu.querySelectorAll('[role="menuitem"]')].find((m) => m.textContent === action) as Element,
  );
}

describe('the webhooks', () => {
  it('lists each endpoint with its events, state and a link to its deliveries', async () => {
    integrationsApi({
      webhooks: [
        webhook(),
        webhook({
          id: 4,
          url: 'https://falhou.exemplo.com.br/hook',
          ativo: false,
          desativado_motivo: 'HTTP 500 por 24 h',
          desativado_em: '2026-11-19T10:00:00Z',
        }),
      ],
    });
    await renderIntegrations(MINE, 'webhooks');
    await waitFor(() => text().includes('https://falhou.exemplo.com.br/hook'), 'the webhooks');
    const states = [...document.querySelectorAll('[data-testid="webhook-status"]')].map((c) => c.textContent);
    expect(states).toEqual(['Ativo', 'Desativado após falhas']);
    expect(document.querySelector('[data-testid="event-count"]')?.textContent).toBe('2 eventos');
    expect(document.querySelector('a[href="/integracoes/webhooks/3"]')?.textContent).toBe(
      'https://erp.exemplo.com.br/webhooks/cofre',
    );
    expect(text()).toContain('webhook-signature');
  });

  it('posts the address and the events ticked, then shows the secret once', async () => {
    const calls = integrationsApi({}, (call) =>
      call.method === 'POST' && call.path === '/api/webhook/cadastrar'
        ? { status: 201, body: { message: 'Webhook cadastrado.', data: webhook({ id: 5 }), segredo: SECRET } }
        : undefined,
    );
    await renderIntegrations(MINE, 'webhooks');
    await click(button('Novo webhook'));
    // Every event is offered, by its label.
    expect(dialog().textContent).toContain('Documento assinado por um signatário');
    await type(input('url'), 'https://erp.exemplo.com.br/hooks');
    await type(input('descricao'), 'ERP novo');
    await click(box('document.completed'));
    await click(box('device.disconnected'));
    await click(button('Salvar', dialog()));

    const post = await waitFor(
      () => calls.find((c) => c.method === 'POST' && c.path === '/api/webhook/cadastrar'),
      'the new webhook',
    );
    expect(post.body).toEqual({
      url: 'https://erp.exemplo.com.br/hooks',
      descricao: 'ERP novo',
      eventos: ['document.completed', 'device.disconnected'],
      ativo: true,
    });
    const shown = await waitFor(() => document.querySelector('[data-testid="secret"]'), 'the secret');
    expect(shown.textContent).toBe(SECRET);
    await click(button('Já copiei', dialog()));
    await waitFor(() => !text().includes(SECRET), 'the secret gone');
  });

  it('shows a refused address (422 url) under the field and keeps the form', async () => {
    const message = 'Este endereço aponta para uma rede interna (10.0.0.5) e não pode receber webhooks.';
    integrationsApi({}, (call) =>
      call.method === 'POST' && call.path === '/api/webhook/cadastrar'
        ? { status: 422, body: { message: 'Dados inválidos.', errors: { url: [message] } } }
        : undefined,
    );
    await renderIntegrations(MINE, 'webhooks');
    await click(button('Novo webhook'));
    await type(input('url'), 'http://10.0.0.5/hook');
    await click(box('document.signed'));
    await click(button('Salvar', dialog()));
    await waitFor(() => dialog().textContent?.includes(message), 'the error');
    expect(input('url').getAttribute('aria-invalid')).toBe('true');
    const described = input('url').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(message);
    expect(document.querySelector('[data-testid="secret"]')).toBeNull();
  });

  it('turns back on an endpoint the platform disabled when saved switched on', async () => {
    const failing = webhook({
      ativo: false,
      desativado_motivo: 'HTTP 500 por 24 h',
      desativado_em: '2026-11-19T10:00:00Z',
    });
    const calls = integrationsApi({ webhooks: [failing] }, (call) =>
      call.method === 'PUT' && call.path === '/api/webhook/3/editar'
        ? { body: { message: 'Webhook atualizado.', data: webhook() } }
        : undefined,
    );
    await renderIntegrations(MINE, 'webhooks');
    await waitFor(() => document.querySelector('[data-testid="webhook-row"]'), 'the webhook');
    await rowAction('erp.exemplo.com.br', 'Editar');
    expect(dialog().textContent).toContain('HTTP 500 por 24 h');
    expect(input('url').value).toBe(failing.url);
    expect(input('ativo').checked).toBe(false);
    await click(input('ativo'));
    await click(button('Salvar', dialog()));
    const put = await waitFor(() => calls.find((c) => c.method === 'PUT'), 'the save');
    expect(put.body).toEqual({
      url: failing.url,
      descricao: 'ERP',
      eventos: ['document.signed', 'document.completed'],
      ativo: true,
    });
    await waitFor(() => notes().includes('Webhook salvo.'), 'the toast');
  });

  it('generates a new secret and deletes an endpoint, each after confirming', async () => {
    const calls = integrationsApi({}, (call) => {
      if (call.method === 'POST' && call.path === '/api/webhook/3/segredo')
        return { body: { message: 'Novo segredo gerado.', segredo: SECRET } };
      if (call.method === 'POST' && call.path === '/api/webhook/3/deletar')
        return { body: { message: 'Excluído.' } };
      return undefined;
    });
    await renderIntegrations(MINE, 'webhooks');
    await waitFor(() => document.querySelector('[data-testid="webhook-row"]'), 'the webhook');

    await rowAction('erp.exemplo.com.br', 'Gerar novo segredo');
    expect(dialog().textContent).toContain('O atual deixa de assinar');
    expect(calls.some((c) => c.path === '/api/webhook/3/segredo')).toBe(false);
    await click(button('Gerar novo segredo', dialog()));
    const shown = await waitFor(() => document.querySelector('[data-testid="secret"]'), 'the new secret');
    expect(shown.textContent).toBe(SECRET);
    await click(button('Já copiei', dialog()));
    await waitFor(() => !text().includes(SECRET), 'the secret gone');

    await rowAction('erp.exemplo.com.br', 'Excluir');
    expect(dialog().textContent).toContain('Excluir o webhook https://erp.exemplo.com.br/webhooks/cofre?');
    await click(button('Excluir', dialog()));
    await waitFor(
      () => calls.some((c) => c.method === 'POST' && c.path === '/api/webhook/3/deletar'),
      'the delete',
    );
    await waitFor(() => notes().includes('Webhook excluído.'), 'the toast');
  });
});

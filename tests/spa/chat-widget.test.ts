// The support widget leads somewhere: WhatsApp (wa.me/<number>) and e-mail (mailto:) from the
// deployment's settings (init/client `support`), and no widget at all when neither is set (nor on
// a device's conversations).
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SETTINGS } from './profile-render';
import { waitFor } from './waitFor';

let root: Root | null = null;

/** Renders the widget (a fresh module graph: init/client is read once per page load). */
async function renderWidget(support: { whatsapp: string | null; email: string | null }, path = '/home') {
  const answered: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      answered.push(path);
      const body = path === '/api/init/client' ? { ...CLIENT_SETTINGS, support } : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.resetModules();
  const { ChatWidget } = await import('../../src/components/ChatWidget');
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(createElement(MemoryRouter, { initialEntries: [path] }, createElement(ChatWidget))),
  );
  await waitFor(() => answered.includes('/api/init/client'), 'the init/client call');
  // Let the settings' promise settle and the widget render with them.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

const widget = () => document.querySelector<HTMLElement>('[data-testid="chat-widget"]');
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.includes(name));

describe('support widget', () => {
  it('opens WhatsApp and e-mail with the configured contacts', async () => {
    await renderWidget({ whatsapp: '551140001234', email: 'suporte@empresa.com.br' });
    const button = await waitFor(widget, 'the widget');
    expect(button.getAttribute('aria-label')).toBe('Abrir atendimento');
    await act(async () => button.click());
    const whatsapp = await waitFor(() => link('Conversar no WhatsApp'), 'the WhatsApp link');
    expect(whatsapp.href).toBe('https://wa.me/551140001234');
    expect(whatsapp.target).toBe('_blank');
    expect(whatsapp.rel).toContain('noopener');
    expect(link('Escrever para suporte@empresa.com.br')?.href).toBe('mailto:suporte@empresa.com.br');
  });

  it('offers only what is configured', async () => {
    await renderWidget({ whatsapp: null, email: 'suporte@empresa.com.br' });
    await act(async () => (await waitFor(widget, 'the widget')).click());
    await waitFor(() => link('Escrever para'), 'the e-mail link');
    expect(link('WhatsApp')).toBeUndefined();
  });

  it('stays out of a device’s conversations, where its corner is the send button', async () => {
    await renderWidget({ whatsapp: '551140001234', email: null }, '/device/7/messages');
    expect(widget()).toBeNull();
  });

  it('is not shown when the deployment sets no contact', async () => {
    await renderWidget({ whatsapp: null, email: null });
    expect(widget()).toBeNull();
  });
});

// /profile, "Meus dados" tab (LGPD): "Baixar meus dados" fetches the zip with the session's token and
// hands it to the browser under the server's file name; "Solicitar exclusão da conta" opens a dialog
// saying what is anonymised and what the law keeps, sends the optional reason, then shows the
// pending request with a button that cancels it; a refused request shows the administrator's reason.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import { byTestId, cleanup, click, mockApi, notes, render, text, type } from './devices-render';
import { profile } from './profile-fixtures';
import { until, withSettings } from './profile-render';
import type { Call } from './signing-render';

const button = (label: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

const pending = {
  id: 4,
  status: 'pending',
  motivo: 'Não uso mais.',
  resposta: null,
  created_at: '2026-11-20T13:00:00.000Z',
  decidido_em: null,
  cancelado_em: null,
};
type Answer = { status?: number; body?: unknown } | undefined;

async function openMyData(handler: (call: Call) => Answer, request: unknown = null) {
  const calls = mockApi(
    withSettings((call) => {
      if (call.path === '/api/usuario/perfil') return { body: { data: profile() } };
      if (call.method === 'GET' && call.path === '/api/usuario/exclusao')
        return { body: { data: request, aviso: 'Aviso do servidor.' } };
      return handler(call);
    }),
  );
  await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
  await until(() => text().includes('Meus dados'), 'the Meus dados tab');
  await click(button('Meus dados'));
  await until(() => text().includes('Excluir minha conta'), 'the deletion section');
  return calls;
}

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:meus-dados');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

/** Answers GET /api/usuario/meus-dados with a zip (bytes, headers) and everything else as `mockApi` does. */
function zipAnswer(status = 200) {
  const api = globalThis.fetch;
  const seen: Record<string, string>[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/usuario/meus-dados') return api(input, init);
    seen.push(init?.headers as Record<string, string>);
    const body =
      status === 200
        ? new Uint8Array([0x50, 0x4b, 3, 4])
        : JSON.stringify({ message: 'Tente em 60 segundos.' });
    return {
      ok: status === 200,
      status,
      headers: new Headers(
        status === 200
          ? {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="meus-dados-2026-11-26.zip"',
            }
          : { 'content-type': 'application/json' },
      ),
      blob: async () => new Blob([body]),
      text: async () => (typeof body === 'string' ? body : ''),
    } as Response;
  }) as typeof fetch;
  return seen;
}

describe('download my data', () => {
  it('fetches the zip with the bearer token and saves it under the server’s file name', async () => {
    await openMyData(() => undefined);
    const seen = zipAnswer();
    await click(button('Baixar meus dados'));
    await until(() => saved.length === 1, 'the file handed to the browser');
    expect(saved[0]).toEqual({ href: 'blob:meus-dados', download: 'meus-dados-2026-11-26.zip' });
    expect(seen[0]?.authorization).toBe('Bearer test-token');
    await until(() => notes().includes('Arquivo meus-dados-2026-11-26.zip baixado.'), 'the success note');
    expect(button('Baixar meus dados').disabled).toBe(false);
  });

  it('saves nothing when the server refuses (429)', async () => {
    await openMyData(() => undefined);
    zipAnswer(429);
    await click(button('Baixar meus dados'));
    await until(() => !button('Baixar meus dados').disabled, 'the button back');
    expect(saved).toEqual([]);
  });
});

describe('ask for the account to be deleted', () => {
  it('explains what is anonymised and what is kept, sends the reason, then shows the pending request', async () => {
    const calls = await openMyData((call) =>
      call.method === 'POST' && call.path === '/api/usuario/exclusao'
        ? { status: 201, body: { message: 'Solicitação de exclusão registrada.', data: pending, aviso: '' } }
        : undefined,
    );
    await click(button('Solicitar exclusão da conta'));
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('O que é apagado ou anonimizado');
    expect(byTestId('deletion-erased')[0]?.textContent).toContain('CPF, telefones, endereços e foto');
    expect(dialog.textContent).toContain('O que a lei exige guardar');
    expect(byTestId('deletion-kept')[0]?.textContent).toContain('“Usuário excluído”');
    await type(dialog.querySelector('textarea[name="motivo"]') as HTMLTextAreaElement, 'Não uso mais.');
    await click(button('Solicitar exclusão'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/usuario/exclusao');
    expect(post?.body).toEqual({ motivo: 'Não uso mais.' });
    await until(() => byTestId('deletion-pending').length === 1, 'the pending request');
    expect(text()).toContain('aguarda a análise de um administrador');
    expect(notes()).toContain('Solicitação de exclusão registrada.');
  });

  it('cancels the pending request', async () => {
    const calls = await openMyData(
      (call) =>
        call.method === 'DELETE' && call.path === '/api/usuario/exclusao'
          ? {
              body: {
                message: 'Solicitação de exclusão cancelada.',
                data: { ...pending, status: 'cancelled', cancelado_em: '2026-11-21T10:00:00.000Z' },
              },
            }
          : undefined,
      pending,
    );
    expect(text()).toContain('Sua solicitação de exclusão, feita em 20/11/2026');
    await click(button('Cancelar solicitação'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/usuario/exclusao')).toBe(true);
    await until(() => byTestId('deletion-pending').length === 0, 'the request gone');
    expect(button('Solicitar exclusão da conta')).toBeTruthy();
  });

  it("shows a refused request with the administrator's reason, and may ask again", async () => {
    await openMyData(() => undefined, {
      ...pending,
      status: 'refused',
      resposta: 'Retenção legal.',
      decidido_em: '2026-11-22T12:00:00.000Z',
    });
    expect(byTestId('deletion-refused')[0]?.textContent).toBe(
      'Sua solicitação de 22/11/2026, 09:00 foi recusada. Motivo: Retenção legal.',
    );
    expect(button('Solicitar exclusão da conta')).toBeTruthy();
  });
});

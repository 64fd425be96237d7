// /profile: personal data (PUT /api/user with the masks taken off), the photo (previewed, then sent
// as multipart; the server's size refusal shown), and the e-mail and phone lists — each item added,
// edited and removed through its dialogs, the server's field errors shown on the dialog's fields.
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import type { ProfileEmail } from '../../src/providers/profileApi';
import { cleanup, click, mockApi, render, text, type } from './devices-render';
import { profile } from './profile-fixtures';
import { until, withSettings } from './profile-render';
import type { Call } from './signing-render';

afterEach(cleanup);

const input = (name: string, within = 'body') => {
  const el = document.querySelector<HTMLInputElement>(`${within} input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === label || b.getAttribute('aria-label') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

async function open(handler: Handler, over = {}, tab?: string) {
  const calls = mockApi(
    withSettings((call) =>
      call.path === '/api/usuario/perfil' ? { body: { data: profile(over) } } : handler(call),
    ),
  );
  await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
  await until(() => text().includes('Dados pessoais'));
  if (tab) await click(button(tab));
  return calls;
}

describe('personal data', () => {
  it('sends name, document and phone without their masks', async () => {
    const calls = await open((call) =>
      call.method === 'PUT' && call.path === '/api/user'
        ? { body: { message: 'Dados atualizados.', data: profile({ nome: 'Maria Souza' }) } }
        : call.path === '/api/auth/user'
          ? { body: { id: 7, nome: 'Maria Souza', permissoes: [] } }
          : undefined,
    );
    expect(input('nome').value).toBe('Maria Gestora');
    await type(input('nome'), 'Maria Souza');
    await type(input('documento'), '52998224725');
    expect(input('documento').value).toBe('529.982.247-25');
    await type(input('phone'), '11987654321');
    expect(input('phone').value).toBe('(11) 98765-4321');
    await click(button('Salvar'));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/user')?.body).toEqual({
      nome: 'Maria Souza',
      documento: '52998224725',
      phone: '11987654321',
    });
  });

  it('refuses an invalid document before calling', async () => {
    const calls = await open(() => undefined);
    await type(input('documento'), '11111111111');
    await click(button('Salvar'));
    expect(text()).toContain('CPF ou CNPJ inválido');
    expect(calls.some((c) => c.path === '/api/user')).toBe(false);
  });
});

describe('the photo', () => {
  const choose = async (file: File) => {
    const el = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!el) throw new Error('no file input');
    Object.defineProperty(el, 'files', { value: [file], configurable: true });
    await act(async () => {
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('checks type and size first, previews the chosen image, sends it as multipart and shows the server’s refusal', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const sent: FormData[] = [];
    mockApi(
      withSettings((call) =>
        call.path === '/api/usuario/perfil' ? { body: { data: profile() } } : undefined,
      ),
    );
    const api = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/usuario/photo' && init?.body instanceof FormData) {
        sent.push(init.body);
        return new Response(JSON.stringify({ message: 'A foto deve ter no máximo 5 MB.' }), { status: 413 });
      }
      return api(input, init);
    }) as typeof fetch;
    await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
    await until(() => text().includes('Escolher foto'));

    await choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(text()).toContain('Escolha uma imagem JPEG, PNG ou WebP.');

    // The deployment's limit (init/client) is in the hint and checked before anything is sent.
    expect(text()).toContain('JPEG, PNG ou WebP de até 2 KB.');
    await choose(new File([new Uint8Array(4096)], 'grande.png', { type: 'image/png' }));
    expect(text()).toContain('A foto não pode ter mais de 2 KB.');
    expect(text()).not.toContain('Enviar foto');

    await choose(new File([new Uint8Array(10)], 'eu.png', { type: 'image/png' }));
    await until(() => text().includes('Enviar foto'));
    expect(document.querySelector('[data-testid="profile-photo"] img')?.getAttribute('src')).toBe(
      'blob:preview',
    );
    await click(button('Enviar foto'));
    await until(() => sent.length === 1);
    expect((sent[0]?.get('foto') as File | null)?.name).toBe('eu.png');
    await until(() => text().includes('A foto deve ter no máximo 5 MB.'));
  });
});

describe('the e-mail and phone lists', () => {
  it('adds, edits and removes an e-mail, showing the server’s field error', async () => {
    const existing: ProfileEmail = { id: 3, email: 'antigo@empresa.test', descricao: 'Financeiro' };
    const calls = await open(
      (call) => {
        if (call.method === 'POST' && call.path === '/api/usuario/email')
          return (call.body as { email: string }).email === 'repetido@empresa.test'
            ? {
                status: 422,
                body: {
                  message: 'Dados inválidos.',
                  errors: { email: ['Este e-mail já está no seu perfil.'] },
                },
              }
            : {
                status: 201,
                body: { message: 'E-mail adicionado.', data: { id: 4, ...(call.body as object) } },
              };
        if (call.method === 'PUT' && call.path === '/api/usuario/email/3')
          return { body: { message: 'E-mail atualizado.', data: { id: 3, ...(call.body as object) } } };
        if (call.method === 'DELETE' && call.path === '/api/usuario/email/4')
          return { body: { message: 'E-mail removido.' } };
        return undefined;
      },
      { emails: [existing] },
      'Contatos',
    );
    expect(text()).toContain('antigo@empresa.test');

    await click(button('Adicionar e-mail'));
    await type(input('email', '[role="dialog"]'), 'repetido@empresa.test');
    await click(button('Salvar', dialog()));
    expect(dialog().textContent).toContain('Este e-mail já está no seu perfil.');
    await type(input('email', '[role="dialog"]'), 'novo@empresa.test');
    await click(button('Salvar', dialog()));
    await until(() => !dialog());
    expect(text()).toContain('novo@empresa.test');

    await click(button('Editar: antigo@empresa.test'));
    expect(input('email', '[role="dialog"]').value).toBe('antigo@empresa.test');
    await type(input('descricao', '[role="dialog"]'), 'Pessoal');
    await click(button('Salvar', dialog()));
    await until(() => !dialog());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'antigo@empresa.test',
      descricao: 'Pessoal',
    });
    expect(text()).toContain('Pessoal');

    await click(button('Remover: novo@empresa.test'));
    expect(dialog().textContent).toContain('“novo@empresa.test” será removido do seu perfil.');
    await click(button('Remover', dialog()));
    await until(() => !text().includes('novo@empresa.test'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/usuario/email/4']);
    expect(text()).toContain('antigo@empresa.test');
  });

  it('adds a phone with its kind, sent as digits', async () => {
    const calls = await open(
      (call) =>
        call.method === 'POST' && call.path === '/api/usuario/phone'
          ? {
              status: 201,
              body: {
                message: 'Telefone adicionado.',
                data: {
                  id: 9,
                  ...(call.body as object),
                  numero: `55${(call.body as { numero: string }).numero}`,
                },
              },
            }
          : undefined,
      {},
      'Contatos',
    );
    await click(button('Adicionar telefone'));
    await type(input('numero', '[role="dialog"]'), '1133334444');
    expect(input('numero', '[role="dialog"]').value).toBe('(11) 3333-4444');
    await click(button('Salvar', dialog()));
    await until(() => !dialog());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      numero: '1133334444',
      tipo: 'celular',
      descricao: null,
    });
    expect(text()).toContain('(11) 3333-4444');
    expect(text()).toContain('Celular');
  });
});

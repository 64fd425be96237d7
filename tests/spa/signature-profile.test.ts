// /profile's "Assinatura e rubrica": the saved marks from GET /api/usuario/marcas shown as their
// images (or a line saying there is none), one removed after a confirmation (DELETE), one made in the
// adoption dialog and saved as multipart (PUT, the server's 413 shown in the dialog, then saved).
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import type { Marks, MarkView } from '../../src/providers/profileApi';
import { cleanup, click, mockApi, notes, pickFile, render, text } from './devices-render';
import { profile } from './profile-fixtures';
import { until, withSettings } from './profile-render';
import type { Call } from './signing-render';

const getContext = HTMLCanvasElement.prototype.getContext;
// happy-dom has no canvas (the dialog's pad paints nothing here).
beforeEach(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(async () => {
  await cleanup();
  HTMLCanvasElement.prototype.getContext = getContext;
});

const mark = (tipo: MarkView['tipo']): MarkView => ({
  tipo,
  url: `/api/marca/${tipo}.png?expires=1`,
  sha256: 'cd'.repeat(32),
  largura: 320,
  altura: 96,
  origem: 'desenho',
});

const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const card = (tipo: string) => document.querySelector(`[data-testid="saved-mark-${tipo}"]`) as HTMLElement;

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

async function open(marks: Marks, handler: Handler = () => undefined) {
  const calls = mockApi(
    withSettings((call) =>
      call.path === '/api/usuario/perfil'
        ? { body: { data: profile({ nome: 'Maria Gestora' }) } }
        : call.path === '/api/usuario/marcas'
          ? { body: { data: marks } }
          : handler(call),
    ),
  );
  await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
  await until(() => text().includes('Assinatura e rubrica'), 'the tab');
  await click(button('Assinatura e rubrica'));
  await until(() => card('assinatura') !== null, 'the saved marks');
  return calls;
}

describe('the saved signature and rubrica', () => {
  it('shows each saved mark’s image, or that there is none', async () => {
    const calls = await open({ assinatura: mark('assinatura'), rubrica: null });
    expect(calls.filter((c) => c.path === '/api/usuario/marcas')).toHaveLength(1);
    const img = card('assinatura').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/marca/assinatura.png?expires=1');
    expect(img?.getAttribute('alt')).toBe('Sua assinatura salva');
    expect(button('Substituir assinatura').textContent).toBe('Substituir');
    expect(card('rubrica').textContent).toContain('Nenhuma rubrica salva.');
    expect(button('Criar rubrica').textContent).toBe('Criar');
    expect(() => button('Remover rubrica')).toThrow();
  });

  it('removes one after a confirmation', async () => {
    const calls = await open({ assinatura: mark('assinatura'), rubrica: mark('rubrica') }, (call) =>
      call.method === 'DELETE' && call.path === '/api/usuario/marca/assinatura'
        ? { body: { message: 'Assinatura removida do perfil.' } }
        : undefined,
    );
    await click(button('Remover assinatura'));
    expect(dialog().textContent).toContain('Remover a assinatura salva?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await click(button('Remover', dialog()));
    await until(() => text().includes('Nenhuma assinatura salva.'), 'the signature gone');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/usuario/marca/assinatura',
    ]);
    expect(notes()).toContain('Assinatura removida do perfil.');
    expect(card('rubrica').querySelector('img')).not.toBeNull();
  });

  it('makes one in the adoption dialog, showing the server’s refusal there, then shows it saved', async () => {
    URL.createObjectURL = () => 'blob:rubrica';
    URL.revokeObjectURL = () => undefined;
    const answers = [
      { status: 413, body: { message: 'A imagem deve ter no máximo 2 MB.' } },
      { body: { message: 'Rubrica salva no perfil.', data: mark('rubrica') } },
    ];
    const calls = await open({ assinatura: null, rubrica: null }, (call) =>
      call.method === 'PUT' && call.path === '/api/usuario/marca/rubrica' ? answers.shift() : undefined,
    );
    await click(button('Criar rubrica'));
    await until(() => dialog()?.textContent?.includes('Sua rubrica'), 'the adoption dialog');
    // The profile is where marks are kept: no "save in my profile", no "use the saved one".
    expect(dialog().textContent).not.toContain('Salvar no meu perfil');
    expect(dialog().textContent).not.toContain('Usar a salva');
    await click(button('Enviar imagem'));
    const file = new File([new Uint8Array(64)], 'rubrica.png', { type: 'image/png' });
    await pickFile(dialog().querySelector('input[type="file"]') as HTMLInputElement, file);

    await click(button('Adotar', dialog()));
    await until(() => dialog().textContent?.includes('A imagem deve ter no máximo 2 MB.'), 'the refusal');
    const sent = calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect(sent.get('origem')).toBe('imagem');
    expect((sent.get('imagem') as File).size).toBe(64);
    expect(sent.get('salvar_no_perfil')).toBeNull();

    await click(button('Adotar', dialog()));
    await until(() => card('rubrica').querySelector('img') !== null, 'the saved rubrica');
    expect(card('rubrica').querySelector('img')?.getAttribute('src')).toBe(
      '/api/marca/rubrica.png?expires=1',
    );
    expect(notes()).toContain('Rubrica salva no perfil.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('offers to try again when the marks could not be loaded', async () => {
    let fail = true;
    mockApi(
      withSettings((call) =>
        call.path === '/api/usuario/perfil'
          ? { body: { data: profile() } }
          : call.path === '/api/usuario/marcas'
            ? fail
              ? { status: 500, body: { message: 'Erro interno.' } }
              : { body: { data: { assinatura: null, rubrica: null } } }
            : undefined,
      ),
    );
    await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
    await until(() => text().includes('Assinatura e rubrica'), 'the tab');
    await click(button('Assinatura e rubrica'));
    await until(
      () => text().includes('Não foi possível carregar a sua assinatura e a sua rubrica.'),
      'the failure',
    );
    fail = false;
    await click(button('Tentar novamente'));
    await until(() => text().includes('Nenhuma assinatura salva.'), 'the marks');
  });
});

// Spec §8's default texts: a success without a message of its own or the API's says 'Sucesso!'
// (en 'Success!'); a confirmed action that fails with nothing said by the HTTP error catalogue
// says 'Houve um erro..'.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { enApp } from '../../i18n/app/en';
import { ptBRApp } from '../../i18n/app/pt-BR';
import { type RecordAction, useRecordActions } from '../../src/components/list/useRecordActions';
import { Toaster, toast } from '../../src/components/Toaster';
import { getToasts, nextToast } from '../../src/providers/toasts';
import { cleanup, click, mockApi, notes, render } from './devices-render';
import { waitFor } from './waitFor';

afterEach(cleanup);

describe('the default success text', () => {
  it('is "Sucesso!" in pt-BR and "Success!" in English', () => {
    expect(ptBRApp.app.success).toBe('Sucesso!');
    expect(enApp.app.success).toBe('Success!');
    expect(ptBRApp.app.error_dialog).toBe('Houve um erro..');
  });

  it('a success toast whose answer brought no message says "Sucesso!"', async () => {
    while (getToasts().length) nextToast();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Toaster)));
    try {
      // e.g. toast(res.message, 'success') after an API that answered without one.
      await act(async () => toast(undefined as unknown as string, 'success'));
      await waitFor(() => document.body.textContent?.includes('Sucesso!'), 'the toast');
      expect(getToasts().map((t) => t.message)).toEqual(['app.success']);
    } finally {
      await act(async () => root.unmount());
      container.remove();
      while (getToasts().length) nextToast();
    }
  });
});

/** A row's action button, as a list shows it. */
function Row({ action }: { action: RecordAction<{ id: number }> }) {
  const { run, dialog } = useRecordActions('plans', { act: action });
  return createElement(
    'div',
    null,
    createElement('button', { type: 'button', onClick: () => run('act', { id: 1 }) }, 'Agir'),
    dialog,
  );
}

const button = (label: string) =>
  waitFor(
    () => [...document.querySelectorAll('button')].find((b) => b.textContent === label),
    `the button ${label}`,
  );

describe('a record action', () => {
  it('whose answer has no message toasts "Sucesso!" (before: nothing)', async () => {
    mockApi(() => undefined);
    await render(createElement(Row, { action: { run: async () => ({}) } }), {
      path: '/planos',
      pattern: '/planos',
    });
    await click(await button('Agir'));
    await waitFor(() => notes().length > 0, 'a toast');
    expect(notes()).toEqual(['app.success']);
  });

  it("keeps the API's message when there is one", async () => {
    mockApi(() => undefined);
    await render(createElement(Row, { action: { run: async () => ({ message: 'Plano ativado.' }) } }), {
      path: '/planos',
      pattern: '/planos',
    });
    await click(await button('Agir'));
    await waitFor(() => notes().length > 0, 'a toast');
    expect(notes()).toEqual(['Plano ativado.']);
  });

  it('confirmed, and failing with nothing the catalogue said: "Houve um erro.."', async () => {
    mockApi(() => undefined);
    const action: RecordAction<{ id: number }> = {
      run: async () => {
        throw new Error('not an HTTP failure');
      },
      confirm: { title: 'app.oops', content: 'app.oops' },
    };
    await render(createElement(Row, { action }), { path: '/planos', pattern: '/planos' });
    await click(await button('Agir'));
    await click(await button('Confirmar'));
    await waitFor(() => notes().length > 0, 'a toast');
    expect(notes()).toEqual(['app.error_dialog']);
  });
});

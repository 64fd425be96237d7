// Contacts where people are picked and in their own list: a signatory row filled from a contact,
// someone typed by hand saved as one (the API's refusal shown), and a sheet imported with a result
// per row.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactList from '../../resources/contacts/ContactList';
import { SignatoryFields } from '../../resources/signing/SignatoryFields';
import { newDraft } from '../../resources/signing/signatoryDrafts';
import { onUiEvent } from '../../src/providers/events';
import { type Call, cleanup, click, mockApi, notes, pickFile, render, text } from './devices-render';
import { type } from './signing-render';
import { waitFor } from './waitFor';

const ANA = {
  id: 4,
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  celular: '5511987654321',
  documento: '52998224725',
  empresa: null,
  tags: ['cliente'],
  observacoes: null,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: null,
  deleted_at: null,
};
const PERMISSIONS = ['contacts.view', 'contacts.manage', 'signing.request'];
const list = (call: Call) =>
  call.method === 'GET' && call.path === '/api/contatos' ? { body: { data: [ANA], total: 1 } } : undefined;

let stopListening: () => void = () => undefined;
/** The request dialog's row of an external signatory typed by hand. */
const externalRow = (onChange: (patch: object) => void) =>
  createElement(SignatoryFields, {
    draft: { ...newDraft('external'), nome: 'Bruno Lima', email: 'bruno@exemplo.com.br' },
    index: 0,
    count: 1,
    sequential: false,
    members: [],
    devices: null,
    errors: {},
    disabled: false,
    onChange,
    onMove: vi.fn(),
    onRemove: vi.fn(),
  });

afterEach(async () => {
  stopListening();
  await cleanup();
});

describe('contacts', () => {
  it('fill an external signatory from the search, and save one typed by hand', async () => {
    const calls = mockApi(
      (call) =>
        list(call) ??
        (call.method === 'POST' && call.path === '/api/contato/cadastrar'
          ? {
              status: 409,
              body: {
                message: 'Já existe um contato com este e-mail.',
                errors: { email: ['Já existe um contato com este e-mail.'] },
              },
            }
          : undefined),
    );
    const toasts: string[] = [];
    stopListening = onUiEvent((e) => {
      if ('message' in e) toasts.push(e.message);
    });
    const onChange = vi.fn();
    const row = externalRow(onChange);
    await render(row, { path: '/', pattern: '/', permissions: PERMISSIONS });

    const search = await waitFor(
      () => document.querySelector<HTMLInputElement>('[data-testid="contact-search"] input'),
      'the contact search',
    );
    await type(search, 'Ana');
    await waitFor(
      () => calls.some((c) => c.path === '/api/contatos' && c.query.get('q') === 'Ana'),
      'a search for Ana',
    );
    const option = await waitFor(
      () =>
        [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent?.includes('Ana Souza')),
      'Ana offered',
    );
    expect(option.textContent).toBe('Ana Souza · ana@exemplo.com.br · (11) 98765-4321');
    await click(option);
    expect(onChange).toHaveBeenCalledWith({
      nome: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '(11) 98765-4321',
      cpf: '529.982.247-25',
    });

    const save = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Salvar nos contatos',
    );
    if (!save) throw new Error('no "Salvar nos contatos"');
    await click(save);
    const post = await waitFor(() => calls.find((c) => c.method === 'POST'), 'the contact saved');
    expect(post.body).toEqual({
      nome: 'Bruno Lima',
      email: 'bruno@exemplo.com.br',
      celular: null,
      documento: null,
    });
    await waitFor(() => toasts.includes('Já existe um contato com este e-mail.'), 'the refusal shown');
    expect(notes()).not.toContain('resources.contacts.save.done');
  });

  it('are not searched nor saved by someone without the contacts permissions', async () => {
    mockApi(list);
    const row = externalRow(vi.fn());
    await render(row, { path: '/', pattern: '/', permissions: ['signing.request'] });
    await waitFor(() => document.querySelector('[data-testid="signatory-nome"]'), 'the row');
    expect(document.querySelector('[data-testid="contact-search"]')).toBeNull();
    expect(text()).not.toContain('Salvar nos contatos');
  });

  it('import a sheet and say what became of each row', async () => {
    const result = {
      criados: 1,
      atualizados: 1,
      ignorados: 0,
      recusados: 1,
      linhas: [
        { linha: 2, status: 'criado', id: 9 },
        { linha: 3, status: 'atualizado', id: 4 },
        { linha: 4, status: 'recusado', motivo: 'O campo e-mail deve ser um endereço de e-mail válido.' },
      ],
    };
    const calls = mockApi(
      (call) =>
        list(call) ??
        (call.method === 'POST' && call.path === '/api/contatos/importar'
          ? { body: { message: 'ok', data: result } }
          : undefined),
    );
    await render(createElement(ContactList), {
      path: '/contatos',
      pattern: '/contatos',
      permissions: PERMISSIONS,
    });
    await waitFor(() => text().includes('Ana Souza'), 'the list');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.csv', '.xls', '.xlsx']));
    await pickFile(input, new File(['nome;email\n'], 'contatos.csv', { type: 'text/csv' }));
    const sent = await waitFor(() => calls.find((c) => c.path === '/api/contatos/importar'), 'the import');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => text().includes('1 criados, 1 completados, 0 repetidos, 1 recusados'), 'the summary');
    expect([...document.querySelectorAll('[data-testid="import-row"]')].map((r) => r.textContent)).toEqual([
      'Linha 3: Completado',
      'Linha 4: Recusado — O campo e-mail deve ser um endereço de e-mail válido.',
    ]);
  });
});

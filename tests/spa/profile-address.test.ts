// /profile, contacts tab: an address's CEP fills street, district, state and municipality from the
// postal-code service (a JSONP script answered here); a failed lookup says so and leaves every field
// for the user to type; the municipality picker offers only the chosen state's municipalities.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ProfilePage from '../../src/pages/app/profile/ProfilePage';
import { cleanup, click, mockApi, render, text, type } from './devices-render';
import { profile } from './profile-fixtures';
import { answerJsonp, failJsonp, until, withSettings } from './profile-render';
import type { Call } from './signing-render';

afterEach(cleanup);

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');

async function openNewAddress(handler: (call: Call) => { status?: number; body?: unknown } | undefined) {
  const calls = mockApi(
    withSettings((call) =>
      call.path === '/api/usuario/perfil' ? { body: { data: profile() } } : handler(call),
    ),
  );
  await render(createElement(ProfilePage), { path: '/profile', pattern: '/profile' });
  await until(() => text().includes('Contatos'));
  await click(button('Contatos'));
  await click(button('Adicionar endereço'));
  return calls;
}

/** Opens an Autocomplete (its input) and waits for its options. */
async function openPicker(el: HTMLInputElement) {
  const opener = el.parentElement?.querySelector('button[aria-label="Open"], button[title="Open"]');
  if (opener) await click(opener);
  else {
    el.focus();
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  }
  await until(() => options().length > 0);
}

describe('an address by CEP', () => {
  it('fills street, district, state and municipality from the lookup and saves the codes', async () => {
    const calls = await openNewAddress((call) =>
      call.method === 'POST' && call.path === '/api/usuario/address'
        ? {
            status: 201,
            body: {
              message: 'Endereço adicionado.',
              data: { id: 31, ...(call.body as object), municipio_nome: 'São Paulo', uf: 'SP' },
            },
          }
        : undefined,
    );
    await type(input('cep'), '01001000');
    expect(input('cep').value).toBe('01001-000');
    await answerJsonp('/cep/01001000/', {
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    await until(() => input('municipio_id').value === 'São Paulo');
    expect(input('logradouro').value).toBe('Praça da Sé');
    expect(input('bairro').value).toBe('Sé');
    expect(input('estado_id').value).toBe('São Paulo (SP)');

    await type(input('numero'), '100');
    await click(button('Salvar'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/usuario/address');
    expect(post?.body).toEqual({
      descricao: null,
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '100',
      complemento: null,
      bairro: 'Sé',
      estado_id: 35,
      municipio_id: 3550308,
    });
    await until(() => !document.querySelector('[role="dialog"]'));
    expect(text()).toContain('Praça da Sé, 100');
    expect(text()).toContain('Sé · São Paulo/SP · CEP 01001-000');
  });

  it('finds the codes by UF and name when the service gives no IBGE code', async () => {
    await openNewAddress(() => undefined);
    await type(input('cep'), '78.455-000');
    await answerJsonp('/cep/78455000/', {
      logradouro: '',
      bairro: '',
      localidade: 'Boa Esperança do Norte',
      uf: 'MT',
    });
    await until(() => input('municipio_id').value === 'Boa Esperança do Norte');
    expect(input('estado_id').value).toBe('Mato Grosso (MT)');
  });

  it('says so when the lookup fails and leaves the fields for the user to type', async () => {
    await openNewAddress(() => undefined);
    await type(input('cep'), '01001000');
    await failJsonp('/cep/01001000/');
    await until(() => text().includes('Não foi possível buscar este CEP. Preencha o endereço.'));
    expect(input('logradouro').value).toBe('');
    expect(input('logradouro').disabled).toBe(false);
    await type(input('logradouro'), 'Rua Digitada');
    await type(input('bairro'), 'Centro');
    expect(input('logradouro').value).toBe('Rua Digitada');
    expect(input('bairro').value).toBe('Centro');
  });

  it('says so when the CEP is unknown to the service', async () => {
    await openNewAddress(() => undefined);
    await type(input('cep'), '99999-999');
    await answerJsonp('/cep/99999999/', { erro: true });
    await until(() => text().includes('Não foi possível buscar este CEP.'));
    expect(input('estado_id').value).toBe('');
  });
});

describe('the state and municipality pickers', () => {
  it("offer only the chosen state's municipalities", async () => {
    await openNewAddress(() => undefined);
    expect(input('municipio_id').disabled).toBe(true);
    expect(text()).toContain('Escolha o estado primeiro');

    await openPicker(input('estado_id'));
    expect(options()).toHaveLength(27);
    await click(
      [...document.querySelectorAll('[role="option"]')].find(
        (o) => o.textContent === 'Roraima (RR)',
      ) as Element,
    );
    expect(input('estado_id').value).toBe('Roraima (RR)');

    await openPicker(input('municipio_id'));
    const roraima = options();
    expect(roraima).toHaveLength(15);
    expect(roraima).toContain('Boa Vista');
    expect(roraima).not.toContain('São Paulo');
    await click(
      [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Boa Vista') as Element,
    );
    expect(input('municipio_id').value).toBe('Boa Vista');

    // Another state drops a municipality that is not its own.
    await openPicker(input('estado_id'));
    await click(
      [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Acre (AC)') as Element,
    );
    expect(input('municipio_id').value).toBe('');
    await openPicker(input('municipio_id'));
    expect(options()).toHaveLength(22);
    expect(options()).toContain('Rio Branco');
    expect(options()).not.toContain('Boa Vista');
  });
});

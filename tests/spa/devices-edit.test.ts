// /device/cadastrar and /device/:id/editar: a new device goes on to its QR page (a server's refusal
// said in its words); editing sends the name and the three limits (blank = platform default) to the
// device's uuid.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceCreate } from '../../resources/devices/DeviceCreate';
import { DeviceEdit } from '../../resources/devices/DeviceEdit';
import { device } from './devices-fixtures';
import { type Call, cleanup, click, location, mockApi, render, text, type } from './devices-render';

afterEach(cleanup);

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
const submit = async () => {
  const button = document.querySelector('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  await click(button);
};

describe('a new device', () => {
  it('is created by name and opens its QR page', async () => {
    const calls = mockApi((call: Call) =>
      call.method === 'POST' && call.path === '/api/device/store'
        ? { status: 201, body: device({ id: 9, name: 'Financeiro', state: 'connecting' }) }
        : undefined,
    );
    await render(createElement(DeviceCreate), { path: '/device/cadastrar', pattern: '/device/cadastrar' });
    await type(input('name'), 'Financeiro');
    await submit();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Financeiro' }]);
    expect(location()).toBe('/device/9/scan');
  });

  it('shows the server’s message when no messaging server can take it', async () => {
    mockApi((call: Call) =>
      call.path === '/api/device/store'
        ? { status: 503, body: { message: 'Nenhum servidor de mensagens disponível no momento.' } }
        : undefined,
    );
    await render(createElement(DeviceCreate), { path: '/device/cadastrar', pattern: '/device/cadastrar' });
    await type(input('name'), 'Financeiro');
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Nenhum servidor de mensagens disponível no momento.',
    );
    expect(location()).toBe('/device/cadastrar');
  });

  it('puts the server’s validation message on the field', async () => {
    mockApi((call: Call) =>
      call.path === '/api/device/store'
        ? {
            status: 422,
            body: { message: 'Dados inválidos.', errors: { name: ['Este nome já está em uso.'] } },
          }
        : undefined,
    );
    await render(createElement(DeviceCreate), { path: '/device/cadastrar', pattern: '/device/cadastrar' });
    await type(input('name'), 'Financeiro');
    await submit();
    expect(text()).toContain('Este nome já está em uso.');
  });
});

describe('editing a device', () => {
  const stored = device({ id: 7, name: 'Atendimento', limits: { minute: 20, hour: 500, day: null } });

  it('shows the stored name and limits and sends the changed ones to the uuid', async () => {
    const calls = mockApi((call: Call) => {
      if (call.path === '/api/device/7/details') return { body: stored };
      if (call.method === 'PUT' && call.path === `/api/device/${stored.uuid}/update`) return { body: stored };
      return undefined;
    });
    await render(createElement(DeviceEdit), { path: '/device/7/editar', pattern: '/device/:id/editar' });
    expect(input('name').value).toBe('Atendimento');
    expect(input('limit_minute').value).toBe('20');
    expect(input('limit_hour').value).toBe('500');
    expect(input('limit_day').value).toBe('');
    expect(text()).toContain('Deixe em branco para usar o padrão da plataforma.');

    await type(input('name'), 'Atendimento SP');
    await type(input('limit_minute'), '30');
    await type(input('limit_hour'), '');
    await type(input('limit_day'), '1000');
    await submit();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [
        `/api/device/${stored.uuid}/update`,
        { name: 'Atendimento SP', limit_minute: 30, limit_hour: null, limit_day: 1000 },
      ],
    ]);
    // Saved: the edit view's tab closes.
    expect(location()).not.toBe('/device/7/editar');
  });

  it('refuses a limit that is not a whole number of at least 1', async () => {
    const calls = mockApi((call: Call) =>
      call.path === '/api/device/7/details' ? { body: stored } : undefined,
    );
    await render(createElement(DeviceEdit), { path: '/device/7/editar', pattern: '/device/:id/editar' });
    await type(input('limit_minute'), '0');
    await submit();
    expect(text()).toContain('Deve ser no mínimo 1');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await type(input('limit_minute'), '2.5');
    await submit();
    expect(text()).toContain('Informe um número inteiro.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

// /devices on a phone (matchMedia says the screen is below `sm`): a compact list instead of the table —
// each device's name, number, profile and live state chip, the row a link to its edit view, and its ⋮
// menu beside the row (not inside the link) with the same actions.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceList } from '../../resources/devices/DeviceList';
import { device, deviceEvent } from './devices-fixtures';
import { byTestId, type Call, cleanup, click, emit, location, mockApi, render } from './devices-render';
import { phoneScreen } from './phoneScreen';

const devices = [
  device({ id: 7, name: 'Atendimento', state: 'open', queued: 3 }),
  device({ id: 8, uuid: 'uuid-8', name: 'Vendas', state: 'connecting', profile_name: null, number: null }),
];

beforeEach(phoneScreen);
afterEach(async () => {
  await cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const api = () =>
  mockApi((call: Call) =>
    call.method === 'GET' && call.path === '/api/devices' ? { body: { data: devices, total: 2 } } : undefined,
  );

describe('the devices list on a phone', () => {
  it('shows a compact list, not a table, with each device and its live state', async () => {
    api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    expect(document.querySelector('table')).toBeNull();
    const items = byTestId('compact-list-item');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Atendimento');
    expect(items[0]?.textContent).toContain('+55 (11) 99999-0001 · Loja Centro');
    expect(byTestId('device-state').map((c) => c.textContent)).toEqual([
      'Conectado',
      'Aguardando leitura do QR',
    ]);

    await emit('device', deviceEvent({ id: 8, uuid: 'uuid-8', state: 'open' }));
    expect(byTestId('device-state').map((c) => c.textContent)).toEqual(['Conectado', 'Conectado']);
  });

  it('opens the edit view from the row and keeps the ⋮ menu beside the link', async () => {
    api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    const row = byTestId('compact-list-item')[1] as HTMLElement;
    const link = row.querySelector('a');
    expect(link?.getAttribute('href')).toMatch(/\/device\/8\/editar$/);
    const menu = row.querySelector('button[aria-haspopup="menu"]');
    expect(menu).not.toBeNull();
    expect(link?.contains(menu as Node)).toBe(false);

    await click(menu as Element);
    const connect = [...document.querySelectorAll('[role="menuitem"]')].find(
      (m) => m.textContent === 'Conectar',
    );
    await click(connect as Element);
    expect(location()).toBe('/device/8/scan');
  });
});

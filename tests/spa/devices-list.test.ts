// /devices: each device's number, profile and connection state as a chip, kept live by `device`
// events without reloading the list; the row menu connects, disconnects (confirmed) and deletes.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceList } from '../../resources/devices/DeviceList';
import { device, deviceEvent } from './devices-fixtures';
import {
  ALL_PERMISSIONS,
  byTestId,
  type Call,
  cleanup,
  click,
  emit,
  location,
  mockApi,
  render,
  text,
} from './devices-render';

afterEach(cleanup);

const devices = [
  device({ id: 7, name: 'Atendimento', state: 'open', queued: 3 }),
  device({
    id: 8,
    uuid: 'uuid-8',
    name: 'Vendas',
    state: 'connecting',
    profile_name: null,
    number: null,
  }),
];

function api() {
  return mockApi((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/devices') return { body: { data: devices, total: 2 } };
    if (call.method === 'DELETE' && call.path === '/api/device/7/session')
      return { body: { message: 'Dispositivo desconectado.' } };
    if (call.method === 'DELETE' && call.path === '/api/device/8/deletar')
      return { body: { message: 'Registro excluído.' } };
    return undefined;
  });
}

const chips = () => byTestId('device-state').map((c) => c.textContent);
const rows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
const menuItem = (label: string) =>
  [...document.querySelectorAll('[role="menuitem"]')].find((m) => m.textContent === label);

async function openMenu(row: HTMLElement) {
  const button = row.querySelector('button[aria-haspopup="menu"]');
  if (!button) throw new Error('no row menu');
  await click(button);
}

describe('the devices list', () => {
  it('shows each device with its formatted number, profile, state chip and queue', async () => {
    const calls = api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    expect(calls.find((c) => c.path === '/api/devices')?.query.get('sort')).toBe('name');
    expect(text()).toContain('Atendimento');
    expect(text()).toContain('+55 (11) 99999-0001');
    expect(text()).toContain('Loja Centro');
    expect(chips()).toEqual(['Conectado', 'Aguardando leitura do QR']);
    expect(rows()[0]?.textContent).toContain('3');
  });

  it('changes a chip when a device event arrives, without reloading the list', async () => {
    const calls = api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    const lists = () => calls.filter((c) => c.path === '/api/devices').length;
    const before = lists();

    await emit(
      'device',
      deviceEvent({
        id: 8,
        uuid: 'uuid-8',
        state: 'open',
        profile_name: 'Loja Sul',
        number: '5521988887777',
      }),
    );
    expect(chips()).toEqual(['Conectado', 'Conectado']);
    expect(rows()[1]?.textContent).toContain('Loja Sul');
    expect(rows()[1]?.textContent).toContain('+55 (21) 98888-7777');

    await emit('device', deviceEvent({ id: 7, state: 'close' }));
    await emit('device', deviceEvent({ id: 8, uuid: 'uuid-8', state: 'refused' }));
    expect(chips()).toEqual(['Desconectado', 'QR expirado']);
    expect(lists()).toBe(before);
  });

  it('says why a device stopped when the gateway lost it, live, and drops it once connected again', async () => {
    api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    const reason = 'O servidor de mensagens perdeu este dispositivo: leia o QR de novo.';
    expect(text()).not.toContain(reason);

    await emit('device', deviceEvent({ id: 7, state: 'close', disconnect_reason: 'gateway_lost' }));
    expect(chips()).toEqual(['Desconectado', 'Aguardando leitura do QR']);
    expect(rows()[0]?.textContent).toContain(reason);

    await emit('device', deviceEvent({ id: 7, state: 'open', disconnect_reason: null }));
    expect(chips()).toEqual(['Conectado', 'Aguardando leitura do QR']);
    expect(text()).not.toContain(reason);
  });

  it('offers Conectar only while not connected, and opens the QR page', async () => {
    api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    await openMenu(rows()[0] as HTMLElement);
    expect(menuItem('Conectar')).toBeUndefined();
    expect(menuItem('Conversas')).toBeDefined();
    await click(document.body);

    await openMenu(rows()[1] as HTMLElement);
    await click(menuItem('Conectar') as Element);
    expect(location()).toBe('/device/8/scan');
  });

  it('disconnects after confirming', async () => {
    const calls = api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    await openMenu(rows()[0] as HTMLElement);
    await click(menuItem('Desconectar') as Element);
    expect(text()).toContain('Desconectar o WhatsApp de "Atendimento"?');
    expect(calls.some((c) => c.path === '/api/device/7/session')).toBe(false);
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) =>
      b.textContent?.includes('Confirmar'),
    );
    await click(confirm as Element);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/device/7/session']);
  });

  it('deletes after confirming', async () => {
    const calls = api();
    await render(createElement(DeviceList), { path: '/devices', pattern: '/devices' });
    await openMenu(rows()[1] as HTMLElement);
    await click(menuItem('Excluir') as Element);
    expect(text()).toContain('Excluir o dispositivo "Vendas"?');
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) =>
      b.textContent?.includes('Confirmar'),
    );
    await click(confirm as Element);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/device/8/deletar']);
  });

  it('hides the managing actions from who may only view', async () => {
    api();
    await render(createElement(DeviceList), {
      path: '/devices',
      pattern: '/devices',
      permissions: ALL_PERMISSIONS.filter((p) => p !== 'devices.manage'),
    });
    expect(text()).not.toContain('Novo dispositivo');
    await openMenu(rows()[1] as HTMLElement);
    expect([...document.querySelectorAll('[role="menuitem"]')].map((m) => m.textContent)).toEqual([
      'Conversas',
    ]);
  });
});

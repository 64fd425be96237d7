// /devices with none yet says it is where WhatsApp gets connected, with the button to connect the
// first one (who may only view is told who can), not react-admin's "Nenhum resultado encontrado";
// a device created says so in its own words, not "Registro criado".
import axe from 'axe-core';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceCreate } from '../../resources/devices/DeviceCreate';
import { DeviceList } from '../../resources/devices/DeviceList';
import { lateMessage } from '../../src/providers/lateMessages';
import { device } from './devices-fixtures';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  location,
  mockApi,
  notes,
  one,
  renderRoutes,
  text,
  type,
} from './devices-render';

afterEach(cleanup);

function api(list: ReturnType<typeof device>[] = []) {
  return mockApi((call: Call) => {
    if (call.method === 'GET' && call.path === '/api/devices')
      return { body: { data: list, total: list.length } };
    if (call.method === 'POST' && call.path === '/api/device/store')
      return { status: 201, body: device({ id: 9, name: 'Financeiro', state: 'connecting' }) };
    return undefined;
  });
}

const routes = [
  { path: '/devices', element: createElement(DeviceList) },
  { path: '/device/cadastrar', element: createElement(DeviceCreate) },
  { path: '/device/:id/scan', element: createElement('p', { 'data-testid': 'scan-page' }) },
];

describe('the devices page with none yet', () => {
  it('says it is where WhatsApp gets connected, with the button, axe-clean', async () => {
    api();
    await renderRoutes(routes, '/devices');
    const empty = one('devices-empty');
    expect(empty.textContent).toContain('Conecte o WhatsApp da empresa');
    expect(empty.textContent).toContain('É aqui que você conecta os números de WhatsApp');
    expect(text()).not.toContain('Nenhum resultado encontrado');
    let results: axe.AxeResults | undefined;
    await act(async () => {
      results = await axe.run(empty, { rules: { 'color-contrast': { enabled: false } } });
    });
    expect(results?.violations.map((v) => v.id)).toEqual([]);
    const button = one('devices-empty-create');
    expect(button.textContent).toBe('Conectar WhatsApp');
    await click(button);
    expect(location()).toBe('/device/cadastrar');
  });

  it('tells who may only view who can connect one', async () => {
    api();
    await renderRoutes(routes, '/devices', ['devices.view']);
    expect(one('devices-empty').textContent).toContain(
      'Peça a quem administra a empresa para conectar um WhatsApp aqui.',
    );
    expect(byTestId('devices-empty-create')).toEqual([]);
  });

  it('lists the devices as before once there is one', async () => {
    api([device()]);
    await renderRoutes(routes, '/devices');
    expect(byTestId('devices-empty')).toEqual([]);
    expect(text()).toContain('Atendimento');
  });
});

describe('a device created', () => {
  it('says it was saved and that its QR code is next, in both languages', async () => {
    api();
    await renderRoutes(routes, '/device/cadastrar');
    const name = document.querySelector<HTMLInputElement>('input[name="name"]');
    if (!name) throw new Error('no name input');
    await type(name, 'Financeiro');
    const submit = document.querySelector('button[type="submit"]');
    if (!submit) throw new Error('no submit button');
    await click(submit);
    expect(location()).toBe('/device/9/scan');
    expect(notes()).toEqual(['resources.devices.create.created']);
    expect(lateMessage('pt_BR', 'resources.devices.create.created')).toBe(
      'Dispositivo cadastrado. Leia o QR code para conectar.',
    );
    expect(lateMessage('en', 'resources.devices.create.created')).toBe(
      'Device saved. Scan the QR code to connect it.',
    );
  });
});

// A WhatsApp signatory without a connected device is no detour: "Conectar WhatsApp" beside the
// channel opens a dialog over the request that creates a device (or takes a disconnected one), shows
// its QR code live until the phone connects, and hands the device back to the row, the request as
// typed beneath it; who may not manage devices is told who can. The sending device's label sits
// above its value. A company with no one but the sender starts (and adds) rows as external people.
import axe from 'axe-core';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestSignaturesDialog } from '../../resources/signing/RequestSignaturesDialog';
import type { SenderDevice } from '../../src/providers/signingApi';
import { device, deviceEvent } from './devices-fixtures';
import { emit } from './messages-render';
import { phoneScreen } from './phoneScreen';
import { byTestId, type Call, cleanup, click, mockFetch, one, render, text, type } from './signing-render';

vi.mock('../../src/providers/realtime', async () => ({
  ...(await import('./messages-render')).fakeRealtime,
  useRealtimeReconnect: () => undefined,
}));

const MANAGER = { id: 1, permissoes: ['devices.view', 'devices.manage', 'signing.request'] };
const NEW_ID = 31;

function api(opts: { members?: { id: number; nome: string; email: string }[]; list?: SenderDevice[] } = {}) {
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios')
      return { body: { data: opts.members ?? [{ id: 1, nome: 'Dona Demo', email: 'dona@demo.local' }] } };
    if (call.path === '/api/devices') {
      const list = opts.list ?? [];
      return { body: { data: list.map((d) => device({ ...d })), total: list.length } };
    }
    if (call.method === 'POST' && call.path === '/api/device/store')
      return {
        status: 201,
        body: device({ id: NEW_ID, name: String((call.body as { name: string }).name), state: 'connecting' }),
      };
    const id = /^\/api\/device\/(\d+)\/(details|qrcode|status)$/.exec(call.path);
    if (id?.[2] === 'details')
      return {
        body: device({
          id: Number(id[1]),
          name: id[1] === '22' ? 'Vendas' : 'Comercial',
          state: 'connecting',
        }),
      };
    if (id?.[2] === 'qrcode')
      return { body: { state: 'connecting', code: `2@code-of-${id[1]}`, base64: null, count: 1 } };
    if (id?.[2] === 'status')
      return {
        body: {
          state: 'connecting',
          profile_name: null,
          number: null,
          connected_at: null,
          logged_out: false,
          gateway_error: null,
        },
      };
    if (call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas')
      return { status: 201, body: {} };
    return undefined;
  });
}

const open = async (identity = MANAGER) => {
  const onSent = vi.fn();
  await render(
    createElement(RequestSignaturesDialog, {
      file: { id: 7, nome: 'contrato.pdf' },
      onClose: vi.fn(),
      onSent,
    }),
    identity,
  );
  return onSent;
};

const rows = () => byTestId('signatory-row');
const field = <E extends HTMLElement = HTMLInputElement>(row: number, id: string) =>
  one(id, rows()[row]) as E;
const kindOf = (row: number) =>
  one('signatory-kind', rows()[row]).querySelector('button[aria-pressed="true"]')?.getAttribute('value');
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
/** Whether a select's label sits above it (MUI marks a shrunk label with data-shrink). */
const labelShrunk = (el: HTMLElement) =>
  el.closest('.MuiFormControl-root')?.querySelector('label')?.getAttribute('data-shrink');

const matchMedia = window.matchMedia;
afterEach(async () => {
  window.matchMedia = matchMedia;
  await cleanup();
});

describe('a company with no one but the sender', () => {
  it('starts and adds rows as external people', async () => {
    api();
    await open();
    expect(kindOf(0)).toBe('external');
    expect(byTestId('signatory-nome')).toHaveLength(1);
    await click(one('signatory-add'));
    expect(kindOf(1)).toBe('external');
  });

  it('still starts on company users when there is someone else', async () => {
    api({
      members: [
        { id: 1, nome: 'Dona Demo', email: 'dona@demo.local' },
        { id: 3, nome: 'Ana Souza', email: 'ana@demo.local' },
      ],
    });
    await open();
    expect(kindOf(0)).toBe('internal');
  });
});

describe('connecting WhatsApp from the request', () => {
  it('creates a device, shows its QR live, and the row sends from it, nothing typed lost', async () => {
    const calls = api();
    const onSent = await open();
    await type(field(0, 'signatory-nome'), 'Bruno Lima');
    await type(field(0, 'signatory-phone'), '11987654321');
    await type(field(0, 'signatory-canal'), 'whatsapp');
    expect(field(0, 'signatory-no-device').textContent).toContain('Nenhum WhatsApp conectado para enviar.');

    await click(field(0, 'signatory-connect-device'));
    const nested = one('connect-device-dialog');
    expect(nested.textContent).toContain('Conectar WhatsApp');
    // Named first: nothing is created without one.
    await click(one('connect-device-create'));
    expect(posts(calls)).toEqual([]);
    expect(nested.textContent).toContain('Informe o nome (ao menos 2 caracteres).');
    await type(one('connect-device-name'), 'Comercial');
    await click(one('connect-device-create'));
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([['/api/device/store', { name: 'Comercial' }]]);
    // The QR, live, with the phone's steps.
    const qr = document.querySelector('svg[data-testid="device-qr"]');
    expect(qr?.getAttribute('aria-label')).toBe('QR code para conectar o WhatsApp de Comercial');
    expect(one('scan-status').textContent).toBe('Aguardando leitura do QR');
    expect(nested.textContent).toContain('Conectar um aparelho');
    expect(byTestId('connect-device-use')).toEqual([]);

    await emit(
      'device',
      deviceEvent({
        id: NEW_ID,
        uuid: 'uuid-31',
        state: 'open',
        profile_name: 'Loja',
        number: '5511999990001',
      }),
    );
    expect(one('scan-status').textContent).toBe('Conectado');
    await click(one('connect-device-use'));
    expect(byTestId('connect-device-dialog')).toEqual([]);

    // Back on the request as it was, the new device picked; its label above it.
    expect(field(0, 'signatory-nome').value).toBe('Bruno Lima');
    const select = field<HTMLSelectElement>(0, 'signatory-device');
    expect(select.value).toBe(String(NEW_ID));
    expect(labelShrunk(select)).toBe('true');
    expect(byTestId('signatory-no-device')).toEqual([]);
    await click(one('signing-send'));
    const sent = posts(calls).find((c) => c.path === '/api/arquivo/7/assinaturas');
    expect(sent?.body).toMatchObject({ signatarios: [{ canal: 'whatsapp', device_id: NEW_ID }] });
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('connects a disconnected device of the company again, full screen and axe-clean on a phone', async () => {
    phoneScreen();
    const calls = api({ list: [{ id: 22, name: 'Vendas', state: 'close' }] });
    await open();
    await type(field(0, 'signatory-canal'), 'whatsapp');
    // With one listed, its label still sits above "Primeiro dispositivo conectado".
    expect(labelShrunk(field(0, 'signatory-device'))).toBe('true');
    await click(field(0, 'signatory-connect-device'));
    const nested = one('connect-device-dialog');
    expect(nested.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    // The dialog's opening transition ends meanwhile: inside act.
    let results: axe.AxeResults | undefined;
    await act(async () => {
      results = await axe.run(nested, { rules: { 'color-contrast': { enabled: false } } });
    });
    if (!results) throw new Error('axe did not run');
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    const existing = one('connect-device-existing');
    expect(existing.textContent).toBe('Vendas (Desconectado)');
    await click(existing);
    expect(posts(calls)).toEqual([]);
    expect(calls.some((c) => c.path === '/api/device/22/qrcode')).toBe(true);
    expect(document.querySelector('svg[data-testid="device-qr"]')).not.toBeNull();
  });

  it('tells who may not manage devices who can, with no button', async () => {
    api();
    await open({ id: 1, permissoes: ['devices.view', 'signing.request'] });
    await type(field(0, 'signatory-canal'), 'whatsapp');
    expect(field(0, 'signatory-no-device').textContent).toContain(
      'Peça a quem administra os dispositivos para conectar um',
    );
    expect(byTestId('signatory-connect-device')).toEqual([]);
    expect(text()).not.toContain('conecte um em Dispositivos');
  });
});

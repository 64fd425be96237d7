// /device/:id/scan: waiting while the gateway prepares the QR (asked every second), the QR drawn as
// an accessible SVG (redrawn when it rotates), 'Conectado' with the profile once a `device` event
// says so (or the 5 s status poll, when the stream is quiet), and an expired QR generated again.
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceQrView, DeviceStatusView } from '../../common/schemas/messaging';
import { DeviceScan } from '../../resources/devices/DeviceScan';
import { device, deviceEvent } from './devices-fixtures';
import { type Call, cleanup, click, emit, mockApi, one, render, settle, text } from './devices-render';

const PATH = { path: '/device/7/scan', pattern: '/device/:id/scan' };

let qrAnswers: DeviceQrView[];
let statusAnswer: DeviceStatusView;

const waiting: DeviceQrView = { state: 'connecting', code: null, base64: null, count: 0 };
const qr = (code: string): DeviceQrView => ({ state: 'connecting', code, base64: null, count: 1 });

function api() {
  return mockApi((call: Call) => {
    if (call.path === '/api/device/7/details')
      return { body: device({ state: 'connecting', profile_name: null, number: null }) };
    if (call.path === '/api/device/7/qrcode')
      return { body: qrAnswers.length > 1 ? qrAnswers.shift() : qrAnswers[0] };
    if (call.path === '/api/device/7/status') return { body: statusAnswer };
    return undefined;
  });
}

const status = () => one('scan-status').textContent;
const qrSvg = () => document.querySelector('svg[data-testid="device-qr"]');
/** Moves the clock on (fake timers that also follow real time, so the page's own turns still run). */
const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  statusAnswer = {
    state: 'connecting',
    profile_name: null,
    number: null,
    connected_at: null,
    logged_out: false,
    gateway_error: null,
  };
});
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

describe('connecting a device by QR code', () => {
  it('waits for the QR, draws it, then says Conectado when the device event arrives', async () => {
    qrAnswers = [waiting, qr('2@first-code,abc,def')];
    const calls = api();
    await render(createElement(DeviceScan), PATH);
    expect(text()).toContain('Aparelhos conectados');
    expect(text()).toContain('Conectar um aparelho');
    expect(status()).toBe('Gerando o QR code…');
    expect(one('scan-status').getAttribute('aria-live')).toBe('polite');
    expect(qrSvg()).toBeNull();

    await wait(1000);
    const svg = qrSvg();
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('aria-label')).toBe('QR code para conectar o WhatsApp de Atendimento');
    expect(status()).toBe('Aguardando leitura do QR');
    // Once drawn, the QR is not asked for again: new ones come as events.
    const asked = calls.filter((c) => c.path === '/api/device/7/qrcode').length;
    await wait(3000);
    expect(calls.filter((c) => c.path === '/api/device/7/qrcode').length).toBe(asked);

    await emit(
      'device',
      deviceEvent({ state: 'open', profile_name: 'Loja Centro', number: '5511999990001' }),
    );
    expect(status()).toBe('Conectado');
    expect(qrSvg()).toBeNull();
    expect(one('scan-profile').textContent).toContain('Loja Centro');
    expect(one('scan-profile').textContent).toContain('+55 (11) 99999-0001');
    const links = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Ver conversas', '/device/7/messages']);
    expect(links).toContainEqual(['Enviar mensagem', '/message/cadastrar?device=7']);
  });

  it('redraws the QR when a device event brings a new one', async () => {
    qrAnswers = [qr('2@first-code')];
    api();
    await render(createElement(DeviceScan), PATH);
    const first = qrSvg()?.innerHTML;
    expect(first).toBeTruthy();
    await emit(
      'device',
      deviceEvent({ state: 'connecting', qr: { code: '2@second-code', base64: null, count: 2 } }),
    );
    expect(qrSvg()?.innerHTML).not.toBe(first);
    // Another device's events change nothing.
    const second = qrSvg()?.innerHTML;
    await emit('device', deviceEvent({ id: 9, uuid: 'other', state: 'open' }));
    expect(qrSvg()?.innerHTML).toBe(second);
    expect(status()).toBe('Aguardando leitura do QR');
  });

  it('falls back on the status, asked every 5 s, when no event comes', async () => {
    qrAnswers = [qr('2@code')];
    const calls = api();
    await render(createElement(DeviceScan), PATH);
    expect(calls.some((c) => c.path === '/api/device/7/status')).toBe(false);
    statusAnswer = { ...statusAnswer, state: 'open', profile_name: 'Loja Centro', number: '5511999990001' };
    await wait(5000);
    expect(calls.filter((c) => c.path === '/api/device/7/status')).toHaveLength(1);
    expect(status()).toBe('Conectado');
    await wait(10_000);
    expect(calls.filter((c) => c.path === '/api/device/7/status')).toHaveLength(1);
  });

  it('says the QR expired and generates a new one on request', async () => {
    qrAnswers = [qr('2@code')];
    const calls = api();
    await render(createElement(DeviceScan), PATH);
    await emit('device', deviceEvent({ state: 'refused', profile_name: null, number: null }));
    expect(status()).toBe('O QR expirou');
    expect(qrSvg()).toBeNull();

    qrAnswers = [qr('2@fresh-code')];
    const asked = calls.filter((c) => c.path === '/api/device/7/qrcode').length;
    const renew = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Gerar novo QR');
    await click(renew as Element);
    expect(calls.filter((c) => c.path === '/api/device/7/qrcode').length).toBe(asked + 1);
    expect(qrSvg()).not.toBeNull();
    expect(status()).toBe('Aguardando leitura do QR');
  });

  it('shows Conectado at once for a device already connected', async () => {
    qrAnswers = [{ state: 'open', code: null, base64: null, count: 0 }];
    statusAnswer = { ...statusAnswer, state: 'open', profile_name: 'Loja Centro', number: '5511999990001' };
    api();
    await render(createElement(DeviceScan), PATH);
    expect(status()).toBe('Conectado');
    expect(one('scan-profile').textContent).toContain('+55 (11) 99999-0001');
  });
});

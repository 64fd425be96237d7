// /message/cadastrar: only connected devices can be chosen (?device= preselects one); numbers are
// normalised, refused with the reason or flagged as repeated; a spreadsheet is read by the API (its
// refusal shown on the page), its phone column guessed and its other columns offered as variables;
// the preview renders them; the send posts the fields before the file, with only valid recipients.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceView } from '../../common/schemas/messaging';
import { MessageCreate } from '../../resources/messages/MessageCreate';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { clearSession, saveTokens } from '../../src/providers/session';
import {
  byLabel,
  byRole,
  byTestId,
  type Call,
  chooseFile,
  cleanupPage,
  click,
  emit,
  FakeXhr,
  location,
  mockFetch,
  notes,
  one,
  renderPage,
  text,
  type,
} from './messages-render';

vi.mock('../../src/providers/realtime', async () => (await import('./messages-render')).fakeRealtime);

const device = (over: Partial<DeviceView>): DeviceView => ({
  id: 3,
  uuid: 'u-3',
  name: 'Comercial',
  state: 'open',
  logged_out: false,
  disconnect_reason: null,
  profile_name: 'Loja',
  number: '5511955550000',
  server: { id: 1, nome: 'Simulador' },
  connected_at: '2026-03-05T15:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: null,
  limits: { minute: null, hour: null, day: null },
  queued: 0,
  ...over,
});

const devices = [
  device({ id: 3 }),
  device({ id: 4, uuid: 'u-4', name: 'Suporte', state: 'close', number: null, profile_name: null }),
];

function api(extra?: (call: Call) => { status?: number; body?: unknown } | undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/devices') return { body: { data: devices, total: devices.length } };
    return extra?.(call);
  });
}

const sheet = (name = 'clientes.xlsx') =>
  new File(['PK fake xlsx'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const tab = (name: string) => click(byRole('tab', name));
const sendButton = () => byRole('button', 'Enviar') as HTMLButtonElement;
const previewRows = () => byTestId('recipient-preview-row').map((r) => r.textContent ?? '');

let events: UiEvent[];
let off: () => void;
beforeEach(() => {
  events = [];
  off = onUiEvent((e) => events.push(e));
  clearSession();
  saveTokens({ access_token: 'live', expires_in: 900 });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  off();
  vi.unstubAllGlobals();
  await cleanupPage();
});

describe('device step', () => {
  it('offers only connected devices and preselects ?device=', async () => {
    const calls = api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=3' });
    const list = calls.find((c) => c.path === '/api/devices');
    expect(list?.query.get('perPage')).toBe('100');
    const select = byLabel('Dispositivo') as HTMLSelectElement;
    expect(select.value).toBe('3');
    const options = [...select.options];
    expect(options.find((o) => o.value === '3')?.textContent).toBe('Comercial · +55 (11) 95555-0000');
    const closed = options.find((o) => o.value === '4');
    expect(closed?.textContent).toBe('Suporte (Desconectado)');
    expect(closed?.disabled).toBe(true);
  });

  it('says a preselected device is not connected, and enables it when a device event says it is', async () => {
    api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=4' });
    expect(text()).toContain('Este dispositivo não está conectado.');
    await type(byLabel('Número'), '11 99999-0001');
    await type(byLabel('Mensagem'), 'Oi');
    expect(sendButton().disabled).toBe(true);
    expect(one('send-need').textContent).toBe('Escolha um dispositivo conectado.');

    await emit('device', {
      id: 4,
      uuid: 'u-4',
      state: 'open',
      logged_out: false,
      profile_name: 'Suporte',
      number: '5511955551111',
      qr: null,
    });
    expect(text()).not.toContain('Este dispositivo não está conectado.');
    expect(sendButton().disabled).toBe(false);
  });
});

describe('recipients step', () => {
  it('normalises a pasted list, flags invalid numbers with the reason and counts repeats', async () => {
    api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar' });
    await tab('Lista');
    await type(byLabel('Números'), '11 99999-0001\n(11) 99999-0001; 123, +55 21 98888-7777\n\n00 12345-6789');
    expect(previewRows()).toHaveLength(5);
    expect(previewRows()[0]).toContain('+55 (11) 99999-0001');
    expect(previewRows()[1]).toContain('repetido');
    expect(previewRows()[2]).toContain('inválido: faltam dígitos');
    expect(previewRows()[3]).toContain('+55 (21) 98888-7777');
    expect(previewRows()[4]).toContain('inválido: DDD inexistente');
    expect(one('recipients-totals').textContent).toBe('2 válidos · 2 inválidos · 1 repetido');
    expect(text()).toContain('Números inválidos e repetidos não serão enviados.');
  });

  it('shows the API refusal of a spreadsheet with two sheets beside the picker, without a toast', async () => {
    const calls = api((call) =>
      call.method === 'POST' && call.path === '/api/message/importar'
        ? { status: 422, body: { message: 'A planilha deve ter apenas uma aba.' } }
        : undefined,
    );
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar' });
    await tab('Importar planilha');
    // The file dialog offers Excel 97–2003 books too.
    expect(byLabel('Planilha').getAttribute('accept')?.split(',')).toEqual(['.csv', '.xls', '.xlsx']);
    await chooseFile(byLabel('Planilha'), sheet());
    expect(calls.filter((c) => c.path === '/api/message/importar')).toHaveLength(1);
    expect(one('spreadsheet-error').textContent).toBe('A planilha deve ter apenas uma aba.');
    expect(events).toEqual([]);
  });

  it('maps a spreadsheet: picks the phone column, offers the others as variables, previews {nome}', async () => {
    api((call) =>
      call.method === 'POST' && call.path === '/api/message/importar'
        ? {
            body: {
              columns: ['Nome', 'Telefone', 'Cidade'],
              rows: [
                { Nome: 'Ana', Telefone: '(11) 99999-0001', Cidade: 'Santos' },
                { Nome: 'Bruno', Telefone: '1234', Cidade: 'Recife' },
                { Nome: 'Ana de novo', Telefone: '11999990001', Cidade: 'Santos' },
              ],
              total: 3,
              encoding: null,
            },
          }
        : undefined,
    );
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=3' });
    await tab('Importar planilha');
    await chooseFile(byLabel('Planilha'), sheet());
    expect(text()).toContain('clientes.xlsx: 3 linhas');
    // A workbook has no text encoding to speak of.
    expect(byTestId('spreadsheet-encoding')).toEqual([]);
    expect((byLabel('Coluna do telefone') as HTMLSelectElement).value).toBe('Telefone');
    expect(one('recipients-totals').textContent).toBe('1 válido · 1 inválido · 1 repetido');
    expect(text()).toContain('Variáveis para a mensagem: {nome}, {cidade}');
    expect(byTestId('variable-chips')).toHaveLength(1);
    expect(one('variable-chips').textContent).toBe('{nome}{cidade}');

    await type(byLabel('Mensagem'), 'Olá {Nome}, de ');
    const cidade = [...(one('variable-chips').querySelectorAll('[role="button"]') ?? [])].find(
      (c) => c.textContent === '{cidade}',
    );
    if (!cidade) throw new Error('no {cidade} chip');
    await click(cidade);
    expect((byLabel('Mensagem') as HTMLTextAreaElement).value).toBe('Olá {Nome}, de {cidade}');
    expect(one('message-preview').textContent).toContain('Prévia para +55 (11) 99999-0001');
    expect(one('message-preview').textContent).toContain('Olá Ana, de Santos');
    expect(byTestId('missing-variables')).toEqual([]);

    // A variable no column fills is flagged and blocks the send.
    await type(byLabel('Mensagem'), 'Olá {nome}, seu pedido {pedido}');
    expect(one('missing-variables').textContent).toContain('{pedido}');
    expect(sendButton().disabled).toBe(true);

    // Choosing another phone column recounts.
    await type(byLabel('Coluna do telefone'), 'Nome');
    expect(one('recipients-totals').textContent).toBe('0 válidos · 3 inválidos · 0 repetidos');
  });
});

describe('sending', () => {
  it('posts device, message and recipients before the attachment, without invalid or repeated numbers', async () => {
    api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=3' });
    await tab('Lista');
    await type(byLabel('Números'), '(11) 99999-0001\n11999990001\n123\n+55 21 98888-7777');
    await type(byLabel('Mensagem'), 'Promoção de março!');
    const pdf = new File(['%PDF-1.7 catálogo'], 'catalogo.pdf', { type: 'application/pdf' });
    await chooseFile(byLabel('Anexo'), pdf);
    expect(one('attachment-chip').textContent).toContain('catalogo.pdf');
    expect(text()).toContain('Enviar para 2 destinatários pelo dispositivo Comercial.');

    await click(sendButton());
    const xhr = FakeXhr.sent[0];
    if (!xhr?.body) throw new Error('nothing sent');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/message/send');
    expect(xhr.headers.authorization).toBe('Bearer live');
    expect([...xhr.body.keys()]).toEqual(['device', 'message', 'recipients', 'attachment']);
    expect(xhr.body.get('device')).toBe('3');
    expect(xhr.body.get('message')).toBe('Promoção de março!');
    expect(JSON.parse(String(xhr.body.get('recipients')))).toEqual([
      { number: '5511999990001' },
      { number: '5521988887777' },
    ]);
    expect((xhr.body.get('attachment') as File).name).toBe('catalogo.pdf');
    expect(sendButton().disabled).toBe(true);

    await xhr.progress(50, 200);
    expect(text()).toContain('Enviando o anexo… 25%');
    await xhr.respond(201, { id: 9, message: 'Promoção de março!' });
    expect(notes()).toContain('resources.messages.create.send.queued');
    expect(location()).toBe('/messages');
  });

  it('sends each imported row with its variables under their lower-cased names', async () => {
    api((call) =>
      call.path === '/api/message/importar'
        ? {
            body: {
              columns: ['Celular', 'Nome'],
              rows: [{ Celular: '11 99999-0001', Nome: 'Ana' }],
              total: 1,
              encoding: 'windows-1252',
            },
          }
        : undefined,
    );
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=3' });
    await tab('Importar planilha');
    await chooseFile(byLabel('Planilha'), sheet('contatos.csv'));
    // The CSV was read as Excel in pt-BR writes it: said beside the file, to check in the preview.
    expect(one('spreadsheet-encoding').textContent).toBe(
      'Texto lido como Windows-1252 (CSV do Excel em português): confira os acentos na prévia.',
    );
    await type(byLabel('Mensagem'), 'Oi {nome}');
    await click(sendButton());
    const body = FakeXhr.sent[0]?.body;
    expect([...(body?.keys() ?? [])]).toEqual(['device', 'message', 'recipients']);
    expect(JSON.parse(String(body?.get('recipients')))).toEqual([
      { number: '5511999990001', vars: { nome: 'Ana' } },
    ]);
  });

  it('keeps the user on the form with the API refusal shown once (no toast)', async () => {
    api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar?device=3' });
    await type(byLabel('Número'), '11 99999-0001');
    await type(byLabel('Mensagem'), 'Oi');
    await click(sendButton());
    await FakeXhr.sent[0]?.respond(409, { message: 'O dispositivo não está conectado.' });
    expect(one('send-error').textContent).toBe('O dispositivo não está conectado.');
    expect(events).toEqual([]);
    expect(notes()).toEqual([]);
    expect(location()).toBe('/message/cadastrar?device=3');
    expect(sendButton().disabled).toBe(false);
  });

  it('waits for a device, a valid number and a text before enabling Enviar', async () => {
    api();
    await renderPage(createElement(MessageCreate), { url: '/message/cadastrar' });
    expect(sendButton().disabled).toBe(true);
    await type(byLabel('Dispositivo'), '3');
    expect(one('send-need').textContent).toBe('Informe ao menos um número válido.');
    await type(byLabel('Número'), '123');
    expect(one('send-need').textContent).toBe('Informe ao menos um número válido.');
    await type(byLabel('Número'), '11 99999-0001');
    expect(one('send-need').textContent).toBe('Escreva a mensagem ou anexe um arquivo.');
    await type(byLabel('Mensagem'), 'Oi {nome}');
    expect(one('send-need').textContent).toBe('Corrija as variáveis da mensagem.');
    await type(byLabel('Mensagem'), 'Oi');
    expect(sendButton().disabled).toBe(false);
    expect(text()).toContain('2 / 4096 caracteres');
  });
});

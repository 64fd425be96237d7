// /device/:id/messages, a conversation's search (from 4 characters, through the API's `q`, with how
// many were found) and its files: a voice note or audio with a player, a photo inline, a document
// as a download, each through the short-lived link asked for when it shows; a link that cannot be
// had yet says so and can be asked for again.
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageMediaView, MessageView } from '../../common/schemas/messaging';
import { DeviceMessages } from '../../resources/devices/DeviceMessages';
import { ANA, CHATS_PAGE, chat, device, message } from './devices-fixtures';
import { byTestId, type Call, cleanup, click, mockApi, one, render, text, type } from './devices-render';

const THREAD = `/api/device/7/message/${ANA}`;
const EXPIRES = '2026-03-05T13:00:00.000Z';

afterEach(() => {
  vi.restoreAllMocks();
  return cleanup();
});

const media = (over: Partial<MessageMediaView>): MessageMediaView => ({
  file_name: 'arquivo',
  mimetype: 'application/octet-stream',
  size: 1000,
  kind: 'document',
  voice: false,
  stored: true,
  ...over,
});

/** Ana's conversation holds `messages` (newest first); `link` answers GET /media/:id. */
function api(
  messages: MessageView[],
  link: (id: number) => { status?: number; body?: unknown } = () => ({}),
) {
  return mockApi((call: Call) => {
    if (call.path === '/api/device/7/details') return { body: device() };
    if (call.path === '/api/device/7/messages')
      return { body: { data: [chat({ chat_id: ANA, number: ANA, name: 'Ana Souza' })], total: 1 } };
    if (call.path === THREAD) {
      const q = call.query.get('q');
      const found = q ? messages.filter((m) => m.text?.includes(q)) : messages;
      return { body: { data: found, total: found.length } };
    }
    const asked = /^\/api\/device\/7\/media\/(\d+)$/.exec(call.path);
    if (asked) return link(Number(asked[1]));
    return undefined;
  });
}

async function openAna() {
  await render(createElement(DeviceMessages), CHATS_PAGE);
  await click(byTestId('chat')[0] as HTMLElement);
}

const button = (label: string) => {
  const el = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!el) throw new Error(`no button "${label}"`);
  return el;
};
const linkCalls = (calls: Call[], id: number) =>
  calls.filter((c) => c.method === 'GET' && c.path === `/api/device/7/media/${id}`);

describe('searching a conversation', () => {
  const messages = [
    message({ id: 3, text: 'Segue o boleto de abril', created_at: '2026-03-05T12:03:00.000Z' }),
    message({
      id: 2,
      text: 'Bom dia!',
      direction: 'in',
      status: 'received',
      created_at: '2026-03-05T12:02:00.000Z',
    }),
    message({ id: 1, text: 'Boleto pago?', created_at: '2026-03-05T12:01:00.000Z' }),
  ];

  it('asks the API from 4 characters and says how many were found', async () => {
    const calls = api(messages);
    await openAna();
    expect(byTestId('bubble')).toHaveLength(3);
    const searches = () => calls.filter((c) => c.path === THREAD && c.query.has('q'));

    await click(button('Buscar na conversa'));
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) throw new Error('no search box');
    await type(input, 'bol');
    expect(searches()).toHaveLength(0);
    expect(text()).toContain('Digite pelo menos 4 caracteres.');
    expect(byTestId('bubble')).toHaveLength(3);

    await type(input, 'bolet');
    expect(searches().map((c) => c.query.get('q'))).toEqual(['bolet']);
    expect(byTestId('bubble')).toHaveLength(1);
    expect(byTestId('bubble')[0]?.textContent).toContain('Segue o boleto de abril');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('1 mensagem encontrada');

    await type(input, 'Bo');
    await type(input, 'Bole');
    expect(searches().map((c) => c.query.get('q'))).toEqual(['bolet', 'Bole']);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('1 mensagem encontrada');
    // Spaces around count for nothing: back under 4 characters, the whole conversation again.
    await type(input, ' dia ');
    expect(searches()).toHaveLength(2);
    expect(byTestId('bubble')).toHaveLength(3);
  });

  it('counts several matches in the plural', async () => {
    const calls = api([
      message({ id: 2, text: 'Boleto de março', created_at: '2026-03-05T12:02:00.000Z' }),
      message({ id: 1, text: 'Boleto de abril', created_at: '2026-03-05T12:01:00.000Z' }),
    ]);
    await openAna();
    await click(button('Buscar na conversa'));
    await type(document.querySelector('input[type="search"]') as HTMLInputElement, 'Boleto');
    expect(
      calls
        .filter((c) => c.path === THREAD)
        .at(-1)
        ?.query.get('q'),
    ).toBe('Boleto');
    expect(text()).toContain('2 mensagens encontradas');
  });
});

describe('the files of a conversation', () => {
  const voice = message({
    id: 21,
    direction: 'in',
    status: 'received',
    text: null,
    media: media({ file_name: 'voz.ogg', mimetype: 'audio/ogg', kind: 'audio', voice: true }),
    created_at: '2026-03-05T12:01:00.000Z',
  });
  const photo = message({
    id: 22,
    text: 'A fachada',
    media: media({ file_name: 'loja.jpg', mimetype: 'image/jpeg', kind: 'image' }),
    created_at: '2026-03-05T12:02:00.000Z',
  });

  it('plays a voice note and shows a photo through the links asked for', async () => {
    const calls = api([photo, voice], (id) => ({
      body: { url: `https://files.example/${id}?sig=abc`, expires_at: EXPIRES },
    }));
    await openAna();
    expect(linkCalls(calls, 21)).toHaveLength(1);
    expect(linkCalls(calls, 22)).toHaveLength(1);

    const [first, second] = byTestId('bubble');
    const audio = one('media-audio', first) as HTMLAudioElement;
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('https://files.example/21?sig=abc');
    expect(first?.textContent).toContain('Mensagem de voz');

    const img = one('media-image', second) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://files.example/22?sig=abc');
    expect(img.getAttribute('alt')).toBe('Imagem: loja.jpg');
    expect(second?.textContent).not.toContain('Mensagem de voz');
    expect(second?.textContent).toContain('A fachada');
  });

  it('an audio file that is not a voice note has no voice caption', async () => {
    const song = message({
      id: 23,
      text: null,
      media: media({ file_name: 'jingle.mp3', mimetype: 'audio/mpeg', kind: 'audio', voice: false }),
    });
    api([song], () => ({ body: { url: 'https://files.example/23', expires_at: EXPIRES } }));
    await openAna();
    expect(one('media-audio').getAttribute('src')).toBe('https://files.example/23');
    expect(text()).not.toContain('Mensagem de voz');
  });

  it('a file not to be had yet says so, and retry asks again', async () => {
    let ready = false;
    const calls = api([voice], () =>
      ready
        ? { body: { url: 'https://files.example/21', expires_at: EXPIRES } }
        : { status: 404, body: { message: 'Arquivo ainda não disponível.' } },
    );
    await openAna();
    expect(linkCalls(calls, 21)).toHaveLength(1);
    const unavailable = one('media-unavailable');
    expect(unavailable.textContent).toContain('Arquivo indisponível.');
    expect(byTestId('media-audio')).toHaveLength(0);

    ready = true;
    const retry = [...unavailable.querySelectorAll('button')].find((b) => b.textContent === 'Tentar de novo');
    await click(retry as HTMLButtonElement);
    expect(linkCalls(calls, 21)).toHaveLength(2);
    expect(byTestId('media-unavailable')).toHaveLength(0);
    expect(one('media-audio').getAttribute('src')).toBe('https://files.example/21');
  });

  it('a document asks for its link only when clicked, and downloads it', async () => {
    const doc = message({
      id: 24,
      text: null,
      media: media({ file_name: 'boleto.pdf', mimetype: 'application/pdf', kind: 'document' }),
    });
    const downloads: { href: string; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, name: this.download });
    });
    const calls = api([doc], () => ({ body: { url: 'https://files.example/24', expires_at: EXPIRES } }));
    await openAna();
    expect(linkCalls(calls, 24)).toHaveLength(0);
    await click(one('media-document'));
    expect(linkCalls(calls, 24)).toHaveLength(1);
    expect(downloads).toEqual([{ href: 'https://files.example/24', name: 'boleto.pdf' }]);
  });
});

// /device/:id/messages, answering: the composer at the foot of a conversation (Enter sends,
// Shift+Enter breaks the line, an emoji, one file picked, pasted or dropped), the server's refusal
// shown with nothing typed lost, the composer only for an open device and a user who may send; and
// reading: opening an unread conversation reads it, a live `chat_read` clears a badge.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceView } from '../../common/schemas/messaging';
import { DeviceMessages } from '../../resources/devices/DeviceMessages';
import { ANA, BRUNO, brunoChat, brunoHello, CHATS_PAGE, chat, device, message } from './devices-fixtures';
import {
  ALL_PERMISSIONS,
  byTestId,
  type Call,
  cleanup,
  click,
  drop,
  emit,
  key,
  mockApi,
  notes,
  one,
  paste,
  pickFile,
  render,
  text,
  type,
} from './devices-render';

const SEND = `/api/device/7/message/${ANA}`;

afterEach(cleanup);

type Answer = { status?: number; body?: unknown };

/** The device, its two conversations (Bruno's with 2 unread), Ana's one message; `reply` answers a POST. */
function api({
  state = 'open',
  reply = (c: Call): Answer => ({
    status: 201,
    body: message({
      id: 50,
      text: String((c.body as FormData).get('message')),
      status: 'queued',
      sent_at: null,
      created_at: '2026-03-05T12:10:00.000Z',
    }),
  }),
}: {
  state?: DeviceView['state'];
  reply?: (c: Call) => Answer;
} = {}) {
  return mockApi((call) => {
    if (call.path === '/api/device/7/details') return { body: device({ state }) };
    if (call.path === '/api/device/7/messages')
      return {
        body: { data: [chat({ chat_id: ANA, number: ANA, name: 'Ana Souza' }), brunoChat()], total: 2 },
      };
    if (call.path === SEND && call.method === 'POST') return reply(call);
    if (call.path === SEND) return { body: { data: [message({ id: 1, text: 'Olá!' })], total: 1 } };
    if (call.path === `/api/device/7/message/${BRUNO}`) return { body: { data: [brunoHello()], total: 1 } };
    if (call.path.endsWith('/read') && call.method === 'PUT') return { body: { read: 2 } };
    return undefined;
  });
}

const chatItem = (id: string) => byTestId('chat').find((c) => c.dataset.chat === id) as HTMLElement;
const box = () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Mensagem"]');
const textarea = () => {
  const el = box();
  if (!el) throw new Error('no composer');
  return el;
};
// By hand: happy-dom's selectors miss an emoji in an attribute value.
const button = (label: string) => {
  const el = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label);
  if (!el) throw new Error(`no button "${label}"`);
  return el;
};
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === SEND);
/** The multipart body of the only answer sent. */
const sentForm = (calls: Call[]) => {
  const [post, ...more] = posts(calls);
  if (!post || more.length) throw new Error(`${posts(calls).length} answers sent, not 1`);
  return post.body as FormData;
};
const bubbles = () => byTestId('bubble');
const pdf = () => new File(['%PDF-1.4'], 'boleto.pdf', { type: 'application/pdf' });

async function openAna(options: Parameters<typeof api>[0] = {}, permissions = ALL_PERMISSIONS) {
  const calls = api(options);
  await render(createElement(DeviceMessages), { ...CHATS_PAGE, permissions });
  await click(chatItem(ANA));
  return calls;
}

describe('answering in a conversation', () => {
  it('Enter sends the text once, shows it queued at once and empties the box; Shift+Enter does not send', async () => {
    const calls = await openAna();
    await type(textarea(), 'Bom dia, Ana');
    await key(textarea(), 'Enter', { shiftKey: true });
    expect(posts(calls)).toHaveLength(0);

    await key(textarea(), 'Enter');
    expect(posts(calls)).toHaveLength(1);
    const form = sentForm(calls);
    expect(form.get('message')).toBe('Bom dia, Ana');
    expect(form.get('attachment')).toBeNull();
    const last = bubbles().at(-1);
    expect(last?.textContent).toContain('Bom dia, Ana');
    expect(last?.querySelector<HTMLElement>('[data-testid="message-status"]')?.dataset.status).toBe('queued');
    expect(bubbles()).toHaveLength(2);
    expect(textarea().value).toBe('');
  });

  it('a refusal keeps the text and the file and shows the server’s words', async () => {
    const calls = await openAna({
      reply: () => ({ status: 413, body: { message: 'O arquivo passa de 16 MB.' } }),
    });
    await pickFile(one('composer-file') as HTMLInputElement, pdf());
    await type(textarea(), 'Segue o boleto');
    await click(button('Enviar'));
    expect(posts(calls)).toHaveLength(1);
    expect(notes()).toEqual(['O arquivo passa de 16 MB.']);
    expect(textarea().value).toBe('Segue o boleto');
    expect(one('composer-attachment').textContent).toBe('boleto.pdf');
    expect(bubbles()).toHaveLength(1);
  });

  it('a picked file shows as a chip, goes as `attachment`, and can be removed', async () => {
    const calls = await openAna();
    await pickFile(one('composer-file') as HTMLInputElement, pdf());
    expect(one('composer-attachment').textContent).toBe('boleto.pdf');
    await click(button('Remover o anexo boleto.pdf'));
    expect(byTestId('composer-attachment')).toHaveLength(0);
    // Nothing typed and nothing attached: nothing to send.
    expect(button('Enviar').disabled).toBe(true);

    await pickFile(one('composer-file') as HTMLInputElement, pdf());
    await click(button('Enviar'));
    const form = sentForm(calls);
    expect(posts(calls)).toHaveLength(1);
    expect(form.get('message')).toBe('');
    const sent = form.get('attachment') as File;
    expect(sent.name).toBe('boleto.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
    // Sent: the chip is gone.
    expect(byTestId('composer-attachment')).toHaveLength(0);
  });

  it('a video over 16 MB is refused before any upload, while a 20 MB PDF is taken', async () => {
    const calls = await openAna();
    const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });
    const video = sized(new File(['x'], 'festa.mp4', { type: 'video/mp4' }), 17 * 1024 * 1024);
    await pickFile(one('composer-file') as HTMLInputElement, video);
    expect(byTestId('composer-attachment')).toHaveLength(0);
    expect(notes()).toEqual([
      'O arquivo passa de 16 MB: fotos, áudios e vídeos vão até 16 MB; documentos, até 100 MB.',
    ]);
    await pickFile(one('composer-file') as HTMLInputElement, sized(pdf(), 20 * 1024 * 1024));
    expect(one('composer-attachment').textContent).toBe('boleto.pdf');
    expect(posts(calls)).toHaveLength(0);
  });

  it('a draft and its file stay with their conversation: another chat opens with an empty box', async () => {
    const calls = await openAna();
    await type(textarea(), 'Rascunho para a Ana');
    await pickFile(one('composer-file') as HTMLInputElement, pdf());
    await click(chatItem(BRUNO));
    expect(textarea().value).toBe('');
    expect(byTestId('composer-attachment')).toHaveLength(0);
    await key(textarea(), 'Enter');
    expect(posts(calls)).toHaveLength(0);
  });

  it('a file pasted into the box, or dropped on the conversation, becomes the attachment', async () => {
    await openAna();
    await paste(textarea(), new File(['png'], 'print.png', { type: 'image/png' }));
    expect(one('composer-attachment').textContent).toBe('print.png');
    expect(textarea().value).toBe('');

    await drop(one('thread'), pdf());
    expect(one('composer-attachment').textContent).toBe('boleto.pdf');
  });

  it('an emoji from the palette goes into the text', async () => {
    const calls = await openAna();
    await type(textarea(), 'Obrigado ');
    await click(button('Inserir emoji'));
    await click(button('👍'));
    expect(textarea().value).toBe('Obrigado 👍');
    await key(textarea(), 'Enter');
    expect(sentForm(calls).get('message')).toBe('Obrigado 👍');
  });

  it('a device that is not connected says so instead of the composer', async () => {
    await openAna({ state: 'close' });
    expect(bubbles()).toHaveLength(1);
    expect(one('composer-disconnected').textContent).toBe(
      'O dispositivo não está conectado: conecte-o para responder.',
    );
    expect(box()).toBeNull();
  });

  it('a user who may not send sees no composer', async () => {
    await openAna({}, ['devices.view', 'messages.view']);
    expect(bubbles()).toHaveLength(1);
    expect(box()).toBeNull();
    expect(byTestId('composer-disconnected')).toHaveLength(0);
    expect(document.querySelector('button[aria-label="Enviar"]')).toBeNull();
  });
});

describe('reading a conversation', () => {
  const reads = (calls: Call[]) => calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/read'));
  const badge = (id: string) => chatItem(id).querySelector('[data-testid="unread"]');

  it('opening a conversation with unread messages reads it once; a message arriving while open is read', async () => {
    const calls = await openAna();
    expect(reads(calls)).toHaveLength(0);

    expect(badge(BRUNO)?.textContent).toBe('2');
    await click(chatItem(BRUNO));
    expect(bubbles().at(-1)?.textContent).toContain('Oi');
    expect(reads(calls).map((c) => c.path)).toEqual([`/api/device/7/message/${BRUNO}/read`]);
    expect(badge(BRUNO)).toBeNull();

    // What arrives while it is open is read too; what arrives in another conversation is not.
    const live = (id: number, chatId: string) =>
      emit('chat', {
        device_id: 7,
        chat_id: chatId,
        message: message({
          id,
          chat_id: chatId,
          number: chatId,
          direction: 'in',
          status: 'received',
          text: 'E aí?',
        }),
      });
    await live(6, ANA);
    expect(reads(calls)).toHaveLength(1);
    await live(7, BRUNO);
    expect(bubbles().at(-1)?.textContent).toContain('E aí?');
    expect(reads(calls).map((c) => c.path)).toEqual([
      `/api/device/7/message/${BRUNO}/read`,
      `/api/device/7/message/${BRUNO}/read`,
    ]);
  });

  it('a live `chat_read` clears another conversation’s unread badge', async () => {
    await openAna();
    expect(badge(BRUNO)?.textContent).toBe('2');
    await emit('chat_read', { device_id: 99, chat_id: BRUNO });
    expect(badge(BRUNO)?.textContent).toBe('2');
    await emit('chat_read', { device_id: 7, chat_id: BRUNO });
    expect(badge(BRUNO)).toBeNull();
    expect(text()).toContain('Ana Souza');
  });
});

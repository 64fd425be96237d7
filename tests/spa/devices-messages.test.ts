// /device/:id/messages: the conversations (name or number, last message, unread count), a chosen
// one's messages oldest first as bubbles (sent on the right with their status, received on the
// left), earlier messages on demand, and live `chat` / `message` events.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../common/schemas/messaging';
import { DeviceMessages } from '../../resources/devices/DeviceMessages';
import { ANA, BRUNO, brunoChat, CHATS_PAGE, chat, device, message } from './devices-fixtures';
import { byTestId, type Call, cleanup, click, emit, mockApi, render, text } from './devices-render';

afterEach(cleanup);

// The API answers a conversation's messages newest first.
const anaLatest: MessageView[] = [
  message({ id: 13, text: 'Pode confirmar?', status: 'read', created_at: '2026-03-05T12:03:00.000Z' }),
  message({
    id: 12,
    text: 'Segue o boleto',
    status: 'failed',
    error: 'O número não tem WhatsApp.',
    media: {
      file_name: 'boleto.pdf',
      mimetype: 'application/pdf',
      size: 1000,
      kind: 'document',
      voice: false,
      stored: true,
    },
    created_at: '2026-03-05T12:02:00.000Z',
  }),
  message({
    id: 11,
    direction: 'in',
    status: 'received',
    text: 'Bom dia!',
    created_at: '2026-03-05T12:01:00.000Z',
  }),
];
const anaOlder: MessageView[] = [
  message({ id: 10, text: 'Mensagem antiga', status: 'delivered', created_at: '2026-03-04T10:00:00.000Z' }),
];

function api() {
  return mockApi((call: Call) => {
    if (call.path === '/api/device/7/details') return { body: device() };
    if (call.path === '/api/device/7/messages')
      return {
        body: {
          data: [
            chat({
              chat_id: ANA,
              number: ANA,
              name: 'Ana Souza',
              last_message: anaLatest[0] ?? null,
              total: 4,
            }),
            brunoChat({ total: 1 }),
          ],
          total: 2,
        },
      };
    if (call.path === `/api/device/7/message/${ANA}`)
      return { body: { data: call.query.get('page') === '2' ? anaOlder : anaLatest, total: 4 } };
    return undefined;
  });
}

const chats = () => byTestId('chat');
const bubbles = () =>
  byTestId('bubble').map((b) => ({
    direction: b.dataset.direction,
    text: b.textContent,
    status: b.querySelector<HTMLElement>('[data-testid="message-status"]')?.dataset.status,
  }));

async function openAna() {
  const ana = chats().find((c) => c.dataset.chat === ANA);
  await click(ana as Element);
}

describe('the conversations of a device', () => {
  it('lists the conversations with name or number, last message and unread count', async () => {
    api();
    await render(createElement(DeviceMessages), CHATS_PAGE);
    expect(text()).toContain('Atendimento');
    const [ana, bruno] = chats();
    expect(ana?.textContent).toContain('Ana Souza');
    expect(ana?.textContent).toContain('+55 (11) 98888-0001');
    expect(ana?.textContent).toContain('Você: Pode confirmar?');
    expect(bruno?.textContent).toContain('+55 (21) 97777-0002');
    expect(bruno?.querySelector('[data-testid="unread"]')?.textContent).toBe('2');
    expect(text()).toContain('Escolha uma conversa para ver as mensagens.');
  });

  it('shows a chosen conversation oldest first, with each sent message’s status', async () => {
    const calls = api();
    await render(createElement(DeviceMessages), CHATS_PAGE);
    await openAna();
    const asked = calls.find((c) => c.path === `/api/device/7/message/${ANA}`);
    expect(asked?.query.get('page')).toBe('1');
    expect(bubbles().map((b) => [b.direction, b.status])).toEqual([
      ['in', undefined],
      ['out', 'failed'],
      ['out', 'read'],
    ]);
    expect(bubbles()[0]?.text).toContain('Bom dia!');
    expect(bubbles()[1]?.text).toContain('boleto.pdf');
    const failed = document.querySelector('[data-status="failed"]');
    expect(failed?.getAttribute('aria-label')).toBe('Falhou: O número não tem WhatsApp.');
    expect(document.querySelector('[data-status="read"]')?.getAttribute('aria-label')).toBe('Lida');

    const older = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Carregar mensagens anteriores',
    );
    await click(older as Element);
    expect(
      calls
        .filter((c) => c.path === `/api/device/7/message/${ANA}`)
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expect(bubbles()[0]?.text).toContain('Mensagem antiga');
    expect(bubbles()).toHaveLength(4);
    expect(text()).not.toContain('Carregar mensagens anteriores');
  });

  it('appends a live incoming message and updates a bubble’s status', async () => {
    api();
    await render(createElement(DeviceMessages), CHATS_PAGE);
    await openAna();
    await emit('chat', {
      device_id: 7,
      chat_id: ANA,
      message: message({
        id: 14,
        direction: 'in',
        status: 'received',
        text: 'Confirmado, obrigado!',
        created_at: '2026-03-05T12:04:00.000Z',
      }),
    });
    expect(bubbles().at(-1)).toEqual({
      direction: 'in',
      text: expect.stringContaining('Confirmado, obrigado!'),
    });
    expect(chats()[0]?.textContent).toContain('Confirmado, obrigado!');
    // The open conversation counts nothing as unread.
    expect(chats()[0]?.querySelector('[data-testid="unread"]')).toBeNull();

    await emit('chat', {
      device_id: 7,
      chat_id: ANA,
      message: message({
        id: 15,
        text: 'De nada',
        status: 'sending',
        created_at: '2026-03-05T12:05:00.000Z',
      }),
    });
    expect(bubbles().at(-1)?.status).toBe('sending');
    await emit('message', {
      id: 15,
      device_id: 7,
      chat_id: ANA,
      campanha_id: null,
      status: 'delivered',
      error: null,
    });
    expect(bubbles().at(-1)?.status).toBe('delivered');
    expect(bubbles()).toHaveLength(5);
  });

  it('moves a conversation with news to the top, and adds a new one', async () => {
    api();
    await render(createElement(DeviceMessages), CHATS_PAGE);
    await openAna();
    await emit('chat', {
      device_id: 7,
      chat_id: BRUNO,
      message: message({
        id: 20,
        chat_id: BRUNO,
        number: BRUNO,
        direction: 'in',
        status: 'received',
        text: 'Olá?',
      }),
    });
    expect(chats().map((c) => c.dataset.chat)).toEqual([BRUNO, ANA]);
    expect(chats()[0]?.querySelector('[data-testid="unread"]')?.textContent).toBe('3');
    // Not the open conversation: its bubbles are untouched.
    expect(bubbles()).toHaveLength(3);

    await emit('chat', {
      device_id: 7,
      chat_id: '5531966660003',
      message: message({
        id: 21,
        chat_id: '5531966660003',
        number: '5531966660003',
        direction: 'in',
        text: 'Novo',
      }),
    });
    expect(chats().map((c) => c.dataset.chat)).toEqual(['5531966660003', BRUNO, ANA]);
    expect(chats()[0]?.textContent).toContain('+55 (31) 96666-0003');

    // Another device's events are not this page's.
    await emit('chat', {
      device_id: 99,
      chat_id: ANA,
      message: message({ id: 30, device_id: 99, text: 'Outro' }),
    });
    expect(chats().map((c) => c.dataset.chat)).toEqual(['5531966660003', BRUNO, ANA]);
    expect(text()).not.toContain('Outro');
  });
});

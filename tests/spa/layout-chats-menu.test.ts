// "Conversas" in the side menu, apart from "Mensagens" (the campaigns): the WhatsApp inbox of the
// company's device with its unread count (GET /api/conversas/nao-lidas), kept live (a message
// received adds one; a chat read asks again), one entry per device when there are several,
// Dispositivos while there is none; nothing, and no call, without 'messages.view'.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnreadChatsView } from '../../common/schemas/unreadChats';
import { AppMenu } from '../../src/layout/AppMenu';
import { type Call, cleanup, emit, mockApi, render } from './devices-render';
import { waitFor } from './waitFor';

const WITH_CHATS = ['devices.view', 'devices.manage', 'messages.view', 'messages.send'];

let calls: Call[];
let answer: UnreadChatsView;
function serve(devices: UnreadChatsView['data']) {
  answer = { data: devices, total: devices.reduce((n, d) => n + d.unread, 0) };
  calls = mockApi((call) => (call.path === '/api/conversas/nao-lidas' ? { body: answer } : undefined));
}
const asked = () => calls.filter((c) => c.path === '/api/conversas/nao-lidas').length;

async function menu(permissions = WITH_CHATS, path = '/home') {
  await render(createElement(AppMenu, { compact: false, onNavigate: () => undefined }), {
    path,
    pattern: '*',
    permissions,
  });
}

/** The menu's entries as [name, target]. */
const entries = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')].map((a) => [
    a.getAttribute('aria-label') ?? a.querySelector('.MuiListItemText-root')?.textContent,
    a.getAttribute('href')?.replace(/^#/, ''),
  ]);
const chats = () => entries().filter(([name]) => name?.startsWith('Conversas'));
const badge = (id: number) =>
  document.querySelector(`[data-testid="menu-chats-${id}"] .MuiBadge-badge`)?.textContent;

afterEach(cleanup);

describe('Conversas in the menu', () => {
  it('leads to the device’s conversations with the unread count, beside Mensagens', async () => {
    serve([{ id: 4, name: 'Atendimento', unread: 3 }]);
    await menu();
    expect(entries()).toContainEqual(['Mensagens', '/messages']);
    expect(chats()).toEqual([['Conversas (3 mensagens não lidas)', '/device/4/messages']]);
    expect(badge(4)).toBe('3');
    // Conversas comes between Dispositivos and Mensagens.
    const names = entries().map(([name]) => name);
    expect(names.indexOf('Dispositivos')).toBe(names.indexOf('Conversas (3 mensagens não lidas)') - 1);
    expect(names.indexOf('Mensagens')).toBe(names.indexOf('Conversas (3 mensagens não lidas)') + 1);
  });

  it('counts a message as it arrives, and asks again once a chat is read', async () => {
    serve([{ id: 4, name: 'Atendimento', unread: 1 }]);
    await menu();
    expect(chats()).toEqual([['Conversas (1 mensagem não lida)', '/device/4/messages']]);
    await emit('chat', { device_id: 4, chat_id: '5511977770001', message: { id: 9, direction: 'in' } });
    expect(badge(4)).toBe('2');
    // An answer sent is nothing to read; another device's message is not this one's.
    await emit('chat', { device_id: 4, chat_id: '5511977770001', message: { id: 10, direction: 'out' } });
    await emit('chat', { device_id: 5, chat_id: '5511977770001', message: { id: 11, direction: 'in' } });
    expect(badge(4)).toBe('2');

    answer = { data: [{ id: 4, name: 'Atendimento', unread: 0 }], total: 0 };
    const before = asked();
    await emit('chat_read', { device_id: 4, chat_id: '5511977770001' });
    await waitFor(() => asked() > before && chats()[0]?.[0] === 'Conversas', 'the count asked again');
    expect(document.querySelector('[data-testid="menu-chats-4"] .MuiBadge-invisible')).not.toBeNull();
  });

  it('gives each device its entry when there are several, and marks the one open', async () => {
    serve([
      { id: 4, name: 'Atendimento', unread: 0 },
      { id: 6, name: 'Vendas', unread: 12 },
    ]);
    await menu(WITH_CHATS, '/device/6/messages');
    expect(chats()).toEqual([
      ['Conversas · Atendimento', '/device/4/messages'],
      ['Conversas · Vendas (12 mensagens não lidas)', '/device/6/messages'],
    ]);
    const open = document.querySelector('[data-testid="menu-chats-6"]');
    expect(open?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('[data-testid="menu-chats-4"]')?.getAttribute('aria-current')).toBeNull();
  });

  it('leads to Dispositivos, where WhatsApp gets connected, while the company has no device', async () => {
    serve([]);
    await menu();
    expect(chats()).toEqual([['Conversas', '/devices']]);
  });

  it('is not there, and nothing is asked, without the permission to read messages', async () => {
    serve([{ id: 4, name: 'Atendimento', unread: 3 }]);
    await menu(['devices.view', 'vault.view']);
    expect(chats()).toEqual([]);
    expect(asked()).toBe(0);
  });
});

// The bell in the app bar: the unread count from GET /api/usuario/notifications, kept live by the
// event stream ('notification' raises it, 'notification.read' from any tab sets it), and its
// popover: the latest notifications, a click follows the link and marks it read, "mark all as
// read" and "delete all".
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../common/schemas/notifications';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { resetNotifications } from '../../src/providers/notificationsStore';
import {
  type Call,
  cleanup,
  click,
  emit,
  location,
  mockApi,
  one,
  render,
  settle,
  text,
} from './devices-render';
import { note } from './notifications-fixtures';
import { waitFor } from './waitFor';

let items: NotificationView[];
let calls: Call[];

function serve() {
  calls = mockApi((call) => {
    const unread = items.filter((n) => n.shown_at === null).length;
    if (call.method === 'GET' && call.path === '/api/usuario/notifications') {
      const perPage = Number(call.query.get('perPage') ?? 10);
      return { body: { data: items.slice(0, perPage), total: items.length, unread } };
    }
    if (call.method === 'PUT' && call.path === '/api/usuario/notifications/show') {
      items = items.map((n) => ({ ...n, shown_at: n.shown_at ?? new Date().toISOString() }));
      return { body: { message: 'ok', unread: 0 } };
    }
    const one = /^\/api\/usuario\/notification\/(\d+)\/show$/.exec(call.path);
    if (call.method === 'PUT' && one) {
      items = items.map((n) =>
        n.id === Number(one[1]) ? { ...n, shown_at: n.shown_at ?? new Date().toISOString() } : n,
      );
      return { body: { message: 'ok', unread: items.filter((n) => n.shown_at === null).length } };
    }
    if (call.method === 'DELETE' && call.path === '/api/usuario/notifications') {
      items = [];
      return { body: { message: 'ok', unread: 0 } };
    }
    return undefined;
  });
}

const badge = () => one('notification-count').querySelector('.MuiBadge-badge') as HTMLElement;
const shownCount = () => (badge().classList.contains('MuiBadge-invisible') ? '' : badge().textContent);

async function openPopover() {
  await click(one('notification-bell'));
  // The popover is its own chunk: wait until it has loaded and shown what it fetched.
  await waitFor(
    () => document.querySelector('[data-testid="notification-list"] > *'),
    'the notification list',
  );
  await settle(5);
}

afterEach(async () => {
  await cleanup();
  resetNotifications();
});

describe('the notification bell', () => {
  it('shows the unread count and follows pushed events live', async () => {
    items = [note(2), note(1)];
    serve();
    await render(createElement(NotificationBell), { path: '/cofre', pattern: '/cofre' });
    expect(shownCount()).toBe('2');
    expect(calls.some((c) => c.path === '/api/usuario/notifications' && c.query.get('perPage') === '1')).toBe(
      true,
    );

    await emit('notification', { notification: note(3, { not_status: 2 }), unread: 3 });
    expect(shownCount()).toBe('3');

    // Another tab read them all.
    await emit('notification.read', { unread: 0, ids: null, deleted: false });
    expect(shownCount()).toBe('');
  });

  it('opens the latest in a popover; "mark all as read" clears the count', async () => {
    items = [
      note(2, { not_description: 'O dispositivo “Vendas” foi desconectado.', not_status: 2 }),
      note(1),
    ];
    serve();
    await render(createElement(NotificationBell), { path: '/cofre', pattern: '/cofre' });
    await openPopover();
    expect(text()).toContain('O dispositivo “Vendas” foi desconectado.');
    expect(text()).toContain('2 não lidas');
    expect(text()).toContain('há 5 minutos');

    const markAll = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Marcar todas como lidas',
    );
    if (!markAll) throw new Error('no "mark all as read" button');
    await click(markAll);
    await settle(10);
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/usuario/notifications/show')).toBe(true);
    expect(shownCount()).toBe('');
    expect(text()).toContain('0 não lida');
  });

  it('a click on a notification marks it read and goes where it leads', async () => {
    items = [note(7, { link: '/devices', not_description: 'Conectado.' })];
    serve();
    await render(createElement(NotificationBell), { path: '/cofre', pattern: '/cofre' });
    expect(shownCount()).toBe('1');
    await openPopover();
    const item = [...document.querySelectorAll('[data-testid="notification-list"] [role="button"]')].find(
      (b) => b.textContent?.includes('Conectado.'),
    );
    if (!item) throw new Error('no notification in the popover');
    await click(item);
    await settle(10);
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/usuario/notification/7/show')).toBe(true);
    expect(location()).toBe('/devices');
  });

  it('"delete all" asks first, then empties the list', async () => {
    items = [note(1), note(2)];
    serve();
    await render(createElement(NotificationBell), { path: '/cofre', pattern: '/cofre' });
    await openPopover();
    const button = (label: string) => {
      const found = [...document.querySelectorAll('button')].filter((b) => b.textContent === label).at(-1);
      if (!found) throw new Error(`no button "${label}"`);
      return found;
    };
    await click(button('Excluir todas'));
    expect(text()).toContain('Excluir todas as suas notificações?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await click(button('Excluir todas'));
    await settle(10);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/usuario/notifications')).toBe(true);
    expect(text()).toContain('Nenhuma notificação.');
    expect(shownCount()).toBe('');
  });
});

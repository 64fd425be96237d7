// Records as the devices API answers them, for the devices-*.test.ts and chat-*.test.ts files.
import type { ChatView, DeviceView, MessageView, RealtimeEvents } from '../../common/schemas/messaging';

/** Device 7's conversations page, and the two people who write to it. */
export const CHATS_PAGE = { path: '/device/7/messages', pattern: '/device/:id/messages' };
export const ANA = '5511988880001';
export const BRUNO = '5521977770002';

export const device = (over: Partial<DeviceView> = {}): DeviceView => ({
  id: 7,
  uuid: '0b7c5d9e-7a1f-4b7e-9d4c-000000000007',
  name: 'Atendimento',
  state: 'open',
  logged_out: false,
  disconnect_reason: null,
  profile_name: 'Loja Centro',
  number: '5511999990001',
  server: { id: 1, nome: 'Gateway 1' },
  connected_at: '2026-03-05T12:00:00.000Z',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: null,
  limits: { minute: null, hour: null, day: null },
  queued: 0,
  ...over,
});

export const deviceEvent = (over: Partial<RealtimeEvents['device']> = {}): RealtimeEvents['device'] => ({
  id: 7,
  uuid: device().uuid,
  state: 'open',
  logged_out: false,
  disconnect_reason: null,
  profile_name: 'Loja Centro',
  number: '5511999990001',
  qr: null,
  ...over,
});

export const message = (over: Partial<MessageView> = {}): MessageView => ({
  id: 1,
  device_id: 7,
  campanha_id: null,
  chat_id: ANA,
  number: ANA,
  direction: 'out',
  text: 'Olá!',
  media: null,
  status: 'sent',
  error: null,
  attempts: 1,
  resend_of: null,
  resent_by: null,
  created_at: '2026-03-05T12:00:00.000Z',
  sent_at: '2026-03-05T12:00:01.000Z',
  delivered_at: null,
  read_at: null,
  ...over,
});

export const chat = (over: Partial<ChatView> = {}): ChatView => ({
  chat_id: ANA,
  number: ANA,
  name: 'Ana Souza',
  last_message: message(),
  total: 3,
  unread: 0,
  ...over,
});

/** Bruno's "Oi", received. */
export const brunoHello = () =>
  message({ id: 5, chat_id: BRUNO, direction: 'in', status: 'received', text: 'Oi' });

/** Bruno's conversation: a number with no name, his "Oi" last, 2 unread. */
export const brunoChat = (over: Partial<ChatView> = {}) =>
  chat({ chat_id: BRUNO, number: BRUNO, name: null, last_message: brunoHello(), unread: 2, ...over });

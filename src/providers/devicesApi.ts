// The devices area's calls outside react-admin's CRUD: create (which also creates the instance on a
// messaging server), update with the sending limits, the QR code and status of the connection, the
// WhatsApp logout, and the device's conversations: their messages, answers, reading and files.
import type {
  ChatView,
  DeviceQrView,
  DeviceStatusView,
  DeviceUpdateBody,
  DeviceView,
  MessageMediaLink,
  MessageView,
} from '../../common/schemas/messaging';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { ChatView, DeviceQrView, DeviceStatusView, DeviceUpdateBody, DeviceView, MessageView };

export interface Page<T> {
  data: T[];
  total: number;
}

type DeviceId = number | string;
const device = (id: DeviceId) => `/api/device/${encodeURIComponent(String(id))}`;

export const devicesApi = {
  /**
   * 201 with the device. The caller shows 422 (field errors) and 502/503 (the gateway's trouble, in
   * the server's words) itself; 402 (plan limit) goes through the global catalogue to the upgrade page.
   */
  create: (name: string) =>
    request<DeviceView>('/api/device/store', { method: 'POST', body: { name }, handle: [422, 502, 503] }),
  /** `uuid`: the device's uuid (its numeric id works too). Limits: null = the platform's default. */
  update: (uuid: string, body: DeviceUpdateBody) =>
    request<DeviceView>(`${device(uuid)}/update`, { method: 'PUT', body, handle: [422] }),
  details: (id: DeviceId, signal?: AbortSignal) => request<DeviceView>(`${device(id)}/details`, { signal }),
  /** code null with count 0: the QR is not ready yet (ask again in about a second). */
  qrcode: (id: DeviceId, signal?: AbortSignal) =>
    request<DeviceQrView>(`${device(id)}/qrcode`, { signal, handle: [502, 503] }),
  /** The connection as the gateway reports it (or the stored state with gateway_error). */
  status: (id: DeviceId, signal?: AbortSignal) =>
    request<DeviceStatusView>(`${device(id)}/status`, { signal, handle: [502, 503] }),
  /** Logs the phone out of WhatsApp; the device goes to 'close'. */
  logout: (id: DeviceId) => request<{ message: string }>(`${device(id)}/session`, { method: 'DELETE' }),
  remove: (id: DeviceId) => recordActions.remove('devices', id),
  /** The device's conversations, the most recent first. */
  chats: (id: DeviceId, query: { page: number; perPage: number; q?: string }, signal?: AbortSignal) =>
    request<Page<ChatView>>(`${device(id)}/messages`, { query, signal }),
  /** One conversation's messages, the NEWEST first (chatId: the number's digits; q: a search, ≥ 4 characters). */
  chatMessages: (
    id: DeviceId,
    chatId: string,
    query: { page: number; perPage: number; q?: string },
    signal?: AbortSignal,
  ) => request<Page<MessageView>>(`${device(id)}/message/${encodeURIComponent(chatId)}`, { query, signal }),
  /**
   * Answers in the conversation: 201 with the queued message. The caller shows 409 (device not
   * connected), 413 (file too large), 415/422 (type or text refused) in the server's words.
   */
  reply: (id: DeviceId, chatId: string, text: string, file: File | null) => {
    const form = new FormData();
    form.append('message', text);
    if (file) form.append('attachment', file, file.name);
    return request<MessageView>(`${device(id)}/message/${encodeURIComponent(chatId)}`, {
      method: 'POST',
      body: form,
      handle: [409, 413, 415, 422],
    });
  },
  /** What arrived in the conversation is read (here and on the sender's phone). */
  markRead: (id: DeviceId, chatId: string) =>
    request<{ read: number }>(`${device(id)}/message/${encodeURIComponent(chatId)}/read`, {
      method: 'PUT',
      handle: 'all',
    }),
  /** A short-lived link to a message's file; 404 while a received file cannot be fetched yet. */
  mediaLink: (id: DeviceId, messageId: number, signal?: AbortSignal) =>
    request<MessageMediaLink>(`${device(id)}/media/${messageId}`, { signal, handle: [404] }),
};

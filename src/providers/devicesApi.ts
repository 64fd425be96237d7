// The devices area's calls outside react-admin's CRUD: create (which also creates the instance on a
// messaging server), update with the sending limits, the QR code and status of the connection, the
// WhatsApp logout, and the device's conversations with their messages.
import type {
  ChatView,
  DeviceQrView,
  DeviceStatusView,
  DeviceUpdateBody,
  DeviceView,
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
  /** One conversation's messages, the NEWEST first (chatId: the number's digits). */
  chatMessages: (
    id: DeviceId,
    chatId: string,
    query: { page: number; perPage: number },
    signal?: AbortSignal,
  ) => request<Page<MessageView>>(`${device(id)}/message/${encodeURIComponent(chatId)}`, { query, signal }),
};

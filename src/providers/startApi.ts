// The company user's start (server/modules/dashboard/start.ts): the guided start's steps on /home
// and the unread WhatsApp messages per device for the menu's "Conversas". Neither says anything on
// a failure: the checklist and the count simply do not show.
import type { FirstStepsView } from '../../common/schemas/firstSteps';
import type { UnreadChatsView } from '../../common/schemas/unreadChats';
import { request } from './http';

export type { FirstStepsView, UnreadChatsView };

export const startApi = {
  firstSteps: (signal?: AbortSignal) =>
    request<{ data: FirstStepsView }>('/api/inicio/primeiros-passos', { signal, handle: 'all' }),
  unreadChats: (signal?: AbortSignal) =>
    request<UnreadChatsView>('/api/conversas/nao-lidas', { signal, handle: 'all' }),
};

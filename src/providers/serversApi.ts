// The servers area's calls outside react-admin's CRUD: the connection test and the status toggle.
import type { ServerTestResult, ServerView } from '../../common/schemas/servers';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { ServerTestResult, ServerView };

export const serversApi = {
  /** Calls the gateway with the stored key; always 200 with the outcome (ok or why not). */
  testConnection: (id: number | string) =>
    request<ServerTestResult>(`/api/server/${id}/testar`, { method: 'POST' }),
  toggleStatus: (id: number | string) => recordActions.toggleStatus<ServerView>('servers', id),
};

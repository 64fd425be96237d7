// The terms area's calls outside react-admin's CRUD (which dataProvider.ts maps for 'terms').
import type { Identifier } from 'ra-core';
import type { TermDetails, TermView } from '../../common/schemas/terms';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { TermDetails, TermView };

const term = (id: Identifier) => `/api/termo/${encodeURIComponent(String(id))}`;

export const termsApi = {
  /** Approves a draft: from then on every company user must accept it (451 until they do). */
  approve: (id: Identifier) =>
    request<{ message: string; data: TermView }>(`${term(id)}/aprovar`, { method: 'PATCH' }),
  /** Restores a deleted draft. */
  restore: (id: Identifier) => recordActions.restore<TermView>('terms', id),
};

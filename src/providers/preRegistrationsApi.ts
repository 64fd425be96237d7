// The pre-registrations area's calls outside react-admin's CRUD (which dataProvider.ts maps for
// 'preRegistrations').
import type { Identifier } from 'ra-core';
import type { PreRegistrationView } from '../../common/schemas/preRegistrations';
import { recordActions } from './dataProvider';
import { request } from './http';

export type { PreRegistrationView };

const preRegistration = (id: Identifier) => `/api/pre-cadastro/${encodeURIComponent(String(id))}`;

export const preRegistrationsApi = {
  /** Mails the confirmation link again with a new token (the old link stops working). */
  resendEmail: (id: Identifier) =>
    request<{ message: string; data: PreRegistrationView }>(`${preRegistration(id)}/reenviar-email`, {
      method: 'POST',
    }),
  /** Restores a deleted pre-registration. */
  restore: (id: Identifier) => recordActions.restore<PreRegistrationView>('preRegistrations', id),
};

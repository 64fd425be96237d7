// English labels of the preRegistrations resource: the keys of ../preRegistrations.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).
import type { preRegistrationsPtBR } from '../preRegistrations';
import type { SameKeys } from '../shape';

export const preRegistrationsEn: SameKeys<typeof preRegistrationsPtBR> = {
  name: 'Pre-registration |||| Pre-registrations',
  fields: {
    id: 'ID',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    confirmed: 'Confirmed',
    confirmed_at: 'Confirmed at',
    completed: 'Account created',
    created_at: 'Created at',
    created_from: 'Created from',
    created_to: 'Created until',
  },
  confirmed: { yes: 'Yes', no: 'No', any: 'All' },
  actions: { resend: 'Resend e-mail' },
  resend_hint: 'Sends a new confirmation link; the previous link stops working.',
  already_confirmed: 'This pre-registration has already confirmed its e-mail.',
};

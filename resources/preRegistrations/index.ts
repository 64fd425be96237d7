// The pre-registrations resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const preRegistrationsPages: Partial<Record<string, ComponentType>> = {
  preRegistrations: lazyPage(() =>
    import('./PreRegistrationList').then((m) => ({ default: m.PreRegistrationList })),
  ),
  preRegistrationShow: lazyPage(() =>
    import('./PreRegistrationShow').then((m) => ({ default: m.PreRegistrationShow })),
  ),
};

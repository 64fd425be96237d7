// The pre-registrations resource: its pages, each loaded when first opened with the resource's labels.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

/** Its labels, loaded with its pages. */
const messages = () => import('./messages');

export const preRegistrationsPages: Partial<Record<string, ComponentType>> = {
  preRegistrations: lazyPage(
    () => import('./PreRegistrationList').then((m) => ({ default: m.PreRegistrationList })),
    messages,
  ),
  preRegistrationShow: lazyPage(
    () => import('./PreRegistrationShow').then((m) => ({ default: m.PreRegistrationShow })),
    messages,
  ),
};

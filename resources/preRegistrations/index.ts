// The preRegistrations resource: the pages it provides for the routes of src/routes/table.ts.
import type { ComponentType } from 'react';
import { PreRegistrationList } from './PreRegistrationList';
import { PreRegistrationShow } from './PreRegistrationShow';

export const preRegistrationsPages: Partial<Record<string, ComponentType>> = {
  preRegistrations: PreRegistrationList,
  preRegistrationShow: PreRegistrationShow,
};

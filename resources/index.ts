// Every resource's pages, by route name (src/routes/table.ts).
import type { ComponentType } from 'react';
import { companiesPages } from './companies';
import { devicesPages } from './devices';
import { integrationsPages } from './integrations';
import { messagesPages } from './messages';
import { plansPages } from './plans';
import { preRegistrationsPages } from './preRegistrations';
import { serversPages } from './servers';
import { teamPages } from './team';
import { termsPages } from './terms';
import { usersPages } from './users';
import { vaultPages } from './vault';

export const resourcePages: Partial<Record<string, ComponentType>> = {
  ...plansPages,
  ...serversPages,
  ...usersPages,
  ...companiesPages,
  ...termsPages,
  ...preRegistrationsPages,
  ...vaultPages,
  ...devicesPages,
  ...messagesPages,
  ...teamPages,
  ...integrationsPages,
};

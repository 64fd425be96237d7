// The English labels of every resource, under react-admin's `resources` key (pt-BR: ../index.ts).
import { auditEn } from './audit';
import { companiesEn } from './companies';
import { devicesEn } from './devices';
import { filesEn } from './files';
import { messagesEn } from './messages';
import { plansEn } from './plans';
import { preRegistrationsEn } from './preRegistrations';
import { serversEn } from './servers';
import { signingEn } from './signing';
import { teamEn } from './team';
import { termsEn } from './terms';
import { usersEn } from './users';
import { vaultEn } from './vault';
import { vaultEventsEn } from './vaultEvents';

export const resourcesEn = {
  resources: {
    plans: plansEn,
    servers: serversEn,
    users: usersEn,
    companies: companiesEn,
    team: teamEn,
    terms: termsEn,
    preRegistrations: preRegistrationsEn,
    vault: vaultEn,
    files: filesEn,
    vaultEvents: vaultEventsEn,
    audit: auditEn,
    signing: signingEn,
    devices: devicesEn,
    messages: messagesEn,
  },
};

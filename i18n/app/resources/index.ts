// Each resource's labels live in a file of its own; merged under react-admin's `resources` key.
import { companiesEn, companiesPtBR } from './companies';
import { devicesEn, devicesPtBR } from './devices';
import { filesEn, filesPtBR } from './files';
import { messagesEn, messagesPtBR } from './messages';
import { plansEn, plansPtBR } from './plans';
import { preRegistrationsEn, preRegistrationsPtBR } from './preRegistrations';
import { serversEn, serversPtBR } from './servers';
import { signingEn, signingPtBR } from './signing';
import { termsEn, termsPtBR } from './terms';
import { usersEn, usersPtBR } from './users';
import { vaultEn, vaultPtBR } from './vault';
import { vaultEventsEn, vaultEventsPtBR } from './vaultEvents';

export const resourcesPtBR = {
  resources: {
    plans: plansPtBR,
    servers: serversPtBR,
    users: usersPtBR,
    companies: companiesPtBR,
    terms: termsPtBR,
    preRegistrations: preRegistrationsPtBR,
    vault: vaultPtBR,
    files: filesPtBR,
    vaultEvents: vaultEventsPtBR,
    signing: signingPtBR,
    devices: devicesPtBR,
    messages: messagesPtBR,
  },
};

export const resourcesEn = {
  resources: {
    plans: plansEn,
    servers: serversEn,
    users: usersEn,
    companies: companiesEn,
    terms: termsEn,
    preRegistrations: preRegistrationsEn,
    vault: vaultEn,
    files: filesEn,
    vaultEvents: vaultEventsEn,
    signing: signingEn,
    devices: devicesEn,
    messages: messagesEn,
  },
};

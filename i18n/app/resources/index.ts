// Each resource's labels live in a file of its own; merged under react-admin's `resources` key.
import { companiesEn, companiesPtBR } from './companies';
import { plansEn, plansPtBR } from './plans';
import { preRegistrationsEn, preRegistrationsPtBR } from './preRegistrations';
import { serversEn, serversPtBR } from './servers';
import { termsEn, termsPtBR } from './terms';
import { usersEn, usersPtBR } from './users';

export const resourcesPtBR = {
  resources: {
    plans: plansPtBR,
    servers: serversPtBR,
    users: usersPtBR,
    companies: companiesPtBR,
    terms: termsPtBR,
    preRegistrations: preRegistrationsPtBR,
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
  },
};

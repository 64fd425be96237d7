// Each resource's labels live in a file of its own; merged under react-admin's `resources` key.
// pt-BR here; English in en/index.ts, loaded only when chosen.
import { auditPtBR } from './audit';
import { companiesPtBR } from './companies';
import { devicesPtBR } from './devices';
import { filesPtBR } from './files';
import { messagesPtBR } from './messages';
import { plansPtBR } from './plans';
import { preRegistrationsPtBR } from './preRegistrations';
import { serversPtBR } from './servers';
import { signingPtBR } from './signing';
import { teamPtBR } from './team';
import { termsPtBR } from './terms';
import { usersPtBR } from './users';
import { vaultPtBR } from './vault';
import { vaultEventsPtBR } from './vaultEvents';

export const resourcesPtBR = {
  resources: {
    plans: plansPtBR,
    servers: serversPtBR,
    users: usersPtBR,
    companies: companiesPtBR,
    team: teamPtBR,
    terms: termsPtBR,
    preRegistrations: preRegistrationsPtBR,
    vault: vaultPtBR,
    files: filesPtBR,
    vaultEvents: vaultEventsPtBR,
    audit: auditPtBR,
    signing: signingPtBR,
    devices: devicesPtBR,
    messages: messagesPtBR,
  },
};

// Each resource's labels live in a file of its own; merged under react-admin's `resources` key.
// pt-BR here; English in en/index.ts, loaded only when chosen.
import { auditPtBR } from './audit';
import { devicesPtBR } from './devices';
import { filesPtBR } from './files';
import { messagesPtBR } from './messages';
import { signingPtBR } from './signing';
import { teamPtBR } from './team';
import { usersPtBR } from './users';
import { vaultPtBR } from './vault';
import { vaultEventsPtBR } from './vaultEvents';

export const resourcesPtBR = {
  resources: {
    users: usersPtBR,
    team: teamPtBR,
    vault: vaultPtBR,
    files: filesPtBR,
    vaultEvents: vaultEventsPtBR,
    audit: auditPtBR,
    signing: signingPtBR,
    devices: devicesPtBR,
    messages: messagesPtBR,
  },
};

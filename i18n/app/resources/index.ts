// Each resource's labels live in a file of its own; merged under react-admin's `resources` key.
// pt-BR here; English in en/index.ts, loaded only when chosen. Labels that only lazy pages use
// travel with those pages instead (resources/<name>/messages.ts).
import { devicesPtBR } from './devices';
import { messagesPtBR } from './messages';
import { signingPtBR } from './signing';
import { teamPtBR } from './team';
import { usersPtBR } from './users';

export const resourcesPtBR = {
  resources: {
    users: usersPtBR,
    team: teamPtBR,
    signing: signingPtBR,
    devices: devicesPtBR,
    messages: messagesPtBR,
  },
};

// The English labels of every resource, under react-admin's `resources` key (pt-BR: ../index.ts).
import { auditEn } from './audit';
import { devicesEn } from './devices';
import { filesEn } from './files';
import { messagesEn } from './messages';
import { signingEn } from './signing';
import { teamEn } from './team';
import { usersEn } from './users';
import { vaultEn } from './vault';
import { vaultEventsEn } from './vaultEvents';

export const resourcesEn = {
  resources: {
    users: usersEn,
    team: teamEn,
    vault: vaultEn,
    files: filesEn,
    vaultEvents: vaultEventsEn,
    audit: auditEn,
    signing: signingEn,
    devices: devicesEn,
    messages: messagesEn,
  },
};

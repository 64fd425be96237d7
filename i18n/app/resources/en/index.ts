// The English labels of the resources the first screen may show, under react-admin's `resources` key (pt-BR: ../index.ts).
import { devicesEn } from './devices';
import { messagesEn } from './messages';
import { signingEn } from './signing';
import { teamEn } from './team';
import { usersEn } from './users';

export const resourcesEn = {
  resources: {
    users: usersEn,
    team: teamEn,
    signing: signingEn,
    devices: devicesEn,
    messages: messagesEn,
  },
};

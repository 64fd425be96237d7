// English labels of the company's team: the keys of ../team.ts, checked by SameKeys. Loaded only
// when a user picks English (src/providers/i18nProvider.ts).

import type { SameKeys } from '../shape';
import type { teamPtBR } from '../team';

export const teamEn: SameKeys<typeof teamPtBR> = {
  name: 'Member |||| Members',
  fields: {
    nome: 'Name',
    email: 'E-mail',
    permissions: 'Permissions',
    status: 'Access',
    created_at: 'Joined',
    last_access_at: 'Last access',
    q: 'Search (name or e-mail)',
  },
  list: { members: 'Members', invite: 'Invite', owner: 'Owner', never: 'Never' },
  action: {
    permissions: 'Edit permissions',
    disable: 'Disable access',
    enable: 'Re-enable access',
    transfer: 'Transfer ownership',
  },
  confirm: {
    disable:
      "Disable %{name}'s access? Their sessions in this company end; their account and other companies stay.",
    enable: "Re-enable %{name}'s access to this company?",
    transfer:
      '%{name} becomes the owner of the company, and only they can hand it over again. You both keep your permissions.',
  },
  notify: {
    disabled: 'Access disabled.',
    enabled: 'Access re-enabled.',
    transferred: 'Ownership transferred to %{name}.',
  },
  invite: {
    title: 'Invite to the team',
    intro: 'The invitee gets an e-mail with a link to join this company with the role chosen.',
  },
  permissions: {
    title: "%{name}'s permissions",
    help: 'You only grant the permissions you hold; the others are shown disabled.',
  },
};

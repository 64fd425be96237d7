// English labels of the audit page's tabs and trail of acts: the keys of ../audit.ts, checked by
// SameKeys. Loaded only when a user picks English (src/providers/i18nProvider.ts).

import type { auditPtBR } from '../audit';
import type { SameKeys } from '../shape';

export const auditEn: SameKeys<typeof auditPtBR> = {
  tabs: {
    label: 'What the audit shows',
    files: 'Files',
    actions: 'Actions',
  },
  via_key: 'via key %{nome}',
  fields: {
    created_at: 'When',
    ator: 'Who',
    acao: 'Action',
    alvo: 'Target',
    ip: 'IP',
    details: 'Details',
    dados: 'Recorded data',
  },
  acao: {
    team: {
      invited: 'Invited to the team',
      invite_resent: 'Resent an invite',
      invite_revoked: 'Revoked an invite',
      permissions_changed: 'Changed permissions',
      access_switched: 'Turned an access on or off',
    },
    company: {
      owner_transferred: 'Transferred the company’s ownership',
      updated: 'Changed the company’s data',
      logo_changed: 'Changed the logo',
      logo_removed: 'Removed the logo',
    },
    api_key: {
      created: 'Created an API key',
      revoked: 'Revoked an API key',
    },
    webhook: {
      created: 'Added a webhook',
      updated: 'Changed a webhook',
      deleted: 'Deleted a webhook',
      secret_rotated: 'Rotated a webhook’s secret',
      redelivered: 'Redelivered a webhook delivery',
    },
    api: { request: 'API call' },
  },
  api_request: '%{rota} · answered %{status}',
  alvo: {
    usuario: 'User',
    convite: 'Invite',
    empresa: 'Company',
    api_key: 'API key',
    webhook: 'Webhook',
  },
  details: {
    open: 'See details: %{acao}',
    none: 'Nothing recorded besides the target.',
  },
  load: {
    failed: 'The actions could not be loaded.',
    empty:
      'No actions recorded yet. Changes to the team, the company’s data, API keys and webhooks show up here.',
  },
  paging: {
    previous: 'Previous',
    next: 'Next',
    page: 'Page %{page} of %{pages}',
  },
};

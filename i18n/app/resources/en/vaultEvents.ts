// English labels of the vaultEvents resource: the keys of ../vaultEvents.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).

import type { SameKeys } from '../shape';
import type { vaultEventsPtBR } from '../vaultEvents';

export const vaultEventsEn: SameKeys<typeof vaultEventsPtBR> = {
  name: 'Event |||| Events',
  fields: {
    created_at: 'When',
    arquivo: 'File',
    acao: 'Action',
    ator: 'Who',
    email: 'E-mail',
    ip: 'IP',
    user_agent: 'Browser (user agent)',
    dados: 'Details',
  },
  filters: {
    user_id: 'User',
    acao: 'Action',
    q: 'File name',
    from: 'From',
    to: 'To',
  },
  export_file: 'audit',
  empty: {
    title: 'No events recorded',
    text: 'Every upload, view, download, change and deletion of a vault file shows up here.',
  },
};

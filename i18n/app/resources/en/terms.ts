// English labels of the terms resource: the keys of ../terms.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).

import type { SameKeys } from '../shape';
import type { termsPtBR } from '../terms';

export const termsEn: SameKeys<typeof termsPtBR> = {
  name: 'Term of use |||| Terms of use',
  fields: {
    id: 'ID',
    termo_descricao: 'Term text',
    trecho: 'Excerpt',
    status: 'Status',
    approved_at: 'Approved at',
    approved_by: 'Approved by',
    created_by: 'Created by',
    aceites: 'Acceptances',
    created_at: 'Created at',
    updated_at: 'Updated at',
    deleted: 'Deleted',
  },
  action: { create: 'New term' },
  actions: { approve: 'Approve', delete: 'Delete', restore: 'Restore' },
  status: { draft: 'Draft', approved: 'Approved' },
  helper: {
    termo_descricao: 'Plain text: line breaks are kept as written. At least 20 characters.',
  },
  approve: {
    title: 'Approve term',
    content:
      'Once approved, the term can no longer be changed or deleted, and every company user will have ' +
      'to accept it to keep using the system. Approve now?',
    done: 'Term approved.',
  },
  delete: {
    title: 'Delete term',
    content: 'Delete this draft? It can be restored later.',
  },
  approved_note:
    'This term was approved on %{date} and cannot be changed. To change the text, create a new version.',
  recent_acceptances: 'Recent acceptances',
  no_acceptances: 'No user has accepted this term yet.',
  acceptance: { user: 'User', email: 'E-mail', accepted_at: 'Accepted at', ip: 'IP' },
  export_file: 'terms',
};

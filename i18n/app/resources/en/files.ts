// English labels of the files resource: the keys of ../files.ts, checked by SameKeys. Loaded only when
// a user picks English (src/providers/i18nProvider.ts).
import type { filesPtBR } from '../files';
import type { SameKeys } from '../shape';

export const filesEn: SameKeys<typeof filesPtBR> = {
  name: 'Deleted file |||| Deleted files',
  fields: {
    nome: 'File',
    pasta_nome: 'Folder',
    tamanho: 'Size',
    deleted_at: 'Deleted at',
    deleted_by: 'Deleted by',
    uploaded_by: 'Uploaded by',
  },
  filters: { q: 'File name' },
  list: { actions: 'Actions' },
  actions: {
    back: 'Back to the vault',
    restore: 'Restore',
    purge: 'Delete permanently',
  },
  confirm: {
    purge_title: 'Delete permanently',
    purge_content:
      'Delete "%{name}" permanently? The file\'s content will be erased and this cannot be undone. The file\'s event history is kept.',
  },
  notify: {
    restored_many: '%{smart_count} file restored. |||| %{smart_count} files restored.',
  },
  empty: {
    title: 'No deleted files',
    text: 'Files deleted from the vault stay here until they are restored or deleted permanently.',
  },
};

// Labels of the deleted-files list (the vault's trash, /cofre/excluidos), in both languages.
import type { SameKeys } from './shape';

export const filesPtBR = {
  name: 'Arquivo excluído |||| Arquivos excluídos',
  fields: {
    nome: 'Arquivo',
    pasta_nome: 'Pasta',
    tamanho: 'Tamanho',
    deleted_at: 'Excluído em',
    deleted_by: 'Excluído por',
    uploaded_by: 'Enviado por',
  },
  filters: { q: 'Nome do arquivo' },
  list: { actions: 'Ações' },
  actions: {
    back: 'Voltar ao cofre',
    restore: 'Restaurar',
    purge: 'Excluir definitivamente',
  },
  confirm: {
    purge_title: 'Excluir definitivamente',
    purge_content:
      'Excluir "%{name}" definitivamente? O conteúdo do arquivo será apagado e isso não pode ser desfeito. O histórico de eventos do arquivo é mantido.',
  },
  notify: {
    restored_many: '%{smart_count} arquivo restaurado. |||| %{smart_count} arquivos restaurados.',
  },
  empty: {
    title: 'Nenhum arquivo excluído',
    text: 'Os arquivos excluídos do cofre ficam aqui até serem restaurados ou excluídos definitivamente.',
  },
} as const;

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

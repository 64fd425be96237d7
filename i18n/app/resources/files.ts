// Labels of the deleted-files list (the vault's trash, /cofre/excluidos), in pt-BR (English: en/files.ts).

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

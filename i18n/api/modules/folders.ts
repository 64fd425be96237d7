// API messages of the vault's folders, in both languages (same keys).
export const foldersPtBR = {
  'folders.created': 'Pasta criada.',
  'folders.renamed': 'Pasta renomeada.',
  'folders.reordered': 'Ordem das pastas atualizada.',
  'folders.deleted': 'Pasta excluída.',
  'folders.name_taken': 'Já existe uma pasta chamada ":nome" neste local.',
  'folders.invalid_name':
    'O nome da pasta não pode conter os caracteres / \\ : * ? " < > | nem caracteres de controle.',
  'folders.order_mismatch':
    'A lista de pastas deve conter exatamente as pastas deste nível. Atualize a página e tente novamente.',
  'folders.not_empty': 'Esta pasta não pode ser excluída porque possui subpastas ou arquivos.',
  'attributes.parent_id': 'pasta superior',
} as const;

export const foldersEn: Record<keyof typeof foldersPtBR, string> = {
  'folders.created': 'Folder created.',
  'folders.renamed': 'Folder renamed.',
  'folders.reordered': 'Folder order updated.',
  'folders.deleted': 'Folder deleted.',
  'folders.name_taken': 'A folder named ":nome" already exists here.',
  'folders.invalid_name':
    'A folder name may not contain the characters / \\ : * ? " < > | nor control characters.',
  'folders.order_mismatch':
    'The list must hold exactly the folders of this level. Reload the page and try again.',
  'folders.not_empty': 'This folder cannot be deleted because it holds subfolders or files.',
  'attributes.parent_id': 'parent folder',
};

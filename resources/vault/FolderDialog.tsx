// Create a folder in the current level, or rename one.
import { useTranslate } from 'react-admin';
import { FOLDER_NAME_MAX, hasOnlyAllowedCharacters } from '../../common/schemas/folders';
import { type FolderView, vaultApi } from '../../src/providers/vaultApi';
import { NameDialog } from './NameDialog';

/** The API's rule for folder names: 1–120 characters, none of / \ : * ? " < > | or control chars. */
export const folderNameProblem = (name: string): string | undefined =>
  name.length < 1 || name.length > FOLDER_NAME_MAX || !hasOnlyAllowedCharacters(name)
    ? 'resources.vault.folder_dialog.invalid'
    : undefined;

interface Props {
  /** The folder to rename; absent: a new folder under parentId. */
  folder?: FolderView;
  parentId: number | null;
  onClose(): void;
  onSaved(): void;
}

export function FolderDialog({ folder, parentId, onClose, onSaved }: Props) {
  const translate = useTranslate();
  return (
    <NameDialog
      title={translate(
        folder ? 'resources.vault.folder_dialog.rename_title' : 'resources.vault.folder_dialog.create_title',
      )}
      label={translate('resources.vault.folder_dialog.name')}
      initial={folder?.nome ?? ''}
      check={folderNameProblem}
      save={(nome) =>
        folder ? vaultApi.renameFolder(folder.id, nome, [422]) : vaultApi.createFolder(nome, parentId, [422])
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

// Rename a file; a name typed without an extension keeps the current one (the API's rule).
import { useTranslate } from 'react-admin';
import { type FileView, vaultApi } from '../../src/providers/vaultApi';
import { NameDialog } from './NameDialog';

interface Props {
  file: FileView;
  onClose(): void;
  onSaved(): void;
}

export function RenameDialog({ file, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const dot = file.nome.lastIndexOf('.');
  return (
    <NameDialog
      title={translate('resources.vault.rename_dialog.title')}
      label={translate('resources.vault.rename_dialog.name')}
      initial={file.nome}
      helper={
        file.extensao ? translate('resources.vault.rename_dialog.helper', { ext: file.extensao }) : undefined
      }
      check={(nome) => (nome.length > 255 ? 'resources.vault.rename_dialog.too_long' : undefined)}
      selectEnd={dot > 0 ? dot : undefined}
      save={(nome) => vaultApi.renameFile(file.id, nome, [422])}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

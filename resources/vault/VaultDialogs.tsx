// The one dialog the vault page has open, if any: folder create/rename, file rename, move,
// details, history, preview, sending a draft for signature (or a denied, cancelled or expired one
// again) or following its signing process.
import type { FileView, FolderView, LevelView } from '../../src/providers/vaultApi';
import { RequestSignaturesDialog } from '../signing/RequestSignaturesDialog';
import { SendAgainDialog } from '../signing/SendAgainDialog';
import { SigningProcessDialog } from '../signing/SigningProcessDialog';
import { DetailsDialog } from './DetailsDialog';
import { FolderDialog } from './FolderDialog';
import { HistoryDialog } from './HistoryDialog';
import { MoveDialog } from './MoveDialog';
import { PreviewDialog } from './PreviewDialog';
import { RenameDialog } from './RenameDialog';
import { useVaultPermissions } from './useVaultPermissions';
import '../signing/messages';

export type VaultDialog =
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: FolderView }
  | {
      kind: 'rename' | 'details' | 'history' | 'preview' | 'requestSignatures' | 'signatures' | 'sendAgain';
      file: FileView;
    }
  | { kind: 'move'; files: FileView[] }
  | null;

interface Props {
  dialog: VaultDialog;
  level: LevelView;
  onClose(): void;
  onFoldersChanged(): void;
  onFilesChanged(): void;
  /** Signatures were asked for this draft. */
  onRequested(file: FileView): void;
  onDownload(file: FileView): void;
}

export function VaultDialogs({
  dialog,
  level,
  onClose,
  onFoldersChanged,
  onFilesChanged,
  onRequested,
  onDownload,
}: Props) {
  const can = useVaultPermissions();
  if (!dialog) return null;
  const saved = (after: () => void) => () => {
    onClose();
    after();
  };
  switch (dialog.kind) {
    case 'newFolder':
      return (
        <FolderDialog
          parentId={level.nivel?.id ?? null}
          onClose={onClose}
          onSaved={saved(onFoldersChanged)}
        />
      );
    case 'renameFolder':
      return (
        <FolderDialog
          folder={dialog.folder}
          parentId={dialog.folder.parent_id}
          onClose={onClose}
          onSaved={saved(onFoldersChanged)}
        />
      );
    case 'rename':
      return <RenameDialog file={dialog.file} onClose={onClose} onSaved={saved(onFilesChanged)} />;
    case 'move':
      return (
        <MoveDialog files={dialog.files} start={level} onClose={onClose} onMoved={saved(onFilesChanged)} />
      );
    case 'details':
      return <DetailsDialog file={dialog.file} onClose={onClose} />;
    case 'history':
      return <HistoryDialog file={dialog.file} onClose={onClose} />;
    case 'preview':
      return <PreviewDialog file={dialog.file} onClose={onClose} onDownload={onDownload} />;
    case 'requestSignatures': {
      const { file } = dialog;
      const sent = () => {
        onRequested(file);
        onFilesChanged();
      };
      return <RequestSignaturesDialog file={file} onClose={onClose} onSent={saved(sent)} />;
    }
    case 'sendAgain':
      return <SendAgainDialog file={dialog.file} onClose={onClose} onSent={saved(onFilesChanged)} />;
    case 'signatures':
      return (
        <SigningProcessDialog
          file={dialog.file}
          permissions={{ request: can.requestSignatures, manage: can.manageSignatures }}
          onClose={onClose}
          onChanged={onFilesChanged}
        />
      );
  }
}

// The actions of one file or folder, at the pointer (right-click) or under its ⋮ button; only the
// actions the user's permissions allow are listed. A draft file can be sent for signature; a file
// already sent shows its signing process; a denied, cancelled or expired one can be sent again. A
// completed PDF downloads its signed copy ("Baixar assinado") and, apart, its original; a completed
// file of another kind, itself and its certificate (fileDownload.ts).
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HistoryIcon from '@mui/icons-material/History';
import InfoIcon from '@mui/icons-material/Info';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isResendable } from '../../common/signing';
import type { FileView, FolderView } from '../../src/providers/vaultApi';
import { mainDownloadLabel, sealedKind } from './fileDownload';
import type { VaultPermissions } from './useVaultPermissions';

export type MenuAnchor = { top: number; left: number } | HTMLElement;
export type FileAction =
  | 'preview'
  | 'details'
  | 'history'
  | 'requestSignatures'
  | 'signatures'
  | 'sendAgain'
  | 'rename'
  | 'move'
  | 'download'
  | 'downloadOriginal'
  | 'downloadCertificate'
  | 'delete';
export type FolderAction = 'open' | 'rename' | 'delete';
export type MenuTarget = { kind: 'file'; file: FileView } | { kind: 'folder'; folder: FolderView };

interface Item<A> {
  action: A;
  icon: ReactNode;
  allowed: boolean;
  testId?: string;
  /** Its label under resources.vault.menu, when not the action's name. */
  label?: string;
}

const fileItems = (p: VaultPermissions, file: FileView): Item<FileAction>[] => [
  { action: 'preview', icon: <VisibilityIcon fontSize="small" />, allowed: true },
  { action: 'details', icon: <InfoIcon fontSize="small" />, allowed: true },
  { action: 'history', icon: <HistoryIcon fontSize="small" />, allowed: true },
  {
    action: 'requestSignatures',
    icon: <DrawIcon fontSize="small" />,
    allowed: p.requestSignatures && file.status === 'draft',
    testId: 'file-action-request-signatures',
  },
  {
    action: 'signatures',
    icon: <FactCheckIcon fontSize="small" />,
    allowed: file.status !== 'draft',
    testId: 'file-action-signatures',
  },
  {
    action: 'sendAgain',
    icon: <ReplayIcon fontSize="small" />,
    allowed: p.requestSignatures && isResendable(file.status),
    testId: 'file-action-send-again',
  },
  { action: 'rename', icon: <DriveFileRenameOutlineIcon fontSize="small" />, allowed: p.manage },
  { action: 'move', icon: <DriveFileMoveIcon fontSize="small" />, allowed: p.manage },
  {
    action: 'download',
    icon: <DownloadIcon fontSize="small" />,
    allowed: true,
    label: mainDownloadLabel(file),
    testId: 'file-action-download',
  },
  {
    action: 'downloadOriginal',
    icon: <FileDownloadOutlinedIcon fontSize="small" />,
    allowed: sealedKind(file) === 'signed',
    testId: 'file-action-download-original',
  },
  {
    action: 'downloadCertificate',
    icon: <FileDownloadOutlinedIcon fontSize="small" />,
    allowed: sealedKind(file) === 'certificate',
    testId: 'file-action-download-certificate',
  },
  { action: 'delete', icon: <DeleteIcon fontSize="small" />, allowed: p.remove },
];

const folderItems = (p: VaultPermissions): Item<FolderAction>[] => [
  { action: 'open', icon: <FolderOpenIcon fontSize="small" />, allowed: true },
  { action: 'rename', icon: <DriveFileRenameOutlineIcon fontSize="small" />, allowed: p.manage },
  { action: 'delete', icon: <DeleteIcon fontSize="small" />, allowed: p.manage },
];

interface Props {
  anchor: MenuAnchor | null;
  target: MenuTarget | null;
  permissions: VaultPermissions;
  onClose(): void;
  onFileAction(action: FileAction, file: FileView): void;
  onFolderAction(action: FolderAction, folder: FolderView): void;
}

export function ContextMenu({ anchor, target, permissions, onClose, onFileAction, onFolderAction }: Props) {
  const translate = useTranslate();
  const open = Boolean(anchor && target);
  const atPointer = anchor !== null && !(anchor instanceof HTMLElement);
  const items: Item<string>[] =
    target?.kind === 'folder'
      ? folderItems(permissions)
      : target?.kind === 'file'
        ? fileItems(permissions, target.file)
        : [];
  const choose = (action: string) => {
    onClose();
    if (target?.kind === 'file') onFileAction(action as FileAction, target.file);
    else if (target?.kind === 'folder') onFolderAction(action as FolderAction, target.folder);
  };
  return (
    <Menu
      open={open}
      onClose={onClose}
      anchorReference={atPointer ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={atPointer ? anchor : undefined}
      anchorEl={atPointer ? undefined : (anchor as HTMLElement | null)}
      // A right-click on the backdrop closes this menu rather than opening the browser's.
      slotProps={{
        root: {
          onContextMenu: (e: MouseEvent) => {
            e.preventDefault();
            onClose();
          },
        },
      }}
    >
      {items
        .filter((item) => item.allowed)
        .map((item) => (
          <MenuItem key={item.action} onClick={() => choose(item.action)} data-testid={item.testId}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{translate(`resources.vault.menu.${item.label ?? item.action}`)}</ListItemText>
          </MenuItem>
        ))}
    </Menu>
  );
}

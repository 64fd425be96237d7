// The one action a file's row shows as a button, beside its ⋮ menu, when its state calls for one: a
// draft is sent for signature ("Solicitar assinaturas", with signing.request), a completed file is
// downloaded ("Baixar assinado" for a PDF: its signed copy). Named with the file, its visible text first.
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { FileView } from '../../src/providers/vaultApi';
import type { FileAction } from './ContextMenu';
import { mainDownloadLabel, sealedKind } from './fileDownload';
import type { VaultPermissions } from './useVaultPermissions';

interface Props {
  file: FileView;
  can: VaultPermissions;
  onAction(action: FileAction, file: FileView): void;
}

/** The row's action for this file, if its state calls for one. */
export function quickActionOf(
  file: FileView,
  can: VaultPermissions,
): 'requestSignatures' | 'download' | null {
  if (file.status === 'draft' && can.requestSignatures) return 'requestSignatures';
  if (sealedKind(file)) return 'download';
  return null;
}

export function FileQuickAction({ file, can, onAction }: Props) {
  const translate = useTranslate();
  const action = quickActionOf(file, can);
  if (!action) return null;
  const label = translate(
    `resources.vault.menu.${action === 'download' ? mainDownloadLabel(file) : 'requestSignatures'}`,
  );
  return (
    <Button
      size="small"
      variant={action === 'requestSignatures' ? 'outlined' : 'text'}
      startIcon={action === 'download' ? <DownloadIcon /> : <DrawIcon />}
      aria-label={translate('resources.vault.files.row_action', { action: label, name: file.nome })}
      data-testid={action === 'download' ? 'file-quick-download' : 'file-quick-request'}
      onClick={() => onAction(action, file)}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

// The vault's toolbar: search, "Nova pasta", "Enviar arquivos", and the actions on the ticked
// files (move, delete) with how many are ticked. Only what the user may do is shown.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SearchBox } from './SearchBox';
import type { VaultPermissions } from './useVaultPermissions';

interface Props {
  can: VaultPermissions;
  search: string;
  onSearch(value: string): void;
  selected: number;
  onNewFolder(): void;
  onUpload(): void;
  onMoveSelected(): void;
  onDeleteSelected(): void;
}

export function VaultToolbar(props: Props) {
  const { can, selected } = props;
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.vault.toolbar.${key}`);
  return (
    <Box
      role="toolbar"
      aria-label={translate('resources.vault.toolbar.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <SearchBox value={props.search} onChange={props.onSearch} />
      <Box sx={{ flex: 1 }} />
      {selected > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" aria-live="polite">
            {translate('resources.vault.toolbar.selected', { smart_count: selected })}
          </Typography>
          {can.manage && (
            <Button variant="outlined" startIcon={<DriveFileMoveIcon />} onClick={props.onMoveSelected}>
              {t('move_selected')}
            </Button>
          )}
          {can.remove && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={props.onDeleteSelected}
            >
              {t('delete_selected')}
            </Button>
          )}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {can.manage && (
            <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={props.onNewFolder}>
              {t('new_folder')}
            </Button>
          )}
          {can.upload && (
            <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={props.onUpload}>
              {t('upload')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

// What an empty folder shows: that it is empty, and how to fill it when the user may upload.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function EmptyState({ canUpload, onUpload }: { canUpload: boolean; onUpload(): void }) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="vault-empty"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <FolderOpenIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="p">
        {translate('resources.vault.empty.title')}
      </Typography>
      {canUpload && (
        <>
          <Typography color="text.secondary">{translate('resources.vault.empty.upload_hint')}</Typography>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={onUpload}>
            {translate('resources.vault.toolbar.upload')}
          </Button>
        </>
      )}
    </Box>
  );
}

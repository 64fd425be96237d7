// The page area that takes files: drop one or many anywhere on it, or pick them with the
// "Enviar arquivos" button (children get `open`). Without vault.upload it takes nothing.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDropzone } from 'react-dropzone';
import { useClientSettings } from '../../src/providers/clientSettings';
import { acceptAttribute } from './uploadCheck';

interface Props {
  enabled: boolean;
  onFiles(files: File[]): void;
  children(open: () => void): ReactNode;
}

export function UploadZone({ enabled, onFiles, children }: Props) {
  const translate = useTranslate();
  const settings = useClientSettings();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => {
      if (files.length > 0) onFiles(files);
    },
    noClick: true,
    noKeyboard: true,
    multiple: true,
    disabled: !enabled,
    useFsAccessApi: false,
  });
  return (
    <Box
      // Never aria-disabled: that would announce every button inside as disabled.
      {...getRootProps({ 'aria-disabled': undefined })}
      data-testid="vault-dropzone"
      sx={{ position: 'relative', minHeight: 320 }}
    >
      <input
        {...getInputProps({
          accept: acceptAttribute(settings?.upload),
          'aria-label': translate('resources.vault.upload.input'),
        })}
        data-testid="vault-file-input"
      />
      {children(open)}
      {isDragActive && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'action.hover',
            backdropFilter: 'blur(2px)',
            pointerEvents: 'none',
          }}
        >
          <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" color="primary">
            {translate('resources.vault.upload.drop_here')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

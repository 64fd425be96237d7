// Where the file to check goes: a button picks it (tapping anywhere on the area does too), or it is
// dragged onto the area.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDropzone } from 'react-dropzone';
import { useSigningT } from './useSigningT';

export function VerifyDropzone({ onFile, disabled }: { onFile(file: File): void; disabled: boolean }) {
  const { t } = useSigningT();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => {
      const [file] = files;
      if (file) onFile(file);
    },
    multiple: false,
    disabled,
    // The button below is the keyboard's way in; the area only adds a bigger target for the pointer.
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
  });
  return (
    <Box
      {...getRootProps({ onClick: () => !disabled && open() })}
      data-testid="verify-dropzone"
      data-active={isDragActive}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: isDragActive ? 'action.selected' : 'action.hover',
        p: { xs: 2, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input {...getInputProps({ 'aria-label': t('verify.input') })} data-testid="verify-file-input" />
      <UploadFileIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>
        {isDragActive ? t('verify.drop_active') : t('verify.drop')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          open();
        }}
        sx={{ minHeight: 48 }}
      >
        {t('verify.choose')}
      </Button>
    </Box>
  );
}

// The template's PDF: dragged onto the area or picked with its button (tapping the area does too);
// once chosen, its name and size, and the button changes it. The browser refuses what is not a PDF,
// an empty file or one over the deployment's upload limit before anything is sent.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import { useDropzone } from 'react-dropzone';
import { formatBytes } from '../../common/bytes';
import { useClientSettings } from '../../src/providers/clientSettings';
import { languageOf } from '../vault/bytes';
import { useTemplatesT } from './useTemplatesT';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

interface Props {
  file: File | null;
  /** A file chosen, or the reason (an i18n key with its arguments) it cannot be. */
  onFile(file: File | null, refusal?: { key: string; args?: Record<string, unknown> }): void;
  error?: string;
  disabled: boolean;
}

export function PdfPicker({ file, onFile, error, disabled }: Props) {
  const { t } = useTemplatesT();
  const lang = languageOf(useLocale());
  const maxBytes = useClientSettings()?.upload.max_bytes;
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isPdf(chosen)) onFile(null, { key: 'errors.pdf_only', args: { name: chosen.name } });
    else if (chosen.size === 0) onFile(null, { key: 'errors.pdf_empty', args: { name: chosen.name } });
    else if (maxBytes && chosen.size > maxBytes)
      onFile(null, { key: 'errors.pdf_too_large', args: { max: formatBytes(maxBytes, lang) } });
    else onFile(chosen);
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (files) => pick(files[0]),
    multiple: false,
    disabled,
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
  });
  return (
    <Box>
      <Box
        {...getRootProps({ onClick: () => !disabled && open() })}
        data-testid="template-pdf-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: isDragActive ? 'action.selected' : 'action.hover',
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <input
          {...getInputProps({ accept: 'application/pdf,.pdf', 'aria-label': t('create.pdf_input') })}
          data-testid="template-pdf-input"
        />
        {file ? (
          <>
            <PictureAsPdfIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography sx={{ wordBreak: 'break-word' }} data-testid="template-pdf-chosen">
              {t('create.pdf_chosen', { name: file.name, size: formatBytes(file.size, lang) })}
            </Typography>
          </>
        ) : (
          <>
            <UploadFileIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography sx={{ display: { xs: 'none', sm: 'block' } }}>
              {isDragActive ? t('create.pdf_drop_active') : t('create.pdf_drop')}
            </Typography>
          </>
        )}
        <Button
          variant={file ? 'outlined' : 'contained'}
          disabled={disabled}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t(file ? 'create.pdf_change' : 'create.pdf_choose')}
        </Button>
      </Box>
      {error && (
        <FormHelperText error data-testid="template-pdf-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

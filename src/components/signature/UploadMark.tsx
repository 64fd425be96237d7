// The uploaded way to a mark: a PNG or JPEG picked from the device (a photo or scan of a signature on
// paper), checked for its type and size before anything is sent (the server checks the bytes again
// and crops the image to its ink), and shown before it is adopted.
import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { formatBytes } from '../../../common/bytes';
import { MARK_UPLOAD_MAX_BYTES } from '../../../common/signatureFields';
import { useFieldsT } from '../../pages/signing/useFieldsT';

const TYPES = ['image/png', 'image/jpeg'];

export interface UploadMarkProps {
  file: File | null;
  /** A file that passed the checks. */
  onChange(file: File): void;
  disabled?: boolean;
}

export function UploadMark({ file, onChange, disabled }: UploadMarkProps) {
  const { t, lang } = useFieldsT();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const size = formatBytes(MARK_UPLOAD_MAX_BYTES, lang);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const problem = !TYPES.includes(chosen.type)
      ? 'not_image'
      : chosen.size > MARK_UPLOAD_MAX_BYTES
        ? 'too_big'
        : null;
    setRefusal(problem && t(`marks.upload.${problem}`, { size }));
    if (!problem) onChange(chosen);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('marks.upload.hint', { size })}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        onChange={choose}
        data-testid="mark-file-input"
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {t(file ? 'marks.upload.change' : 'marks.upload.choose')}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {file && preview && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            p: 1,
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            component="img"
            src={preview}
            alt={t('marks.upload.preview', { name: file.name })}
            data-testid="mark-file-preview"
            sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
          />
        </Box>
      )}
    </Stack>
  );
}

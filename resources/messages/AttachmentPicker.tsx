// The optional attachment of a send: one file up to 16 MB, shown with its name and size, removable.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatBytes, languageOf } from '../vault/bytes';

/** The API's limit for an attachment (MESSAGE_ATTACHMENT_MAX_BYTES's default). */
export const ATTACHMENT_MAX_BYTES = 16 * 1024 * 1024;
/** What WhatsApp delivers as a document, image, audio or video (the API has the last word). */
const ACCEPT = [
  '.pdf',
  'image/*',
  'audio/*',
  'video/*',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
].join(',');

export function AttachmentPicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange(file: File | null): void;
}) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const [error, setError] = useState<string | null>(null);
  const max = formatBytes(ATTACHMENT_MAX_BYTES, lang);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size === 0) setError(translate('resources.messages.create.attachment.empty'));
    else if (picked.size > ATTACHMENT_MAX_BYTES)
      setError(translate('resources.messages.create.attachment.too_large', { max }));
    else {
      setError(null);
      onChange(picked);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {translate('resources.messages.create.attachment.add')}
          <input
            type="file"
            hidden
            accept={ACCEPT}
            aria-label={translate('resources.messages.create.attachment.input')}
            data-testid="attachment-input"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {file && (
          <>
            <Chip data-testid="attachment-chip" label={`${file.name} (${formatBytes(file.size, lang)})`} />
            <IconButton
              size="small"
              aria-label={translate('resources.messages.create.attachment.remove')}
              onClick={() => onChange(null)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {translate('resources.messages.create.attachment.helper', { max })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

// The optional attachment of a send: one file (photos, audio and video up to 16 MB, documents up to
// 100 MB by default — the deployment's limits from init/client), shown with its name and size, removable.
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
import { DEFAULT_MESSAGE_FILE_LIMITS, fileLimitOf } from '../../common/messaging/fileLimits';
import { useClientSettings } from '../../src/providers/clientSettings';
import { formatBytes, languageOf } from '../vault/bytes';

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
  const limits = useClientSettings()?.messaging ?? DEFAULT_MESSAGE_FILE_LIMITS;
  const media = formatBytes(limits.media_max_bytes, lang);
  const documents = formatBytes(limits.document_max_bytes, lang);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const limit = fileLimitOf(picked.type, limits);
    if (picked.size === 0) setError(translate('resources.messages.create.attachment.empty'));
    else if (picked.size > limit)
      setError(
        translate('resources.messages.create.attachment.too_large', { max: formatBytes(limit, lang) }),
      );
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
        {translate('resources.messages.create.attachment.helper', { media, documents })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

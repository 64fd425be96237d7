// An image the user keeps on the server (the profile photo, the company's logo): the current one,
// a new one chosen and previewed before it is sent (type and size checked first; the server checks
// the bytes again and re-encodes it), and removal. The server's refusals (not an image, too big) are
// shown here. Each user of it brings its own words, calls and preview shape.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatBytes } from '../../common/bytes';
import { useClientSettings } from '../providers/clientSettings';
import { HttpError } from '../providers/http';
import { getLanguage } from '../providers/preferences';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The picker's words: title, alt, preview, choose, send, remove, hint and too_big (with %{size}), not_image, cancel. */
export type ImagePickerWord =
  | 'title'
  | 'alt'
  | 'preview'
  | 'choose'
  | 'send'
  | 'remove'
  | 'hint'
  | 'not_image'
  | 'too_big'
  | 'cancel';

export interface ImagePickerProps {
  url: string | null;
  t(word: ImagePickerWord, options?: { size: string }): string;
  /** Sends the image; answers the server's message and the new image's link. */
  upload(file: File): Promise<{ message: string; url: string }>;
  remove(): Promise<{ message: string }>;
  /** After an upload or a removal succeeded: the new link (null: none). */
  onChange(url: string | null): void;
  /** Draws the image shown (the preview of the chosen one, else the current one). */
  preview(src: string | undefined, alt: string): ReactNode;
  inputTestId?: string;
}

/** The message of a refusal the picker shows (413, 422), or null for other failures (notified elsewhere). */
function refusalMessage(err: unknown): string | null {
  if (!(err instanceof HttpError) || (err.status !== 422 && err.status !== 413)) return null;
  return err.body.message ?? err.message;
}

export function ImagePicker({ url, t, upload, remove, onChange, preview, inputTestId }: ImagePickerProps) {
  const notify = useNotify();
  const maxBytes = useClientSettings()?.photo.max_bytes;
  const size = maxBytes ? formatBytes(maxBytes, getLanguage()) : '…';
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setPreviewUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    setAlert(null);
    if (chosen && !ACCEPT.split(',').includes(chosen.type)) {
      setAlert(t('not_image'));
      return;
    }
    if (chosen && maxBytes && chosen.size > maxBytes) {
      setAlert(t('too_big', { size }));
      return;
    }
    setFile(chosen);
  };

  const run = async (action: () => Promise<{ message: string; url?: string }>) => {
    setBusy(true);
    setAlert(null);
    try {
      const res = await action();
      setFile(null);
      onChange(res.url ?? null);
      notify(res.message, { type: 'success' });
    } catch (err) {
      const message = refusalMessage(err);
      if (message) setAlert(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {preview(previewUrl ?? url ?? undefined, previewUrl ? t('preview') : t('alt'))}
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('hint', { size })}
        </Typography>
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} data-testid={inputTestId} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {file ? (
            <>
              <Button variant="contained" onClick={() => void run(() => upload(file))} disabled={busy}>
                {t('send')}
              </Button>
              <Button onClick={() => setFile(null)} disabled={busy}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
                {t('choose')}
              </Button>
              {url && (
                <Button color="error" disabled={busy} onClick={() => void run(remove)}>
                  {t('remove')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

// The user's photo: the current one (foto_url), a new one chosen and previewed before it is sent
// (POST /api/usuario/photo; the server checks the bytes and size and crops it to 256×256), and
// removal. The server's refusals (not an image, too big) are shown here.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatBytes } from '../../../../common/bytes';
import { useClientSettings } from '../../../providers/clientSettings';
import { getLanguage } from '../../../providers/preferences';
import { profileApi } from '../../../providers/profileApi';
import { refusal } from './formErrors';
import { useProfileT } from './useProfileT';
import { useRefreshIdentity } from './useRefreshIdentity';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export function PhotoPicker({ url, onChange }: { url: string | null; onChange(url: string | null): void }) {
  const t = useProfileT();
  const notify = useNotify();
  const refreshIdentity = useRefreshIdentity();
  const maxBytes = useClientSettings()?.photo.max_bytes;
  const size = maxBytes ? formatBytes(maxBytes, getLanguage()) : '…';
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    setAlert(null);
    if (chosen && !ACCEPT.split(',').includes(chosen.type)) {
      setAlert(t('photo.not_image'));
      return;
    }
    if (chosen && maxBytes && chosen.size > maxBytes) {
      setAlert(t('photo.too_big', { size }));
      return;
    }
    setFile(chosen);
  };

  const run = async (action: () => Promise<{ message: string }>, after: () => void) => {
    setBusy(true);
    setAlert(null);
    try {
      const res = await action();
      after();
      refreshIdentity();
      notify(res.message, { type: 'success' });
    } catch (err) {
      const r = refusal(err);
      if (r) setAlert(r.message);
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    if (!file) return;
    let next: string | null = null;
    void run(
      async () => {
        const res = await profileApi.uploadPhoto(file);
        next = res.foto_url;
        return res;
      },
      () => {
        setFile(null);
        onChange(next);
      },
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={preview ?? url ?? undefined}
        alt={preview ? t('photo.preview') : t('photo.alt')}
        sx={{ width: 96, height: 96 }}
        data-testid="profile-photo"
      />
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          {t('photo.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('photo.hint', { size })}
        </Typography>
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} data-testid="photo-input" />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {file ? (
            <>
              <Button variant="contained" onClick={send} disabled={busy}>
                {t('photo.send')}
              </Button>
              <Button onClick={() => setFile(null)} disabled={busy}>
                {t('actions.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>
                {t('photo.choose')}
              </Button>
              {url && (
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => void run(profileApi.removePhoto, () => onChange(null))}
                >
                  {t('photo.remove')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

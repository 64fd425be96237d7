// A message's file inside its bubble: a photo inline, an audio or voice note with a player, a video
// with a player, anything else as a download. The bytes come through a short-lived link asked for
// when the bubble shows (a received file is fetched from WhatsApp then); a file that cannot be had
// yet says so, with a button to try again.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import KeyboardVoiceIcon from '@mui/icons-material/KeyboardVoice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageView } from '../../common/schemas/messaging';
import { devicesApi } from '../../src/providers/devicesApi';

type Link = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/** Asks for the file's link once the bubble shows (and again on demand). */
function useMediaLink(deviceId: number, message: MessageView, wanted: boolean) {
  const [link, setLink] = useState<Link>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const stored = message.media?.stored ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again on retry and once the file is kept.
  useEffect(() => {
    if (!wanted) return;
    const control = new AbortController();
    setLink({ state: 'loading' });
    devicesApi.mediaLink(deviceId, message.id, control.signal).then(
      (res) => setLink({ state: 'ready', url: res.url }),
      () => !control.signal.aborted && setLink({ state: 'failed' }),
    );
    return () => control.abort();
  }, [deviceId, message.id, wanted, attempt, stored]);
  return { link, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

export function MessageMedia({ message }: { message: MessageView }) {
  const translate = useTranslate();
  const media = message.media;
  const inline = media !== null && media.kind !== 'document';
  const { link, retry } = useMediaLink(message.device_id, message, inline);
  if (!media) return null;
  const name = media.file_name;

  if (!inline) return <DocumentLink message={message} />;
  if (link.state === 'failed')
    return (
      <Stack direction="row" spacing={1} alignItems="center" data-testid="media-unavailable">
        <Typography variant="caption">{translate('resources.devices.chats.media_unavailable')}</Typography>
        <Button size="small" onClick={retry}>
          {translate('resources.devices.chats.retry')}
        </Button>
      </Stack>
    );
  const url = link.state === 'ready' ? link.url : undefined;
  switch (media.kind) {
    case 'image':
      return (
        <Box
          component="img"
          src={url}
          alt={translate('resources.devices.chats.image', { name })}
          loading="lazy"
          sx={{
            display: 'block',
            maxWidth: '100%',
            width: 240,
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 1,
          }}
          data-testid="media-image"
        />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: people's own videos come without captions.
        <video
          src={url}
          controls
          preload="metadata"
          aria-label={translate('resources.devices.chats.video', { name })}
          style={{ display: 'block', maxWidth: '100%', width: 280, borderRadius: 4 }}
          data-testid="media-video"
        />
      );
    default:
      return (
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          {media.voice && (
            <Stack direction="row" spacing={0.5} alignItems="center">
              <KeyboardVoiceIcon fontSize="small" />
              <Typography variant="caption">{translate('resources.devices.chats.voice_note')}</Typography>
            </Stack>
          )}
          {/* biome-ignore lint/a11y/useMediaCaption: voice notes and audio files come without captions. */}
          <audio
            src={url}
            controls
            preload="metadata"
            aria-label={translate('resources.devices.chats.audio', { name })}
            style={{ display: 'block', maxWidth: '100%', width: 260 }}
            data-testid="media-audio"
          />
        </Stack>
      );
  }
}

/** A document: its name as a button that asks for the link and downloads it. */
function DocumentLink({ message }: { message: MessageView }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const name = message.media?.file_name ?? '';
  async function download() {
    try {
      const { url } = await devicesApi.mediaLink(message.device_id, message.id);
      setFailed(false);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
    } catch {
      setFailed(true);
    }
  }
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Chip
        size="small"
        icon={<AttachFileIcon />}
        label={name}
        onClick={() => void download()}
        aria-label={translate('resources.devices.chats.download', { name })}
        sx={{ maxWidth: '100%' }}
        data-testid="media-document"
      />
      {failed && (
        <Typography variant="caption" role="alert">
          {translate('resources.devices.chats.media_unavailable')}
        </Typography>
      )}
    </Stack>
  );
}

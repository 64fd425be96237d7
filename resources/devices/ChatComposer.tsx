// The foot of a conversation: a message (Enter sends, Shift+Enter breaks the line), an emoji, one
// file (picked, pasted, or dropped on the conversation — see useFileDrop) and the send button. The
// answer shows at once as queued; the server's refusal is shown in its own words and nothing typed
// is lost.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { MessageView } from '../../common/schemas/messaging';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { devicesApi } from '../../src/providers/devicesApi';
import { HttpError } from '../../src/providers/http';
import { EmojiPicker } from './EmojiPicker';

export function ChatComposer({
  deviceId,
  chatId,
  connected,
  file,
  onFile,
  onSent,
}: {
  deviceId: string;
  chatId: string;
  /** Only an open device sends: otherwise the composer says why and stays disabled. */
  connected: boolean;
  /** The attachment, shared with the conversation's drop zone. */
  file: File | null;
  onFile(file: File | null): void;
  onSent(message: MessageView): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const canSend = connected && !sending && (text.trim() !== '' || file !== null);

  async function send() {
    if (!canSend) return;
    setSending(true);
    try {
      const message = await devicesApi.reply(deviceId, chatId, text, file);
      setText('');
      onFile(null);
      onSent(message);
    } catch (err) {
      // Kept as typed: the user fixes what the server said and sends again.
      if (err instanceof HttpError && err.status !== 0) notify(err.message, { type: 'error' });
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  function onPaste(e: ClipboardEvent<HTMLDivElement>) {
    const pasted = e.clipboardData.files[0];
    if (pasted) {
      e.preventDefault();
      onFile(pasted);
    }
  }

  /** The emoji goes where the cursor is. */
  function insert(emoji: string) {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  if (!connected)
    return (
      <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="composer-disconnected">
        {translate('resources.devices.chats.not_connected')}
      </Alert>
    );

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, bgcolor: 'background.paper' }}>
      {file && (
        <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1, minWidth: 0 }}>
          <Chip
            icon={<AttachFileIcon />}
            label={file.name}
            sx={{ maxWidth: 'calc(100% - 40px)' }}
            data-testid="composer-attachment"
          />
          <IconButton
            size="small"
            aria-label={translate('resources.devices.chats.remove_attachment', { name: file.name })}
            onClick={() => onFile(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Stack direction="row" spacing={0.5} alignItems="flex-end">
        <EmojiPicker onPick={insert} />
        <IconButton
          aria-label={translate('resources.devices.chats.attach')}
          onClick={() => picker.current?.click()}
          disabled={sending}
        >
          <AttachFileIcon />
        </IconButton>
        <input
          ref={picker}
          type="file"
          hidden
          data-testid="composer-file"
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <TextField
          inputRef={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={translate('resources.devices.chats.composer_placeholder')}
          multiline
          maxRows={5}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: {
              'aria-label': translate('resources.devices.chats.composer'),
              'aria-describedby': `composer-hint-${chatId}`,
              maxLength: 4096,
            },
          }}
        />
        <IconButton
          color="primary"
          aria-label={translate('resources.devices.chats.send')}
          onClick={() => void send()}
          disabled={!canSend}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      <Box id={`composer-hint-${chatId}`} sx={visuallyHidden}>
        {translate('resources.devices.chats.composer_hint')}
      </Box>
    </Box>
  );
}

// A small palette of the emojis attendants use most, one tap to insert (phones bring their own
// keyboard with every emoji; this is for the desktop, where none is at hand).
import InsertEmoticonIcon from '@mui/icons-material/InsertEmoticon';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export const EMOJIS = [
  '😀',
  '😁',
  '😂',
  '🙂',
  '😉',
  '😊',
  '😍',
  '🤩',
  '😘',
  '🤗',
  '🤔',
  '😅',
  '😢',
  '😭',
  '😡',
  '😮',
  '😴',
  '🙄',
  '🙏',
  '👍',
  '👎',
  '👏',
  '🙌',
  '👋',
  '🤝',
  '💪',
  '✌️',
  '👌',
  '❤️',
  '💙',
  '💚',
  '🎉',
  '🎂',
  '🔥',
  '⭐',
  '✅',
  '❌',
  '⚠️',
  '📄',
  '📎',
  '📅',
  '⏰',
  '💰',
  '📞',
  '📍',
  '🚚',
  '🏠',
  '☕',
];

export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('resources.devices.chats.emoji');
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <InsertEmoticonIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          role="group"
          aria-label={label}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, 40px)',
            p: 1,
            width: 'min(336px, calc(100vw - 32px))',
          }}
        >
          {EMOJIS.map((emoji) => (
            <IconButton
              key={emoji}
              aria-label={emoji}
              onClick={() => {
                onPick(emoji);
                setAnchor(null);
              }}
              sx={{ fontSize: 22, width: 40, height: 40 }}
            >
              {emoji}
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}

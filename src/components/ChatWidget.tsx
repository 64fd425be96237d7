// The messaging-chat widget: a support button in the corner, hidden for good when the user
// chooses (localStorage flag hide_chat_widget).
import ChatIcon from '@mui/icons-material/Chat';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { hideChat, isChatHidden, subscribePreferences } from '../providers/preferences';
import { useT } from '../providers/publicI18n';

export function ChatWidget() {
  const t = useT();
  const hidden = useSyncExternalStore(subscribePreferences, isChatHidden);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (hidden) return null;
  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('app.chat.open')}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1200 }}
        data-testid="chat-widget"
      >
        <ChatIcon />
      </Fab>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 2 }}>
          {t('app.chat.title')}
        </Typography>
        <Typography variant="body2" sx={{ px: 2, py: 1, maxWidth: 280 }}>
          {t('app.chat.text')}
        </Typography>
        <Button
          size="small"
          sx={{ m: 1 }}
          onClick={() => {
            setAnchor(null);
            hideChat();
          }}
        >
          {t('app.chat.hide')}
        </Button>
      </Popover>
    </>
  );
}

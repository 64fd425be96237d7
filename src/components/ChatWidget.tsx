// The support widget: a button in the corner opening the deployment's support contacts — WhatsApp
// (wa.me/<number>) and e-mail (mailto:) from SUPPORT_WHATSAPP / SUPPORT_EMAIL, read from
// init/client. With neither configured there is no widget; the user can also hide it for good
// (localStorage flag hide_chat_widget). Not on a device's conversations, where its corner is the
// composer's send button.
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useClientSettings } from '../providers/clientSettings';
import { hideChat, isChatHidden, subscribePreferences } from '../providers/preferences';
import { useT } from '../providers/publicI18n';

export function ChatWidget() {
  const t = useT();
  const hidden = useSyncExternalStore(subscribePreferences, isChatHidden);
  const support = useClientSettings()?.support;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inChat = /^\/device\/[^/]+\/messages/.test(useLocation().pathname);
  if (hidden || inChat || !support || (!support.whatsapp && !support.email)) return null;
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
        <Stack sx={{ p: 2, gap: 1, maxWidth: 300 }}>
          <Typography variant="subtitle1">{t('app.chat.title')}</Typography>
          <Typography variant="body2">{t('app.chat.text')}</Typography>
          {support.whatsapp && (
            <Button
              variant="contained"
              startIcon={<WhatsAppIcon />}
              href={`https://wa.me/${support.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('app.chat.whatsapp')}
            </Button>
          )}
          {support.email && (
            <Button
              variant="outlined"
              startIcon={<EmailIcon />}
              href={`mailto:${support.email}`}
              sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
            >
              {t('app.chat.email', { email: support.email })}
            </Button>
          )}
          <Button
            size="small"
            onClick={() => {
              setAnchor(null);
              hideChat();
            }}
          >
            {t('app.chat.hide')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

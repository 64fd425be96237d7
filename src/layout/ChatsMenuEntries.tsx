// "Conversas" in the side menu: the WhatsApp inbox of the company's device, with how many messages
// are unread — one entry per device when there are several, and Dispositivos (where WhatsApp gets
// connected) while there is none. Apart from "Mensagens", the campaigns.
import Badge from '@mui/material/Badge';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { MenuEntry } from './MenuEntry';
import { useUnreadChats } from './useUnreadChats';

interface Props {
  label: string;
  icon: ReactElement;
  pathname: string;
  compact: boolean;
  onNavigate: () => void;
  /** Dispositivos, when the person may open it. */
  devicesPath: string | null;
}

export function ChatsMenuEntries({ label, icon, pathname, compact, onNavigate, devicesPath }: Props) {
  const translate = useTranslate();
  const devices = useUnreadChats();
  if (!devices) return null;
  if (devices.length === 0)
    return devicesPath ? (
      <MenuEntry
        to={devicesPath}
        label={label}
        icon={icon}
        selected={false}
        compact={compact}
        onNavigate={onNavigate}
        testId="menu-chats"
      />
    ) : null;
  return devices.map((d) => {
    const to = `/device/${d.id}/messages`;
    return (
      <MenuEntry
        key={d.id}
        to={to}
        label={devices.length > 1 ? translate('app.menu.chats_of', { name: d.name }) : label}
        icon={
          <Badge badgeContent={d.unread} max={99} color="error">
            {icon}
          </Badge>
        }
        note={d.unread ? translate('app.menu.chats_unread', { smart_count: d.unread }) : undefined}
        selected={pathname === to}
        compact={compact}
        onNavigate={onNavigate}
        testId={`menu-chats-${d.id}`}
      />
    );
  });
}

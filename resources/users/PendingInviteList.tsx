// The pending invites on a phone (PendingInvites' table from `sm` up): each invite's address with its
// state (expired or not), name, company (in the back office), permissions and expiry, and its resend
// and cancel buttons beside it, on screen.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { formatDateTime } from '../../src/providers/format';
import type { Invite } from '../../src/providers/usersApi';
import { PermissionCount } from './PermissionChecklist';
import { useLanguage } from './shared';

interface Props {
  rows: Invite[];
  loading: boolean;
  /** 'platform': each invite names its company. */
  scope: 'platform' | 'company';
  now: number;
  /** The invite's buttons, or nothing for who may not manage invites. */
  actions?(invite: Invite): ReactNode;
}

export function PendingInviteList({ rows, loading, scope, now, actions }: Props) {
  const translate = useTranslate();
  const lang = useLanguage();
  // The first page's wait shows the list's skeleton; later ones keep the rows under the loading bar.
  const list = useList<Invite>({ data: rows, isPending: loading && rows.length === 0 });
  const label = (key: string) => translate(`resources.users.invites.${key}`);
  return (
    <ListContextProvider value={list}>
      <CompactList<Invite>
        primaryText={(invite) => invite.email}
        tertiaryText={(invite) =>
          new Date(invite.expires_at).getTime() < now ? (
            <Chip size="small" color="warning" label={label('expired')} />
          ) : null
        }
        secondaryText={(invite) => (
          <>
            {invite.nome && (
              <Box component="span" sx={{ display: 'block' }}>
                {invite.nome}
              </Box>
            )}
            {scope === 'platform' && invite.empresa && (
              <Box component="span" sx={{ display: 'block' }}>
                {invite.empresa.nome}
              </Box>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <PermissionCount permissions={invite.permissions} />
              <span>{`${label('expires_at')}: ${formatDateTime(invite.expires_at, lang)}`}</span>
            </Box>
          </>
        )}
        actions={actions}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {label('empty')}
          </Typography>
        }
      />
    </ListContextProvider>
  );
}

// /equipe: the company's team as its own members run it — the members and, in a second tab, the
// invites still waiting; those holding users.manage invite, resend and revoke invites, edit
// permissions and switch members' access; the owner hands the company over. /equipe?convidar=1
// opens the invite.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParamOnce } from '../../src/routes/navigation';
import { PendingInvites } from '../users/PendingInvites';
import { InviteDialog } from './InviteDialog';
import { TeamActionsProvider } from './TeamActions';
import { TeamMembers } from './TeamMembers';
import { useTeamCaller } from './useTeamCaller';
import '../users/messages';

export default function TeamPage() {
  const translate = useTranslate();
  const caller = useTeamCaller();
  const [tab, setTab] = useState(0);
  const [inviting, setInviting] = useState(false);
  // A new invite reloads the invites tab.
  const [sent, setSent] = useState(0);
  // /equipe?convidar=1 (the guided start's "Convidar pessoas"): the invite open at once.
  useSearchParamOnce('convidar', (v) => setInviting(v === '1'));
  if (!caller) return <LinearProgress />;
  const withActions = caller.canManage || caller.isOwner;
  return (
    <TeamActionsProvider caller={caller}>
      {/* Another company (switched from the app bar) starts afresh. */}
      <Box key={caller.empresaId} data-testid="team" sx={{ pt: 1 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography component="h1" variant="h5">
            {translate('resources.team.page.team')}
          </Typography>
          {caller.canManage && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              {translate('resources.team.list.invite')}
            </Button>
          )}
        </Stack>
        <Tabs
          value={tab}
          onChange={(_e, v: number) => setTab(v)}
          variant="scrollable"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            label={translate('resources.team.list.members')}
            id="team-tab-0"
            aria-controls="team-panel-0"
          />
          <Tab
            label={translate('resources.users.list.tab_invites')}
            id="team-tab-1"
            aria-controls="team-panel-1"
          />
        </Tabs>
        <div role="tabpanel" id={`team-panel-${tab}`} aria-labelledby={`team-tab-${tab}`}>
          {tab === 0 ? (
            <TeamMembers withActions={withActions} />
          ) : (
            <PendingInvites key={sent} scope="company" canManage={caller.canManage} />
          )}
        </div>
        <InviteDialog
          open={inviting && caller.canManage}
          grantable={caller.permissions}
          onClose={() => setInviting(false)}
          onSent={() => {
            setInviting(false);
            setSent((n) => n + 1);
            setTab(1);
          }}
        />
      </Box>
    </TeamActionsProvider>
  );
}

// What a member may do at the company, as a role or permission by permission, saved in a dialog
// (full screen on a phone): what the caller may grant is editable, the rest shown but locked; no
// permission at all says that the member then only signs. A refusal (403 naming the permission, 409
// for the last manager, 422) shows the API's message and keeps the dialog open.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { UserPermissionsView } from '../../common/schemas/backofficeUsers';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { type TeamMember, teamApi } from '../../src/providers/teamApi';
import { draftOf, type PermissionsDraft, PermissionsEditor } from '../users/PermissionsEditor';
import { useRefusal } from '../users/shared';
import '../users/messages';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function MemberPermissionsDialog({ member, onClose }: { member: TeamMember | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusing = useRefusal();
  const fullScreen = useFullScreenDialog();
  // The member stays while the dialog fades out, so its title does not blank.
  const [shown, setShown] = useState<TeamMember | null>(null);
  const [loaded, setLoaded] = useState<UserPermissionsView | null>(null);
  const [draft, setDraft] = useState<PermissionsDraft>({ permissions: [], choice: null });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!member) return;
    let live = true;
    setShown(member);
    setLoaded(null);
    teamApi.permissions(member.id).then(
      (res) => {
        if (!live) return;
        setLoaded(res);
        setDraft(draftOf(res.permissions));
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [member, onClose]);

  const save = async () => {
    if (!member || !loaded) return;
    setSaving(true);
    try {
      await refusing(teamApi.savePermissions(member.id, loaded.empresa_id, draft.permissions));
      notify('resources.users.notify.permissions_saved', { type: 'success' });
      onClose();
      refresh();
    } catch {
      // Shown as the API's message (a 403 above, the rest by the error catalogue).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={member !== null}
      onClose={() => !saving && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="member-permissions-title"
    >
      <DialogTitle id="member-permissions-title">
        {translate('resources.team.permissions.title', { name: shown?.nome ?? '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.team.permissions.help')}</DialogContentText>
        {loaded ? (
          <PermissionsEditor
            draft={draft}
            onChange={setDraft}
            grantable={loaded.grantable}
            disabled={saving}
            warnEmpty
          />
        ) : (
          <LinearProgress sx={{ my: 2 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={saving}
          disabled={!loaded || sameSet(draft.permissions, loaded.permissions)}
        >
          {translate('resources.users.permissions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

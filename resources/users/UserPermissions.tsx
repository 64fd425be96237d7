// The "Permissões" tab of a user: pick one of their companies, choose what they may do there (a role
// or permission by permission), save.
// Nobody grants what they do not hold: the API answers 403 naming the permission, shown as is.
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type Identifier, useNotify, useRefresh, useTranslate } from 'react-admin';
import { type UserPermissions as Loaded, type UserCompany, usersApi } from '../../src/providers/usersApi';
import { draftOf, type PermissionsDraft, PermissionsEditor } from './PermissionsEditor';
import { useRefusal } from './shared';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function UserPermissions({
  userId,
  companies,
  reload,
}: {
  userId: Identifier;
  companies: UserCompany[] | undefined;
  reload(): Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusing = useRefusal();
  const [chosen, setChosen] = useState<number>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [draft, setDraft] = useState<PermissionsDraft>({ permissions: [], choice: null });
  const [saving, setSaving] = useState(false);

  // The first company until one is picked (or when the picked one was unlinked).
  const empresaId = companies?.some((c) => c.id === chosen) ? chosen : companies?.[0]?.id;

  useEffect(() => {
    if (empresaId === undefined) return;
    let live = true;
    setLoaded(null);
    usersApi.permissions(userId, empresaId).then(
      (res) => {
        if (!live) return;
        setLoaded(res);
        setDraft(draftOf(res.permissions));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, empresaId]);

  if (companies === undefined) return <LinearProgress />;
  if (companies.length === 0 || empresaId === undefined)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.users.permissions.none_linked')}
      </Typography>
    );

  const save = async () => {
    setSaving(true);
    try {
      // A 403 names the permission the caller may not grant; other failures were already shown.
      await refusing(usersApi.savePermissions(userId, empresaId, draft.permissions));
      setLoaded((l) => (l ? { ...l, permissions: draft.permissions } : l));
      notify('resources.users.notify.permissions_saved', { type: 'success' });
      void reload();
      refresh();
    } catch {
      // Shown above or by the error catalogue.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <TextField
        select
        label={translate('resources.users.permissions.pick_company')}
        helperText={translate('resources.users.permissions.help')}
        value={empresaId}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ minWidth: 320, mt: 1 }}
        size="small"
      >
        {companies.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.nome}
          </MenuItem>
        ))}
      </TextField>
      {loaded === null ? (
        <LinearProgress sx={{ mt: 2 }} />
      ) : (
        <>
          <PermissionsEditor
            draft={draft}
            onChange={setDraft}
            grantable={loaded.grantable}
            disabled={saving}
            warnEmpty
          />
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={save}
            loading={saving}
            disabled={sameSet(draft.permissions, loaded.permissions)}
          >
            {translate('resources.users.permissions.save')}
          </Button>
        </>
      )}
    </Box>
  );
}

// The "Empresas" tab of a user: the companies they are linked to (each unlinkable) and a form to
// link one more, with the permissions to hold there.
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import {
  Form,
  type Identifier,
  required,
  SaveButton,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useConfirmAction } from '../../src/components/list/useConfirmAction';
import { type UserCompany, usersApi } from '../../src/providers/usersApi';
import { CompanyInput } from './CompanyInput';
import { usePermissionSummary } from './PermissionChecklist';
import { PermissionsInput } from './PermissionsEditor';
import { StatusChip, submissionErrors } from './shared';

/** The user's company links, shared by the Empresas and Permissões tabs. */
export function useUserCompanies(userId: Identifier | undefined) {
  const [companies, setCompanies] = useState<UserCompany[]>();
  const reload = useCallback(async () => {
    if (userId === undefined) return;
    try {
      setCompanies(await usersApi.companies(userId));
    } catch {
      setCompanies((c) => c ?? []);
    }
  }, [userId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { companies, reload };
}

/** Not the user being edited: a link form starts empty. */
const NEW_LINK = { empresa_id: null, permissions: [], signer_only: false };

function LinkCompanyForm({ userId, onLinked }: { userId: Identifier; onLinked(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key empties the form after each link.
  const [round, setRound] = useState(0);
  const link = async (values: Record<string, unknown>) => {
    try {
      await usersApi.link(userId, Number(values.empresa_id), (values.permissions as string[]) ?? []);
    } catch (err) {
      return submissionErrors(err);
    }
    notify('resources.users.notify.linked', { type: 'success' });
    setRound((r) => r + 1);
    onLinked();
    return undefined;
  };
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="link-company-title">
      <Typography id="link-company-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('resources.users.companies.link_title')}
      </Typography>
      <Form key={round} record={NEW_LINK} onSubmit={link}>
        <CompanyInput source="empresa_id" validate={required()} sx={{ maxWidth: 480 }} fullWidth />
        <PermissionsInput />
        <SaveButton label="resources.users.companies.link" icon={<AddLinkIcon />} />
      </Form>
    </Box>
  );
}

export function UserCompanies({
  userId,
  companies,
  reload,
}: {
  userId: Identifier;
  companies: UserCompany[] | undefined;
  reload(): Promise<void>;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const summary = usePermissionSummary();
  const { ask, dialog } = useConfirmAction();
  const changed = () => {
    void reload();
    refresh();
  };
  return (
    <Box>
      {companies === undefined && <LinearProgress />}
      {companies?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.users.companies.empty')}
        </Typography>
      )}
      {companies && companies.length > 0 && (
        <List aria-label={translate('resources.users.edit.tab_companies')}>
          {companies.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                <Tooltip title={translate('resources.users.companies.unlink')}>
                  <IconButton
                    edge="end"
                    aria-label={`${translate('resources.users.companies.unlink')}: ${c.nome}`}
                    onClick={() =>
                      ask({
                        title: 'resources.users.confirm.unlink_title',
                        content: 'resources.users.confirm.unlink_content',
                        confirm: 'resources.users.companies.unlink',
                        args: { company: c.nome },
                        destructive: true,
                        run: () => usersApi.unlink(userId, c.id),
                        done: 'resources.users.notify.unlinked',
                        after: changed,
                      })
                    }
                  >
                    <LinkOffIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {c.nome}
                    <StatusChip active={c.status} of="company" />
                  </Box>
                }
                secondary={summary(c.permissions)}
              />
            </ListItem>
          ))}
        </List>
      )}
      <LinkCompanyForm userId={userId} onLinked={changed} />
      {dialog}
    </Box>
  );
}

// /users/{id}/editar: a user's details (saving closes the tab), their company links and their
// permissions in each company, and the switch to disable or enable them.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Edit, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';
import { StatusChip, type UserRecord } from './shared';
import { UserCompanies, useUserCompanies } from './UserCompanies';
import { UserDataForm, userPayload } from './UserDataForm';
import { UserPermissions } from './UserPermissions';
import { useToggleStatus } from './UserRowActions';

const TABS = ['tab_data', 'tab_companies', 'tab_permissions'] as const;

function UserHeader({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const { toggle, dialog } = useToggleStatus();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2, pt: 2 }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h6" component="h1">
          {record.nome}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.email}
        </Typography>
      </Box>
      {record.ambient && <Chip size="small" label={translate(`resources.users.ambient.${record.ambient}`)} />}
      <StatusChip active={record.status} />
      <Button
        variant="outlined"
        color={record.status ? 'warning' : 'success'}
        startIcon={record.status ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => toggle(record)}
      >
        {translate(record.status ? 'resources.users.action.disable' : 'resources.users.action.enable')}
      </Button>
      {dialog}
    </Box>
  );
}

function UserEditView() {
  const translate = useTranslate();
  const record = useRecordContext<UserRecord>();
  const [tab, setTab] = useState(0);
  const { companies, reload } = useUserCompanies(record?.id);
  if (!record) return null;
  return (
    <>
      <UserHeader record={record} />
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        {TABS.map((t, i) => (
          <Tab
            key={t}
            label={translate(`resources.users.edit.${t}`)}
            id={`user-tab-${i}`}
            aria-controls={`user-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`user-panel-${tab}`} aria-labelledby={`user-tab-${tab}`}>
        {tab === 0 && <UserDataForm />}
        {tab === 1 && (
          <Box sx={{ p: 2 }}>
            <UserCompanies userId={record.id} companies={companies} reload={reload} />
          </Box>
        )}
        {tab === 2 && (
          <Box sx={{ p: 2 }}>
            <UserPermissions userId={record.id} companies={companies} reload={reload} />
          </Box>
        )}
      </Box>
    </>
  );
}

export default function UserEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const closeTab = useCloseTab();
  return (
    <Edit
      resource="users"
      id={id}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      transform={userPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.users.notify.saved', { type: 'success' });
          closeTab();
        },
      }}
    >
      <UserEditView />
    </Edit>
  );
}

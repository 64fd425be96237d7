// The company's members (GET /api/usuarios, company-scoped): search by name or e-mail, filter by
// access, sort by name, e-mail, joining or last access; each with their permissions (how many, the
// labels on hover), access, owner chip and last access. On a phone a compact list.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDate, formatDateTime } from '../../src/providers/format';
import type { TeamMember } from '../../src/providers/teamApi';
import { PermissionCount } from '../users/PermissionChecklist';
import { StatusChip, useLanguage } from '../users/shared';
import { TeamRowActions } from './TeamRowActions';
import '../users/messages';

const STATUS_CHOICES = [
  { id: 'true', name: 'resources.users.status.active' },
  { id: 'false', name: 'resources.users.status.inactive' },
];

const filters = [
  <FilterText key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

function MemberName({ member }: { member: TeamMember }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{member.nome}</span>
      {member.owner && (
        <Chip
          size="small"
          color="primary"
          label={translate('resources.team.list.owner')}
          data-testid="owner"
        />
      )}
    </Box>
  );
}

export function TeamMembers({ withActions }: { withActions: boolean }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const lastAccess = (m: TeamMember) =>
    m.last_access_at ? formatDateTime(m.last_access_at, lang) : translate('resources.team.list.never');
  return (
    <List
      resource="team"
      empty={false}
      title={false}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      actions={false}
      exporter={false}
    >
      {isPhone ? (
        <CompactList<TeamMember>
          primaryText={(m) => <MemberName member={m} />}
          secondaryText={(m) => (
            <>
              {m.email}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <PermissionCount permissions={m.permissions} />
                <span>{`${translate('resources.team.fields.last_access_at')}: ${lastAccess(m)}`}</span>
              </Box>
            </>
          )}
          tertiaryText={(m) => <StatusChip active={m.status} />}
          actions={withActions ? () => <TeamRowActions /> : undefined}
        />
      ) : (
        <DataTable<TeamMember> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="nome" render={(m) => <MemberName member={m as TeamMember} />} />
          <DataTable.Col source="email" />
          <DataTable.Col
            source="permissions"
            disableSort
            render={(m) => <PermissionCount permissions={m.permissions} />}
          />
          <DataTable.Col source="status" disableSort render={(m) => <StatusChip active={m.status} />} />
          <DataTable.Col source="created_at" render={(m) => formatDate(m.created_at, lang)} />
          <DataTable.Col source="last_access_at" render={(m) => lastAccess(m as TeamMember)} />
          {withActions && (
            <DataTable.Col
              label={translate('resources.users.list.actions')}
              disableSort
              align="right"
              render={() => <TeamRowActions />}
            />
          )}
        </DataTable>
      )}
    </List>
  );
}

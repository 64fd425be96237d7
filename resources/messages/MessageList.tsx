// /messages: the company's sends (campaigns), searchable and filterable by device, each with its
// progress kept live by `campaign` events; a row opens its recipients; a sending one can be paused,
// resumed or cancelled. On a phone the table becomes a compact list with the same controls.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import {
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { CampaignView } from '../../common/schemas/messaging';
import { CompactList } from '../../src/components/list/CompactList';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { excerpt } from '../terms/excerpt';
import { CampaignControls } from './CampaignControls';
import { CampaignProgress } from './CampaignProgress';
import { RecipientsDialog } from './RecipientsDialog';
import { useLiveCampaigns } from './useLiveCampaigns';

const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <ReferenceInput
    key="device_id"
    source="device_id"
    label="resources.messages.fields.device"
    reference="devices"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
  >
    <SelectInput optionText="name" label="resources.messages.fields.device" />
  </ReferenceInput>,
];

const Column = DataTable.Col<CampaignView>;
const NumberColumn = DataTable.NumberCol<CampaignView>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton to="/message/cadastrar" label="resources.messages.action.create" />
  </TopToolbar>
);

export function MessageList() {
  const translate = useTranslate();
  const live = useLiveCampaigns();
  const [opened, setOpened] = useState<CampaignView | null>(null);
  const isPhone = useIsPhone();
  const message = (r: CampaignView) => (
    <span data-testid="campaign-message">
      {r.attachment && (
        <AttachFileIcon
          fontSize="inherit"
          sx={{ verticalAlign: 'middle', mr: 0.5 }}
          titleAccess={translate('resources.messages.fields.attachment')}
        />
      )}
      {excerpt(r.message, 60)}
    </span>
  );
  const progress = (r: CampaignView) => {
    const c = live(r);
    return (
      <CampaignProgress
        total={c.total}
        counts={c.counts}
        device={c.device}
        finished={c.finished_at !== null}
        pace={c.pace}
        pausedByUser={c.paused_at !== null}
      />
    );
  };
  const actions = (r: CampaignView) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <CampaignControls campaign={live(r)} />
      <Tooltip title={translate('resources.messages.action.recipients')}>
        <IconButton
          size="small"
          aria-label={translate('resources.messages.action.recipients')}
          onClick={(e) => {
            e.stopPropagation();
            setOpened(r);
          }}
        >
          <PeopleIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <>
      <List
        resource="messages"
        title={false}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={<ListActions />}
        exporter={false}
        empty={false}
      >
        {isPhone ? (
          <CompactList<CampaignView>
            primaryText={message}
            secondaryText={(r) => (
              <>
                {[r.device?.name, r.user?.nome].filter(Boolean).join(' · ')}{' '}
                <DateField record={r} source="created_at" locales="pt-BR" showTime />
                {progress(r)}
              </>
            )}
            onRowClick={setOpened}
            actions={actions}
          />
        ) : (
          <DataTable<CampaignView>
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => {
              setOpened(record);
              return false;
            }}
          >
            <Column source="message" render={message} />
            <Column source="device.name" label="resources.messages.fields.device" disableSort />
            <Column
              source="user.nome"
              label="resources.messages.fields.user"
              disableSort
              render={(r) => r.user?.nome ?? '—'}
            />
            <Column
              source="created_at"
              render={() => <DateField source="created_at" locales="pt-BR" showTime />}
            />
            <NumberColumn source="total" disableSort render={(r) => live(r).total} />
            <Column
              source="counts"
              label="resources.messages.fields.progress"
              disableSort
              render={progress}
            />
            <Column label="" disableSort align="right" render={actions} />
          </DataTable>
        )}
      </List>
      {opened && <RecipientsDialog campaign={live(opened)} onClose={() => setOpened(null)} />}
    </>
  );
}

// /devices: the company's WhatsApp devices, searchable, sortable by name or creation, each with its
// number, profile, connection state (kept live by the realtime stream) and queued messages; a row
// opens its edit view, its ⋮ menu connects, opens the conversations, edits, disconnects or deletes it.
// On a phone the table becomes a compact list with the same ⋮ menu. With none yet, the page says it is
// where WhatsApp gets connected, with the button.
import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { DeviceView } from '../../common/schemas/messaging';
import { CompactList } from '../../src/components/list/CompactList';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDateTime } from '../../src/providers/format';
import { DeviceRowActions } from './DeviceRowActions';
import { DeviceStateChip } from './DeviceStateChip';
import { DevicesEmpty } from './DevicesEmpty';
import { LiveDeviceRows } from './LiveDeviceRows';
import { LiveIndicator } from './LiveIndicator';
import { displayNumber, useLanguage } from './shared';
import { useDevicePermissions } from './useDevicePermissions';

const filters = [<FilterText key="q" source="q" label="ra.action.search" alwaysOn />];

function ListActions() {
  const can = useDevicePermissions();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <LiveIndicator />
      {can.manage && <CreateButton to="/device/cadastrar" label="resources.devices.action.create" />}
    </TopToolbar>
  );
}

export function DeviceList() {
  const lang = useLanguage();
  const can = useDevicePermissions();
  const isPhone = useIsPhone();
  return (
    <List
      resource="devices"
      title={false}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions />}
      exporter={false}
      empty={<DevicesEmpty />}
    >
      <LiveDeviceRows>
        {isPhone ? (
          <CompactList<DeviceView>
            primaryText={(r) => r.name}
            secondaryText={(r) => [displayNumber(r.number), r.profile_name].filter(Boolean).join(' · ')}
            tertiaryText={(r) => <DeviceStateChip state={r.state} reason={r.disconnect_reason} />}
            link={(r) => (can.manage ? `/device/${r.id}/editar` : false)}
            actions={(r) => <DeviceRowActions record={r} />}
          />
        ) : (
          <DataTable<DeviceView>
            rowClick={(id) => (can.manage ? `/device/${id}/editar` : false)}
            bulkActionButtons={false}
          >
            <DataTable.Col source="name" />
            <DataTable.Col source="number" disableSort render={(r) => displayNumber(r.number)} />
            <DataTable.Col source="profile_name" disableSort />
            <DataTable.Col
              source="state"
              disableSort
              render={(r) => <DeviceStateChip state={r.state} reason={r.disconnect_reason} />}
            />
            <DataTable.NumberCol source="queued" disableSort />
            <DataTable.Col source="created_at" render={(r) => formatDateTime(r.created_at, lang)} />
            <DataTable.Col
              label=""
              disableSort
              align="right"
              render={(r) => <DeviceRowActions record={r as DeviceView} />}
            />
          </DataTable>
        )}
      </LiveDeviceRows>
    </List>
  );
}

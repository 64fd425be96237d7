// The pre-registrations (platform administrators): filter by name, e-mail, phone, confirmation and
// creation dates, sort by name, e-mail, confirmation or creation, and export the filtered list to
// Excel ('pre-cadastros.xlsx'). A row opens the pre-registration, where its e-mail can be resent.
// On a phone the table becomes a compact list.
import { DateField, DateInput, SelectInput } from 'react-admin';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { maskPhone } from '../../src/components/masks';
import { formatDateTime } from '../../src/providers/format';
import type { PreRegistrationView } from '../../src/providers/preRegistrationsApi';
import { ConfirmedChip } from './ConfirmedChip';

/** The downloaded file is always pre-cadastros.xlsx, whatever the language. */
const EXPORT_FILE = 'pre-cadastros';

const CONFIRMED_CHOICES = [
  { id: 'true', name: 'resources.preRegistrations.confirmed.yes' },
  { id: 'false', name: 'resources.preRegistrations.confirmed.no' },
];

const filters = [
  <FilterText key="name" source="name" alwaysOn />,
  <FilterText key="email" source="email" alwaysOn />,
  <FilterText key="phone" source="phone" alwaysOn />,
  <SelectInput
    key="confirmed"
    source="confirmed"
    choices={CONFIRMED_CHOICES}
    emptyText="resources.preRegistrations.confirmed.any"
    alwaysOn
  />,
  <DateInput key="created_from" source="created_from" alwaysOn />,
  <DateInput key="created_to" source="created_to" alwaysOn />,
];

const columns: ListColumn<PreRegistrationView>[] = [
  { source: 'name', sortable: true, phone: 'primary', excel: { width: 32 } },
  { source: 'email', sortable: true, phone: 'secondary', excel: { width: 36 } },
  {
    source: 'phone',
    text: (r) => maskPhone(r.phone),
    sx: { whiteSpace: 'nowrap' },
    phone: 'secondary',
    excel: { width: 18 },
  },
  {
    source: 'confirmed',
    sortable: true,
    render: (r) => <ConfirmedChip confirmed={r.confirmed} />,
    phone: 'tertiary',
    excel: {
      value: (r, { translate }) =>
        translate(
          r.confirmed
            ? 'resources.preRegistrations.confirmed.yes'
            : 'resources.preRegistrations.confirmed.no',
        ),
      width: 12,
    },
  },
  {
    source: 'created_at',
    sortable: true,
    render: () => <DateField source="created_at" locales="pt-BR" showTime />,
    phone: { slot: 'secondary', render: (r, { lang }) => formatDateTime(r.created_at, lang) },
    excel: { value: (r, { lang }) => formatDateTime(r.created_at, lang), width: 20 },
  },
];

export function PreRegistrationList() {
  return (
    <ResourceList<PreRegistrationView>
      resource="preRegistrations"
      columns={columns}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exportFile={EXPORT_FILE}
      rowLink={(r) => `/pre-cadastro/${r.id}`}
    />
  );
}

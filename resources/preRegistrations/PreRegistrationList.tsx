// The pre-registrations (platform administrators): filter by name, e-mail, phone, confirmation and
// creation dates, sort by name, e-mail, confirmation or creation, and export the filtered list to
// Excel ('pre-cadastros.xlsx'). A row opens the pre-registration, where its e-mail can be resent.
// On a phone the table becomes a compact list.
import { useMemo } from 'react';
import { DataTable, DateField, DateInput, List, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { maskPhone } from '../../src/components/masks';
import { formatDateTime } from '../../src/providers/format';
import { getLanguage } from '../../src/providers/preferences';
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

const ListActions = () => (
  <TopToolbar>
    {/* The API pages at most 100 rows per call. */}
    <ExportButton />
  </TopToolbar>
);

export function PreRegistrationList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const exporter = useMemo(() => {
    const lang = getLanguage();
    return excelExporter<PreRegistrationView>(
      EXPORT_FILE,
      [
        { header: 'resources.preRegistrations.fields.name', value: (r) => r.name, width: 32 },
        { header: 'resources.preRegistrations.fields.email', value: (r) => r.email, width: 36 },
        { header: 'resources.preRegistrations.fields.phone', value: (r) => maskPhone(r.phone), width: 18 },
        {
          header: 'resources.preRegistrations.fields.confirmed',
          value: (r) =>
            translate(
              r.confirmed
                ? 'resources.preRegistrations.confirmed.yes'
                : 'resources.preRegistrations.confirmed.no',
            ),
          width: 12,
        },
        {
          header: 'resources.preRegistrations.fields.created_at',
          value: (r) => formatDateTime(r.created_at, lang),
          width: 20,
        },
      ],
      translate,
    );
  }, [translate]);

  return (
    <List
      resource="preRegistrations"
      title={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      {isPhone ? (
        <CompactList<PreRegistrationView>
          primaryText={(r) => r.name}
          secondaryText={(r) =>
            [r.email, maskPhone(r.phone), formatDateTime(r.created_at, getLanguage())].join(' · ')
          }
          tertiaryText={(r) => <ConfirmedChip confirmed={r.confirmed} />}
          link={(r) => `/pre-cadastro/${r.id}`}
        />
      ) : (
        <DataTable<PreRegistrationView> rowClick={(id) => `/pre-cadastro/${id}`} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col
            source="phone"
            disableSort
            render={(r) => maskPhone(r.phone)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="confirmed" render={(r) => <ConfirmedChip confirmed={r.confirmed} />} />
          <DataTable.Col source="created_at">
            <DateField source="created_at" locales="pt-BR" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

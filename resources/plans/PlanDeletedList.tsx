// /plans/excluidos: the deleted plans, searchable, each restorable (after a confirmation); a compact
// list on phones.
import ListIcon from '@mui/icons-material/List';
import RestoreIcon from '@mui/icons-material/Restore';
import { useMemo } from 'react';
import { Button, DataTable, LinkBase, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { ExportButton } from '../../src/components/list/ExportButton';
import { excelExporter } from '../../src/components/list/excelExporter';
import { FilterText } from '../../src/components/list/FilterText';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { formatDateTime } from '../../src/providers/format';
import { type PlanRecord, PriceList, pricesText, useLanguage } from './shared';
import { usePlanActions } from './usePlanActions';

const filters = [<FilterText key="q" source="q" label="ra.action.search" alwaysOn />];

function DeletedActions() {
  return (
    <TopToolbar>
      <Button component={LinkBase} to="/planos" label="resources.plans.action.back">
        <ListIcon />
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}

function RestoreButton() {
  const plan = useRecordContext<PlanRecord>();
  const { askRestore, dialog } = usePlanActions();
  if (!plan) return null;
  return (
    <>
      <Button label="resources.plans.action.restore" onClick={() => askRestore(plan)}>
        <RestoreIcon />
      </Button>
      {dialog}
    </>
  );
}

export default function PlanDeletedList() {
  const translate = useTranslate();
  const lang = useLanguage();
  const isPhone = useIsPhone();
  const deletedAt = (r: PlanRecord) =>
    r.deleted_at
      ? `${translate('resources.plans.fields.deleted_at')}: ${formatDateTime(r.deleted_at, lang)}`
      : '';
  const exporter = useMemo(
    () =>
      excelExporter<PlanRecord>(
        translate('resources.plans.export_deleted_file'),
        [
          { header: 'resources.plans.fields.nome', value: (r) => r.nome, width: 32 },
          {
            header: 'resources.plans.fields.precos',
            value: (r) => pricesText(r, lang, translate),
            width: 48,
          },
          {
            header: 'resources.plans.fields.deleted_at',
            value: (r) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : ''),
            width: 18,
          },
        ],
        translate,
      ),
    [translate, lang],
  );

  return (
    <List
      resource="plans"
      storeKey="plans.deleted"
      title={false}
      filter={{ deleted: 'true' }}
      filters={filters}
      sort={{ field: 'nome', order: 'ASC' }}
      exporter={exporter}
      actions={<DeletedActions />}
      empty={false}
    >
      {isPhone ? (
        <CompactList<PlanRecord>
          primaryText={(r) => r.nome}
          secondaryText={(r) => (
            <>
              {pricesText(r, lang, translate)}
              <br />
              {deletedAt(r)}
            </>
          )}
          actions={() => <RestoreButton />}
        />
      ) : (
        <DataTable<PlanRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="nome" />
          <DataTable.Col
            source="recorrencias"
            label="resources.plans.fields.precos"
            disableSort
            render={(r) => <PriceList plan={r as PlanRecord} />}
          />
          <DataTable.Col
            source="deleted_at"
            disableSort
            render={(r) => (r.deleted_at ? formatDateTime(r.deleted_at, lang) : '')}
          />
          <DataTable.Col source="created_at" render={(r) => formatDateTime(r.created_at, lang)} />
          <DataTable.Col label="" disableSort align="right" render={() => <RestoreButton />} />
        </DataTable>
      )}
    </List>
  );
}

// /processos: the company's signing processes at a glance — state, progress "2 de 3", whose turn it
// is, deadline (red when near or past), last activity, sender and template — filtered by state,
// sender, period, template, signatory or a search, sorted by deadline or activity; the selected ones
// reminded, cancelled or downloaded signed as a zip; the list exported to Excel. A row opens its
// document's signatures in the vault. Filters may come in the address (a dashboard card's link).
import { useEffect, useMemo, useState } from 'react';
import { DateInput, SelectArrayInput, SelectInput } from 'react-admin';
import { PIPELINE_STATUSES } from '../../common/schemas/pipeline';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { type PipelineFilterChoices, type PipelineRow, pipelineApi } from '../../src/providers/pipelineApi';
import { FileStatusChip } from '../vault/FileStatusChip';
import { Deadline, LastActivity, Progress, progressText, turnNames } from './cells';
import { PipelineBulkActions } from './PipelineBulkActions';
import { useUrlFilters } from './useUrlFilters';

const R = 'pipeline';
const F = `resources.${R}.filters`;
const date = (iso: string | null) => (iso ? new Date(iso) : null);
const chip = (r: PipelineRow) => <FileStatusChip status={r.status} />;

const columns: ListColumn<PipelineRow>[] = [
  { source: 'nome', sortable: true, phone: 'primary' },
  {
    source: 'status',
    text: (r, { translate }) => translate(`resources.vault.status.${r.status}`, { _: r.status }),
    render: chip,
    phone: { slot: 'tertiary', render: chip },
  },
  {
    source: 'assinados',
    text: progressText,
    render: (r, ctx) => <Progress row={r} ctx={ctx} />,
    phone: 'secondary',
  },
  {
    source: 'vez',
    text: turnNames,
    phone: {
      slot: 'secondary',
      render: (r, { translate }) =>
        r.vez.length ? translate(`resources.${R}.turn`, { names: turnNames(r) }) : null,
    },
  },
  {
    source: 'prazo',
    sortable: true,
    text: (r) => date(r.prazo),
    render: (r, ctx) => <Deadline row={r} ctx={ctx} />,
    phone: { slot: 'secondary', render: (r, ctx) => <Deadline row={r} ctx={ctx} /> },
  },
  {
    source: 'atividade_em',
    sortable: true,
    text: (r) => date(r.atividade_em),
    render: (r, ctx) => <LastActivity row={r} ctx={ctx} />,
  },
  { source: 'solicitante', text: (r) => r.solicitante?.nome ?? '' },
  {
    source: 'modelo',
    text: (r, { translate }) => (r.modelo ? translate(`resources.${R}.template`, r.modelo) : ''),
  },
  // Only in the sheet.
  { source: 'enviado_em', table: false, text: (r) => date(r.enviado_em) },
  { source: 'motivo', table: false },
];

const statusChoices = PIPELINE_STATUSES.map((id) => ({ id, name: `resources.vault.status.${id}` }));

function useFilterChoices(): PipelineFilterChoices {
  const [choices, setChoices] = useState<PipelineFilterChoices>({ solicitantes: [], modelos: [] });
  useEffect(() => {
    let live = true;
    pipelineApi.filters().then(
      (res) => live && setChoices(res.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

export default function PipelineList() {
  const ready = useUrlFilters();
  const { solicitantes, modelos } = useFilterChoices();
  const filters = useMemo(
    () => [
      <FilterText key="q" source="q" label={`${F}.q`} alwaysOn />,
      <SelectArrayInput key="status" source="status" label={`${F}.status`} choices={statusChoices} />,
      <SelectInput
        key="solicitante_id"
        source="solicitante_id"
        label={`${F}.solicitante_id`}
        choices={solicitantes}
        optionText="nome"
        translateChoice={false}
      />,
      <DateInput key="de" source="de" label={`${F}.de`} />,
      <DateInput key="ate" source="ate" label={`${F}.ate`} />,
      <SelectInput
        key="modelo_id"
        source="modelo_id"
        label={`${F}.modelo_id`}
        choices={modelos}
        optionText="nome"
        translateChoice={false}
      />,
      <FilterText key="signatario" source="signatario" label={`${F}.signatario`} />,
    ],
    [solicitantes, modelos],
  );
  if (!ready) return null;
  return (
    <ResourceList<PipelineRow>
      resource={R}
      columns={columns}
      filters={filters}
      filterButton
      sort={{ field: 'enviado_em', order: 'DESC' }}
      rowLink={(r) => `/cofre?arquivo=${r.id}`}
      exportFile={`resources.${R}.export_file`}
      exportCsv
      bulkActions={<PipelineBulkActions />}
    />
  );
}

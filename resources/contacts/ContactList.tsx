// The contacts: searchable by name, e-mail, mobile, CPF/CNPJ or company and by tag, sortable by name
// or date, exported to Excel, imported from a spreadsheet with a result per row; deleted ones apart.
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ListIcon from '@mui/icons-material/List';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactElement, useRef, useState } from 'react';
import { DateField, TextInput, useRefresh, useTranslate } from 'react-admin';
import type { ContactImportResult, ContactView } from '../../common/schemas/contacts';
import { FilterText } from '../../src/components/list/FilterText';
import type { ListColumn } from '../../src/components/list/listColumn';
import { ResourceList } from '../../src/components/list/ResourceList';
import { RowActions } from '../../src/components/list/RowActions';
import { asked, DELETED_TOAST, useRecordActions } from '../../src/components/list/useRecordActions';
import { maskDocument, maskPhone } from '../../src/components/masks';
import { importSheet } from '../../src/providers/dataProvider';

const R = 'contacts';
const columns: ListColumn<ContactView>[] = [
  { source: 'nome', sortable: true, phone: 'primary' },
  { source: 'email', phone: 'secondary' },
  { source: 'celular', text: (r) => (r.celular ? maskPhone(r.celular) : ''), phone: 'secondary' },
  { source: 'documento', text: (r) => (r.documento ? maskDocument(r.documento) : '') },
  { source: 'empresa', phone: 'tertiary' },
  {
    source: 'tags',
    text: (r) => r.tags.join(', '),
    render: (r) => r.tags.map((t) => <Chip key={t} size="small" label={t} sx={{ mr: 0.5 }} />),
  },
  {
    source: 'created_at',
    sortable: true,
    text: (r) => new Date(r.created_at),
    render: () => <DateField source="created_at" locales="pt-BR" />,
  },
];
const filters = [
  <FilterText key="q" source="q" label="ra.action.search" alwaysOn />,
  <TextInput key="tag" source="tag" label={`resources.${R}.fields.tag`} />,
];

export default function ContactList() {
  const { run, dialog } = useRecordActions<ContactView>(
    R,
    { remove: { ...asked(R, 'delete', true), ...DELETED_TOAST } },
    (r) => r.nome,
  );
  return (
    <>
      <ResourceList<ContactView>
        resource={R}
        columns={columns}
        filters={filters}
        filterButton
        sort={{ field: 'nome', order: 'ASC' }}
        rowLink={(r) => `/contato/${r.id}/editar`}
        create={{ to: '/contato/cadastrar', label: `resources.${R}.action.create` }}
        extra={<ContactImport />}
        links={[
          {
            to: '/contatos/excluidos',
            label: `resources.${R}.action.deleted_list`,
            icon: <DeleteSweepIcon />,
          },
        ]}
        exportFile={`resources.${R}.export_file`}
        actions={(r) => (
          <RowActions
            actions={[{ label: 'ra.action.delete', icon: <DeleteIcon />, onClick: () => run('remove', r) }]}
          />
        )}
      />
      {dialog}
    </>
  );
}

export function DeletedContacts() {
  return (
    <ResourceList<ContactView>
      resource={R}
      columns={columns}
      deleted
      recordName={(r) => r.nome}
      filters={[filters[0] as ReactElement]}
      links={[{ to: '/contatos', label: `resources.${R}.action.back`, icon: <ListIcon /> }]}
    />
  );
}

/** "Importar": a .csv/.xls/.xlsx sheet, then what became of each row. */
function ContactImport() {
  const t = useTranslate();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  // A refused sheet (its type, its size, a bad header) was toasted by the HTTP client.
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setResult((await importSheet<ContactImportResult>(R, file)).data);
    refresh();
  };
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} size="small">
        {t(`resources.${R}.import.button`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => {
          pick(e.target.files?.[0]).catch(() => undefined);
          e.target.value = '';
        }}
        aria-label={t(`resources.${R}.import.choose`)}
      />
      <Dialog open={result !== null} onClose={() => setResult(null)} fullWidth>
        <DialogTitle>{t(`resources.${R}.import.title`)}</DialogTitle>
        <DialogContent>
          {result && <Typography gutterBottom>{t(`resources.${R}.import.summary`, result)}</Typography>}
          {result?.linhas
            .filter((l) => l.status !== 'criado')
            .map((l) => (
              <Typography key={l.linha} variant="body2" data-testid="import-row">
                {t(`resources.${R}.import.row`, l)}: {t(`resources.${R}.import.status.${l.status}`)}
                {l.motivo ? ` — ${l.motivo}` : ''}
              </Typography>
            ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>{t('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

// /cofre/excluidos: the company's deleted files (the vault's trash), searchable by name and sortable
// by name, deletion date or size; each can be restored or deleted permanently, several restored at
// once (on a phone, a compact list: one at a time).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, DataTable, LinkBase, List, TopToolbar, useLocale, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { FilterText } from '../../src/components/list/FilterText';
import { LabelledRowCheckboxes } from '../../src/components/list/LabelledRowCheckboxes';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { FileView } from '../../src/providers/filesApi';
import { formatDateTime } from '../../src/providers/format';
import { formatBytes, languageOf } from './bytes';
import { DeletedBulkRestore } from './DeletedBulkRestore';
import { DeletedFileActions } from './DeletedFileActions';

const filters = [<FilterText key="q" source="q" label="resources.files.filters.q" alwaysOn />];

const BackToVault = () => (
  <Button component={LinkBase} to="/cofre" label="resources.files.actions.back">
    <FolderIcon />
  </Button>
);

const DeletedToolbar = () => (
  <TopToolbar>
    <BackToVault />
  </TopToolbar>
);

function DeletedEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <DeleteOutlineIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.files.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.files.empty.text')}
      </Typography>
      <BackToVault />
    </Box>
  );
}

export function DeletedFilesPage() {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const when = (value: string | null) => (value ? formatDateTime(value, lang) : '');
  const isPhone = useIsPhone();
  return (
    <List
      resource="files"
      storeKey="files.deleted"
      title={false}
      filter={{ deleted: true }}
      filters={filters}
      sort={{ field: 'deleted_at', order: 'DESC' }}
      actions={<DeletedToolbar />}
      exporter={false}
      empty={<DeletedEmpty />}
    >
      {isPhone ? (
        <CompactList<FileView>
          primaryText={(r) => r.nome}
          secondaryText={(r) =>
            [
              r.pasta_nome ?? translate('resources.vault.root'),
              formatBytes(r.tamanho, lang),
              when(r.deleted_at),
              r.deleted_by?.nome,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          actions={(r) => <DeletedFileActions record={r} />}
        />
      ) : (
        <LabelledRowCheckboxes>
          <DataTable<FileView> rowClick={false} bulkActionButtons={<DeletedBulkRestore />}>
            <DataTable.Col source="nome" />
            <DataTable.Col
              source="pasta_nome"
              disableSort
              render={(r) => r.pasta_nome ?? translate('resources.vault.root')}
            />
            <DataTable.Col
              source="tamanho"
              align="right"
              render={(r) => formatBytes(r.tamanho, lang)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <DataTable.Col
              source="deleted_at"
              render={(r) => when(r.deleted_at)}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <DataTable.Col source="deleted_by" disableSort render={(r) => r.deleted_by?.nome ?? ''} />
            <DataTable.Col source="uploaded_by" disableSort render={(r) => r.uploaded_by?.nome ?? ''} />
            <DataTable.Col
              label="resources.files.list.actions"
              disableSort
              align="right"
              render={(r) => <DeletedFileActions record={r as FileView} />}
            />
          </DataTable>
        </LabelledRowCheckboxes>
      )}
    </List>
  );
}

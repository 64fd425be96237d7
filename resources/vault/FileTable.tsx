// The files of the level (or the search hits, with the folder of each) from `sm` up (phones: FileList):
// tick boxes for bulk actions, sorting by name, date or size from the column headers, 25 rows a page,
// a status chip, the action the file's state calls for as a button (FileQuickAction) and the rest
// under ⋮ or a right-click. Rows can be dragged onto a folder to move them.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useLocale, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { formatDateTime } from '../../src/providers/format';
import type { FileSort, FileView } from '../../src/providers/vaultApi';
import { formatBytes, languageOf } from './bytes';
import type { FileAction, MenuAnchor } from './ContextMenu';
import { dragFiles } from './dragTypes';
import { FilePagination } from './FilePagination';
import { FileQuickAction } from './FileQuickAction';
import { FileStatusChip } from './FileStatusChip';
import type { VaultFiles } from './useVaultFiles';
import type { VaultPermissions } from './useVaultPermissions';

export interface FileListProps {
  files: VaultFiles;
  can: VaultPermissions;
  selectable: boolean;
  draggable: boolean;
  showFolder: boolean;
  onPreview(file: FileView): void;
  onMenu(file: FileView, anchor: MenuAnchor): void;
  onAction(action: FileAction, file: FileView): void;
  onOpenFolder(folderId: number | null): void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

export function FileTable({
  files,
  can,
  selectable,
  draggable,
  showFolder,
  onPreview,
  onMenu,
  onAction,
  onOpenFolder,
}: FileListProps) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const { data, selected, sort } = files;
  const header = (field: FileSort, label: string) => (
    <TableCell sx={nowrap} sortDirection={sort.field === field ? sort.order : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.order : 'asc'}
        onClick={() => files.setSort(field)}
      >
        {translate(`resources.vault.fields.${label}`)}
      </TableSortLabel>
    </TableCell>
  );
  const all = data.length > 0 && selected.size === data.length;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('resources.vault.files.title')} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={all}
                    indeterminate={selected.size > 0 && !all}
                    onChange={files.toggleAll}
                    slotProps={{ input: { 'aria-label': translate('resources.vault.files.select_all') } }}
                  />
                </TableCell>
              )}
              {header('nome', 'nome')}
              {showFolder && <TableCell>{translate('resources.vault.fields.pasta')}</TableCell>}
              {header('tamanho', 'tamanho')}
              {header('created_at', 'created_at')}
              <TableCell>{translate('resources.vault.fields.status')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.row_actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((file) => (
              <TableRow
                key={file.id}
                hover
                data-testid="file-row"
                selected={selected.has(file.id)}
                draggable={draggable}
                onDragStart={(e) => dragFiles(e, selected, file.id)}
                onDoubleClick={() => onPreview(file)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  onMenu(file, { top: e.clientY, left: e.clientX });
                }}
              >
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(file.id)}
                      onChange={() => files.toggle(file.id)}
                      slotProps={{
                        input: {
                          'aria-label': translate('resources.vault.files.select', { name: file.nome }),
                        },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ wordBreak: 'break-word', minWidth: 160 }}>
                  <Link component="button" type="button" underline="hover" onClick={() => onPreview(file)}>
                    {file.nome}
                  </Link>
                </TableCell>
                {showFolder && (
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      color="inherit"
                      onClick={() => onOpenFolder(file.pasta_id)}
                    >
                      {file.pasta_nome ?? translate('resources.vault.root')}
                    </Link>
                  </TableCell>
                )}
                <TableCell sx={nowrap}>{formatBytes(file.tamanho, lang)}</TableCell>
                <TableCell sx={nowrap}>{formatDateTime(file.created_at, lang)}</TableCell>
                <TableCell>
                  <FileStatusChip status={file.status} />
                </TableCell>
                <TableCell align="right" padding="checkbox">
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
                    <FileQuickAction file={file} can={can} onAction={onAction} />
                    <IconButton
                      size="small"
                      aria-haspopup="menu"
                      aria-label={translate('resources.vault.menu.more', { name: file.nome })}
                      onClick={(e) => onMenu(file, e.currentTarget)}
                    >
                      <MoreVertIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <FilePagination files={files} />
    </>
  );
}

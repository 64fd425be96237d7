// The files of the level on a phone (below `sm`; from there up: FileTable), as a compact list that
// fits the screen: each file's name (a tap previews it) with its state chip, its size and date (and
// folder, in a search), the action its state calls for as a button and the rest under ⋮ (or a long
// press). Tick boxes and the sort order sit above the list; rows still drag onto a folder with a mouse.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ListContextProvider, useList, useLocale, useTranslate } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { formatDateTime } from '../../src/providers/format';
import type { FileSort, FileView } from '../../src/providers/vaultApi';
import { formatBytes, languageOf } from './bytes';
import { dragFiles } from './dragTypes';
import { FilePagination } from './FilePagination';
import { FileQuickAction } from './FileQuickAction';
import { FileStatusChip } from './FileStatusChip';
import type { FileListProps } from './FileTable';
import type { Sort } from './useVaultFiles';

const SORTS: Sort[] = [
  { field: 'nome', order: 'asc' },
  { field: 'nome', order: 'desc' },
  { field: 'created_at', order: 'desc' },
  { field: 'created_at', order: 'asc' },
  { field: 'tamanho', order: 'desc' },
  { field: 'tamanho', order: 'asc' },
];
const sortKey = (s: Sort) => `${s.field}_${s.order}`;

export function FileList({
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
  const list = useList<FileView>({ data: files.data });
  const { data, selected, sort } = files;
  const all = data.length > 0 && selected.size === data.length;
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.vault.files.${key}`, args);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 1 }}>
        {selectable && (
          <FormControlLabel
            sx={{ mr: 'auto', ml: -0.5 }}
            label={t('all')}
            control={
              <Checkbox
                checked={all}
                indeterminate={selected.size > 0 && !all}
                onChange={files.toggleAll}
                slotProps={{ input: { 'aria-label': t('select_all') } }}
              />
            }
          />
        )}
        <TextField
          select
          size="small"
          label={t('sort')}
          value={sortKey(sort)}
          onChange={(e) => {
            const picked = SORTS.find((s) => sortKey(s) === e.target.value);
            if (picked) files.setSort(picked.field as FileSort, picked.order);
          }}
          sx={{ minWidth: 180, ml: 'auto' }}
        >
          {SORTS.map((s) => (
            <MenuItem key={sortKey(s)} value={sortKey(s)}>
              {t(`sorts.${sortKey(s)}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ListContextProvider value={list}>
        <CompactList<FileView>
          primaryText={(file) => (
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => onPreview(file)}
              sx={{ textAlign: 'left', wordBreak: 'break-word' }}
            >
              {file.nome}
            </Link>
          )}
          tertiaryText={(file) => <FileStatusChip status={file.status} />}
          secondaryText={(file) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {`${formatBytes(file.tamanho, lang)} · ${formatDateTime(file.created_at, lang)}`}
              </Box>
              {showFolder && (
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  color="inherit"
                  onClick={() => onOpenFolder(file.pasta_id)}
                  sx={{ textAlign: 'left' }}
                >
                  {t('in_folder', { name: file.pasta_nome ?? translate('resources.vault.root') })}
                </Link>
              )}
              <Box sx={{ '&:has(button)': { mt: 0.5 } }}>
                <FileQuickAction file={file} can={can} onAction={onAction} />
              </Box>
            </>
          )}
          leading={
            selectable
              ? (file) => (
                  <Checkbox
                    checked={selected.has(file.id)}
                    onChange={() => files.toggle(file.id)}
                    slotProps={{ input: { 'aria-label': t('select', { name: file.nome }) } }}
                  />
                )
              : undefined
          }
          rowProps={(file) => ({
            'data-testid': 'file-row',
            draggable,
            onDragStart: (e) => dragFiles(e, selected, file.id),
            onContextMenu: (e) => {
              e.preventDefault();
              onMenu(file, { top: e.clientY, left: e.clientX });
            },
            sx: selected.has(file.id) ? { bgcolor: 'action.selected' } : undefined,
          })}
          actions={(file) => (
            <IconButton
              size="small"
              aria-haspopup="menu"
              aria-label={translate('resources.vault.menu.more', { name: file.nome })}
              onClick={(e) => onMenu(file, e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          )}
        />
      </ListContextProvider>
      <FilePagination files={files} />
    </>
  );
}

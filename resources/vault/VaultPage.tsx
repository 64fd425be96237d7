// /cofre: the company's document vault. Folders of the current level (open, reorder, rename,
// delete), its files (sort, page, tick, move, rename, delete, preview, details, history,
// download), uploads dropped anywhere on the page, and a search over the whole vault.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type FileView, type FolderView, vaultApi } from '../../src/providers/vaultApi';
import { Breadcrumbs } from './Breadcrumbs';
import {
  ContextMenu,
  type FileAction,
  type FolderAction,
  type MenuAnchor,
  type MenuTarget,
} from './ContextMenu';
import { EmptyState } from './EmptyState';
import { FileTable } from './FileTable';
import { FolderGrid } from './FolderGrid';
import { UploadList } from './UploadList';
import { UploadZone } from './UploadZone';
import { useUploads } from './useUploads';
import { useVaultActions } from './useVaultActions';
import { SEARCH_MIN, useVaultFiles } from './useVaultFiles';
import { useVaultLevel } from './useVaultLevel';
import { useVaultPermissions } from './useVaultPermissions';
import { type VaultDialog, VaultDialogs } from './VaultDialogs';
import { VaultToolbar } from './VaultToolbar';

export function VaultPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const can = useVaultPermissions();
  const nav = useVaultLevel();
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= SEARCH_MIN;
  const files = useVaultFiles(nav.level ? nav.folderId : undefined, search);
  const uploads = useUploads(files.refresh);
  const [dialog, setDialog] = useState<VaultDialog>(null);
  const [menu, setMenu] = useState<{ anchor: MenuAnchor; target: MenuTarget } | null>(null);

  const filesChanged = () => {
    files.clearSelection();
    files.refresh();
    // A folder's "has content" changes when files come or go.
    void nav.reload();
  };
  const actions = useVaultActions({
    onFilesChanged: filesChanged,
    onFoldersChanged: () => void nav.reload(),
  });

  const openFolder = (id: number | null) => {
    setSearch('');
    void nav.open(id);
  };

  const onFileAction = (action: FileAction, file: FileView) => {
    if (action === 'move') setDialog({ kind: 'move', files: [file] });
    else if (action === 'download') actions.download(file);
    else if (action === 'delete') actions.askDeleteFiles([file]);
    else setDialog({ kind: action, file });
  };
  const onFolderAction = (action: FolderAction, folder: FolderView) => {
    if (action === 'open') openFolder(folder.id);
    else if (action === 'rename') setDialog({ kind: 'renameFolder', folder });
    else actions.askDeleteFolder(folder);
  };

  const reorder = async (ids: number[]) => {
    const byId = new Map((nav.level?.pastas ?? []).map((f) => [f.id, f]));
    nav.setFolders(ids.flatMap((id) => byId.get(id) ?? []));
    try {
      notify((await vaultApi.reorderFolders(nav.folderId, ids)).message, { type: 'success' });
    } catch {
      void nav.reload();
    }
  };
  const dropFiles = async (folder: FolderView, ids: number[]) => {
    try {
      notify((await vaultApi.moveFiles(ids, folder.id)).message, { type: 'success' });
      filesChanged();
    } catch {
      // Shown by the HTTP client.
    }
  };

  const level = nav.level;
  if (!level)
    return nav.failed ? (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => void nav.reload()}>{translate('app.retry')}</Button>}
      >
        {translate('resources.vault.load_failed')}
      </Alert>
    ) : (
      <LinearProgress sx={{ mt: 2 }} />
    );

  const selected = files.data.filter((f) => files.selected.has(f.id));
  const empty = !searching && level.pastas.length === 0 && files.total === 0 && !files.loading;
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <UploadZone enabled={can.upload} onFiles={(list) => uploads.start(list, nav.folderId)}>
          {(pick) => (
            // One column that never grows past the page: the table scrolls inside it on narrow screens.
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
              <VaultToolbar
                can={can}
                search={search}
                onSearch={setSearch}
                selected={selected.length}
                onNewFolder={() => setDialog({ kind: 'newFolder' })}
                onUpload={pick}
                onMoveSelected={() => setDialog({ kind: 'move', files: selected })}
                onDeleteSelected={() => actions.askDeleteFiles(selected)}
              />
              {searching ? (
                <Typography component="h2" variant="subtitle1">
                  {translate('resources.vault.search.results', { q: search.trim() })}
                </Typography>
              ) : (
                <Breadcrumbs level={level} onOpen={openFolder} onBack={() => void nav.back()} />
              )}
              <UploadList uploads={uploads} />
              {!searching && level.pastas.length > 0 && (
                <FolderGrid
                  folders={level.pastas}
                  canManage={can.manage}
                  onOpen={(folder) => openFolder(folder.id)}
                  onMenu={(folder, anchor) => setMenu({ anchor, target: { kind: 'folder', folder } })}
                  onReorder={reorder}
                  onDropFiles={dropFiles}
                />
              )}
              {empty ? (
                <EmptyState canUpload={can.upload} onUpload={pick} />
              ) : (
                <Box>
                  <LinearProgress sx={{ visibility: files.loading ? 'visible' : 'hidden' }} />
                  {files.total > 0 ? (
                    <FileTable
                      files={files}
                      selectable={can.manage || can.remove}
                      draggable={can.manage && !searching}
                      showFolder={searching}
                      onPreview={(file) => setDialog({ kind: 'preview', file })}
                      onMenu={(file, anchor) => setMenu({ anchor, target: { kind: 'file', file } })}
                      onOpenFolder={openFolder}
                    />
                  ) : (
                    !files.loading && (
                      <Typography color="text.secondary" sx={{ py: 2 }}>
                        {searching
                          ? translate('resources.vault.search.none', { q: search.trim() })
                          : translate('resources.vault.files.none')}
                      </Typography>
                    )
                  )}
                </Box>
              )}
            </Box>
          )}
        </UploadZone>
      </CardContent>
      <ContextMenu
        anchor={menu?.anchor ?? null}
        target={menu?.target ?? null}
        permissions={can}
        onClose={() => setMenu(null)}
        onFileAction={onFileAction}
        onFolderAction={onFolderAction}
      />
      <VaultDialogs
        dialog={dialog}
        level={level}
        onClose={() => setDialog(null)}
        onFoldersChanged={() => void nav.reload()}
        onFilesChanged={filesChanged}
        onDownload={actions.download}
      />
      {actions.dialog}
    </Card>
  );
}

// /cofre: the company's document vault. Folders of the current level (open, reorder, rename,
// delete), its files (sort, page, tick, move, rename, delete, preview, details, history,
// download, ask for signatures) as a table, or on a phone a compact list, uploads dropped anywhere
// on the page (each offering to ask for signatures once it arrived), and a search over the whole
// vault. A link to one document (/cofre?arquivo=<id>) opens its folder and shows it; /cofre?enviar=1
// opens the file picker (a browser that no longer counts the click as the user's leaves the button).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { type FileView, type FolderView, vaultApi } from '../../src/providers/vaultApi';
import { useSearchParamOnce } from '../../src/routes/navigation';
import { Breadcrumbs } from './Breadcrumbs';
import {
  ContextMenu,
  type FileAction,
  type FolderAction,
  type MenuAnchor,
  type MenuTarget,
} from './ContextMenu';
import { EmptyState } from './EmptyState';
import { FileList } from './FileList';
import { FileTable } from './FileTable';
import { FolderGrid } from './FolderGrid';
import { UploadList } from './UploadList';
import { UploadZone } from './UploadZone';
import { useLinkedFile } from './useLinkedFile';
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
  const isPhone = useIsPhone();
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
  // /cofre?enviar=1 (the guided start's "Enviar documento"): the file picker opened once the page is up.
  const [uploadAsked, setUploadAsked] = useState(false);
  useSearchParamOnce('enviar', (v) => setUploadAsked(v === '1'));
  // /cofre?arquivo=<id> (a notification's "Abrir"): the document in its folder, its signatures shown.
  useLinkedFile(
    (id) => {
      setSearch('');
      return nav.open(id);
    },
    (file) => setDialog({ kind: file.status === 'draft' ? 'details' : 'signatures', file }),
  );

  const onFileAction = (action: FileAction, file: FileView) => {
    if (action === 'move') setDialog({ kind: 'move', files: [file] });
    else if (action === 'download') actions.download(file);
    else if (action === 'downloadOriginal') actions.download(file, 'original');
    else if (action === 'downloadCertificate') actions.download(file, 'assinado');
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
  const Files = isPhone ? FileList : FileTable;
  const empty = !searching && level.pastas.length === 0 && files.total === 0 && !files.loading;
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <UploadZone enabled={can.upload} onFiles={(list) => uploads.start(list, nav.folderId)}>
          {(pick) => (
            // One column that never grows past the page (a phone gets a list that fits it).
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
              {uploadAsked && can.upload && <PickOnce pick={pick} onPicked={() => setUploadAsked(false)} />}
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
              <UploadList
                uploads={uploads}
                onRequestSignatures={
                  can.requestSignatures ? (file) => setDialog({ kind: 'requestSignatures', file }) : undefined
                }
              />
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
                    <Files
                      files={files}
                      can={can}
                      selectable={can.manage || can.remove}
                      draggable={can.manage && !searching}
                      showFolder={searching}
                      onPreview={(file) => setDialog({ kind: 'preview', file })}
                      onMenu={(file, anchor) => setMenu({ anchor, target: { kind: 'file', file } })}
                      onAction={onFileAction}
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
        onRequested={(file) => uploads.requested(file.id)}
        onDownload={actions.download}
      />
      {actions.dialog}
    </Card>
  );
}

/** Opens the file picker once (the browser allows it while the click that led here still counts). */
function PickOnce({ pick, onPicked }: { pick(): void; onPicked(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    pick();
    onPicked();
  }, []);
  return null;
}

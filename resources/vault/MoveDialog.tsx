// Move files: browse the folder tree from the current level (peeking at levels, so the level the
// server remembers for the page stays as it is) and move the files to the folder shown, or to the
// vault's root.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderIcon from '@mui/icons-material/Folder';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { type FileView, type LevelView, vaultApi } from '../../src/providers/vaultApi';
import { Breadcrumbs } from './Breadcrumbs';

interface Props {
  files: FileView[];
  /** The page's level: where browsing starts. */
  start: LevelView;
  onClose(): void;
  onMoved(): void;
}

export function MoveDialog({ files, start, onClose, onMoved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [level, setLevel] = useState(start);
  const [busy, setBusy] = useState(false);
  const target = level.nivel?.id ?? null;
  const alreadyThere = files.every((f) => f.pasta_id === target);

  const browse = async (call: () => Promise<LevelView>) => {
    setBusy(true);
    try {
      setLevel(await call());
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const close = () => onClose();

  const move = async () => {
    setBusy(true);
    try {
      const res = await vaultApi.moveFiles(
        files.map((f) => f.id),
        target,
      );
      notify(res.message, { type: 'success' });
      onMoved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {translate('resources.vault.move_dialog.title', { smart_count: files.length })}
      </DialogTitle>
      <DialogContent dividers>
        {files.length === 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-word' }}>
            {files[0]?.nome}
          </Typography>
        )}
        <Breadcrumbs
          level={level}
          onOpen={(id) => browse(() => vaultApi.peek(id))}
          onBack={() => browse(() => vaultApi.peek(level.nivel?.parent_id ?? null))}
        />
        <List dense aria-label={translate('resources.vault.folders.title')}>
          {level.pastas.map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton disabled={busy} onClick={() => browse(() => vaultApi.peek(folder.id))}>
                <ListItemIcon>
                  <FolderIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={folder.nome}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {level.pastas.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.vault.move_dialog.no_subfolders')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={move} disabled={busy || alreadyThere}>
          {translate('resources.vault.move_dialog.here', {
            name: level.nivel?.nome ?? translate('resources.vault.root'),
          })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

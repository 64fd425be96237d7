// Where the document made from a template goes: the vault's root or a folder, chosen by browsing the
// folder tree (peeking at levels, so the level the vault page remembers stays as it is).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { type LevelView, vaultApi } from '../../src/providers/vaultApi';
import { useTemplatesT } from './useTemplatesT';

export interface FolderChoice {
  id: number | null;
  /** The path shown ("Contratos / 2026"); null at the root. */
  nome: string | null;
}

const pathOf = (level: LevelView) => level.breadcrumbs.map((c) => c.nome).join(' / ') || null;

function FolderDialog({ onPick, onClose }: { onPick(folder: FolderChoice): void; onClose(): void }) {
  const { t } = useTemplatesT();
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const [level, setLevel] = useState<LevelView | null>(null);
  const [busy, setBusy] = useState(false);
  const browse = async (id: number | null) => {
    setBusy(true);
    try {
      setLevel(await vaultApi.peek(id));
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the root, once, when the dialog opens.
  useEffect(() => {
    browse(null);
  }, []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('folder.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {level?.nivel && (
            <IconButton
              size="small"
              disabled={busy}
              onClick={() => browse(level.nivel?.parent_id ?? null)}
              aria-label={t('folder.up')}
            >
              <ArrowBackIcon fontSize="small" />
            </IconButton>
          )}
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {(level && pathOf(level)) ?? t('folder.root')}
          </Typography>
        </Box>
        <List dense aria-label={t('folder.subfolders')}>
          {level?.pastas.map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton disabled={busy} onClick={() => browse(folder.id)}>
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
        {level?.pastas.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('folder.empty')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || level === null}
          onClick={() => level && onPick({ id: level.nivel?.id ?? null, nome: pathOf(level) })}
          data-testid="folder-pick-here"
        >
          {t('folder.here')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Props {
  value: FolderChoice;
  error?: string;
  disabled: boolean;
  onChange(folder: FolderChoice): void;
}

export function FolderPicker({ value, error, disabled, onChange }: Props) {
  const { t } = useTemplatesT();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('folder.label')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FolderIcon color="action" aria-hidden />
        <Typography sx={{ wordBreak: 'break-word', flex: '1 1 160px' }} data-testid="folder-chosen">
          {value.nome ?? t('folder.root')}
        </Typography>
        <Button size="small" disabled={disabled} onClick={() => setOpen(true)} data-testid="folder-choose">
          {t('folder.choose')}
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {open && (
        <FolderDialog
          onClose={() => setOpen(false)}
          onPick={(folder) => {
            onChange(folder);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}

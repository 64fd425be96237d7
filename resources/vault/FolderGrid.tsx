// The current level's folders as cards: a click opens one, right-click or ⋮ shows its actions, and
// with vault.manage they can be dragged into a new order (and files dragged from the table dropped
// on a folder move there).
import FolderIcon from '@mui/icons-material/Folder';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FolderView } from '../../src/providers/vaultApi';
import type { MenuAnchor } from './ContextMenu';
import { FILES_DRAG_TYPE } from './dragTypes';

const FOLDER_DRAG_TYPE = 'application/x-cofre-folder';

interface Props {
  folders: FolderView[];
  canManage: boolean;
  onOpen(folder: FolderView): void;
  onMenu(folder: FolderView, anchor: MenuAnchor): void;
  onReorder(ids: number[]): void;
  onDropFiles(folder: FolderView, fileIds: number[]): void;
}

const has = (e: DragEvent, type: string) => Array.from(e.dataTransfer.types).includes(type);

export function FolderGrid({ folders, canManage, onOpen, onMenu, onReorder, onDropFiles }: Props) {
  const translate = useTranslate();
  const dragged = useRef<number | null>(null);
  const [order, setOrder] = useState<FolderView[] | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const shown = order ?? folders;

  const dragOver = (e: DragEvent, folder: FolderView) => {
    if (!canManage) return;
    if (has(e, FOLDER_DRAG_TYPE) && dragged.current !== null) {
      e.preventDefault();
      const from = shown.findIndex((f) => f.id === dragged.current);
      const to = shown.findIndex((f) => f.id === folder.id);
      if (from < 0 || from === to) return;
      const next = [...shown];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      setOrder(next);
    } else if (has(e, FILES_DRAG_TYPE)) {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setTarget(folder.id);
    }
  };

  const drop = (e: DragEvent, folder: FolderView) => {
    if (!canManage) return;
    e.preventDefault();
    setTarget(null);
    if (has(e, FILES_DRAG_TYPE)) {
      const ids = JSON.parse(e.dataTransfer.getData(FILES_DRAG_TYPE) || '[]') as number[];
      if (ids.length > 0) onDropFiles(folder, ids);
      return;
    }
    const ids = shown.map((f) => f.id);
    if (ids.some((id, i) => folders[i]?.id !== id)) onReorder(ids);
  };

  return (
    <Box
      component="ul"
      aria-label={translate('resources.vault.folders.title')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {shown.map((folder) => (
        <Card
          key={folder.id}
          component="li"
          variant="outlined"
          data-testid="folder-item"
          draggable={canManage}
          onDragStart={(e: DragEvent) => {
            dragged.current = folder.id;
            e.dataTransfer.setData(FOLDER_DRAG_TYPE, String(folder.id));
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e: DragEvent) => dragOver(e, folder)}
          onDragLeave={() => setTarget((t) => (t === folder.id ? null : t))}
          onDrop={(e: DragEvent) => drop(e, folder)}
          onDragEnd={() => {
            dragged.current = null;
            setOrder(null);
          }}
          onContextMenu={(e) => {
            e.preventDefault();
            onMenu(folder, { top: e.clientY, left: e.clientX });
          }}
          sx={{
            display: 'flex',
            alignItems: 'center',
            opacity: order && dragged.current === folder.id ? 0.5 : 1,
            borderColor: target === folder.id ? 'primary.main' : undefined,
            bgcolor: target === folder.id ? 'action.selected' : undefined,
          }}
        >
          <CardActionArea
            onClick={() => onOpen(folder)}
            aria-label={translate('resources.vault.folders.open', { name: folder.nome })}
            sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1, p: 1.5, minWidth: 0 }}
          >
            {folder.has_children ? <FolderIcon color="primary" /> : <FolderOutlinedIcon color="primary" />}
            <Typography noWrap title={folder.nome} sx={{ minWidth: 0 }}>
              {folder.nome}
            </Typography>
          </CardActionArea>
          <IconButton
            size="small"
            sx={{ mr: 0.5 }}
            aria-haspopup="menu"
            aria-label={translate('resources.vault.menu.more', { name: folder.nome })}
            onClick={(e) => onMenu(folder, e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Card>
      ))}
    </Box>
  );
}

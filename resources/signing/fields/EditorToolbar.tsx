// Above the pages: undo and redo (also Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y), and the zoom (a multiple of
// the frame's width: at 100% no page is wider than the screen).
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ZOOMS } from '../../../src/pages/signing/pageSlots';
import { useEditorT } from './useEditorT';
import type { FieldHistory } from './useFieldHistory';

interface Props {
  history: Pick<FieldHistory, 'undo' | 'redo' | 'canUndo' | 'canRedo'>;
  /** Index into ZOOMS. */
  level: number;
  onLevel(level: number): void;
  disabled: boolean;
}

export function EditorToolbar({ history, level, onLevel, disabled }: Props) {
  const { t } = useEditorT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
      <IconButton
        onClick={history.undo}
        disabled={disabled || !history.canUndo}
        aria-label={t('toolbar.undo')}
        data-testid="field-undo"
      >
        <UndoIcon />
      </IconButton>
      <IconButton
        onClick={history.redo}
        disabled={disabled || !history.canRedo}
        aria-label={t('toolbar.redo')}
        data-testid="field-redo"
      >
        <RedoIcon />
      </IconButton>
      <Box sx={{ flex: 1 }} />
      <IconButton
        onClick={() => onLevel(Math.max(0, level - 1))}
        disabled={level === 0}
        aria-label={t('toolbar.zoom_out')}
        data-testid="field-zoom-out"
      >
        <ZoomOutIcon />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
        {t('toolbar.zoom_level', { percent: Math.round((ZOOMS[level] ?? 1) * 100) })}
      </Typography>
      <IconButton
        onClick={() => onLevel(Math.min(ZOOMS.length - 1, level + 1))}
        disabled={level === ZOOMS.length - 1}
        aria-label={t('toolbar.zoom_in')}
        data-testid="field-zoom-in"
      >
        <ZoomInIcon />
      </IconButton>
    </Box>
  );
}

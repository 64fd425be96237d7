// The files being sent: one line each with a progress bar and percentage, a cancel button while
// it is queued or sending, and the outcome (sent, cancelled, or why it failed). A file that arrived
// offers its next step right there: "Solicitar assinaturas" (for who may ask for them).
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DrawIcon from '@mui/icons-material/Draw';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { FileView } from '../../src/providers/vaultApi';
import { formatBytes, languageOf } from './bytes';
import type { Uploads, UploadTask } from './useUploads';

const percentOf = (t: UploadTask) =>
  t.status === 'done' ? 100 : t.total > 0 ? Math.min(100, Math.floor((t.loaded / t.total) * 100)) : 0;

interface LineProps {
  task: UploadTask;
  onCancel(): void;
  /** Absent: the user may not ask for signatures. */
  onRequestSignatures?(file: FileView): void;
}

function UploadLine({ task, onCancel, onRequestSignatures }: LineProps) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const percent = percentOf(task);
  const name = task.file.name;
  const busy = task.status === 'queued' || task.status === 'uploading';
  const saved = task.status === 'done' && task.saved?.status === 'draft' ? task.saved : undefined;
  const request = translate('resources.vault.menu.requestSignatures');
  return (
    <Box
      component="li"
      data-testid="upload-item"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {busy
              ? `${formatBytes(task.total, lang)} · ${percent}%`
              : translate(`resources.vault.upload.${task.status}`)}
          </Typography>
        </Box>
        {task.status === 'error' ? (
          <Typography variant="caption" color="error" role="alert">
            {task.error}
          </Typography>
        ) : (
          <LinearProgress
            variant={task.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={percent}
            color={task.status === 'done' ? 'success' : task.status === 'cancelled' ? 'inherit' : 'primary'}
            sx={{ color: task.status === 'cancelled' ? 'text.disabled' : undefined }}
            aria-label={translate('resources.vault.upload.progress', { name })}
          />
        )}
        {saved && onRequestSignatures && (
          <Button
            size="small"
            variant="contained"
            startIcon={<DrawIcon />}
            aria-label={translate('resources.vault.files.row_action', { action: request, name: saved.nome })}
            data-testid="upload-request-signatures"
            onClick={() => onRequestSignatures(saved)}
            sx={{ mt: 0.75 }}
          >
            {request}
          </Button>
        )}
      </Box>
      {busy ? (
        <IconButton
          size="small"
          onClick={onCancel}
          aria-label={translate('resources.vault.upload.cancel', { name })}
        >
          <CancelIcon fontSize="small" />
        </IconButton>
      ) : task.status === 'done' ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
      ) : (
        <ErrorOutlineIcon
          fontSize="small"
          color={task.status === 'error' ? 'error' : 'disabled'}
          aria-hidden
        />
      )}
    </Box>
  );
}

export function UploadList({
  uploads,
  onRequestSignatures,
}: {
  uploads: Uploads;
  /** Absent: the user may not ask for signatures. */
  onRequestSignatures?(file: FileView): void;
}) {
  const translate = useTranslate();
  if (uploads.tasks.length === 0) return null;
  const finished = uploads.tasks.some((t) => t.status !== 'queued' && t.status !== 'uploading');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      component="section"
      aria-label={translate('resources.vault.upload.title')}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{translate('resources.vault.upload.title')}</Typography>
        {finished && (
          <Button size="small" onClick={uploads.clearFinished}>
            {translate('resources.vault.upload.clear')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {uploads.tasks.map((task) => (
          <UploadLine
            key={task.id}
            task={task}
            onCancel={() => uploads.cancel(task.id)}
            onRequestSignatures={onRequestSignatures}
          />
        ))}
      </Box>
    </Paper>
  );
}

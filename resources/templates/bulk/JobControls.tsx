// A running or paused bulk send's buttons: pause (the line being made finishes), resume, and cancel
// (asked first: the lines not sent yet are cancelled, the documents made stay).
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { type BulkAction, type BulkView, bulkApi } from '../../../src/providers/bulkApi';
import { useTemplatesT } from '../useTemplatesT';
import { isOver } from './useBulkJob';

export function JobControls({ job, onChanged }: { job: BulkView; onChanged(job: BulkView): void }) {
  const { t } = useTemplatesT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (isOver(job)) return null;

  const run = async (action: BulkAction) => {
    setBusy(true);
    try {
      const answer = await bulkApi.control(job.id, action);
      notify(answer.message, { type: 'info' });
      onChanged(answer.data);
    } catch {
      // The API's refusal (it finished meanwhile) was shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {job.status === 'paused' ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<PlayArrowIcon />}
          disabled={busy}
          onClick={() => void run('retomar')}
          data-testid="bulk-resume"
        >
          {t('bulk.job.resume')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="small"
          startIcon={<PauseIcon />}
          disabled={busy}
          onClick={() => void run('pausar')}
          data-testid="bulk-pause"
        >
          {t('bulk.job.pause')}
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CancelScheduleSendIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
        data-testid="bulk-cancel"
      >
        {t('bulk.job.cancel')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="resources.templates.bulk.job.cancel_title"
        content="resources.templates.bulk.job.cancel_content"
        confirm="resources.templates.bulk.job.cancel"
        onConfirm={() => {
          setConfirming(false);
          void run('cancelar');
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

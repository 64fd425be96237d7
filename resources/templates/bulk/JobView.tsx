// A bulk send as it goes: its state, a progress bar and its counts (moved by the live events, read
// again every few seconds as a fallback), pause/resume/cancel, and its lines with their results.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BulkView } from '../../../src/providers/bulkApi';
import { useTemplatesT } from '../useTemplatesT';
import { JobControls } from './JobControls';
import { JobLines } from './JobLines';
import { isOver, jobCounts, useBulkJob } from './useBulkJob';

const STATUS_COLORS: Record<BulkView['status'], 'info' | 'warning' | 'default' | 'success'> = {
  running: 'info',
  paused: 'warning',
  cancelled: 'default',
  done: 'success',
};

export function JobView({ jobId, onNew }: { jobId: number; onNew(): void }) {
  const { t, text } = useTemplatesT();
  const { job, failed, version, setJob } = useBulkJob(jobId);
  if (!job)
    return failed ? (
      <Alert severity="error">{t('bulk.job.failed')}</Alert>
    ) : (
      <LinearProgress aria-label={text('app.loading')} />
    );
  const done = job.total - job.pendentes;
  const percent = job.total > 0 ? Math.round((100 * done) / job.total) : 100;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="bulk-job">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
          {t('bulk.job.title', { planilha: job.planilha })}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[job.status]}
          label={t(`bulk.job.status.${job.status}`)}
          data-testid="bulk-job-status"
        />
      </Box>
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('bulk.job.counts', jobCounts(job))}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="bulk-job-counts">
          {t('bulk.job.counts', jobCounts(job))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <JobControls job={job} onChanged={setJob} />
        {isOver(job) && (
          <Button size="small" variant="outlined" onClick={onNew} data-testid="bulk-new">
            {t('bulk.job.new')}
          </Button>
        )}
      </Box>
      <JobLines jobId={job.id} version={version} />
    </Box>
  );
}

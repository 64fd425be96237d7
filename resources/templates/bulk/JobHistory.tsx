// The template's earlier bulk sends, newest first (read again as they move), each opened in place
// (?lote=ID in the address).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import { usePageLoad } from '../../../src/components/list/usePageLoad';
import { type BulkProgressEvent, bulkApi } from '../../../src/providers/bulkApi';
import { formatDateTime } from '../../../src/providers/format';
import { useRealtime } from '../../../src/providers/realtime';
import { useTemplatesT } from '../useTemplatesT';
import { jobCounts } from './useBulkJob';

export function JobHistory({
  modeloId,
  current,
  onOpen,
}: {
  modeloId: number;
  current: number | null;
  onOpen(id: number): void;
}) {
  const { t } = useTemplatesT();
  const lang = useLocale() === 'en' ? 'en' : 'pt_BR';
  const jobs = usePageLoad(() => bulkApi.list(modeloId), [modeloId, current]);
  useRealtime('bulk.progress', (data) => {
    if ((data as BulkProgressEvent).modelo_id === modeloId) jobs.reload();
  });
  return (
    <Box component="section" aria-labelledby="bulk-history" sx={{ minWidth: 0 }}>
      <Typography id="bulk-history" component="h2" variant="h6">
        {t('bulk.history.title')}
      </Typography>
      {jobs.data?.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('bulk.history.empty')}
        </Typography>
      )}
      <List dense data-testid="bulk-history">
        {jobs.data?.data.map((job) => (
          <ListItemButton key={job.id} selected={job.id === current} onClick={() => onOpen(job.id)}>
            <ListItemText
              primary={t('bulk.history.item', {
                planilha: job.planilha,
                quando: formatDateTime(job.created_at, lang),
              })}
              secondary={t('bulk.job.counts', jobCounts(job))}
              slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
            />
            <Chip size="small" label={t(`bulk.job.status.${job.status}`)} sx={{ ml: 1 }} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

// /modelo/:id/lote: sending a template in bulk. A new send (the sheet, its columns mapped with a
// preview, "Enviar N documentos"), or the send named by ?lote=ID as it goes; beside it the template's
// earlier sends, each opened in place.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import type { TemplateDetails } from '../../../src/providers/templatesApi';
import { useTemplatesT } from '../useTemplatesT';
import { BulkWizard } from './BulkWizard';
import { JobHistory } from './JobHistory';
import { JobView } from './JobView';

export default function BulkPage() {
  const { t, text } = useTemplatesT();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const lote = Number(params.get('lote')) || null;
  const { data: template, error, isPending } = useGetOne<TemplateDetails>('templates', { id });
  if (isPending) return <LinearProgress sx={{ my: 2 }} aria-label={text('app.loading')} />;
  if (error || !template) return <Alert severity="error">{t('editor.failed')}</Alert>;
  const open = (job: number | null) => setParams(job ? { lote: String(job) } : {});
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3, maxWidth: 1100, minWidth: 0 }} data-testid="bulk-page">
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h1" variant="h5" sx={{ wordBreak: 'break-word' }}>
            {template.nome}
          </Typography>
          <Chip size="small" label={t('versions.version', { n: template.versao })} />
        </Box>
        <Typography color="text.secondary">{t('bulk.intro')}</Typography>
      </Box>
      {template.arquivado && !lote && <Alert severity="warning">{t('use.archived')}</Alert>}
      {lote ? (
        <JobView key={lote} jobId={lote} onNew={() => open(null)} />
      ) : (
        <BulkWizard template={template} onStarted={(job) => open(job.id)} />
      )}
      <JobHistory modeloId={id} current={lote} onOpen={open} />
    </Box>
  );
}

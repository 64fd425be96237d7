// The dashboard's figures: documents (waiting for me → /inbox; waiting for others, completed and
// denied this month → the pipeline, /processos, filtered the same way), devices connected of total
// (→ /devices), messages of the period and storage against the plan.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DevicesIcon from '@mui/icons-material/Devices';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardView } from '../../../providers/dashboardApi';
import { pathOf, type RouteName } from '../../../routes/table';
import { type Target, targetFor, useAccessIdentity } from './access';
import { MessagesCard } from './MessagesCard';
import { StatCard } from './StatCard';
import { StorageCard } from './StorageCard';
import { useDashboardT } from './useDashboardT';

export const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The month's first day in Brasília (YYYY-MM-DD), from the figures' month start. */
const brasiliaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

export function StatCards({ data }: { data: DashboardView }) {
  const { t, number } = useDashboardT();
  const who = useAccessIdentity();
  const to = (route: RouteName): Target => targetFor(who, route);
  /** The pipeline filtered as the figure counts. */
  const processes = (query: string): Target => ({
    ...to('pipeline'),
    path: `${pathOf('pipeline')}?${query}`,
  });
  const monthStart = brasiliaDay(data.mes_inicio);
  const d = data.documentos;
  return (
    <Box component="section" aria-labelledby="dash-documents" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="dash-documents" component="h2" variant="h6">
        {t('documents.title')}
      </Typography>
      <Box sx={cardGrid}>
        <StatCard
          testId="dash-waiting-me"
          icon={<InboxIcon fontSize="small" />}
          label={t('documents.waiting_me')}
          value={number(d.aguardando_mim)}
          to={to('inbox')}
        />
        <StatCard
          testId="dash-waiting-others"
          icon={<HourglassTopIcon fontSize="small" />}
          label={t('documents.waiting_others')}
          value={number(d.aguardando_outros)}
          to={processes('status=waiting')}
        />
        <StatCard
          testId="dash-completed"
          icon={<CheckCircleIcon fontSize="small" />}
          label={t('documents.completed')}
          value={number(d.concluidos_mes)}
          to={processes(`status=completed&de=${monthStart}`)}
        />
        <StatCard
          testId="dash-denied"
          icon={<HighlightOffIcon fontSize="small" />}
          label={t('documents.denied')}
          value={number(d.negados_mes)}
          to={processes(`status=denied&de=${monthStart}`)}
        />
      </Box>
      <Typography id="dash-usage" component="h2" variant="h6">
        {t('usage_title')}
      </Typography>
      <Box sx={cardGrid}>
        <StatCard
          testId="dash-devices"
          icon={<DevicesIcon fontSize="small" />}
          label={t('devices.title')}
          value={t('devices.of_total', {
            connected: number(data.dispositivos.conectados),
            total: number(data.dispositivos.total),
          })}
          detail={
            <Typography variant="body2" color="text.secondary">
              {t('devices.connected')}
            </Typography>
          }
          to={to('devices')}
        />
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <MessagesCard data={data} to={to('messages')} />
        </Box>
        <StorageCard storage={data.armazenamento} />
      </Box>
    </Box>
  );
}

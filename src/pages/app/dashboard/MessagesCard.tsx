// Messages of the period: sent, delivered and failed, side by side.
import MessageIcon from '@mui/icons-material/Message';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardView } from '../../../providers/dashboardApi';
import type { Target } from './access';
import { StatCard } from './StatCard';
import { useDashboardT } from './useDashboardT';

function Figure({
  testId,
  label,
  value,
  color,
}: {
  testId: string;
  label: string;
  value: string;
  color: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ color }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
    </Box>
  );
}

export function MessagesCard({ data, to }: { data: DashboardView; to: Target }) {
  const { t, number } = useDashboardT();
  const m = data.mensagens;
  return (
    <StatCard
      testId="dash-messages"
      icon={<MessageIcon fontSize="small" />}
      label={t('messages.title', { days: number(data.periodo) })}
      to={to}
      detail={
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mt: 1 }}>
          <Figure
            testId="dash-sent"
            label={t('messages.sent')}
            value={number(m.enviadas)}
            color="primary.main"
          />
          <Figure
            testId="dash-delivered"
            label={t('messages.delivered')}
            value={number(m.entregues)}
            color="success.main"
          />
          <Figure
            testId="dash-failed"
            label={t('messages.failed')}
            value={number(m.falhas)}
            color="error.main"
          />
        </Box>
      }
    />
  );
}

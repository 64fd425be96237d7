// Storage used against the plan: a bar while the plan sets a limit, "ilimitado" when it does not.
import StorageIcon from '@mui/icons-material/Storage';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../../common/bytes';
import type { DashboardView } from '../../../providers/dashboardApi';
import { StatCard } from './StatCard';
import { useDashboardT } from './useDashboardT';

export function StorageCard({ storage }: { storage: DashboardView['armazenamento'] }) {
  const { t, lang, percent } = useDashboardT();
  const used = formatBytes(storage.usado_bytes, lang);
  const limit = storage.limite_bytes;
  const fraction = limit === null ? null : limit === 0 ? 1 : storage.usado_bytes / limit;
  return (
    <StatCard
      testId="dash-storage"
      icon={<StorageIcon fontSize="small" />}
      label={t('storage.title')}
      value={used}
      detail={
        fraction === null ? (
          <Typography variant="body2" color="text.secondary" data-testid="dash-storage-limit">
            {t('storage.unlimited')}
          </Typography>
        ) : (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, fraction * 100)}
              color={fraction >= 0.9 ? 'error' : fraction >= 0.75 ? 'warning' : 'primary'}
              aria-label={t('storage.title')}
              sx={{ my: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="dash-storage-limit">
              {t('storage.used_of', { used, limit: formatBytes(limit ?? 0, lang) })} ·{' '}
              {t('storage.percent', { percent: percent(fraction) })}
            </Typography>
          </>
        )
      }
    />
  );
}

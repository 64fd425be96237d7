// /dashboard and /home for company users: the welcome with the team, the company's figures
// (POST /api/dash/inicial) when the user holds 'dashboard.view', the charts (loaded on demand)
// and the quick actions their permissions allow.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ChunkBoundary, lazyPage } from '../../../components/lazyPage';
import { checkAccess } from '../../../providers/canAccess';
import { type DashboardView, dashboardApi } from '../../../providers/dashboardApi';
import HomePage from '../HomePage';
import { useAccessIdentity } from './access';
import { QuickActions } from './QuickActions';
import { StatCards } from './StatCards';
import { useDashboardT } from './useDashboardT';

const DashboardCharts = lazyPage(() => import('./DashboardCharts'));

function ChartsLoading() {
  const { t } = useDashboardT();
  return (
    <Typography color="text.secondary" data-testid="dash-charts-loading">
      {t('charts.loading')}
    </Typography>
  );
}

function Figures() {
  const { t } = useDashboardT();
  const [data, setData] = useState<DashboardView | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new load.
  useEffect(() => {
    const abort = new AbortController();
    setFailed(false);
    dashboardApi.load(undefined, abort.signal).then(
      (d) => setData(d),
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => abort.abort();
  }, [attempt]);

  if (failed && !data)
    return (
      <Alert
        severity="error"
        data-testid="dash-failed"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('load_failed')}
      </Alert>
    );
  if (!data) return <LinearProgress aria-label={t('loading')} data-testid="dash-loading" />;
  return (
    <>
      <StatCards data={data} />
      <ChunkBoundary>
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts series={data.series} />
        </Suspense>
      </ChunkBoundary>
    </>
  );
}

export default function DashboardPage() {
  const who = useAccessIdentity();
  const canView = who !== null && checkAccess(who, 'nonAdmin', 'dashboard.view').ok;
  return (
    <Box data-testid="dashboard" sx={{ display: 'grid', gap: 2, pb: 2 }}>
      <HomePage />
      <QuickActions />
      {canView && <Figures />}
    </Box>
  );
}

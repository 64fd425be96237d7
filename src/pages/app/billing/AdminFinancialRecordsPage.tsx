// '/admin/financeiro' ("Financeiro das empresas", platform administrators): every company's charges,
// filtered by company, status, due date and a search — all kept in the address, so a link opens the
// same view — with the totals of everything the filters match, the CSV export of all of it, and each
// charge's actions (a manual payment, a refund, the provider's events). A table on a laptop, cards on
// a phone; amounts never break across lines.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadStatus } from '../../../components/list/LoadStatus';
import { useIsPhone } from '../../../components/list/useIsPhone';
import { usePageLoad } from '../../../components/list/usePageLoad';
import { adminBillingApi } from '../../../providers/adminBillingApi';
import { useChargeActions } from './admin/ChargeActions';
import { ChargeCards } from './admin/ChargeCards';
import { ChargeFiltersBar } from './admin/ChargeFiltersBar';
import { ChargeTable } from './admin/ChargeTable';
import { ChargeTotals } from './admin/ChargeTotals';
import { ExportChargesButton } from './admin/ExportChargesButton';
import { useChargeFilters } from './admin/useChargeFilters';
import { useBillingT } from './useBillingT';

const PER_PAGE = 25;

export default function AdminFinancialRecordsPage() {
  const { t } = useBillingT();
  const isPhone = useIsPhone();
  const state = useChargeFilters();
  const { filters, page } = state;
  const key = JSON.stringify(filters);
  const { data, failed, reload } = usePageLoad(
    () => adminBillingApi.charges(filters, page, PER_PAGE),
    [key, page],
  );
  const { run, dialogs } = useChargeActions(reload);
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;

  return (
    <Box sx={{ py: 3, px: 2, maxWidth: '100%', minWidth: 0 }} data-testid="admin-financial">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 'min(100%, 12rem)' }}>
          {t('admin.title')}
        </Typography>
        <ExportChargesButton filters={filters} disabled={!data || data.total === 0} />
      </Box>
      <ChargeFiltersBar state={state} />
      {data && <ChargeTotals totals={data.totais} />}
      <LoadStatus
        failed={failed}
        total={data?.total}
        onRetry={reload}
        texts={{
          failed: t('admin.failed'),
          retry: t('admin.retry'),
          loading: t('admin.loading'),
          empty: t('admin.empty'),
        }}
      />
      {data && data.total > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="charge-count">
            {t('admin.count', { smart_count: data.total })}
          </Typography>
          {isPhone ? <ChargeCards rows={data.data} run={run} /> : <ChargeTable rows={data.data} run={run} />}
        </>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button disabled={page <= 1} onClick={() => state.setPage(page - 1)}>
            {t('admin.previous')}
          </Button>
          <Typography variant="body2">{t('admin.page_of', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => state.setPage(page + 1)}>
            {t('admin.next')}
          </Button>
        </Box>
      )}
      {dialogs}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { LGPD_STATUSES } from '../../../../common/schemas/lgpd';
import { LoadStatus } from '../../../components/list/LoadStatus';
import { useIsPhone } from '../../../components/list/useIsPhone';
import { usePageLoad } from '../../../components/list/usePageLoad';
import { HttpError } from '../../../providers/http';
import { type LgpdStatus, lgpdApi } from '../../../providers/lgpdApi';
import { type Decision, DecisionDialog } from './DecisionDialogs';
import { RequestsTable } from './RequestsTable';
import { useLgpdT } from './useLgpdT';

const PER_PAGE = 25;

export default function LgpdRequestsPage() {
  const { t } = useLgpdT();
  const notify = useNotify();
  const phone = useIsPhone();
  const [status, setStatus] = useState<LgpdStatus | ''>('');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { data, failed, reload } = usePageLoad(
    () => lgpdApi.list({ page, perPage: PER_PAGE, sort: 'created_at', order, ...(status ? { status } : {}) }),
    [page, status, order],
  );

  const decide = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const res = await work();
      notify(res.message, { type: 'success' });
      setDecision(null);
    } catch (err) {
      // A refused reason or one's own request (422) stays in the dialog; the rest was toasted.
      if (err instanceof HttpError && err.status === 422) setError(err.message);
      else setDecision(null);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <Box sx={{ py: 3, px: { xs: 1, sm: 2 } }} data-testid="lgpd-requests">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('admin.title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 880 }}>{t('admin.intro')}</Typography>
      <FormControl size="small" sx={{ minWidth: 200, mb: 2 }}>
        <InputLabel id="lgpd-status-filter">{t('admin.filter_status')}</InputLabel>
        <Select
          labelId="lgpd-status-filter"
          label={t('admin.filter_status')}
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value as LgpdStatus | '');
          }}
        >
          <MenuItem value="">{t('admin.all')}</MenuItem>
          {LGPD_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <LoadStatus
        failed={failed}
        total={data?.total}
        onRetry={() => reload()}
        texts={{
          failed: t('admin.failed'),
          retry: t('admin.retry'),
          loading: t('admin.loading'),
          empty: t('admin.empty'),
        }}
      />
      {data && data.total > 0 && (
        <RequestsTable
          rows={data.data}
          phone={phone}
          order={order}
          onSort={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
          onDecide={(d) => {
            setError(null);
            setDecision(d);
          }}
        />
      )}
      {data && pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('admin.previous')}
          </Button>
          <Typography>{t('admin.page', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('admin.next')}
          </Button>
        </Stack>
      )}
      <DecisionDialog
        decision={decision}
        busy={busy}
        error={error}
        onClose={() => setDecision(null)}
        onComplete={(r) => void decide(() => lgpdApi.complete(r.id))}
        onRefuse={(r, motivo) => void decide(() => lgpdApi.refuse(r.id, motivo))}
      />
    </Box>
  );
}

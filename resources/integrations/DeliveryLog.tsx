// A webhook's delivery log (GET /api/webhook/{id}/entregas), newest first: filtered by state, a page
// at a time, read again every few seconds while the page is in view (and on "Atualizar") so a new
// delivery shows without reloading; each delivery opens its detail.
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadStatus } from '../../src/components/list/LoadStatus';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { type DeliveryStatus, type DeliveryView, integrationsApi } from '../../src/providers/integrationsApi';
import { DeliveryDialog } from './DeliveryDialog';
import { DeliveryList } from './DeliveryList';
import { DELIVERY_STATUS_LIST } from './DeliveryStatusChip';
import { useDeliveryTexts } from './deliveryTexts';
import { useLoadTexts } from './useLoadTexts';

const PER_PAGE = 25;
/** How often the log is read again while in view. */
export const DELIVERY_REFRESH_MS = 5000;

export function DeliveryLog({ webhookId, version }: { webhookId: string; version: number }) {
  const { t } = useDeliveryTexts();
  const texts = useLoadTexts(t('empty'));
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DeliveryView | null>(null);
  const close = useCallback(() => setOpen(null), []);
  // Set by the timer: that read is a background one (a failure shows here, not as a toast each time).
  const polling = useRef(false);
  const { data, failed, reload } = usePageLoad(() => {
    const quiet = polling.current;
    polling.current = false;
    const query = { page, perPage: PER_PAGE, ...(status ? { status } : {}) };
    return integrationsApi.deliveries(webhookId, query, { quiet });
  }, [webhookId, page, status, version]);

  const again = useRef(reload);
  again.current = reload;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      polling.current = true;
      again.current();
    }, DELIVERY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <Box component="section" aria-labelledby="deliveries-title" sx={{ mt: 3, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="deliveries-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="delivery-status-filter">{t('filter_status')}</InputLabel>
          <Select
            labelId="delivery-status-filter"
            label={t('filter_status')}
            value={status}
            onChange={(e) => {
              setPage(1);
              setStatus(e.target.value as DeliveryStatus | '');
            }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {DELIVERY_STATUS_LIST.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <IconButton aria-label={t('refresh')} title={t('refresh')} onClick={reload}>
          <RefreshIcon />
        </IconButton>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('auto')}
      </Typography>
      <LoadStatus failed={failed} total={data?.total} onRetry={reload} texts={texts} />
      {data && data.data.length > 0 && <DeliveryList deliveries={data.data} onOpen={setOpen} />}
      {data && pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <Typography>{t('page', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </Stack>
      )}
      <DeliveryDialog delivery={open} onClose={close} onRedelivered={reload} />
    </Box>
  );
}

// /auditoria's "Ações" tab: the company's trail of acts outside the files (GET /api/auditoria),
// newest first, a page at a time; each act opens its details (the data it recorded and the IP).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadStatus } from '../../src/components/list/LoadStatus';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { type AuditEntryView, auditApi } from '../../src/providers/auditApi';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditTrailList } from './AuditTrailList';

const TRAIL_PER_PAGE = 25;

export function AuditTrail() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.audit.${key}`, options);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const { data, failed, reload } = usePageLoad(
    () => auditApi.trail({ page, perPage: TRAIL_PER_PAGE }),
    [page],
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / TRAIL_PER_PAGE)) : 1;
  return (
    <Box data-testid="audit-trail" sx={{ pt: 2, minWidth: 0 }}>
      <LoadStatus
        failed={failed}
        total={data?.total}
        onRetry={reload}
        texts={{
          failed: t('load.failed'),
          retry: translate('app.retry'),
          loading: translate('app.loading'),
          empty: t('load.empty'),
        }}
      />
      {data && data.data.length > 0 && <AuditTrailList entries={data.data} onOpen={setOpen} />}
      {data && pages > 1 && (
        <Stack direction="row" sx={{ mt: 2, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('paging.previous')}
          </Button>
          <Typography variant="body2" data-testid="audit-trail-page">
            {t('paging.page', { page, pages })}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('paging.next')}
          </Button>
        </Stack>
      )}
      <AuditEntryDialog entry={open} onClose={close} />
    </Box>
  );
}

// /inbox ("A assinar"): the documents whose turn is the signed-in user's, across every company that
// asked (file, company, sender, the act asked, when); "Abrir" shows the document to sign or refuse,
// after which it leaves the list. A table on wider screens, a list on phones.
import InboxIcon from '@mui/icons-material/Inbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import { type InboxItem, signingApi } from '../../src/providers/signingApi';
import { InboxList } from './InboxList';
import { InboxSignDialog } from './InboxSignDialog';
import { InboxTable } from './InboxTable';

export const INBOX_PER_PAGE = 25;

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="inbox-empty">
      <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6">{translate('resources.signing.inbox.empty_title')}</Typography>
      <Typography color="text.secondary">{translate('resources.signing.inbox.empty_text')}</Typography>
    </Box>
  );
}

export default function InboxPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ data: InboxItem[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<InboxItem | null>(null);
  const t = (key: string) => translate(`resources.signing.inbox.${key}`);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const result = await signingApi.inbox(page, INBOX_PER_PAGE);
      // The last item of a later page was acted on: show the page before.
      if (result.data.length === 0 && page > 1) setPage(page - 1);
      else setList(result);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [page]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card sx={{ mt: 1 }} data-testid="inbox">
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 0.5 }}>
          {translate('resources.signing.page.inbox')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('subtitle')}
        </Typography>
        <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} />
        {failed && !list && (
          <Alert
            severity="error"
            action={<Button onClick={() => void load()}>{translate('app.retry')}</Button>}
          >
            {t('load_failed')}
          </Alert>
        )}
        {list && list.total === 0 && <Empty />}
        {list && list.total > 0 && (
          <>
            {isPhone ? (
              <InboxList items={list.data} onOpen={setOpen} />
            ) : (
              <InboxTable items={list.data} onOpen={setOpen} />
            )}
            {list.total > INBOX_PER_PAGE && (
              <TablePagination
                component="div"
                count={list.total}
                page={page - 1}
                onPageChange={(_e, p) => setPage(p + 1)}
                rowsPerPage={INBOX_PER_PAGE}
                rowsPerPageOptions={[]}
                labelDisplayedRows={({ from, to, count }) =>
                  translate('ra.navigation.page_range_info', {
                    offsetBegin: from,
                    offsetEnd: to,
                    total: count,
                  })
                }
                getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              />
            )}
          </>
        )}
      </CardContent>
      {open && (
        <InboxSignDialog
          item={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            const done = open;
            setOpen(null);
            setList(
              (l) =>
                l && {
                  data: l.data.filter((i) => i.signatario_id !== done.signatario_id),
                  total: l.total - 1,
                },
            );
            void load();
          }}
        />
      )}
    </Card>
  );
}

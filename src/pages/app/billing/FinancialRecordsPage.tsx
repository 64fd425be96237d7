// Financial records (spec §3): the company's own ('/financeiro', subscription.manage) and, for
// administrators, every company's ('/admin/financeiro', with the company and a "mark as paid"
// action). Values in BRL, fin_status as chips: -1 in arrears, 0 received, 1 opened, 2 paid.
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FIN_STATUS, FIN_STATUS_VALUES } from '../../../../common/constants';
import { LoadStatus } from '../../../components/list/LoadStatus';
import { usePageLoad } from '../../../components/list/usePageLoad';
import { billingApi } from '../../../providers/billingApi';
import { finStatusKey, useBillingT } from './useBillingT';

export const PER_PAGE = 25;

const CHIP_COLOR = { '-1': 'error', '0': 'success', '1': 'warning', '2': 'info' } as const;

export function FinStatusChip({ status }: { status: number }) {
  const { t } = useBillingT();
  const color = CHIP_COLOR[String(status) as keyof typeof CHIP_COLOR] ?? 'default';
  return <Chip size="small" color={color} label={t(`fin_status.${finStatusKey(status)}`)} />;
}

export function FinancialRecords({ admin = false }: { admin?: boolean }) {
  const { t, money, date } = useBillingT();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | ''>('');

  const { data, failed, reload } = usePageLoad(() => {
    const query = { page, perPage: PER_PAGE, ...(status === '' ? {} : { fin_status: status }) };
    return admin ? billingApi.adminRecords(query) : billingApi.records(query);
  }, [admin, page, status]);

  const markPaid = async (id: number) => {
    try {
      await billingApi.setStatus(id, FIN_STATUS.PAID);
      reload();
    } catch {
      /* shown by the error catalogue */
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <Box sx={{ py: 3, px: 2 }} data-testid={admin ? 'admin-financial' : 'financial'}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {admin ? t('admin_records_title') : t('records_title')}
      </Typography>
      <FormControl size="small" sx={{ minWidth: 200, mb: 2 }}>
        <InputLabel id="billing-status-filter">{t('filter_status')}</InputLabel>
        <Select
          labelId="billing-status-filter"
          label={t('filter_status')}
          value={String(status)}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value === '' ? '' : Number(e.target.value));
          }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {FIN_STATUS_VALUES.map((s) => (
            <MenuItem key={s} value={String(s)}>
              {t(`fin_status.${finStatusKey(s)}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <LoadStatus
        failed={failed}
        total={data?.total}
        onRetry={() => reload()}
        texts={{ failed: t('records_failed'), retry: t('retry'), loading: t('loading'), empty: t('empty') }}
      />
      {data && data.total > 0 && (
        // Wider than a phone: it scrolls sideways, so the keyboard must reach it (a named region).
        <TableContainer
          component={Paper}
          tabIndex={0}
          role="region"
          aria-label={admin ? t('admin_records_title') : t('records_title')}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                {admin && <TableCell>{t('col.empresa')}</TableCell>}
                <TableCell>{t('col.descricao')}</TableCell>
                <TableCell>{t('col.parcela')}</TableCell>
                <TableCell align="right">{t('col.valor')}</TableCell>
                <TableCell>{t('col.vencimento')}</TableCell>
                <TableCell>{t('col.status')}</TableCell>
                <TableCell>{t('col.forma')}</TableCell>
                <TableCell>{t('col.pago_em')}</TableCell>
                {admin && <TableCell>{t('col.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((r) => (
                <TableRow key={r.id} data-testid="financial-row">
                  {admin && <TableCell>{r.empresa_nome}</TableCell>}
                  <TableCell>{r.descricao}</TableCell>
                  <TableCell>{t('parcela_of', { n: r.parcela, total: r.parcelas })}</TableCell>
                  <TableCell align="right">{money(r.valor)}</TableCell>
                  <TableCell>{date(r.vencimento)}</TableCell>
                  <TableCell>
                    <FinStatusChip status={r.fin_status} />
                  </TableCell>
                  <TableCell>{t(`payment.${r.forma_pagamento}`)}</TableCell>
                  <TableCell>{r.pago_em ? date(r.pago_em) : '—'}</TableCell>
                  {admin && (
                    <TableCell>
                      {(r.fin_status === FIN_STATUS.OPENED || r.fin_status === FIN_STATUS.IN_ARREARS) && (
                        <Tooltip title={t('mark_paid')}>
                          <IconButton size="small" aria-label={t('mark_paid')} onClick={() => markPaid(r.id)}>
                            <DoneIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <Typography variant="body2">{t('page_of', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export default function FinancialRecordsPage() {
  return <FinancialRecords />;
}

// "Faturas"' charges (GET /api/financeiro): a status filter, the totals over every match, and each
// charge with its period (competência), due date, amount, status, method and actions — a table from
// the sm breakpoint up, a list of cards on phones (nothing scrolls sideways at 360 px).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CHARGE_STATUSES, type ChargeStatus } from '../../../../common/constants';
import { LoadStatus } from '../../../components/list/LoadStatus';
import { useIsPhone } from '../../../components/list/useIsPhone';
import type { ChargeList as ChargePage, FinancialRecordView } from '../../../providers/billingApi';
import { ChargeActions } from './ChargeActions';
import { ChargeStatusChip } from './ChargeStatusChip';
import { type BillingTranslate, useBillingT } from './useBillingT';

export const PER_PAGE = 25;

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The method as the payer knows it: "Cartão de crédito •••• 4242" once a card was used. */
const methodOf = (r: FinancialRecordView, t: BillingTranslate) =>
  `${t(`payment.${r.forma_pagamento}`)}${r.cartao ? ` •••• ${r.cartao.final}` : ''}`;

/** "Mensalidade" or "Mensalidade (2/3)" when it is one installment of several. */
const describe = (r: FinancialRecordView, t: BillingTranslate) =>
  r.parcelas > 1 ? `${r.descricao} (${t('parcela_of', { n: r.parcela, total: r.parcelas })})` : r.descricao;

interface ListProps {
  rows: FinancialRecordView[];
  canPay: boolean;
  onPay(id: number): void;
}

function ChargeTable({ rows, canPay, onPay }: ListProps) {
  const { t, money, date } = useBillingT();
  const period = (r: FinancialRecordView) =>
    r.competencia
      ? t('invoices.competencia', { from: date(r.competencia.inicio), to: date(r.competencia.fim) })
      : '—';
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('invoices.charges')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.col.competencia')}</TableCell>
            <TableCell>{t('invoices.col.descricao')}</TableCell>
            <TableCell>{t('invoices.col.vencimento')}</TableCell>
            <TableCell align="right">{t('invoices.col.valor')}</TableCell>
            <TableCell>{t('invoices.col.status')}</TableCell>
            <TableCell>{t('invoices.col.forma')}</TableCell>
            <TableCell>{t('invoices.col.acoes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="invoice-row">
              <TableCell>{period(r)}</TableCell>
              <TableCell>{describe(r, t)}</TableCell>
              <TableCell sx={nowrap}>{date(r.vencimento)}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {money(r.valor)}
              </TableCell>
              <TableCell>
                <ChargeStatusChip status={r.status} />
              </TableCell>
              <TableCell>{methodOf(r, t)}</TableCell>
              <TableCell>
                <ChargeActions charge={r} canPay={canPay} onPay={onPay} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ChargeCards({ rows, canPay, onPay }: ListProps) {
  const { t, money, date } = useBillingT();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('invoices.charges')}
    >
      {rows.map((r) => (
        <Paper
          component="li"
          variant="outlined"
          key={r.id}
          sx={{ p: 1.5, minWidth: 0 }}
          data-testid="invoice-card"
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{describe(r, t)}</Typography>
            <ChargeStatusChip status={r.status} />
          </Stack>
          <Typography fontWeight="bold" sx={nowrap}>
            {money(r.valor)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('invoices.due_on', { date: date(r.vencimento) })} · {methodOf(r, t)}
          </Typography>
          {r.competencia && (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.col.competencia')}:{' '}
              {t('invoices.competencia', { from: date(r.competencia.inicio), to: date(r.competencia.fim) })}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <ChargeActions charge={r} canPay={canPay} onPay={onPay} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export function ChargeList({
  page,
  status,
  data,
  failed,
  canPay,
  onPage,
  onStatus,
  onRetry,
  onPay,
}: {
  page: number;
  status: ChargeStatus | '';
  data: ChargePage | null;
  failed: boolean;
  canPay: boolean;
  onPage(page: number): void;
  onStatus(status: ChargeStatus | ''): void;
  onRetry(): void;
  onPay(id: number): void;
}) {
  const { t, money } = useBillingT();
  const phone = useIsPhone();
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <Stack spacing={2} component="section" aria-labelledby="invoices-charges">
      <Typography component="h2" variant="h6" id="invoices-charges">
        {t('invoices.charges')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="invoices-status-filter">{t('invoices.filter_status')}</InputLabel>
          <Select
            labelId="invoices-status-filter"
            label={t('invoices.filter_status')}
            value={status}
            onChange={(e) => onStatus(e.target.value as ChargeStatus | '')}
          >
            <MenuItem value="">{t('invoices.all')}</MenuItem>
            {CHARGE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`invoices.status.${s}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {data && data.total > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="invoices-totals">
            {t('invoices.totals', {
              open: money(data.totais.em_aberto),
              overdue: money(data.totais.vencido),
              paid: money(data.totais.pago),
            })}
          </Typography>
        )}
      </Stack>
      <LoadStatus
        failed={failed}
        total={data?.total}
        onRetry={onRetry}
        texts={{
          failed: t('invoices.failed'),
          retry: t('retry'),
          loading: t('loading'),
          empty: t('invoices.empty'),
        }}
      />
      {data &&
        data.total > 0 &&
        (phone ? (
          <ChargeCards rows={data.data} canPay={canPay} onPay={onPay} />
        ) : (
          <ChargeTable rows={data.data} canPay={canPay} onPay={onPay} />
        ))}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </Button>
          <Typography variant="body2">{t('page_of', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('next')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

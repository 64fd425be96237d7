// Every company's charges as a table (laptops and tablets): company, description, installment,
// amount (never broken across lines), due date, state, method, payment date, origin and actions.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FinancialRecordView } from '../../../../providers/adminBillingApi';
import { useBillingT } from '../useBillingT';
import { type ChargeAction, ChargeActionButtons } from './ChargeActions';
import { ChargeState } from './ChargeState';
import { Money } from './Money';

const COLUMNS = [
  'empresa',
  'descricao',
  'parcela',
  'valor',
  'vencimento',
  'status',
  'forma',
  'pago_em',
  'provedor',
];
const nowrap = { whiteSpace: 'nowrap' } as const;

export function ChargeTable({
  rows,
  run,
}: {
  rows: FinancialRecordView[];
  run(kind: ChargeAction, r: FinancialRecordView): void;
}) {
  const { t, date } = useBillingT();
  return (
    // Wider than the screen on a small tablet: it scrolls sideways, so the keyboard must reach it.
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label={t('admin.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'valor' ? 'right' : undefined} sx={nowrap}>
                {t(`admin.col.${c}`)}
              </TableCell>
            ))}
            <TableCell>{t('admin.col.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="financial-row">
              <TableCell>{r.empresa_nome}</TableCell>
              <TableCell>{r.descricao}</TableCell>
              <TableCell sx={nowrap}>{t('parcela_of', { n: r.parcela, total: r.parcelas })}</TableCell>
              <TableCell align="right" data-testid="charge-value">
                <Money value={r.valor} />
              </TableCell>
              <TableCell sx={nowrap}>{date(r.vencimento)}</TableCell>
              <TableCell>
                <ChargeState record={r} />
              </TableCell>
              <TableCell>{t(`payment.${r.forma_pagamento}`)}</TableCell>
              <TableCell sx={nowrap}>{r.pago_em ? date(r.pago_em) : '—'}</TableCell>
              <TableCell>{t(`admin.provider.${r.provedor}`)}</TableCell>
              <TableCell>
                <ChargeActionButtons record={r} run={run} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

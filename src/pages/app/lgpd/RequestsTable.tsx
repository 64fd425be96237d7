// The deletion requests as a table (sortable by request date), or on a phone as a compact list with
// the same actions beside each item: complete and refuse, while a request is pending.

import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useList } from 'react-admin';
import { CompactList } from '../../../components/list/CompactList';
import type { AdminDeletionRequestView } from '../../../providers/lgpdApi';
import type { Decision } from './DecisionDialogs';
import { StatusChip } from './StatusChip';
import { useLgpdT } from './useLgpdT';

type Row = AdminDeletionRequestView;

export interface RequestsTableProps {
  rows: Row[];
  phone: boolean;
  order: 'asc' | 'desc';
  onSort(): void;
  onDecide(decision: Decision): void;
}

function Decided({ row }: { row: Row }) {
  const { t, date } = useLgpdT();
  if (row.status === 'cancelled' && row.cancelado_em) return <>{date(row.cancelado_em)}</>;
  if (!row.decidido_em) return <>—</>;
  return <>{t('admin.decided', { date: date(row.decidido_em), name: row.decidido_por_nome ?? '—' })}</>;
}

/** The person's reason, and the administrator's answer to a refusal. */
const reasons = (row: Row) => [row.motivo, row.resposta].filter(Boolean).join(' — ') || '—';

function PhoneActions({ row, onDecide }: { row: Row; onDecide: RequestsTableProps['onDecide'] }) {
  const { t } = useLgpdT();
  if (row.status !== 'pending') return null;
  return (
    <>
      <IconButton
        aria-label={`${t('admin.complete')}: ${row.nome}`}
        onClick={() => onDecide({ kind: 'complete', request: row })}
      >
        <DoneIcon />
      </IconButton>
      <IconButton
        aria-label={`${t('admin.refuse')}: ${row.nome}`}
        onClick={() => onDecide({ kind: 'refuse', request: row })}
      >
        <DoNotDisturbIcon />
      </IconButton>
    </>
  );
}

function PhoneList({ rows, onDecide }: Pick<RequestsTableProps, 'rows' | 'onDecide'>) {
  const { date } = useLgpdT();
  const list = useList({ data: rows, perPage: Math.max(rows.length, 1) });
  return (
    <ListContextProvider value={list}>
      <CompactList<Row>
        primaryText={(r) => r.nome}
        secondaryText={(r) => [r.email, date(r.created_at), reasons(r)].join(' · ')}
        tertiaryText={(r) => <StatusChip status={r.status} />}
        actions={(r) => <PhoneActions row={r} onDecide={onDecide} />}
      />
    </ListContextProvider>
  );
}

export function RequestsTable({ rows, phone, order, onSort, onDecide }: RequestsTableProps) {
  const { t, date } = useLgpdT();
  if (phone) return <PhoneList rows={rows} onDecide={onDecide} />;
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.col.person')}</TableCell>
            <TableCell sortDirection={order}>
              <TableSortLabel active direction={order} onClick={onSort} title={t('admin.sort_created')}>
                {t('admin.col.created_at')}
              </TableSortLabel>
            </TableCell>
            <TableCell>{t('admin.col.status')}</TableCell>
            <TableCell>{t('admin.col.reason')}</TableCell>
            <TableCell>{t('admin.col.decision')}</TableCell>
            <TableCell>{t('admin.col.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="lgpd-request-row">
              <TableCell>
                <Typography variant="body2">{r.nome}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {r.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(r.created_at)}</TableCell>
              <TableCell>
                <StatusChip status={r.status} />
              </TableCell>
              <TableCell sx={{ maxWidth: 280 }}>{reasons(r)}</TableCell>
              <TableCell>
                <Decided row={r} />
              </TableCell>
              <TableCell>
                {r.status === 'pending' && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => onDecide({ kind: 'complete', request: r })}
                    >
                      {t('admin.complete')}
                    </Button>
                    <Button size="small" onClick={() => onDecide({ kind: 'refuse', request: r })}>
                      {t('admin.refuse')}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// One page of a webhook's deliveries: state, event, webhook-id, last answer's code and duration,
// attempts and when; each opens its detail. On a phone a compact list whose item opens it in one tap.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ListContextProvider, useList } from 'react-admin';
import { CompactList } from '../../src/components/list/CompactList';
import { useIsPhone } from '../../src/components/list/useIsPhone';
import type { DeliveryView } from '../../src/providers/integrationsApi';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { useDeliveryTexts } from './deliveryTexts';

interface Props {
  deliveries: DeliveryView[];
  onOpen(delivery: DeliveryView): void;
}

const mono = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;
const COLUMNS = [
  'status',
  'tipo',
  'mensagem_id',
  'ultimo_codigo',
  'ultima_duracao_ms',
  'tentativas',
  'created_at',
];

function PhoneDeliveries({ deliveries, onOpen }: Props) {
  const { t, label, when, code, duration } = useDeliveryTexts();
  const list = useList({ data: deliveries, perPage: Math.max(deliveries.length, 1) });
  return (
    <ListContextProvider value={list}>
      <CompactList<DeliveryView>
        onRowClick={onOpen}
        primaryText={(d) => label(d.tipo)}
        tertiaryText={(d) => <DeliveryStatusChip status={d.status} />}
        secondaryText={(d) => (
          <>
            {[
              when(d.created_at),
              `${t('fields.ultimo_codigo')}: ${code(d.ultimo_codigo)}`,
              duration(d.ultima_duracao_ms),
              `${t('fields.tentativas')}: ${d.tentativas}`,
            ].join(' · ')}
            <Box component="span" sx={{ ...mono, display: 'block' }}>
              {d.mensagem_id}
            </Box>
          </>
        )}
      />
    </ListContextProvider>
  );
}

export function DeliveryList({ deliveries, onOpen }: Props) {
  const { t, label, when, code, duration } = useDeliveryTexts();
  const isPhone = useIsPhone();
  if (isPhone) return <PhoneDeliveries deliveries={deliveries} onOpen={onOpen} />;
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{t(`fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((d) => (
            <TableRow key={d.id} hover data-testid="delivery-row">
              <TableCell>
                <DeliveryStatusChip status={d.status} />
              </TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onOpen(d)}
                  sx={{ textAlign: 'left' }}
                >
                  {label(d.tipo)}
                </Link>
              </TableCell>
              <TableCell sx={{ ...mono, maxWidth: 240 }}>{d.mensagem_id}</TableCell>
              <TableCell>{code(d.ultimo_codigo)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(d.ultima_duracao_ms)}</TableCell>
              <TableCell>{d.tentativas}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(d.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

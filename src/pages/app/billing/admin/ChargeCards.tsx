// Every company's charges on a phone: one card each, the company and the amount on the first line
// (the amount whole, never "R$" above "99,90"), then the description, the due date and state, and the
// actions as labelled buttons — nothing wider than the screen.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinancialRecordView } from '../../../../providers/adminBillingApi';
import { useBillingT } from '../useBillingT';
import { type ChargeAction, ChargeActionButtons } from './ChargeActions';
import { ChargeState } from './ChargeState';
import { Money } from './Money';

export function ChargeCards({
  rows,
  run,
}: {
  rows: FinancialRecordView[];
  run(kind: ChargeAction, r: FinancialRecordView): void;
}) {
  const { t, date } = useBillingT();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('admin.title')}>
      {rows.map((r) => (
        <Card component="li" key={r.id} variant="outlined" data-testid="financial-card">
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.empresa_nome}
              </Typography>
              <Box sx={{ flexShrink: 0 }} data-testid="charge-value">
                <Money value={r.valor} strong />
              </Box>
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {r.descricao} · {t('parcela_of', { n: r.parcela, total: r.parcelas })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('admin.due', { date: date(r.vencimento) })} · {t(`payment.${r.forma_pagamento}`)}
              {r.pago_em && ` · ${t('admin.paid_on', { date: date(r.pago_em) })}`}
            </Typography>
            <ChargeState record={r} />
          </CardContent>
          <CardActions sx={{ pt: 0, px: 2, pb: 1.5, '&:empty': { display: 'none' } }}>
            <ChargeActionButtons record={r} run={run} labelled />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

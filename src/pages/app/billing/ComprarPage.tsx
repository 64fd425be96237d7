// 'comprar' (spec §2): reached from a plain 402 with its message, or from the menu. Shows the plans
// on sale with their prices by recurrence; the user picks a plan, the recurrence, the payment form
// (Pix, boleto or card) and the installments, places the order (POST /api/empresa/adquirir-plano),
// confirms it (an upgrade shows its credit), pays its first charge and sees the result.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Periodicity } from '../../../../common/constants';
import type { AvailablePlanView } from '../../../../common/schemas/plans';
import { billingApi } from '../../../providers/billingApi';
import {
  ChoiceCard,
  PurchaseForm,
  PurchasePage,
  PurchaseSteps,
  useAvailablePlans,
  usePurchase,
} from './Checkout';
import { useBillingT } from './useBillingT';

const LIMITS = [
  ['users', 'usuarios'],
  ['devices', 'dispositivos'],
  ['storage', 'armazenamento_mb'],
  ['messages', 'mensagens_mes'],
  ['signatures', 'assinaturas_mes'],
] as const;

function PlanCard({
  plan,
  chosen,
  onChoose,
}: {
  plan: AvailablePlanView;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t, lang, money, megabytes } = useBillingT();
  const number = new Intl.NumberFormat(lang === 'en' ? 'en' : 'pt-BR');
  /** A plan's limit: storage sized as the dashboard sizes it, the rest counted; none is unlimited. */
  const limitText = (field: (typeof LIMITS)[number][1], value: number | null | undefined) =>
    value === null || value === undefined
      ? t('unlimited')
      : field === 'armazenamento_mb'
        ? megabytes(value)
        : number.format(value);
  return (
    <ChoiceCard width={280} chosen={chosen} onChoose={onChoose} testId={`plan-${plan.id}`}>
      <Typography component="h2" variant="h6">
        {plan.nome}
      </Typography>
      {plan.descricao && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {plan.descricao}
        </Typography>
      )}
      {plan.recorrencias.map((r) => (
        <Typography key={r.periodicidade}>
          <strong>{money(r.valor)}</strong> {t(`per_period.${r.periodicidade}`)}
        </Typography>
      ))}
      <Box component="ul" sx={{ pl: 2, mb: 0 }}>
        {LIMITS.map(([module, field]) => (
          <li key={module}>
            <Typography variant="body2">
              {t(`limits.${module}`)}: {limitText(field, plan.limites[field])}
            </Typography>
          </li>
        ))}
      </Box>
    </ChoiceCard>
  );
}

export default function ComprarPage() {
  const { t } = useBillingT();
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  const { plans, failed, retry } = useAvailablePlans();
  const purchase = usePurchase();
  const [planId, setPlanId] = useState<number | null>(null);
  const [period, setPeriod] = useState<Periodicity | ''>('');

  const plan = plans?.find((p) => p.id === planId);
  const price = plan?.recorrencias.find((r) => r.periodicidade === period)?.valor;

  const choose = (p: AvailablePlanView) => {
    setPlanId(p.id);
    setPeriod(p.recorrencias[0]?.periodicidade ?? '');
    purchase.clearError();
  };

  const place = () => {
    if (!plan || !period) return;
    void purchase.place((payment) =>
      billingApi.buyPlan({ plano_id: plan.id, periodicidade: period, ...payment }),
    );
  };

  return (
    <PurchasePage testId="comprar" title={t('buy_title')} step={purchase.step} message={message}>
      <PurchaseSteps purchase={purchase} goOnTo="/home">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('buy_intro')}
        </Typography>
        {failed && (
          <Alert severity="error" action={<Button onClick={retry}>{t('retry')}</Button>}>
            {t('load_failed')}
          </Alert>
        )}
        {!plans && !failed && <LinearProgress aria-label={t('loading')} />}
        {plans?.length === 0 && <Alert severity="info">{t('no_plans')}</Alert>}
        <Stack direction="row" flexWrap="wrap" gap={2} sx={{ mb: 3 }}>
          {plans?.map((p) => (
            <PlanCard key={p.id} plan={p} chosen={p.id === planId} onChoose={() => choose(p)} />
          ))}
        </Stack>
        {plan && (
          <PurchaseForm purchase={purchase} total={price} submitLabel={t('continue')} onSubmit={place}>
            <FormControl sx={{ maxWidth: 220 }} size="small">
              <InputLabel id="billing-periodicity">{t('periodicity')}</InputLabel>
              <Select
                labelId="billing-periodicity"
                label={t('periodicity')}
                value={period}
                onChange={(e) => setPeriod(e.target.value as Periodicity)}
              >
                {plan.recorrencias.map((r) => (
                  <MenuItem key={r.periodicidade} value={r.periodicidade}>
                    {t(`period.${r.periodicidade}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </PurchaseForm>
        )}
      </PurchaseSteps>
    </PurchasePage>
  );
}

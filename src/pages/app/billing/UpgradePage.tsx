// 'upgrade' (spec §2): reached from a 402 UPGRADE_PLAN with its message and module (or from the
// menu, showing every add-on). Lists the add-ons the company's plan offers for that module; the user
// picks one, how many, the payment form and installments, places the order
// (POST /api/empresa/adquirir-modulos), confirms it, pays its first charge and goes back to the
// module's page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADDON_QUANTITY_MAX } from '../../../../common/schemas/billing';
import type { PlanAddonView } from '../../../../common/schemas/plans';
import { billingApi } from '../../../providers/billingApi';
import {
  ChoiceCard,
  PurchaseForm,
  PurchasePage,
  PurchaseSteps,
  useCompanyPlan,
  usePurchase,
} from './Checkout';
import { useBillingT } from './useBillingT';

/** Where the user goes on after buying more of a module. */
const MODULE_PAGE: Record<string, string> = {
  devices: '/devices',
  messages: '/messages',
  storage: '/cofre',
  signatures: '/cofre',
  users: '/home',
};

export default function UpgradePage() {
  const { t, money, addon: addonText } = useBillingT();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { message?: string; module?: string } | null;
  const module = state?.module ?? new URLSearchParams(location.search).get('module') ?? undefined;
  // The company's own plan, not the list on sale: a plan taken off sale still sells its add-ons.
  const { plan, failed } = useCompanyPlan();
  const planId = plan?.id;
  const purchase = usePurchase();
  const [addon, setAddon] = useState<PlanAddonView | null>(null);
  const [quantity, setQuantity] = useState(1);

  const addons = plan?.adicionais.filter((a) => !module || a.modulo === module) ?? [];
  const total = addon ? Math.round(addon.valor * quantity * 100) / 100 : 0;

  const place = () => {
    if (!addon) return;
    void purchase.place((payment) =>
      billingApi.buyModules({ adicional_id: addon.id, quantidade: quantity, ...payment }),
    );
  };

  const loading = plan === undefined && !failed;
  return (
    <PurchasePage testId="upgrade" title={t('upgrade_title')} step={purchase.step} message={state?.message}>
      {module && purchase.step === 'choose' && (
        <Typography sx={{ mb: 2 }} data-testid="billing-module">
          {t('module_label', { module: t(`modules.${module}`) })}
        </Typography>
      )}
      <PurchaseSteps purchase={purchase} goOnTo={MODULE_PAGE[module ?? ''] ?? '/home'}>
        {loading ? (
          <LinearProgress aria-label={t('loading')} />
        ) : failed ? (
          <Alert severity="error">{t('load_failed')}</Alert>
        ) : !planId ? (
          <Alert
            severity="info"
            action={<Button onClick={() => navigate('/comprar')}>{t('see_plans')}</Button>}
          >
            {t('no_plan_for_addons')}
          </Alert>
        ) : (
          <>
            {plan && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('current_plan', { plan: plan.nome })}
              </Typography>
            )}
            {addons.length === 0 && (
              <Alert
                severity="info"
                action={<Button onClick={() => navigate('/comprar')}>{t('see_plans')}</Button>}
              >
                {t('no_addons')}
              </Alert>
            )}
            <Stack direction="row" flexWrap="wrap" gap={2} sx={{ mb: 3 }}>
              {addons.map((a) => (
                <ChoiceCard
                  key={a.id}
                  width={260}
                  chosen={addon?.id === a.id}
                  onChoose={() => {
                    setAddon(a);
                    purchase.clearError();
                  }}
                >
                  <Typography component="h2" variant="h6">
                    {a.nome}
                  </Typography>
                  <Typography>{addonText(a.modulo, a.quantidade)}</Typography>
                  <Typography fontWeight="bold">{money(a.valor)}</Typography>
                </ChoiceCard>
              ))}
            </Stack>
            {addon && (
              <PurchaseForm purchase={purchase} total={total} submitLabel={t('buy')} onSubmit={place}>
                <TextField
                  type="number"
                  size="small"
                  label={t('quantity')}
                  value={quantity}
                  sx={{ maxWidth: 160 }}
                  slotProps={{ htmlInput: { min: 1, max: ADDON_QUANTITY_MAX } }}
                  onChange={(e) =>
                    setQuantity(
                      Math.min(ADDON_QUANTITY_MAX, Math.max(1, Math.floor(Number(e.target.value) || 1))),
                    )
                  }
                />
              </PurchaseForm>
            )}
          </>
        )}
      </PurchaseSteps>
    </PurchasePage>
  );
}

// What the plans views share: the choices of periodicity and module, the prices and status as the
// list shows them, the form's body and how the server's 422 lands on the form's fields.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { type Language, PERIODICITIES } from '../../common/constants';
import type { PlanBodyInput, PlanLimit, PlanModule, PlanView } from '../../common/schemas/plans';
import { formatCurrency } from '../../src/providers/format';

export type PlanRecord = PlanView;

/**
 * The add-on modules, in the API's order (the schema's own list would bring zod into the SPA); a
 * Record so the compiler says when one is missing or unknown.
 */
const MODULES: Record<PlanModule, true> = {
  users: true,
  devices: true,
  storage: true,
  messages: true,
  signatures: true,
};

/** The plan's limits, in the API's order (a Record, checked by the compiler like MODULES). */
const LIMITS: Record<PlanLimit, true> = {
  usuarios: true,
  dispositivos: true,
  armazenamento_mb: true,
  mensagens_mes: true,
  assinaturas_mes: true,
};
export const PLAN_LIMIT_KEYS = Object.keys(LIMITS) as PlanLimit[];

export const periodicityChoices = PERIODICITIES.map((p) => ({
  id: p,
  name: `resources.plans.periodicity.${p}`,
}));
export const moduleChoices = (Object.keys(MODULES) as PlanModule[]).map((m) => ({
  id: m,
  name: `resources.plans.module.${m}`,
}));

/** The app's language code, as the formatters take it. */
export const useLanguage = (): Language => (useLocale() === 'en' ? 'en' : 'pt_BR');

/** 'R$ 49,90 Mensal · R$ 499,00 Anual', for exports. */
export function pricesText(plan: PlanRecord, lang: Language, translate: (key: string) => string): string {
  return plan.recorrencias
    .map(
      (r) =>
        `${formatCurrency(r.valor, lang)} ${translate(`resources.plans.periodicity.${r.periodicidade}`)}`,
    )
    .join(' · ');
}

/** The plan's prices, one per line: 'R$ 49,90 / Mensal'. */
export function PriceList({ plan }: { plan: PlanRecord }) {
  const translate = useTranslate();
  const lang = useLanguage();
  if (plan.recorrencias.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.plans.no_prices')}
      </Typography>
    );
  return (
    <Stack spacing={0.25}>
      {plan.recorrencias.map((r) => (
        <Typography key={r.id} variant="body2" noWrap>
          {formatCurrency(r.valor, lang)}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            / {translate(`resources.plans.periodicity.${r.periodicidade}`)}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}

export function StatusChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'resources.plans.status.active' : 'resources.plans.status.inactive')}
    />
  );
}

/** A number input's value: null when empty (unlimited), else the number. */
const numberOrNull = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || Number.isNaN(v) ? null : Number(v);

type FormValues = Partial<Omit<PlanRecord, 'recorrencias' | 'adicionais'>> & {
  recorrencias?: { periodicidade?: string; valor?: number | null }[];
  adicionais?: { nome?: string; modulo?: string; quantidade?: number | null; valor?: number | null }[];
};

/** The form's values as the API's body (the record's other fields stay out). */
export function toPlanBody(values: FormValues): PlanBodyInput {
  const limits = values.limites;
  return {
    nome: values.nome ?? '',
    descricao: values.descricao ?? null,
    status: values.status ?? true,
    limites: {
      usuarios: numberOrNull(limits?.usuarios),
      dispositivos: numberOrNull(limits?.dispositivos),
      armazenamento_mb: numberOrNull(limits?.armazenamento_mb),
      mensagens_mes: numberOrNull(limits?.mensagens_mes),
      assinaturas_mes: numberOrNull(limits?.assinaturas_mes),
    },
    // The server names what is missing or wrong on each row; send the rows as they are.
    recorrencias: (values.recorrencias ?? []).map((r) => ({
      periodicidade: r.periodicidade as PlanBodyInput['recorrencias'][number]['periodicidade'],
      valor: r.valor as number,
    })),
    adicionais: (values.adicionais ?? []).map((a) => ({
      nome: a.nome ?? '',
      modulo: a.modulo as PlanModule,
      quantidade: a.quantidade as number,
      valor: a.valor as number,
    })),
  };
}

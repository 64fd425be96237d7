// Plans on sale and purchases for the subscription tests.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insertPlan, type PlanValues } from '../../server/db/queries/plans.js';
import { empresas } from '../../server/db/schema.js';
import type { TestApp } from './app.js';

export type Limits = Partial<
  Pick<PlanValues, 'maxUsuarios' | 'maxDispositivos' | 'armazenamentoMb' | 'mensagensMes' | 'assinaturasMes'>
>;

/** A plan on sale (unless status false) with prices in cents by periodicity and add-ons. */
export async function salePlan(
  app: Pick<TestApp, 'ctx'>,
  o: {
    limits?: Limits;
    prices?: Record<string, number>;
    addons?: { nome: string; modulo: string; quantidade: number; valorCentavos: number }[];
    status?: boolean;
  } = {},
) {
  const plan = await insertPlan(
    app.ctx.db,
    {
      nome: `Plano ${randomBytes(4).toString('hex')}`,
      descricao: null,
      status: o.status ?? true,
      ...o.limits,
    },
    {
      recorrencias: Object.entries(o.prices ?? { monthly: 9990, yearly: 99_900 }).map(
        ([periodicidade, valorCentavos]) => ({ periodicidade, valorCentavos }),
      ),
      adicionais: o.addons ?? [],
    },
  );
  const addons = await app.ctx.db.query.planoAdicionais.findMany({
    where: (t, { eq: is }) => is(t.planoId, plan.id),
    orderBy: (t, { asc }) => [asc(t.id)],
  });
  return { plan, addons };
}

/** Puts the company on the plan directly (no purchase), with a period that has not ended. */
export async function subscribe(app: Pick<TestApp, 'ctx'>, empresaId: number, planoId: number) {
  await app.ctx.db
    .update(empresas)
    .set({ planoId, planoPeriodicidade: 'monthly', planoExpiraEm: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(empresas.id, empresaId));
}

/** The provider's sandbox card that always approves, with the holder's address and phone its antifraud asks for. */
export const APPROVED_CARD = {
  titular: 'Maria Souza',
  numero: '4444444444444444',
  validade: '12/35',
  cvv: '123',
  cep: '01310100',
  endereco_numero: '1',
  telefone: '11987654321',
  // Not kept: no renewal is charged to it behind a test's back.
  salvar: false,
} as const;

/** A charge as the API shows it (the fields the tests read). */
export interface ChargeView {
  id: number;
  status: string;
  fin_status: number;
  parcela: number;
  valor: number;
  pago_em: string | null;
}

/** Pays an open charge by card through the API; fails loudly unless the charge ends paid. */
export async function payCharge(app: TestApp, token: string, chargeId: number): Promise<ChargeView> {
  const paid = await app.call('POST', `/api/faturas/${chargeId}/cartao`, { token, body: APPROVED_CARD });
  if (paid.status !== 200 || paid.body.data?.status !== 'paid')
    throw new Error(`faturas/${chargeId}/cartao → ${paid.status} ${paid.text}`);
  return paid.body.data as ChargeView;
}

/**
 * Confirms an order and pays its first charge by card: what makes a purchase take effect. Fails
 * loudly unless both succeed; answers the confirmation's data and the paid charge.
 */
export async function confirmAndPay(app: TestApp, token: string, tokenId: string) {
  const confirmed = await app.call('POST', `/api/confirmar-plano/${tokenId}`, {
    token,
    body: { aceite: true },
  });
  if (confirmed.status !== 200) throw new Error(`confirmar-plano → ${confirmed.status} ${confirmed.text}`);
  const chargeId = confirmed.body.data?.cobranca?.id;
  if (typeof chargeId !== 'number') throw new Error(`confirmar-plano without a charge: ${confirmed.text}`);
  return { confirmed: confirmed.body, charge: await payCharge(app, token, chargeId) };
}

/** Buys add-on units through the API (order, confirmation, payment by card); fails loudly unless all succeed. */
export async function buyAddon(app: TestApp, token: string, adicionalId: number, quantidade = 1) {
  const order = await app.call('POST', '/api/empresa/adquirir-modulos', {
    token,
    body: { adicional_id: adicionalId, quantidade, forma_pagamento: 'credit_card', parcelas: 1 },
  });
  if (order.status !== 201) throw new Error(`adquirir-modulos → ${order.status} ${order.text}`);
  return confirmAndPay(app, token, order.body.token_id);
}

/** Buys a plan through the API (order, confirmation, payment by card); fails loudly unless all succeed. */
export async function buyPlanPaid(
  app: TestApp,
  token: string,
  o: { plano_id: number; periodicidade: string; forma?: 'pix' | 'boleto' | 'credit_card' },
) {
  const order = await app.call('POST', '/api/empresa/adquirir-plano', {
    token,
    body: {
      plano_id: o.plano_id,
      periodicidade: o.periodicidade,
      forma_pagamento: o.forma ?? 'credit_card',
      parcelas: 1,
    },
  });
  if (order.status !== 201) throw new Error(`adquirir-plano → ${order.status} ${order.text}`);
  return { order: order.body, ...(await confirmAndPay(app, token, order.body.token_id)) };
}

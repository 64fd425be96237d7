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

/** Buys add-on units through the API (order + confirmation); fails loudly unless both succeed. */
export async function buyAddon(app: TestApp, token: string, adicionalId: number, quantidade = 1) {
  const order = await app.call('POST', '/api/empresa/adquirir-modulos', {
    token,
    body: { adicional_id: adicionalId, quantidade, forma_pagamento: 'credit_card', parcelas: 1 },
  });
  if (order.status !== 201) throw new Error(`adquirir-modulos → ${order.status} ${order.text}`);
  const confirmed = await app.call('POST', `/api/confirmar-plano/${order.body.token_id}`, {
    token,
    body: { aceite: true },
  });
  if (confirmed.status !== 200) throw new Error(`confirmar-plano → ${confirmed.status} ${confirmed.text}`);
  return confirmed.body;
}

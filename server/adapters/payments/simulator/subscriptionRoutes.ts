// /v3/subscriptions: create (the first charge at once; with a card due today, captured at once and a
// refusal creates nothing), list, get, its charges, update, remove (its unpaid charges go with it).
import type { FastifyPluginAsync } from 'fastify';
import { cardOf, DECLINED_DESCRIPTION, hasCardData, remember } from './cards.js';
import { isDate } from './clock.js';
import {
  badRequest,
  bodyOf,
  invalidAction,
  type Json,
  numberOf,
  page,
  paramOf,
  queryOf,
  textOf,
} from './http.js';
import { subscriptionId } from './ids.js';
import { emitPayment, payByCard, paymentJson, removePayment } from './payments.js';
import {
  readBillingType,
  readCustomer,
  readDescription,
  readDueDate,
  readTerms,
  readValue,
} from './requests.js';
import type { PaymentSimulator } from './state.js';
import {
  CYCLES,
  emitSubscription,
  findSubscription,
  generateDue,
  generateOne,
  subscriptionJson,
} from './subscriptions.js';
import type { Cycle, SimCard, SimSubscription } from './types.js';

function readCycle(v: unknown): Cycle {
  const c = textOf(v);
  if (!c || !CYCLES.includes(c as Cycle))
    throw badRequest('invalid_cycle', `Periodicidade inválida. Use ${CYCLES.join(', ')}.`);
  return c as Cycle;
}

function readEnd(body: Json, current: { endDate: string | null; maxPayments: number | null }) {
  let { endDate, maxPayments } = current;
  if (body.endDate !== undefined) {
    if (body.endDate !== null && !isDate(body.endDate))
      throw badRequest('invalid_endDate', 'Informe uma data de término válida (AAAA-MM-DD).');
    endDate = body.endDate;
  }
  if (body.maxPayments !== undefined) {
    const n = numberOf(body.maxPayments);
    if (body.maxPayments !== null && (n === null || !Number.isInteger(n) || n < 1))
      throw badRequest('invalid_maxPayments', 'O número máximo de cobranças deve ser um inteiro positivo.');
    maxPayments = n;
  }
  return { endDate, maxPayments };
}

export const subscriptionRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.post('/v3/subscriptions', async (req) => {
    const body = bodyOf(req);
    const customer = readCustomer(sim, body);
    const billingType = readBillingType(body.billingType);
    const valueCents = readValue(body.value);
    const nextDueDate = readDueDate(sim, body.nextDueDate, 'nextDueDate');
    const cycle = readCycle(body.cycle);
    const description = readDescription(body.description);
    const terms = readTerms(body);
    const end = readEnd(body, { endDate: null, maxPayments: null });
    let card: SimCard | null = null;
    let capturedNow = false;
    if (billingType === 'CREDIT_CARD' && hasCardData(body)) {
      const check = cardOf(body, customer.id, sim.tokens, sim.today());
      if (nextDueDate <= sim.today()) {
        if (sim.takeDecline() || check.declines) throw invalidAction(DECLINED_DESCRIPTION);
        capturedNow = true;
      }
      card = remember(check, customer.id, sim.tokens);
    }
    const sub: SimSubscription = {
      id: subscriptionId(),
      dateCreated: sim.today(),
      customer: customer.id,
      billingType,
      cycle,
      valueCents,
      description,
      externalReference: textOf(body.externalReference),
      ...end,
      status: 'ACTIVE',
      deleted: false,
      anchor: nextDueDate,
      anchorIndex: 0,
      generated: 0,
      card,
      ...terms,
    };
    sim.subscriptions.set(sub.id, sub);
    emitSubscription(sim, 'SUBSCRIPTION_CREATED', sub);
    const first = generateOne(sim, sub);
    if (capturedNow && card) payByCard(sim, first, { ...card });
    generateDue(sim, sub);
    return subscriptionJson(sub);
  });

  app.get('/v3/subscriptions', async (req) => {
    const q = queryOf(req);
    const found = [...sim.subscriptions.values()]
      .filter(
        (s) =>
          !s.deleted &&
          (q.customer === undefined || s.customer === q.customer) &&
          (q.status === undefined || s.status === q.status) &&
          (q.externalReference === undefined || s.externalReference === q.externalReference),
      )
      .reverse();
    return page(req, found.map(subscriptionJson));
  });

  app.get('/v3/subscriptions/:id', async (req) =>
    subscriptionJson(findSubscription(sim, paramOf(req, 'id'))),
  );

  app.get('/v3/subscriptions/:id/payments', async (req) => {
    const sub = findSubscription(sim, paramOf(req, 'id'));
    const q = queryOf(req);
    const found = [...sim.payments.values()]
      .filter(
        (p) => p.subscription === sub.id && !p.deleted && (q.status === undefined || p.status === q.status),
      )
      .reverse();
    return page(
      req,
      found.map((p) => paymentJson(sim, p)),
    );
  });

  app.put('/v3/subscriptions/:id', async (req) => {
    const sub = findSubscription(sim, paramOf(req, 'id'));
    if (sub.deleted) throw invalidAction('Não é possível alterar uma assinatura removida.');
    const body = bodyOf(req);
    const wasActive = sub.status === 'ACTIVE';
    if (body.billingType !== undefined) sub.billingType = readBillingType(body.billingType);
    if (body.value !== undefined) sub.valueCents = readValue(body.value);
    if (body.description !== undefined) sub.description = readDescription(body.description);
    if (body.externalReference !== undefined) sub.externalReference = textOf(body.externalReference);
    Object.assign(sub, readTerms(body, sub), readEnd(body, sub));
    // A new first due date or cycle re-anchors the schedule from the next charge on.
    if (body.cycle !== undefined) sub.cycle = readCycle(body.cycle);
    if (body.nextDueDate !== undefined || body.cycle !== undefined) {
      sub.anchor =
        body.nextDueDate === undefined ? sub.anchor : readDueDate(sim, body.nextDueDate, 'nextDueDate');
      sub.anchorIndex = sub.generated;
    }
    if (body.status !== undefined) {
      if (body.status !== 'ACTIVE' && body.status !== 'INACTIVE')
        throw badRequest('invalid_status', 'Situação inválida. Use ACTIVE ou INACTIVE.');
      sub.status = body.status;
    }
    if (body.updatePendingPayments === true)
      for (const p of sim.payments.values())
        if (p.subscription === sub.id && !p.deleted && p.status === 'PENDING') {
          Object.assign(p, {
            valueCents: sub.valueCents,
            billingType: sub.billingType,
            description: sub.description,
          });
          emitPayment(sim, 'PAYMENT_UPDATED', p);
        }
    emitSubscription(
      sim,
      wasActive && sub.status === 'INACTIVE' ? 'SUBSCRIPTION_INACTIVATED' : 'SUBSCRIPTION_UPDATED',
      sub,
    );
    generateDue(sim, sub);
    return subscriptionJson(sub);
  });

  app.delete('/v3/subscriptions/:id', async (req) => {
    const sub = findSubscription(sim, paramOf(req, 'id'));
    if (sub.deleted) throw invalidAction('Esta assinatura já foi removida.');
    sub.deleted = true;
    for (const p of sim.payments.values())
      if (p.subscription === sub.id && !p.deleted && (p.status === 'PENDING' || p.status === 'OVERDUE'))
        removePayment(sim, p);
    emitSubscription(sim, 'SUBSCRIPTION_DELETED', sub);
    return { deleted: true, id: sub.id };
  });
};

// /v3/payments: create (by card at once when the card comes along), list, get, status, update while
// unpaid, remove and restore, refund and the refunds list.
import type { FastifyPluginAsync } from 'fastify';
import { cardOf, DECLINED_DESCRIPTION, hasCardData, remember } from './cards.js';
import { badRequest, bodyOf, invalidAction, numberOf, page, paramOf, queryOf, textOf } from './http.js';
import { toCents } from './money.js';
import {
  createPayment,
  emitPayment,
  findPayment,
  payByCard,
  paymentJson,
  refund,
  refundJson,
  removePayment,
  requireOpen,
  restorePayment,
} from './payments.js';
import {
  readBillingType,
  readCustomer,
  readDescription,
  readDueDate,
  readTerms,
  readValue,
} from './requests.js';
import type { PaymentSimulator } from './state.js';
import type { SimCard } from './types.js';

export const paymentRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.post('/v3/payments', async (req) => {
    const body = bodyOf(req);
    const customer = readCustomer(sim, body);
    const billingType = readBillingType(body.billingType);
    const valueCents = readValue(body.value);
    const dueDate = readDueDate(sim, body.dueDate);
    const description = readDescription(body.description);
    const terms = readTerms(body);
    const installments = numberOf(body.installmentCount);
    if (installments !== null && installments !== 1)
      throw badRequest('invalid_installmentCount', 'O simulador não faz cobranças parceladas.');
    // A card that comes along is charged now; refused, no charge is created at all.
    let card: SimCard | null = null;
    if (billingType === 'CREDIT_CARD' && hasCardData(body)) {
      const check = cardOf(body, customer.id, sim.tokens, sim.today());
      if (sim.takeDecline() || check.declines) throw invalidAction(DECLINED_DESCRIPTION);
      card = remember(check, customer.id, sim.tokens);
    }
    const p = createPayment(sim, {
      customer: customer.id,
      billingType,
      valueCents,
      dueDate,
      description,
      externalReference: textOf(body.externalReference),
      subscription: null,
      ...terms,
    });
    if (card) payByCard(sim, p, card);
    return paymentJson(sim, p);
  });

  app.get('/v3/payments', async (req) => {
    const q = queryOf(req);
    const found = [...sim.payments.values()]
      .filter(
        (p) =>
          !p.deleted &&
          (q.customer === undefined || p.customer === q.customer) &&
          (q.status === undefined || p.status === q.status) &&
          (q.subscription === undefined || p.subscription === q.subscription) &&
          (q.externalReference === undefined || p.externalReference === q.externalReference) &&
          (q.billingType === undefined || p.billingType === q.billingType),
      )
      .reverse();
    return page(
      req,
      found.map((p) => paymentJson(sim, p)),
    );
  });

  app.get('/v3/payments/:id', async (req) => paymentJson(sim, findPayment(sim, paramOf(req, 'id'))));

  app.get('/v3/payments/:id/status', async (req) => ({
    status: findPayment(sim, paramOf(req, 'id')).status,
  }));

  app.put('/v3/payments/:id', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    requireOpen(p, 'alterar');
    const body = bodyOf(req);
    const billingType = body.billingType === undefined ? p.billingType : readBillingType(body.billingType);
    const valueCents = body.value === undefined ? p.valueCents : readValue(body.value);
    const dueDate = body.dueDate === undefined ? p.dueDate : readDueDate(sim, body.dueDate);
    const description = body.description === undefined ? p.description : readDescription(body.description);
    const terms = readTerms(body, p);
    Object.assign(p, { billingType, valueCents, dueDate, description, ...terms });
    if (body.externalReference !== undefined) p.externalReference = textOf(body.externalReference);
    if (p.status === 'OVERDUE' && p.dueDate >= sim.today()) p.status = 'PENDING';
    emitPayment(sim, 'PAYMENT_UPDATED', p);
    return paymentJson(sim, p);
  });

  app.delete('/v3/payments/:id', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    removePayment(sim, p);
    return { deleted: true, id: p.id };
  });

  app.post('/v3/payments/:id/restore', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    restorePayment(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/v3/payments/:id/refund', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    const body = bodyOf(req);
    let valueCents: number | null = null;
    if (body.value !== undefined && body.value !== null) {
      valueCents = toCents(body.value);
      if (valueCents === null)
        throw badRequest('invalid_value', 'Informe um valor de estorno maior que zero.');
    }
    refund(sim, p, valueCents, textOf(body.description));
    return paymentJson(sim, p);
  });

  app.get('/v3/payments/:id/refunds', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    return page(
      req,
      p.refunds.map((r) => refundJson(sim, p, r)),
    );
  });
};

// What the payer, the bank and time do, driven by tests and developers: /_control/* (same access_token
// as the API), and Asaas's own sandbox action POST /v3/sandbox/payment/{id}/confirm, so a test written
// against the simulator also runs against the real sandbox.
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, bodyOf, notFound, numberOf, paramOf, queryOf } from './http.js';
import {
  chargeback,
  findPayment,
  markOverdue,
  payByBoleto,
  payByCard,
  payByPix,
  paymentJson,
  requireOpen,
  settle,
} from './payments.js';
import type { PaymentSimulator } from './state.js';

/** Longest single clock jump: ten years. */
const MAX_ADVANCE_DAYS = 3660;

export const controlRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  const clock = () => ({ now: sim.now().toISOString(), today: sim.today() });
  const payment = (req: Parameters<typeof paramOf>[0]) => findPayment(sim, paramOf(req, 'id'));

  app.post('/v3/sandbox/payment/:id/confirm', async (req) => {
    const p = payment(req);
    if (p.billingType === 'PIX') payByPix(sim, p);
    else if (p.billingType === 'CREDIT_CARD') {
      requireOpen(p, 'confirmar');
      payByCard(sim, p, p.card);
    } else payByBoleto(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/pix/:id/pay', async (req) => {
    const p = payment(req);
    payByPix(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/boleto/:id/pay', async (req) => {
    const p = payment(req);
    payByBoleto(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/payments/:id/settle', async (req) => {
    const p = payment(req);
    settle(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/payments/:id/overdue', async (req) => {
    const p = payment(req);
    markOverdue(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/payments/:id/chargeback', async (req) => {
    const p = payment(req);
    chargeback(sim, p);
    return paymentJson(sim, p);
  });

  app.post('/_control/card/decline-next', async () => {
    sim.declineNext = true;
    return { declineNext: true };
  });

  app.get('/_control/clock', async () => clock());

  app.post('/_control/clock/advance', async (req) => {
    const days = numberOf(bodyOf(req).days);
    if (days === null || !Number.isInteger(days) || days < 0 || days > MAX_ADVANCE_DAYS)
      throw badRequest('invalid_days', `Informe days: um inteiro de 0 a ${MAX_ADVANCE_DAYS}.`);
    sim.advanceDays(days);
    return clock();
  });

  app.post('/_control/webhooks/fail-next', async (req) => {
    const n = numberOf(bodyOf(req).n) ?? 1;
    if (!Number.isInteger(n) || n < 0)
      throw badRequest('invalid_n', 'Informe n: um inteiro maior ou igual a zero.');
    sim.webhooks.failNext = n;
    return { failNext: n };
  });

  app.post('/_control/webhooks/duplicate-next', async () => {
    sim.webhooks.duplicateNext = true;
    return { duplicateNext: true };
  });

  app.post('/_control/webhooks/replay/:eventId', async (req) => {
    const eventId = paramOf(req, 'eventId');
    if (!sim.webhooks.replay(eventId)) throw notFound('Evento não encontrado.');
    return { replayed: eventId };
  });

  /** Every recorded event (newest last): id, event, dateCreated, subject; ?subject=pay_… narrows it. */
  app.get('/_control/webhooks/events', async (req) => {
    const { subject, event } = queryOf(req);
    return [...sim.webhooks.events.values()]
      .filter(
        (e) => (subject === undefined || e.subject === subject) && (event === undefined || e.event === event),
      )
      .map(({ id, event, dateCreated, subject }) => ({ id, event, dateCreated, subject }));
  });

  /** Every delivery attempt (oldest first); ?eventId= narrows it. */
  app.get('/_control/webhooks/deliveries', async (req) => {
    const { eventId } = queryOf(req);
    return sim.webhooks.deliveries.filter((d) => eventId === undefined || d.eventId === eventId);
  });
};

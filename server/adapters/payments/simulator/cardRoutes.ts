// Cards: tokenization (a token belongs to its customer and remembers whether its test card declines)
// and paying an unpaid charge by card. A refusal answers Asaas's invalid_action, leaves the charge
// PENDING and is announced with PAYMENT_CREDIT_CARD_CAPTURE_REFUSED.
import type { FastifyPluginAsync } from 'fastify';
import { cardOf, DECLINED_DESCRIPTION, remember } from './cards.js';
import { badRequest, bodyOf, invalidAction, isObj, paramOf } from './http.js';
import { emitPayment, findPayment, payByCard, paymentJson, requireOpen } from './payments.js';
import { readCustomer } from './requests.js';
import type { PaymentSimulator } from './state.js';

export const cardRoutes: FastifyPluginAsync<{ sim: PaymentSimulator }> = async (app, { sim }) => {
  app.post('/v3/creditCard/tokenizeCreditCard', async (req) => {
    const body = bodyOf(req);
    const customer = readCustomer(sim, body);
    if (!isObj(body.creditCard))
      throw badRequest('invalid_creditCard', 'Informe os dados do cartão de crédito.');
    const check = cardOf({ ...body, creditCardToken: undefined }, customer.id, sim.tokens, sim.today());
    const card = remember(check, customer.id, sim.tokens);
    return { creditCardNumber: card.last4, creditCardBrand: card.brand, creditCardToken: card.token };
  });

  app.post('/v3/payments/:id/payWithCreditCard', async (req) => {
    const p = findPayment(sim, paramOf(req, 'id'));
    requireOpen(p, 'pagar');
    if (p.billingType !== 'CREDIT_CARD' && p.billingType !== 'UNDEFINED')
      throw invalidAction(
        'Só cobranças com forma de pagamento cartão de crédito ou a definir podem ser pagas com cartão.',
      );
    const check = cardOf(bodyOf(req), p.customer, sim.tokens, sim.today());
    if (sim.takeDecline() || check.declines) {
      emitPayment(sim, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', p);
      throw invalidAction(DECLINED_DESCRIPTION);
    }
    payByCard(sim, p, remember(check, p.customer, sim.tokens));
    return paymentJson(sim, p);
  });
};

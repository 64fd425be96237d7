// Subscriptions only schedule charges: the first at once, each next one when the clock reaches 40 days
// before its due date (so a monthly subscription soon has its second charge too, as in Asaas). A card
// subscription's charges are captured on their due date; a refusal leaves the charge pending and is
// announced once with PAYMENT_CREDIT_CARD_CAPTURE_REFUSED.

import { cardJson } from './cards.js';
import { addDays, addMonths, daysBetween } from './clock.js';
import { type Json, notFound } from './http.js';
import { reais } from './money.js';
import { createPayment, emitPayment, payByCard } from './payments.js';
import type { PaymentSimulator } from './state.js';
import type { Cycle, SimPayment, SimSubscription } from './types.js';

export const CYCLES: readonly Cycle[] = [
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUALLY',
  'YEARLY',
];

/** Days before its due date a subscription's charge is created. */
export const CREATE_AHEAD_DAYS = 40;
const MONTHS: Partial<Record<Cycle, number>> = {
  MONTHLY: 1,
  BIMONTHLY: 2,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12,
};

/** The due date of the subscription's charge number `index` (0-based). */
function dueDateAt(sub: SimSubscription, index: number): string {
  const k = index - sub.anchorIndex;
  if (sub.cycle === 'WEEKLY') return addDays(sub.anchor, 7 * k);
  if (sub.cycle === 'BIWEEKLY') return addDays(sub.anchor, 14 * k);
  return addMonths(sub.anchor, (MONTHS[sub.cycle] ?? 1) * k);
}

export const nextDueDate = (sub: SimSubscription) => dueDateAt(sub, sub.generated);

export function findSubscription(sim: PaymentSimulator, id: string): SimSubscription {
  const sub = sim.subscriptions.get(id);
  if (!sub) throw notFound('Assinatura não encontrada.');
  return sub;
}

export function subscriptionJson(sub: SimSubscription): Json {
  return {
    object: 'subscription',
    id: sub.id,
    dateCreated: sub.dateCreated,
    customer: sub.customer,
    paymentLink: null,
    billingType: sub.billingType,
    cycle: sub.cycle,
    value: reais(sub.valueCents),
    nextDueDate: nextDueDate(sub),
    endDate: sub.endDate,
    description: sub.description,
    status: sub.status,
    discount: {
      value: sub.discount.value,
      limitDate: null,
      dueDateLimitDays: sub.discount.dueDateLimitDays,
      type: sub.discount.type,
    },
    fine: { value: sub.fine.value, type: sub.fine.type },
    interest: { value: sub.interest, type: 'PERCENTAGE' },
    deleted: sub.deleted,
    maxPayments: sub.maxPayments,
    externalReference: sub.externalReference,
    checkoutSession: null,
    split: null,
    ...(sub.card ? { creditCard: cardJson(sub.card) } : {}),
  };
}

export const emitSubscription = (sim: PaymentSimulator, event: string, sub: SimSubscription) =>
  sim.emit(event, 'subscription', sub.id, subscriptionJson(sub));

/** The subscription's next charge, made now. */
export function generateOne(sim: PaymentSimulator, sub: SimSubscription): SimPayment {
  const p = createPayment(sim, {
    customer: sub.customer,
    billingType: sub.billingType,
    valueCents: sub.valueCents,
    dueDate: nextDueDate(sub),
    description: sub.description,
    externalReference: sub.externalReference,
    subscription: sub.id,
    fine: { ...sub.fine },
    interest: sub.interest,
    discount: { ...sub.discount },
  });
  sub.generated++;
  return p;
}

/** Makes the charges whose time has come; an ended subscription (endDate, maxPayments) turns EXPIRED. */
export function generateDue(sim: PaymentSimulator, sub: SimSubscription): void {
  const today = sim.today();
  while (sub.status === 'ACTIVE' && !sub.deleted) {
    const due = nextDueDate(sub);
    const ended =
      (sub.endDate !== null && due > sub.endDate) ||
      (sub.maxPayments !== null && sub.generated >= sub.maxPayments);
    if (ended) {
      sub.status = 'EXPIRED';
      emitSubscription(sim, 'SUBSCRIPTION_UPDATED', sub);
      return;
    }
    if (daysBetween(today, due) > CREATE_AHEAD_DAYS) return;
    generateOne(sim, sub);
  }
}

/** Captures the card subscriptions' charges that fall due (once each; a refusal is announced once). */
export function captureDue(sim: PaymentSimulator): void {
  const today = sim.today();
  for (const p of sim.payments.values()) {
    if (p.deleted || p.billingType !== 'CREDIT_CARD' || p.captureRefused || p.dueDate > today) continue;
    if (p.status !== 'PENDING' && p.status !== 'OVERDUE') continue;
    const sub = p.subscription ? sim.subscriptions.get(p.subscription) : undefined;
    const token = sub?.card?.token ? sim.tokens.get(sub.card.token) : undefined;
    if (!sub?.card || !token) continue;
    if (sim.takeDecline() || token.declines) {
      p.captureRefused = true;
      emitPayment(sim, 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', p);
    } else payByCard(sim, p, { ...sub.card });
  }
}

export function generateAll(sim: PaymentSimulator): void {
  for (const sub of sim.subscriptions.values()) generateDue(sim, sub);
}

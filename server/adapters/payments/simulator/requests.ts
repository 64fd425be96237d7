// Reading the fields charges and subscriptions share, with Asaas's error codes and pt-BR descriptions.
import { isDate } from './clock.js';
import { badRequest, isObj, type Json, numberOf, textOf } from './http.js';
import { toCents } from './money.js';
import type { PaymentSimulator } from './state.js';
import { BILLING_TYPES, type BillingType, type LateTerms, type SimCustomer } from './types.js';

export function readCustomer(sim: PaymentSimulator, body: Json): SimCustomer {
  const id = textOf(body.customer);
  const customer = id ? sim.customers.get(id) : undefined;
  if (!customer || customer.deleted)
    throw badRequest('invalid_customer', 'Cliente inválido ou não informado.');
  return customer;
}

export function readBillingType(v: unknown): BillingType {
  const t = textOf(v);
  if (!t || !BILLING_TYPES.includes(t as BillingType))
    throw badRequest(
      'invalid_billingType',
      'Forma de pagamento inválida. Use BOLETO, CREDIT_CARD, PIX ou UNDEFINED.',
    );
  return t as BillingType;
}

export function readValue(v: unknown): number {
  const cents = toCents(v);
  if (cents === null)
    throw badRequest('invalid_value', 'Informe um valor maior que zero, com até 2 casas decimais.');
  return cents;
}

/** A due date: a real day, not before the simulator's today. */
export function readDueDate(sim: PaymentSimulator, v: unknown, field = 'dueDate'): string {
  if (!isDate(v)) throw badRequest(`invalid_${field}`, 'Informe uma data de vencimento válida (AAAA-MM-DD).');
  if (v < sim.today())
    throw badRequest(`invalid_${field}`, 'Não é permitido data de vencimento inferior a hoje.');
  return v;
}

export function readDescription(v: unknown): string | null {
  const d = textOf(v);
  if (d && d.length > 500)
    throw badRequest('invalid_description', 'A descrição deve ter no máximo 500 caracteres.');
  return d;
}

const nonNegative = (v: unknown, code: string, what: string): number => {
  const n = numberOf(v) ?? 0;
  if (n < 0) throw badRequest(code, `O valor de ${what} não pode ser negativo.`);
  return n;
};

/** Fine, interest and discount, over what a charge or subscription already had. */
export function readTerms(body: Json, base?: LateTerms): LateTerms {
  const terms: LateTerms = base
    ? { fine: { ...base.fine }, interest: base.interest, discount: { ...base.discount } }
    : {
        fine: { value: 0, type: 'PERCENTAGE' },
        interest: 0,
        discount: { value: 0, dueDateLimitDays: 0, type: 'FIXED' },
      };
  if (isObj(body.fine))
    terms.fine = {
      value: nonNegative(body.fine.value, 'invalid_fine', 'multa'),
      type: body.fine.type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
    };
  if (isObj(body.interest)) terms.interest = nonNegative(body.interest.value, 'invalid_interest', 'juros');
  if (isObj(body.discount))
    terms.discount = {
      value: nonNegative(body.discount.value, 'invalid_discount', 'desconto'),
      dueDateLimitDays: Math.trunc(numberOf(body.discount.dueDateLimitDays) ?? 0),
      type: body.discount.type === 'PERCENTAGE' ? 'PERCENTAGE' : 'FIXED',
    };
  return terms;
}

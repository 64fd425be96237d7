// Cards as Asaas's sandbox treats them: 4444 4444 4444 4444 and any other Luhn-valid number approve;
// 5184 0197 4037 3151 and 4916 5613 5824 0741 decline; an expiry in the past is refused. The number and
// the security code are read here and dropped: what is kept is the last 4 digits, the brand and whether
// the card declines (for a token standing for it).
import { randomUUID } from 'node:crypto';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { badRequest, isObj, type Json, textOf } from './http.js';
import type { SimCard, SimToken } from './types.js';

export const APPROVING_CARD = '4444444444444444';
export const DECLINING_CARDS = new Set(['5184019740373151', '4916561358240741']);

export const DECLINED_DESCRIPTION =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';

const ELO = ['636368', '438935', '504175', '451416', '6362'];

export function brandOf(number: string): string {
  if (ELO.some((p) => number.startsWith(p))) return 'ELO';
  if (number.startsWith('34') || number.startsWith('37')) return 'AMEX';
  if (number.startsWith('4')) return 'VISA';
  if (number.startsWith('5')) return 'MASTERCARD';
  return 'UNKNOWN';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const isValidDocument = (cpfCnpj: string) =>
  cpfCnpj.length === 11 ? isValidCPF(cpfCnpj) : isValidCNPJ(cpfCnpj, { version: 2 });

/** CPF/CNPJ without its mask (digits, or the alphanumeric CNPJ upper-cased). */
export const unmask = (v: string) => v.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

const invalidCard = (description: string) => badRequest('invalid_creditCard', description);

/** What a charge attempt needs to know about the card: never its number. */
export interface CardCheck {
  last4: string;
  brand: string;
  declines: boolean;
  /** Set when the card came as a token (the same token is reported back). */
  token: string | null;
}

/** Reads `creditCard` + `creditCardHolderInfo`, checking them as Asaas does; the number stays here. */
function readCard(body: Json, today: string): CardCheck {
  const card = body.creditCard;
  const holder = body.creditCardHolderInfo;
  if (!isObj(card)) throw invalidCard('Informe os dados do cartão de crédito.');
  const number = (textOf(card.number) ?? '').replace(/\D/g, '');
  if (!textOf(card.holderName)) throw invalidCard('Informe o nome impresso no cartão.');
  if (number.length < 13 || number.length > 19)
    throw invalidCard('O número do cartão de crédito é inválido.');
  const month = Number(textOf(card.expiryMonth) ?? '');
  let year = Number(textOf(card.expiryYear) ?? '');
  if (year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000)
    throw invalidCard('A data de validade do cartão de crédito é inválida.');
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (year < y || (year === y && month < m)) throw invalidCard('O cartão de crédito informado está vencido.');
  if (!/^\d{3,4}$/.test(textOf(card.ccv) ?? ''))
    throw invalidCard('O código de segurança do cartão é inválido.');
  if (!isObj(holder)) throw invalidCard('Informe os dados do titular do cartão (creditCardHolderInfo).');
  for (const field of ['name', 'email', 'postalCode', 'addressNumber'] as const)
    if (!textOf(holder[field])) throw invalidCard(`Informe o campo ${field} do titular do cartão.`);
  if (!textOf(holder.phone) && !textOf(holder.mobilePhone))
    throw invalidCard('Informe o telefone do titular do cartão.');
  if (!isValidDocument(unmask(textOf(holder.cpfCnpj) ?? '')))
    throw badRequest('invalid_cpfCnpj', 'O CPF/CNPJ do titular do cartão é inválido.');
  const declines = DECLINING_CARDS.has(number) || (number !== APPROVING_CARD && !luhnValid(number));
  return { last4: number.slice(-4), brand: brandOf(number), declines, token: null };
}

/**
 * The card of a charge attempt: the token (which must be this customer's) or the card and its holder.
 * Throws Asaas's 400 when either is missing or invalid.
 */
export function cardOf(
  body: Json,
  customer: string,
  tokens: Map<string, SimToken>,
  today: string,
): CardCheck {
  const token = textOf(body.creditCardToken);
  if (token) {
    const known = tokens.get(token);
    if (!known || known.customer !== customer)
      throw invalidCard('O token do cartão de crédito informado é inválido.');
    return { last4: known.last4, brand: known.brand, declines: known.declines, token };
  }
  return readCard(body, today);
}

export const hasCardData = (body: Json) => textOf(body.creditCardToken) !== null || isObj(body.creditCard);

/** Keeps a token for the card (Asaas tokenizes the cards it charges); answers the kept card. */
export function remember(check: CardCheck, customer: string, tokens: Map<string, SimToken>): SimCard {
  if (check.token) return { last4: check.last4, brand: check.brand, token: check.token };
  const token = randomUUID();
  tokens.set(token, { customer, last4: check.last4, brand: check.brand, declines: check.declines });
  return { last4: check.last4, brand: check.brand, token };
}

export const cardJson = (card: SimCard | null) =>
  card ? { creditCardNumber: card.last4, creditCardBrand: card.brand, creditCardToken: card.token } : null;

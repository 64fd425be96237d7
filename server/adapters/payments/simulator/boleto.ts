// A bank boleto by FEBRABAN's rules (Carta-Circular BCB 2.926/2000): the 44-digit bar code
// (bank, currency 9, general check digit by modulo 11, due-date factor, value, 25-digit free field) and
// the 47-digit linha digitável (three fields with modulo-10 check digits, the general check digit, factor
// and value). The due-date factor counts days from 1997-10-07 and, having reached 9999 on 2025-02-21,
// starts again at 1000 on 2025-02-22.
import { daysBetween } from './clock.js';

/** The issuer's COMPE code: Asaas's (461). */
const BANK = '461';
const CURRENCY = '9';
const AGENCY = '0001';
const ACCOUNT = '00084021';
const WALLET = '09';

export function dueFactor(dueDate: string): string {
  const days = daysBetween('1997-10-07', dueDate);
  const factor = days < 1000 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

/** Modulo 10: from the right, weights 2,1,2,1…; a product's digits are added. */
export function mod10(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The bar code's general check digit: modulo 11, weights 2…9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

export interface Boleto {
  barCode: string;
  identificationField: string;
}

export function boletoOf(nossoNumero: string, dueDate: string, valueCents: number): Boleto {
  const free = `${nossoNumero.padStart(11, '0')}${AGENCY}${ACCOUNT}${WALLET}`;
  const head = `${BANK}${CURRENCY}`;
  const tail = `${dueFactor(dueDate)}${String(valueCents).padStart(10, '0')}`;
  const dv = mod11(`${head}${tail}${free}`);
  const barCode = `${head}${dv}${tail}${free}`;
  const f1 = `${head}${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const identificationField = `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${dv}${tail}`;
  return { barCode, identificationField };
}

/** AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV, the way it is printed. */
export const formatLine = (line: string) =>
  `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ` +
  `${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`;

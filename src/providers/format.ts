// Dates, money and percentages as each language writes them: pt-BR DD/MM/AAAA, R$ 1.234,56 and 12,35%.
import type { Language } from '../../common/constants';
import { formatMoney as formatBrl } from '../../common/validation';

const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'pt-BR');

const DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

function format(value: Date | string | number, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale(lang), options).format(date);
}

export const formatDate = (value: Date | string | number, lang: Language = 'pt_BR') =>
  format(value, lang, DATE);
export const formatDateTime = (value: Date | string | number, lang: Language = 'pt_BR') =>
  format(value, lang, DATE_TIME);

/** Amounts are always Brazilian reais; English only changes the separators. */
export function formatCurrency(value: number, lang: Language = 'pt_BR'): string {
  if (lang === 'pt_BR') return formatBrl(value);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(value);
}

/** A fraction (0.1235) as a percentage with two decimals (spec §9): pt-BR 12,35%, en 12.35%. */
export function formatPercent(fraction: number, lang: Language = 'pt_BR'): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);
}

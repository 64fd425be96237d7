// Dates and money as each language writes them: pt-BR DD/MM/AAAA and R$ 1.234,56.
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

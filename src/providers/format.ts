// Dates and money as each language writes them: pt-BR DD/MM/AAAA and R$ 1.234,56.
import type { Language } from '../../common/constants';
import { formatMoney as formatBrl } from '../../common/validation';

const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'pt-BR');

export function formatDate(value: Date | string | number, lang: Language = 'pt_BR'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(lang), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

export function formatDateTime(value: Date | string | number, lang: Language = 'pt_BR'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(lang), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}

/** Amounts are always Brazilian reais; English only changes the separators. */
export function formatCurrency(value: number, lang: Language = 'pt_BR'): string {
  if (lang === 'pt_BR') return formatBrl(value);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(value);
}

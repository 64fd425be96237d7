// File sizes as people read them: 1024-based units with one decimal at most, written with the
// language's separators ('1,5 MB' in pt-BR, '1.5 MB' in English). Used by the API's messages and
// by the SPA.
import type { Language } from './constants.js';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number, lang: Language = 'pt_BR'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'pt-BR', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}

// File sizes as people read them: 1024-based units with one decimal at most, written with the
// language's separators ('1,5 MB' in pt-BR, '1.5 MB' in English).
import type { Language } from '../../common/constants';

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

/** The app's language code from react-admin's locale ('pt-BR' | 'en'). */
export const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'pt_BR');

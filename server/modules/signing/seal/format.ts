// Dates and sizes as the certificate pages write them: Brasília time whatever the server's zone.
import type { Language } from '../../../../common/constants.js';
import { CERTIFICATE_TEXT } from './certificateText.js';

const TIME_ZONE = 'America/Sao_Paulo';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** pt_BR "24/11/2026 10:32:05 (horário de Brasília)"; en "2026-11-24 10:32:05 (Brasília time)". */
export function formatDateTime(lang: Language, date: Date): string {
  const p = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  const day = lang === 'pt_BR' ? `${p.day}/${p.month}/${p.year}` : `${p.year}-${p.month}-${p.day}`;
  return `${day} ${p.hour}:${p.minute}:${p.second} (${CERTIFICATE_TEXT[lang].timeZone})`;
}

const LOCALES: Record<Language, string> = { pt_BR: 'pt-BR', en: 'en-US' };
const UNITS = ['kB', 'MB', 'GB', 'TB'];

/** "1,2 MB (1.234.567 bytes)" / "1.2 MB (1,234,567 bytes)"; under 1 kB only the bytes. */
export function formatSize(lang: Language, bytes: number): string {
  const locale = LOCALES[lang];
  const exact = `${bytes.toLocaleString(locale)} ${CERTIFICATE_TEXT[lang].bytes}`;
  if (bytes < 1000) return exact;
  let value = bytes;
  let unit = '';
  for (const u of UNITS) {
    if (value < 1000) break;
    value /= 1000;
    unit = u;
  }
  const short = value.toLocaleString(locale, { maximumFractionDigits: 1 });
  return `${short} ${unit} (${exact})`;
}

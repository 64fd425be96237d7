// The rules of a signing process's deadline: a calendar date meaning the end of that day in
// Brasília. Past it the pending signatories can no longer act (their calls answer 410
// DEADLINE_PASSED) and the sweep ends the process as expired (deadlineSweep.ts); before it the
// owner may move it later (process.ts), and the pending signatories whose turn it is are alerted
// 7, 3 and 1 day(s) before — once each, only the nearest when several are due at once.
import type { FileRow } from '../../db/queries/files.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { brasiliaDate, brasiliaDay, endOfBrasiliaDay } from '../billing/dates.js';

const DAY_MS = 86_400_000;

/** The alerts before a deadline, in days, largest first. */
export const DEADLINE_ALERT_DAYS = [7, 3, 1] as const;

/** The deadline a date (YYYY-MM-DD) stands for; 422 on `prazo` unless it is a real date still ahead. */
export function deadlineFrom(day: string, now = new Date()): Date {
  const at = endOfBrasiliaDay(day);
  if (Number.isNaN(at.getTime()) || brasiliaDate(at) !== day)
    throw fieldError('prazo', 'signing.deadline_invalid');
  if (at <= now) throw fieldError('prazo', 'signing.deadline_past');
  return at;
}

/** Nobody may act any more: the process expired, or is waiting past its deadline (not swept yet). */
export const deadlinePassed = (file: Pick<FileRow, 'status' | 'prazo'>, now = new Date()): boolean =>
  file.status === 'expired' || (file.status === 'waiting' && file.prazo !== null && file.prazo <= now);

/** The 410 of a signer's call once the deadline passed, with the date and the document's name. */
export const deadlinePassedError = (file: Pick<FileRow, 'prazo' | 'nome'>) =>
  new HttpError(
    410,
    'signing.deadline_passed',
    { date: file.prazo ? brasiliaDay(file.prazo) : '' },
    {},
    { code: 'DEADLINE_PASSED', prazo: file.prazo?.toISOString() ?? null, documento: { nome: file.nome } },
  );

/** The alert thresholds (days) a deadline has reached at `now`: those with at most that much time left. */
export const alertsReached = (prazo: Date, now = new Date()): number[] =>
  DEADLINE_ALERT_DAYS.filter((days) => prazo.getTime() - now.getTime() <= days * DAY_MS);

/** Whole days left before the deadline, counting the one under way (at least 1). */
export const daysLeft = (prazo: Date, now = new Date()): number =>
  Math.max(1, Math.ceil((prazo.getTime() - now.getTime()) / DAY_MS));

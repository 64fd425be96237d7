// The pipeline's richer cells: the progress "2 de 3" over a thin bar, the deadline in red once it
// has passed or falls within 3 days (while the process waits), and the last activity as "há 2 horas".
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Language } from '../../common/constants';
import type { ListContext } from '../../src/components/list/listColumn';
import { formatDate, formatDateTime } from '../../src/providers/format';
import type { PipelineRow } from '../../src/providers/pipelineApi';

const R = 'resources.pipeline';
const DAY_MS = 86_400_000;
/** A waiting process's deadline this close (or past) is shown in red. */
const SOON_DAYS = 3;

export const progressText = (r: PipelineRow, { translate }: ListContext) =>
  translate(`${R}.progress`, { assinados: r.assinados, total: r.total });

export function Progress({ row, ctx }: { row: PipelineRow; ctx: ListContext }) {
  const value = row.total ? Math.round((row.assinados / row.total) * 100) : 0;
  return (
    <Box sx={{ minWidth: 72 }}>
      {progressText(row, ctx)}
      <LinearProgress
        variant="determinate"
        value={value}
        color={row.status === 'completed' ? 'success' : 'primary'}
        sx={{ height: 3, borderRadius: 2, mt: 0.5 }}
        aria-label={ctx.translate(`${R}.progress_label`, { assinados: row.assinados, total: row.total })}
      />
    </Box>
  );
}

export const turnNames = (r: PipelineRow) => r.vez.map((v) => v.nome).join(', ');

/** 'past', 'soon' or null: how a waiting process's deadline stands against now. */
export function deadlineState(r: Pick<PipelineRow, 'prazo' | 'status'>, now = Date.now()) {
  if (!r.prazo || r.status !== 'waiting') return null;
  const left = new Date(r.prazo).getTime() - now;
  return left < 0 ? 'past' : left <= SOON_DAYS * DAY_MS ? 'soon' : null;
}

export function Deadline({ row, ctx }: { row: PipelineRow; ctx: ListContext }) {
  if (!row.prazo) return null;
  const state = deadlineState(row);
  return (
    <Box
      component="span"
      data-testid="pipeline-deadline"
      data-state={state ?? 'ok'}
      title={state ? ctx.translate(`${R}.deadline.${state}`) : undefined}
      sx={{
        color: state ? 'error.main' : undefined,
        fontWeight: state ? 600 : undefined,
        whiteSpace: 'nowrap',
      }}
    >
      {formatDate(row.prazo, ctx.lang)}
    </Box>
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "há 2 horas", "ontem", "agora" (pt-BR) or "2 hours ago" (en). */
export function relativeTime(iso: string, lang: Language, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  const rtf = new Intl.RelativeTimeFormat(lang === 'en' ? 'en' : 'pt-BR', { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
  return rtf.format(0, 'second');
}

export function LastActivity({ row, ctx }: { row: PipelineRow; ctx: ListContext }) {
  if (!row.atividade_em) return null;
  return (
    <Box component="span" title={formatDateTime(row.atividade_em, ctx.lang)} sx={{ whiteSpace: 'nowrap' }}>
      {relativeTime(row.atividade_em, ctx.lang)}
    </Box>
  );
}

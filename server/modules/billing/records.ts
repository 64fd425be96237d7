// Financial records: the company's own (subscription.manage) and every company's (administrators),
// and the administrator's status changes. Arrears are settled lazily: before any list is read,
// opened records whose due date (Brasília calendar) has passed turn in arrears (-1) — one UPDATE
// on an indexed table, so the lists are always current without a periodic job.
import { FIN_STATUS } from '../../../common/constants.js';
import type { FinancialListQuery, FinancialRecordView } from '../../../common/schemas/billing.js';
import type { AppContext } from '../../context.js';
import { findRecord, listRecords, markArrears, updateRecordStatus } from '../../db/queries/billing.js';
import { notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { brasiliaDate } from './dates.js';
import { recordView } from './views.js';

export const sweepArrears = (ctx: Pick<AppContext, 'db'>, empresaId?: number, now = new Date()) =>
  markArrears(ctx.db, brasiliaDate(now), empresaId);

/** A page of records: the company's (empresaId given) or every company's (admin). */
export async function financialList(
  ctx: AppContext,
  query: FinancialListQuery,
  empresaId: number | undefined,
): Promise<{ data: FinancialRecordView[]; total: number }> {
  await sweepArrears(ctx, empresaId);
  const { rows, total } = await listRecords(ctx.db, query, empresaId);
  return { data: rows.map(recordView), total };
}

/** Sets a record's fin_status; received (0) and paid (2) stamp pago_em, the others clear it. */
export async function setRecordStatus(
  ctx: AppContext,
  id: number,
  finStatus: number,
): Promise<FinancialRecordView> {
  const settled = finStatus === FIN_STATUS.PAID || finStatus === FIN_STATUS.RECEIVED;
  const current = await findRecord(ctx.db, id);
  if (!current) throw notFound();
  const pagoEm = settled ? (current.pagoEm ?? new Date()) : null;
  if (!(await updateRecordStatus(ctx.db, id, finStatus, pagoEm))) throw notFound();
  const row = await findRecord(ctx.db, id);
  if (!row) throw notFound();
  publishCompanyUpdated(ctx, row.empresaId);
  return recordView(row);
}

// A company's subscription as a platform administrator sets it by hand: its plan, the plan's period
// and the trial's end (reading the company under lock and the plan's recurrences: ./billing.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { empresas } from '../schema.js';
import type { CompanyRow, NewCompany } from './companies.js';

export type SubscriptionValues = Partial<
  Pick<
    NewCompany,
    | 'planoId'
    | 'planoPeriodicidade'
    | 'planoExpiraEm'
    | 'planoDiaBase'
    | 'trialEndsAt'
    | 'cobrancaSituacao'
    | 'suspensaEm'
  >
>;

/** Writes the live company's subscription columns; undefined when there is no such live company. */
export async function updateCompanySubscription(
  db: Db,
  id: number,
  values: SubscriptionValues,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(empresas)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(empresas.id, id), isNull(empresas.deletedAt)))
    .returning();
  return row;
}

// Pre-registrations in the back office: the list, the view and a fresh confirmation e-mail for
// someone who has not confirmed yet (a new token: the old link stops working).
import type {
  PreRegistrationsListQuery,
  PreRegistrationView,
} from '../../../common/schemas/preRegistrations.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import {
  findPreRegistration,
  listPreRegistrations,
  replaceConfirmationToken,
} from '../../db/queries/backofficePreRegistrations.js';
import type { PreRegistrationRow } from '../../db/queries/pre-registrations.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, notFound } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';

/** How long a confirmation link lives, as at the public pre-registration. */
const CONFIRMATION_DAYS = 7;

export function preRegistrationView(row: PreRegistrationRow): PreRegistrationView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    confirmed: row.confirmed,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    completed: row.userId !== null,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

export async function preRegistrationList(ctx: AppContext, query: PreRegistrationsListQuery) {
  const { rows, total } = await listPreRegistrations(ctx.db, query);
  return { data: rows.map(preRegistrationView), total };
}

/**
 * Mails the confirmation link again with a new token and a new 7-day expiry. The pre-registration
 * keeps no language, so the e-mail goes in the product's first language, like the public form's
 * default. It counts against the e-mail limits of the address and of the administrator (past them,
 * 429 and the old link keeps working).
 */
export async function resendConfirmation(
  ctx: AppContext,
  id: number,
  userId: number,
): Promise<PreRegistrationView> {
  const token = newToken();
  const row = await inTransaction(ctx.db, async (tx) => {
    const replaced = await replaceConfirmationToken(tx, id, {
      tokenHash: sha256Hex(token),
      tokenExpiresAt: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000),
    });
    if (!replaced) {
      if (!(await findPreRegistration(tx, id))) throw notFound();
      throw fieldError('id', 'pre_registrations.already_confirmed');
    }
    await assertMailAllowed(ctx, tx, { purpose: 'confirm', to: replaced.email, sender: { userId } });
    return replaced;
  });
  await ctx.mailer.send(
    actionMail({
      lang: 'pt_BR',
      brand: ctx.config.brand,
      to: row.email,
      name: row.name,
      subject: 'mail.confirm.subject',
      body: 'mail.confirm.body',
      action: 'mail.confirm.action',
      link: `${ctx.config.appUrl}/confirmar-email/${token}`,
    }),
  );
  return preRegistrationView(row);
}

// Public ways in: trial sign-up, pre-registration with e-mail confirmation, and completing a
// confirmed pre-registration into an account.

import type { z } from 'zod';
import type { Language } from '../../../common/constants.js';
import type { completeRegistrationBody, registerTrialBody } from '../../../common/schemas/auth.js';
import { actionMail } from '../../adapters/mail/templates.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { findCompanyById } from '../../db/queries/companies.js';
import {
  findPreRegistrationByToken,
  insertPreRegistration,
  markPreRegistrationCompleted,
  markPreRegistrationConfirmed,
} from '../../db/queries/pre-registrations.js';
import { currentTerm, recordAcceptance } from '../../db/queries/terms.js';
import { emailExists } from '../../db/queries/users.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { newToken, sha256Hex } from '../../security/crypto.js';
import { assertHuman } from '../../security/recaptcha.js';
import { assertMailAllowed } from '../auth/mailThrottle.js';
import { type ClientMeta, openSession } from '../auth/sessions.js';
import { confirmAccountEmail, isVerificationToken } from './emailVerification.js';
import { createTrialAccount } from './trial-account.js';

const CONFIRMATION_DAYS = 7;

/** The body as the schema hands it over (masks removed, names trimmed). */
export type RegisterTrialInput = z.output<typeof registerTrialBody>;
export type CompleteRegistrationInput = z.output<typeof completeRegistrationBody>;

/**
 * The term a new account accepts: the one in force now, which must have been accepted (and, when
 * the form says which it showed, be that one: a term approved while the form was open is not the one
 * read). A platform with no approved term asks for no acceptance: undefined.
 */
async function termToAccept(
  ctx: AppContext,
  input: { accept_terms?: boolean | null; termo_id?: number | null },
) {
  const term = await currentTerm(ctx.db);
  if (!term) return undefined;
  if (input.accept_terms !== true) throw fieldError('accept_terms', 'register.terms_required');
  if (input.termo_id != null && input.termo_id !== term.id)
    throw fieldError('accept_terms', 'register.terms_changed');
  return term;
}

/** Records the new user's acceptance of `term`, inside the account-creating transaction. */
async function acceptTerm(tx: Db, term: { id: number } | undefined, userId: number, meta: ClientMeta) {
  if (term) await recordAcceptance(tx, { termoId: term.id, userId, ip: meta.ip, userAgent: meta.userAgent });
}

export async function registerTrial(ctx: AppContext, input: RegisterTrialInput, meta: ClientMeta) {
  await assertHuman(ctx.config, input.grecaptcha, meta.ip);
  if (input.company_id != null && !(await findCompanyById(ctx.db, input.company_id)))
    throw fieldError('company_id', 'register.company_not_found');
  const term = await termToAccept(ctx, input);
  const user = await createTrialAccount(
    ctx,
    {
      name: input.name,
      companyName: input.company_name,
      tradeName: input.trade_name,
      document: input.document,
      cpf: input.cpf,
      phone: input.phone,
      email: input.email,
      password: input.password,
      referrerEmpresaId: input.company_id ?? null,
      emailVerified: false,
    },
    (tx, created) => acceptTerm(tx, term, created.id, meta),
  );
  const session = await openSession(ctx, user, user.empresaId, false, meta);
  return { session, user };
}

export async function preRegister(
  ctx: AppContext,
  input: { name: string; email: string; phone: string; grecaptcha?: string | null },
  lang: Language,
  ip: string,
) {
  await assertHuman(ctx.config, input.grecaptcha, ip);
  if (await emailExists(ctx.db, input.email)) throw fieldError('email', 'register.email_taken');
  await assertMailAllowed(ctx, ctx.db, {
    purpose: 'confirm',
    to: input.email,
    sender: { ip },
    field: 'email',
  });
  const token = newToken();
  const row = await insertPreRegistration(ctx.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    tokenHash: sha256Hex(token),
    tokenExpiresAt: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000),
  });
  await ctx.mailer.send(
    actionMail({
      lang,
      brand: ctx.config.brand,
      to: row.email,
      name: row.name,
      subject: 'mail.confirm.subject',
      body: 'mail.confirm.body',
      action: 'mail.confirm.action',
      link: `${ctx.config.appUrl}/confirmar-email/${token}`,
    }),
  );
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, confirmed: row.confirmed };
}

async function liveConfirmation(ctx: AppContext, token: string) {
  const row = await findPreRegistrationByToken(ctx.db, sha256Hex(token));
  // An unconfirmed link expires; a confirmed one keeps answering, so a second click is harmless.
  if (!row || (!row.confirmed && row.tokenExpiresAt <= new Date())) return undefined;
  return row;
}

export async function confirmEmail(ctx: AppContext, token: string) {
  // A trial owner's link (signed, not stored) confirms the account itself.
  if (isVerificationToken(token)) {
    const confirmed = await confirmAccountEmail(ctx, token);
    if (!confirmed) throw new HttpError(404, 'register.confirm_invalid');
    return confirmed;
  }
  const row = await liveConfirmation(ctx, token);
  if (!row) throw new HttpError(404, 'register.confirm_invalid');
  await markPreRegistrationConfirmed(ctx.db, row.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    confirmed: true,
    completed: row.userId !== null,
  };
}

export async function completeRegistration(
  ctx: AppContext,
  input: CompleteRegistrationInput,
  meta: ClientMeta,
) {
  await assertHuman(ctx.config, input.grecaptcha, meta.ip);
  const row = await liveConfirmation(ctx, input.token);
  if (!row) throw fieldError('token', 'register.confirm_invalid');
  if (!row.confirmed) throw fieldError('token', 'register.confirm_pending');
  if (row.userId !== null) throw fieldError('token', 'register.already_completed');
  const term = await termToAccept(ctx, input);
  const user = await createTrialAccount(
    ctx,
    {
      name: row.name,
      document: input.document,
      cpf: input.cpf,
      phone: row.phone,
      email: row.email,
      password: input.password,
      emailVerified: true,
    },
    async (tx, created) => {
      if (!(await markPreRegistrationCompleted(tx, row.id, created.id)))
        throw fieldError('token', 'register.already_completed');
      await acceptTerm(tx, term, created.id, meta);
    },
  );
  return openSession(ctx, user, user.empresaId, false, meta);
}

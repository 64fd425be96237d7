// The user's extra e-mails and phones: added, edited and removed; another user's id is a 404 and
// a repeated one a 422 on its field.
import {
  PROFILE_LIST_MAX,
  type ProfileEmailInput,
  type ProfilePhoneInput,
} from '../../../common/schemas/profile.js';
import type { AppContext } from '../../context.js';
import {
  countEmails,
  countPhones,
  deleteEmail,
  deletePhone,
  insertEmail,
  insertPhone,
  listEmails,
  listPhones,
  lockUser,
  updateEmail,
  updatePhone,
} from '../../db/queries/profile.js';
import type { UserRow } from '../../db/queries/users.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, notFound } from '../../http/errors.js';
import { emailView, phoneView } from './profile.js';

const emailTaken = () => fieldError('email', 'profile.email_taken');
const phoneTaken = () => fieldError('numero', 'profile.phone_taken');
const tooMany = (field: string) => fieldError(field, 'profile.too_many', { max: PROFILE_LIST_MAX });

/** Runs a write, turning the table's unique index (a concurrent twin) into the field's 422. */
async function unique<T>(refusal: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
}

async function assertEmailFree(ctx: AppContext, user: UserRow, email: string, exceptId?: number) {
  if (email === user.email.toLowerCase()) throw emailTaken();
  const mine = await listEmails(ctx.db, user.id);
  if (mine.some((e) => e.id !== exceptId && e.email.toLowerCase() === email)) throw emailTaken();
}

export async function addEmail(ctx: AppContext, user: UserRow, body: ProfileEmailInput) {
  await assertEmailFree(ctx, user, body.email);
  const row = await unique(emailTaken, () =>
    inTransaction(ctx.db, async (tx) => {
      await lockUser(tx, user.id);
      if ((await countEmails(tx, user.id)) >= PROFILE_LIST_MAX) throw tooMany('email');
      return insertEmail(tx, user.id, { email: body.email, descricao: body.descricao });
    }),
  );
  return emailView(row);
}

export async function editEmail(ctx: AppContext, user: UserRow, id: number, body: ProfileEmailInput) {
  await assertEmailFree(ctx, user, body.email, id);
  const row = await unique(emailTaken, () =>
    updateEmail(ctx.db, user.id, id, { email: body.email, descricao: body.descricao }),
  );
  if (!row) throw notFound();
  return emailView(row);
}

export async function removeEmail(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deleteEmail(ctx.db, user.id, id))) throw notFound();
}

export async function addPhone(ctx: AppContext, user: UserRow, body: ProfilePhoneInput) {
  const row = await unique(phoneTaken, () =>
    inTransaction(ctx.db, async (tx) => {
      await lockUser(tx, user.id);
      if ((await countPhones(tx, user.id)) >= PROFILE_LIST_MAX) throw tooMany('numero');
      const mine = await listPhones(tx, user.id);
      if (mine.some((p) => p.numero === body.numero)) throw phoneTaken();
      return insertPhone(tx, user.id, body);
    }),
  );
  return phoneView(row);
}

export async function editPhone(ctx: AppContext, user: UserRow, id: number, body: ProfilePhoneInput) {
  const mine = await listPhones(ctx.db, user.id);
  if (mine.some((p) => p.id !== id && p.numero === body.numero)) throw phoneTaken();
  const row = await unique(phoneTaken, () => updatePhone(ctx.db, user.id, id, body));
  if (!row) throw notFound();
  return phoneView(row);
}

export async function removePhone(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  if (!(await deletePhone(ctx.db, user.id, id))) throw notFound();
}

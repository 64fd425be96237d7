// A signatory's own account: from their personal link they create a restricted user (ambient S,
// e-mail proven by the link) whose inbox then gathers every document sent to that e-mail.
import type { Language } from '../../../common/constants.js';
import type { SignatoryRegisterBody, SignatoryRegistration } from '../../../common/schemas/signing.js';
import { maskCpf } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import { linkSignatoriesToUser, signatoryByTokenHash } from '../../db/queries/signing.js';
import {
  documentTakenByOther,
  emailExists,
  insertUser,
  USER_DOCUMENT_INDEX,
} from '../../db/queries/users.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import { assertHuman } from '../../security/recaptcha.js';
import { hashToken, isLinkToken } from './tokens.js';

async function signatoryOfLink(ctx: AppContext, token: string) {
  if (!isLinkToken(token)) throw new HttpError(404, 'signing.link_invalid');
  const found = await signatoryByTokenHash(ctx.db, hashToken(token));
  if (!found) throw new HttpError(404, 'signing.link_invalid');
  if (found.signatory.tokenExpiresAt && found.signatory.tokenExpiresAt.getTime() <= Date.now())
    throw new HttpError(410, 'signing.link_expired');
  const { email } = found.signatory;
  // An account is an e-mail: someone reached by WhatsApp only has none to register with.
  if (!email) throw new HttpError(409, 'signing.registration_needs_email');
  return { ...found.signatory, email };
}

/** GET /api/cadastro-signatario/{token}: who the link is for, and whether they already have an account. */
export async function registrationInfo(ctx: AppContext, token: string): Promise<SignatoryRegistration> {
  const s = await signatoryOfLink(ctx, token);
  return {
    nome: s.nome,
    email: s.email,
    cpf: maskCpf(s.cpf),
    registrado: await emailExists(ctx.db, s.email),
  };
}

/** POST /api/signatario/cadastrar: creates the restricted account and gives it the e-mail's documents. */
export async function registerSignatory(
  ctx: AppContext,
  body: SignatoryRegisterBody,
  lang: Language,
  ip: string,
): Promise<void> {
  await assertHuman(ctx.config, body.grecaptcha, ip);
  const s = await signatoryOfLink(ctx, body.token);
  if (await emailExists(ctx.db, s.email)) throw fieldError('email', 'signing.already_registered');
  // One CPF, one account: a CPF typed here that another account holds is refused; the one the sender
  // gave (not the person's own claim) is simply left out when another account holds it.
  let documento = body.documento ?? null;
  if (documento && (await documentTakenByOther(ctx.db, documento)))
    throw fieldError('documento', 'users.cpf_taken');
  if (!documento && s.cpf && !(await documentTakenByOther(ctx.db, s.cpf))) documento = s.cpf;
  const passwordHash = await hashPassword(body.password);
  try {
    await inTransaction(ctx.db, async (tx) => {
      const user = await insertUser(tx, {
        nome: body.nome,
        email: s.email,
        documento,
        phone: s.phone,
        passwordHash,
        ambient: 'S',
        language: lang,
        emailVerifiedAt: new Date(),
      });
      await linkSignatoriesToUser(tx, s.email, user.id);
    });
  } catch (err) {
    if (isUniqueViolation(err, USER_DOCUMENT_INDEX)) throw fieldError('documento', 'users.cpf_taken');
    if (isUniqueViolation(err)) throw fieldError('email', 'signing.already_registered');
    throw err;
  }
}

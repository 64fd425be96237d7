// A new company on a trial with its first user holding every permission and owning it: made whole
// or not at all. The company keeps its document (CNPJ, or a CPF), the person their own CPF.
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { companyDocumentExists, insertCompany } from '../../db/queries/companies.js';
import { setCompanyOwner } from '../../db/queries/team.js';
import {
  documentTakenByOther,
  emailExists,
  insertUser,
  linkUserToCompany,
  USER_DOCUMENT_INDEX,
  type UserRow,
} from '../../db/queries/users.js';
import { inTransaction, isUniqueViolation } from '../../db/transaction.js';
import { fieldError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';

export interface TrialAccountInput {
  /** The person's name. */
  name: string;
  /** The company's legal name (razão social); absent: the person's name. */
  companyName?: string | null;
  /** The company's trade name (nome fantasia). */
  tradeName?: string | null;
  /** The company's document: a CNPJ, or the CPF of someone working on their own. */
  document: string;
  /** The person's CPF; absent, a CPF `document` is theirs and a CNPJ leaves it empty. */
  cpf?: string | null;
  phone: string;
  email: string;
  password: string;
  referrerEmpresaId?: number | null;
  /** True when the e-mail was already proven (confirmed pre-registration). */
  emailVerified: boolean;
}

/** The person's CPF: the one given, else the company's document when it is a CPF, else none. */
const personCpf = (input: Pick<TrialAccountInput, 'cpf' | 'document'>): string | null =>
  input.cpf || (/^\d{11}$/.test(input.document) ? input.document : null);

/** The field the person's CPF came from: `cpf` when given, else the company's `document`. */
const cpfField = (input: Pick<TrialAccountInput, 'cpf'>) => (input.cpf ? 'cpf' : 'document');

export async function createTrialAccount(
  ctx: AppContext,
  input: TrialAccountInput,
  /** More work that must land in the same transaction (e.g. marking a pre-registration done). */
  alsoInTransaction?: (tx: Db, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const cpf = personCpf(input);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      if (await emailExists(tx, input.email)) throw fieldError('email', 'register.email_taken');
      if (await companyDocumentExists(tx, input.document))
        throw fieldError('document', 'register.document_taken');
      // One CPF, one account (spec 5): the person's CPF must not be another account's.
      if (cpf && (await documentTakenByOther(tx, cpf))) throw fieldError(cpfField(input), 'users.cpf_taken');
      const company = await insertCompany(tx, {
        razaoSocial: input.companyName || input.name,
        nomeFantasia: input.tradeName || null,
        documento: input.document,
        referrerEmpresaId: input.referrerEmpresaId ?? null,
        trialEndsAt: new Date(Date.now() + ctx.config.trialDays * 86_400_000),
      });
      const user = await insertUser(tx, {
        nome: input.name,
        email: input.email,
        documento: cpf,
        phone: input.phone,
        passwordHash,
        empresaId: company.id,
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      });
      await linkUserToCompany(tx, { userId: user.id, empresaId: company.id, permissions: [...PERMISSIONS] });
      // The person who opens the company owns it (transferable: PUT /api/empresa/{id}/owner).
      await setCompanyOwner(tx, company.id, user.id);
      await alsoInTransaction?.(tx, user);
      return user;
    });
  } catch (err) {
    // Two sign-ups racing past the checks: the unique indexes decide, with the same messages.
    if (isUniqueViolation(err, 'users_email_uq')) throw fieldError('email', 'register.email_taken');
    if (isUniqueViolation(err, 'empresas_documento_uq'))
      throw fieldError('document', 'register.document_taken');
    if (isUniqueViolation(err, USER_DOCUMENT_INDEX)) throw fieldError(cpfField(input), 'users.cpf_taken');
    throw err;
  }
}

// The companies back office's rules: how a company is shown, what an edit may change (CNPJ,
// head office for admins; names and contact data for the company's own managers), and when a
// company may not be deleted or restored.

import type { z } from 'zod';
import { PERIODICITIES, type Periodicity } from '../../../common/constants.js';
import type { CompanyListQuery, CompanyView, companyUpdateBody } from '../../../common/schemas/companies.js';
import { documentKind } from '../../../common/validation/index.js';
import type { ApiMessageKey } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import {
  companyExtras,
  countCompanyUsers,
  findDeletedCompany,
  listCompanies,
  otherCompanyWithDocument,
  restoreCompany,
  updateCompany,
} from '../../db/queries/backofficeCompanies.js';
import {
  type CompanyRow,
  findCompanyById,
  findCompanyRow,
  hasFinancialRecords,
} from '../../db/queries/companies.js';
import { isUniqueViolation } from '../../db/transaction.js';
import type { AuthContext } from '../../http/auth.js';
import { type FieldError, fieldError, HttpError, notFound } from '../../http/errors.js';
import { publishCompanyUpdated } from '../../realtime/userEvents.js';
import { hasActivePlan } from '../billing/views.js';
import { isAdmin, ownCompany } from '../team/rules.js';
import { contactEdit, contactView } from './contact.js';
import { logoUrl } from './logoLinks.js';

const DOCUMENT_INDEX = 'empresas_documento_uq';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const periodicityOf = (value: string | null): Periodicity | null =>
  PERIODICITIES.find((p) => p === value) ?? null;

/** The companies as the API shows them, in the order given. */
export async function companyViews(ctx: AppContext, rows: CompanyRow[]): Promise<CompanyView[]> {
  const extras = await companyExtras(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    razao_social: r.razaoSocial,
    nome_fantasia: r.nomeFantasia,
    documento: r.documento,
    cnpj_matriz: r.cnpjMatriz,
    status: r.status,
    owner: extras.get(r.id)?.owner ?? null,
    ...contactView(r),
    logo_url: logoUrl(ctx.config.appKey, r.id, r.logoKey),
    trial_ends_at: iso(r.trialEndsAt),
    teste_ate: iso(r.trialEndsAt),
    plano: extras.get(r.id)?.plano ?? null,
    plano_periodicidade: r.planoId === null ? null : periodicityOf(r.planoPeriodicidade),
    plano_expira_em: r.planoId === null ? null : iso(r.planoExpiraEm),
    assinatura_ativa: hasActivePlan(r),
    usuarios: extras.get(r.id)?.usuarios ?? 0,
    indicada_por: extras.get(r.id)?.referrer ?? null,
    indicadas: extras.get(r.id)?.referred ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: iso(r.updatedAt),
    deleted_at: iso(r.deletedAt),
  }));
}

export async function companyView(ctx: AppContext, row: CompanyRow): Promise<CompanyView> {
  const [view] = await companyViews(ctx, [row]);
  if (!view) throw new Error('company view missing');
  return view;
}

export async function listCompanyPage(ctx: AppContext, query: CompanyListQuery) {
  const { rows, total } = await listCompanies(ctx.db, query);
  return { data: await companyViews(ctx, rows), total };
}

/**
 * Edits a live company. A platform admin edits its names, documents and contact data: the
 * documento must be a CNPJ (numeric or alphanumeric) no other live company holds; a CPF stays only
 * when it already is the company's documento (a trial opened by a person). The head office's CNPJ,
 * when given, must differ from the company's own and be another live company's documento. A
 * company's own member (company.manage) edits only their company's names and contact data: its
 * documents stay the platform's to change.
 */
export async function updateCompanyRecord(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  body: z.output<typeof companyUpdateBody>,
): Promise<CompanyView> {
  if (!isAdmin(auth)) ownCompany(auth, id);
  const current = await findCompanyById(ctx.db, id);
  if (!current) throw notFound();
  const contact = contactEdit(current, body);
  if (!isAdmin(auth)) {
    if (body.documento !== current.documento) throw fieldError('documento', 'companies.document_admin_only');
    if (body.cnpj_matriz !== current.cnpjMatriz)
      throw fieldError('cnpj_matriz', 'companies.document_admin_only');
  } else await assertDocuments(ctx, id, current, body);

  try {
    const row = await updateCompany(ctx.db, id, {
      razaoSocial: body.razao_social,
      nomeFantasia: body.nome_fantasia,
      documento: body.documento,
      cnpjMatriz: body.cnpj_matriz,
      ...contact,
    });
    if (!row) throw notFound();
    // Its members' open tabs show the company's new name.
    publishCompanyUpdated(ctx, id);
    return await companyView(ctx, row);
  } catch (err) {
    // Another company took the CNPJ between the check and the update.
    if (isUniqueViolation(err, DOCUMENT_INDEX)) throw fieldError('documento', 'companies.cnpj_taken');
    throw err;
  }
}

/** 422 on the documents an admin's edit may not write (see updateCompanyRecord). */
async function assertDocuments(
  ctx: AppContext,
  id: number,
  current: CompanyRow,
  body: z.output<typeof companyUpdateBody>,
): Promise<void> {
  const errors: Record<string, FieldError[]> = {};
  const documento = body.documento;
  if (documentKind(documento) === 'cpf' && documento !== current.documento)
    errors.documento = [{ key: 'companies.cnpj_invalid' }];
  else if (await otherCompanyWithDocument(ctx.db, documento, id))
    errors.documento = [{ key: 'companies.cnpj_taken' }];
  const matriz = body.cnpj_matriz;
  if (matriz !== null) {
    if (matriz === documento) errors.cnpj_matriz = [{ key: 'companies.matrix_same' }];
    else if (!(await otherCompanyWithDocument(ctx.db, matriz, id)))
      errors.cnpj_matriz = [{ key: 'companies.matrix_not_found' }];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first.key, {}, errors);
}

/**
 * A company's own form need not carry its documents: for a member (not an admin) editing their
 * company, an absent documento or cnpj_matriz means the current one. Another company answers 404.
 */
export async function fillOwnDocuments(ctx: AppContext, auth: AuthContext, id: number, body: unknown) {
  if (isAdmin(auth)) return;
  ownCompany(auth, id);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  const current = await findCompanyById(ctx.db, id);
  if (!current) throw notFound();
  if (fields.documento === undefined) fields.documento = current.documento;
  if (fields.cnpj_matriz === undefined) fields.cnpj_matriz = current.cnpjMatriz;
}

/** The company for its details: any state for an admin; a member's own live company (company.manage). */
export async function companyDetails(ctx: AppContext, auth: AuthContext, id: number): Promise<CompanyView> {
  if (!isAdmin(auth)) ownCompany(auth, id);
  const row = await findCompanyRow(ctx.db, id, isAdmin(auth) ? 'any' : 'live');
  if (!row) throw notFound();
  return companyView(ctx, row);
}

/** A company with users still linked may not be deleted (they would lose their company). */
/** Spec §8: a delete is blocked while children (users) or payments (financial records) exist. */
export async function companyDeleteBlock(ctx: AppContext, id: number): Promise<ApiMessageKey | null> {
  if ((await countCompanyUsers(ctx.db, id)) > 0) return 'companies.delete_has_users';
  if (await hasFinancialRecords(ctx.db, id)) return 'companies.delete_has_payments';
  return null;
}

/** Restores a deleted company, unless another live company has taken its documento meanwhile. */
export async function restoreCompanyRecord(ctx: AppContext, id: number): Promise<CompanyView> {
  const deleted = await findDeletedCompany(ctx.db, id);
  if (!deleted) throw notFound();
  if (await otherCompanyWithDocument(ctx.db, deleted.documento, id))
    throw fieldError('documento', 'companies.cnpj_taken');
  try {
    const row = await restoreCompany(ctx.db, id);
    if (!row) throw notFound();
    return await companyView(ctx, row);
  } catch (err) {
    if (isUniqueViolation(err, DOCUMENT_INDEX)) throw fieldError('documento', 'companies.cnpj_taken');
    throw err;
  }
}

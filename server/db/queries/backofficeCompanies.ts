// The companies back office's SQL: the paged list, what a company's view adds to its row (plan,
// linked users), and the lookups behind editing (duplicate CNPJ, head office).
import { and, count, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CompanyListQuery, unmaskDocument } from '../../../common/schemas/companies.js';
import type { Db } from '../client.js';
import { contains, listPage } from '../list.js';
import { empresas, planos, users, usuarioEmpresa } from '../schema.js';
import type { CompanyRow, NewCompany } from './companies.js';

/** Links that count as the company's users: active links of users not deleted. */
const activeLinks = (empresaId: typeof empresas.id) => sql<number>`(
  select count(*)::int from ${usuarioEmpresa}
  join ${users} on ${users.id} = ${usuarioEmpresa.userId}
  where ${usuarioEmpresa.empresaId} = ${empresaId}
    and ${usuarioEmpresa.status} = true
    and ${users.deletedAt} is null
)`;

export async function listCompanies(db: Db, query: CompanyListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.deleted ? isNotNull(empresas.deletedAt) : isNull(empresas.deletedAt),
  ];
  if (query.status !== undefined) conditions.push(eq(empresas.status, query.status));
  if (query.indicada_por !== undefined) conditions.push(eq(empresas.referrerEmpresaId, query.indicada_por));
  if (query.q) {
    // The documento is stored unmasked: search it with the mask taken out of the text.
    const document = unmaskDocument(query.q);
    conditions.push(
      or(
        contains(empresas.razaoSocial, query.q),
        contains(empresas.nomeFantasia, query.q),
        document ? contains(empresas.documento, document) : undefined,
      ),
    );
  }
  return listPage(
    db,
    empresas,
    query,
    {
      sortable: {
        razao_social: empresas.razaoSocial,
        nome_fantasia: empresas.nomeFantasia,
        documento: empresas.documento,
        created_at: empresas.createdAt,
      },
      defaultSort: { column: empresas.razaoSocial, order: 'asc' },
      tieBreaker: empresas.id,
    },
    conditions,
  );
}

export interface CompanyExtras {
  plano: { id: number; nome: string } | null;
  usuarios: number;
  owner: { id: number; nome: string; email: string } | null;
  /** The company whose referral link brought this one (its trade name, else its legal name). */
  referrer: { id: number; nome: string } | null;
  /** How many live companies this one referred. */
  referred: number;
}

const owners = alias(users, 'owner');
const referrers = alias(empresas, 'referrer');

/** The live companies that signed up through the company's referral link. */
const referredCount = (empresaId: typeof empresas.id) => sql<number>`(
  select count(*)::int from ${empresas} as "referred"
  where "referred"."referrer_empresa_id" = ${empresaId}
    and "referred"."deleted_at" is null
)`;

/** The plan, the count of linked users, the owner, the referrer and the referred count of each company, by id. */
export async function companyExtras(db: Db, ids: number[]): Promise<Map<number, CompanyExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: empresas.id,
      planoId: planos.id,
      planoNome: planos.nome,
      usuarios: activeLinks(empresas.id),
      ownerId: owners.id,
      ownerNome: owners.nome,
      ownerEmail: owners.email,
      referrerId: referrers.id,
      referrerNome: sql<string | null>`coalesce(${referrers.nomeFantasia}, ${referrers.razaoSocial})`,
      referred: referredCount(empresas.id),
    })
    .from(empresas)
    .leftJoin(planos, eq(planos.id, empresas.planoId))
    .leftJoin(owners, eq(owners.id, empresas.ownerId))
    .leftJoin(referrers, eq(referrers.id, empresas.referrerEmpresaId))
    .where(inArray(empresas.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        plano: r.planoId !== null && r.planoNome !== null ? { id: r.planoId, nome: r.planoNome } : null,
        usuarios: Number(r.usuarios),
        owner:
          r.ownerId !== null && r.ownerNome !== null && r.ownerEmail !== null
            ? { id: r.ownerId, nome: r.ownerNome, email: r.ownerEmail }
            : null,
        referrer:
          r.referrerId !== null && r.referrerNome !== null
            ? { id: r.referrerId, nome: r.referrerNome }
            : null,
        referred: Number(r.referred),
      },
    ]),
  );
}

/** How many live users are actively linked to the company (its members, as the plan's limit counts). */
export async function countCompanyUsers(db: Db, empresaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usuarioEmpresa)
    .innerJoin(users, eq(users.id, usuarioEmpresa.userId))
    .where(
      and(eq(usuarioEmpresa.empresaId, empresaId), eq(usuarioEmpresa.status, true), isNull(users.deletedAt)),
    );
  return row?.n ?? 0;
}

/** The live company other than `exceptId` whose documento is `documento`, if any. */
export async function otherCompanyWithDocument(
  db: Db,
  documento: string,
  exceptId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: empresas.id })
    .from(empresas)
    .where(and(eq(empresas.documento, documento), ne(empresas.id, exceptId), isNull(empresas.deletedAt)));
  return row?.id;
}

export async function findDeletedCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(empresas)
    .where(and(eq(empresas.id, id), isNotNull(empresas.deletedAt)));
  return row;
}

/** What an edit writes: the names, the documents (admins only) and the contact data. */
export type CompanyEdit = Pick<NewCompany, 'razaoSocial' | 'nomeFantasia' | 'documento' | 'cnpjMatriz'> &
  Partial<
    Pick<
      NewCompany,
      | 'email'
      | 'telefone'
      | 'cep'
      | 'logradouro'
      | 'numero'
      | 'complemento'
      | 'bairro'
      | 'estadoId'
      | 'municipioId'
    >
  >;

export async function updateCompany(
  db: Db,
  id: number,
  values: CompanyEdit,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(empresas)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(empresas.id, id), isNull(empresas.deletedAt)))
    .returning();
  return row;
}

export async function restoreCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(empresas)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(empresas.id, id), isNotNull(empresas.deletedAt)))
    .returning();
  return row;
}

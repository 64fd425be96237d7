// Arranges people and companies directly through the server's database layer.
import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { PERMISSIONS } from '../../common/permissions.js';
import { insertCompany, setCompanyStatus } from '../../server/db/queries/companies.js';
import { insertInvite } from '../../server/db/queries/invites.js';
import { insertUser, linkUserToCompany, updateUser } from '../../server/db/queries/users.js';
import { newToken, sha256Hex } from '../../server/security/crypto.js';
import { hashPassword } from '../../server/security/password.js';
import type { TestApp } from './app.js';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export async function makeCompany(
  app: TestApp,
  name = `Empresa ${randomBytes(3).toString('hex')}`,
  active = true,
) {
  const company = await insertCompany(app.ctx.db, {
    razaoSocial: name,
    documento: generateCnpj().replace(/\D/g, ''),
  });
  if (!active) await setCompanyStatus(app.ctx.db, company.id, false);
  return company;
}

export async function makeUser(
  app: TestApp,
  o: {
    email?: string;
    password?: string;
    companies?: number[];
    permissions?: string[];
    ambient?: 'A' | 'S';
    active?: boolean;
    selected?: number;
    /** The e-mail was proven (confirmation link, invitation); true unless said otherwise. */
    verified?: boolean;
  } = {},
) {
  const email = o.email ?? uniqueEmail();
  const password = o.password ?? 'secret123';
  const user = await insertUser(app.ctx.db, {
    nome: 'Pessoa Teste',
    email,
    passwordHash: await hashPassword(password),
    ambient: o.ambient ?? null,
    status: o.active ?? true,
    empresaId: o.selected ?? null,
    emailVerifiedAt: o.verified === false ? null : new Date(),
  });
  for (const empresaId of o.companies ?? [])
    await linkUserToCompany(app.ctx.db, {
      userId: user.id,
      empresaId,
      permissions: o.permissions ?? [...PERMISSIONS],
    });
  return { ...user, password };
}

export const disableUser = (app: TestApp, id: number) => updateUser(app.ctx.db, id, { status: false });

export async function makeInvite(
  app: TestApp,
  o: {
    empresaId: number;
    email?: string;
    permissions?: string[];
    expiresInMs?: number;
    invitedBy?: number | null;
  },
) {
  const token = newToken();
  const invite = await insertInvite(app.ctx.db, {
    empresaId: o.empresaId,
    email: o.email ?? uniqueEmail('convidado'),
    permissions: o.permissions ?? ['vault.view'],
    invitedBy: o.invitedBy ?? null,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + (o.expiresInMs ?? 86_400_000)),
  });
  return { invite, token };
}

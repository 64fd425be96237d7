// The demo seeded on an empty database (SEED_DEMO=0 skips it): a platform admin, a plan, a
// messaging server pointing at the built-in gateway simulator, a company subscribing to it with a manager holding every permission (its owner), and a restricted signatory. All use the
// password demo123.
import { PERMISSIONS } from '../../common/permissions.js';
import type { AppContext } from '../context.js';
import { insertCompany } from '../db/queries/companies.js';
import { insertPlan } from '../db/queries/plans.js';
import { insertServer } from '../db/queries/servers.js';
import { setCompanyOwner } from '../db/queries/team.js';
import { countUsers, findUserByEmail, insertUser, linkUserToCompany } from '../db/queries/users.js';
import { inTransaction } from '../db/transaction.js';
import { hashPassword, verifyPassword } from '../security/password.js';

export const DEMO_PASSWORD = 'demo123';
export const DEMO_LOGINS = [
  { email: 'admin@cofre.local', role: 'administrador da plataforma (ambiente A)' },
  { email: 'gestor@demo.local', role: 'usuário da empresa Demo Ltda, todas as permissões' },
  { email: 'signatario@demo.local', role: 'signatário restrito (ambiente S)' },
] as const;

/** Seeds the demo when the database has no user yet; true when it did. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(ctx.db, async (tx) => {
    const now = new Date();
    await insertUser(tx, {
      nome: 'Administrador',
      email: 'admin@cofre.local',
      ambient: 'A',
      passwordHash,
      emailVerifiedAt: now,
    });
    const plan = await insertPlan(
      tx,
      {
        nome: 'Profissional',
        descricao: 'Cofre de documentos, assinatura eletrônica e mensagens.',
        maxUsuarios: 10,
        maxDispositivos: 3,
        armazenamentoMb: 10_240,
        mensagensMes: 10_000,
        assinaturasMes: 500,
      },
      {
        recorrencias: [
          { periodicidade: 'monthly', valorCentavos: 9990 },
          { periodicidade: 'yearly', valorCentavos: 99_900 },
        ],
        adicionais: [{ nome: 'Dispositivo extra', modulo: 'devices', quantidade: 1, valorCentavos: 2990 }],
      },
    );
    const company = await insertCompany(tx, {
      razaoSocial: 'Demo Ltda',
      nomeFantasia: 'Demo Ltda',
      documento: '11222333000181',
      planoId: plan.id,
    });
    const manager = await insertUser(tx, {
      nome: 'Gestor Demo',
      email: 'gestor@demo.local',
      documento: '52998224725',
      passwordHash,
      empresaId: company.id,
      emailVerifiedAt: now,
    });
    await linkUserToCompany(tx, { userId: manager.id, empresaId: company.id, permissions: [...PERMISSIONS] });
    await setCompanyOwner(tx, company.id, manager.id);
    if (ctx.config.gateway.simulator)
      // The built-in simulator mounted on this API (/gateway-sim): devices work offline.
      await insertServer(tx, {
        nome: 'Simulador local',
        baseUrl: `${ctx.config.gateway.webhookBaseUrl}/gateway-sim`,
        capacidade: 100,
        apiKeySealed: ctx.secrets.seal(ctx.config.gateway.simulatorKey),
      });
    await insertUser(tx, {
      nome: 'Signatário Demo',
      email: 'signatario@demo.local',
      documento: '11144477735',
      ambient: 'S',
      passwordHash,
      emailVerifiedAt: now,
    });
  });
  return true;
}

/** The demo logins that are still active and still open with the demo password (a production risk). */
export async function openDemoLogins(ctx: AppContext): Promise<string[]> {
  const open: string[] = [];
  for (const { email } of DEMO_LOGINS) {
    const user = await findUserByEmail(ctx.db, email);
    if (user?.status && !user.deletedAt && (await verifyPassword(user.passwordHash, DEMO_PASSWORD)))
      open.push(email);
  }
  return open;
}

/** The demo company and its two people, as the demo's first contents need them (null once gone). */
export interface DemoPeople {
  empresaId: number;
  manager: { id: number; nome: string; email: string };
  signatory: { id: number; nome: string; email: string };
}

export async function demoPeople(ctx: AppContext): Promise<DemoPeople | null> {
  const manager = await findUserByEmail(ctx.db, 'gestor@demo.local');
  const signatory = await findUserByEmail(ctx.db, 'signatario@demo.local');
  if (!manager?.empresaId || !signatory) return null;
  return {
    empresaId: manager.empresaId,
    manager: { id: manager.id, nome: manager.nome, email: manager.email },
    signatory: { id: signatory.id, nome: signatory.nome, email: signatory.email },
  };
}

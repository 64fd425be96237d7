// One CPF, one account (spec 5: "E-mail and document must be valid and not already in use"): every
// way a user's documento is written — trial sign-up (its cpf, or a CPF as the company's document),
// a confirmed pre-registration, an invite, the profile, the back office's edit and a signatory's
// own account — refuses a CPF another account holds with a 422 on the field and writes nothing,
// both when the check sees it and when two requests race past the check (the unique index
// users_documento_uq decides, with the same message). One's own CPF saves again. And migration 0027
// stops, naming the accounts, on a database where two accounts already share a CPF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../server/db/queries/users.js';
import { empresas, invites, preCadastros, users } from '../../server/db/schema.js';
import { freshIp, loginAs, startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { makeCompany, makeInvite, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { companyWithOwner, external, linkToken, sendForSignature } from '../helpers/signing.js';

const CPF_TAKEN = 'Este CPF já está em uso.';
const DOCUMENT_TAKEN = 'Este CPF/CNPJ já está em uso.';
const freshCpf = () => generateCpf().replace(/\D/g, '');
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const CONFIRM_LINK = new RegExp(
  `^${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/([A-Za-z0-9_-]{16,})$`,
);

let app: TestApp;
let admin: string;
/** An account holding `taken`, the CPF every path below tries to give someone else. */
let holder: Awaited<ReturnType<typeof makeUser>>;
const taken = freshCpf();

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, 'admin@cofre.local')).access_token;
  const company = await makeCompany(app);
  holder = await makeUser(app, { companies: [company.id], selected: company.id });
  await updateUser(app.ctx.db, holder.id, { documento: taken });
});
afterAll(() => app?.close());

const countOf = async (table: typeof users | typeof empresas) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
const userByEmail = async (email: string) =>
  (await app.ctx.db.select().from(users).where(eq(users.email, email)))[0];
const documentOf = async (id: number) =>
  (await app.ctx.db.select({ d: users.documento }).from(users).where(eq(users.id, id)))[0]?.d;

/** The 422 a refused CPF answers: the message, on that field only. */
function expectRefused(res: { status: number; text: string; body: any }, field: string, message = CPF_TAKEN) {
  expect(res.status, res.text).toBe(422);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toEqual({ [field]: [message] });
}

const signUp = (o: Record<string, unknown>) =>
  app.call('POST', '/api/register-trial', {
    body: {
      name: 'Rita Repetida',
      company_name: 'Rita Comércio Ltda',
      phone: '(11) 98765-4321',
      password: 'segredo123',
      accept_terms: true,
      ...o,
    },
    ip: freshIp(),
  });

/** A pre-registration whose e-mail was confirmed: the token that completes it. */
async function confirmedPreRegistration() {
  const email = uniqueEmail('pre-cpf');
  const res = await app.call('POST', '/api/cadastro-publico', {
    body: { name: 'Paula Repetida', email, phone: '(11) 91234-5678' },
    ip: freshIp(),
  });
  expect(res.status, res.text).toBe(201);
  const token = CONFIRM_LINK.exec(app.lastMailTo(email).links[0] ?? '')?.[1] ?? '';
  expect((await app.call('GET', `/api/confirmar-email/${token}`)).status).toBe(200);
  return { email, token };
}

/**
 * A race: the holder gives up the CPF, so every check passes, and takes it again (a trigger) in the
 * very statement that writes it for someone else, as a request finishing between the check and the
 * write would; the unique index then refuses that write. Undone by `endRace`.
 */
async function startRace() {
  await updateUser(app.ctx.db, holder.id, { documento: null });
  await app.ctx.db.execute(
    sql.raw(`create function cpf_race() returns trigger language plpgsql as $$
      begin
        if new.documento = '${taken}' and new.id <> ${holder.id} then
          update users set documento = new.documento where id = ${holder.id};
        end if;
        return new;
      end $$`),
  );
  await app.ctx.db.execute(
    sql.raw(
      'create trigger cpf_race before insert or update on users for each row execute function cpf_race()',
    ),
  );
}

async function endRace() {
  await app.ctx.db.execute(sql.raw('drop trigger cpf_race on users'));
  await app.ctx.db.execute(sql.raw('drop function cpf_race()'));
  await updateUser(app.ctx.db, holder.id, { documento: taken });
}

describe.each([
  { when: 'the check finds the holder', raced: false },
  { when: 'a race passes the check (the unique index refuses)', raced: true },
])('a CPF another account holds, $when', ({ raced }) => {
  beforeAll(async () => {
    if (raced) await startRace();
  });
  afterAll(async () => {
    if (raced) await endRace();
  });

  it('trial sign-up: refused on cpf, or on document when the CPF is the company’s; nothing written', async () => {
    const before = { users: await countOf(users), empresas: await countOf(empresas) };
    const cnpj = generateCnpj().replace(/\D/g, '');
    const email = uniqueEmail('trial-cpf');
    expectRefused(await signUp({ document: cnpj, cpf: masked(taken), email }), 'cpf');
    expectRefused(await signUp({ document: masked(taken), email }), 'document');
    expect({ users: await countOf(users), empresas: await countOf(empresas) }).toEqual(before);
    expect(await userByEmail(email)).toBeUndefined();
    // A free CPF signs up (the same e-mail: nothing of the refusals was kept).
    const ok = await signUp({ document: cnpj, cpf: freshCpf(), email });
    expect(ok.status, ok.text).toBe(201);
  });

  it('completing a confirmed pre-registration: refused on cpf, the pre-registration still open', async () => {
    const pre = await confirmedPreRegistration();
    const res = await app.call('POST', '/api/usuario/confirmar', {
      body: {
        token: pre.token,
        document: generateCnpj(),
        cpf: masked(taken),
        password: 'segredo123',
        password_confirmation: 'segredo123',
        accept_terms: true,
      },
      ip: freshIp(),
    });
    expectRefused(res, 'cpf');
    expect(await userByEmail(pre.email)).toBeUndefined();
    const [row] = await app.ctx.db.select().from(preCadastros).where(eq(preCadastros.email, pre.email));
    expect(row?.userId).toBeNull();
  });

  it('invite sign-up: refused on documento, the invite still pending', async () => {
    const company = await makeCompany(app);
    const { invite, token } = await makeInvite(app, { empresaId: company.id });
    const res = await app.call('POST', '/api/usuario/cadastrar', {
      body: {
        token,
        nome: 'Nina Repetida',
        documento: masked(taken),
        password: 'convite123',
        password_confirmation: 'convite123',
      },
      ip: freshIp(),
    });
    expectRefused(res, 'documento');
    expect(await userByEmail(invite.email)).toBeUndefined();
    const [row] = await app.ctx.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(row?.acceptedAt).toBeNull();
  });

  it('profile: refused on documento (CPF/CNPJ), kept as it was; the own CPF saves again', async () => {
    const company = await makeCompany(app);
    const other = await makeUser(app, { companies: [company.id], selected: company.id });
    const own = freshCpf();
    await updateUser(app.ctx.db, other.id, { documento: own });
    const { access_token } = await loginAs(app, other.email, other.password);
    const res = await app.call('PUT', '/api/user', {
      token: access_token,
      body: { nome: 'Outra Pessoa', documento: masked(taken) },
    });
    expectRefused(res, 'documento', DOCUMENT_TAKEN);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({ documento: own, nome: 'Pessoa Teste' });

    const again = await app.call('PUT', '/api/user', {
      token: access_token,
      body: { nome: 'Outra Pessoa', documento: masked(own) },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ nome: 'Outra Pessoa', documento: own });
  });

  it('back office edit: refused on documento, kept as it was; the own CPF saves again', async () => {
    const other = await makeUser(app);
    const own = freshCpf();
    await updateUser(app.ctx.db, other.id, { documento: own });
    const edit = (documento: string) =>
      app.call('PUT', `/api/usuario/${other.id}/editar`, {
        token: admin,
        body: { nome: 'Nome Editado', email: other.email, documento },
      });
    expectRefused(await edit(masked(taken)), 'documento');
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({ documento: own, nome: 'Pessoa Teste' });

    const again = await edit(masked(own));
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ nome: 'Nome Editado', documento: own });
    if (raced) return; // The holder gave the CPF up for the race.
    // The holder, edited with the CPF they already hold, keeps it.
    const holderAgain = await app.call('PUT', `/api/usuario/${holder.id}/editar`, {
      token: admin,
      body: { nome: 'Pessoa Teste', email: holder.email, documento: taken },
    });
    expect(holderAgain.status, holderAgain.text).toBe(200);
  });

  it("signatory's account: a typed CPF in use is refused; the sender's one is left out instead", async () => {
    const { owner } = await companyWithOwner(app);
    const email = uniqueEmail('signa-cpf');
    // The sender gave the holder's CPF for this signatory.
    await sendForSignature(app, owner.token, {
      signatarios: [external({ nome: 'Sara Signa', email, cpf: taken })],
    });
    const link = linkToken(app, email);
    const register = (documento?: string) =>
      app.call('POST', '/api/signatario/cadastrar', {
        body: {
          token: link,
          nome: 'Sara Signa',
          documento,
          password: 'segredo1',
          password_confirmation: 'segredo1',
        },
        ip: freshIp(),
      });
    expectRefused(await register(masked(taken)), 'documento');
    expect(await userByEmail(email)).toBeUndefined();

    if (raced) return; // The sender's CPF is left out when the check sees it is taken.
    const res = await register();
    expect(res.status, res.text).toBe(201);
    const created = await userByEmail(email);
    expect(created).toMatchObject({ ambient: 'S', documento: null });
    expect(await documentOf(holder.id)).toBe(taken);
  });
});

// ---- migration 0027 ------------------------------------------------------------------------------

/** Migration 0027's statements (drizzle's breakpoints split them). */
const MIGRATION_0027 = readFileSync(
  join(import.meta.dirname, '../../server/db/migrations/0027_cpf_unique_default_company.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim());
/** What 0027 does before its unique index: blanks become NULL, then accounts sharing one stop it. */
const DUPLICATE_CHECK = MIGRATION_0027.filter((s) => /^(-- .*\n)*(UPDATE "users"|DO \$\$)/.test(s));

/** The messages of an error and of its causes (the driver's error is the cause of drizzle's). */
function messagesOf(err: unknown): string[] {
  const out: string[] = [];
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    out.push(String(e.message));
  return out;
}

describe('migration 0027 on a database where two accounts share a CPF', () => {
  it('stops, naming the CPF and both accounts (blank documents are no CPF); nothing is changed', async () => {
    expect(DUPLICATE_CHECK).toHaveLength(2);
    const shared = freshCpf();
    let ids: number[] = [];
    // As the database was before 0027: no unique index. All in one transaction, undone by the failure.
    const failed = await app.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw('drop index users_documento_uq'));
        for (const [email, documento] of [
          [uniqueEmail('dup-a'), shared],
          [uniqueEmail('blank-a'), ''],
          [uniqueEmail('blank-b'), ' '],
          [uniqueEmail('dup-b'), shared],
        ] as const) {
          const [row] = await tx
            .insert(users)
            .values({ nome: 'Conta Antiga', email, documento, passwordHash: '!' })
            .returning({ id: users.id });
          if (documento === shared && row) ids = [...ids, row.id];
        }
        for (const statement of DUPLICATE_CHECK) await tx.execute(sql.raw(statement));
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(failed, 'the migration went through').toBeDefined();
    // The database's own message, as the operator reads it when the server starts.
    expect(messagesOf(failed)).toContain(
      `Há contas com o mesmo CPF/CNPJ: ${shared} (contas ${ids[0]}, ${ids[1]})`,
    );
    // Rolled back: the index is still there, none of those accounts is.
    expect(await app.ctx.db.select().from(users).where(eq(users.documento, shared))).toEqual([]);
    const index = (await app.ctx.db.execute(
      sql.raw("select 1 from pg_indexes where indexname = 'users_documento_uq'"),
    )) as unknown as { rows: unknown[] };
    expect(index.rows).toHaveLength(1);
  });
});

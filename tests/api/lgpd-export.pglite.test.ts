// "Baixar meus dados" (LGPD): GET /api/usuario/meus-dados answers a zip named meus-dados-<date>.zip
// holding dados.json (the person's account, contacts, companies, sessions, acceptances, signing acts
// with the documents' SHA-256, denials, notifications, file events), their photo and a LEIA-ME.txt in
// their language — and nobody else's rows, and no password hash, second-factor secret or token.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotifications } from '../../server/db/queries/notifications.js';
import { updateUser } from '../../server/db/queries/users.js';
import { assinaturas, termoAceites, termos, users } from '../../server/db/schema.js';
import { sha256Hex } from '../../server/security/crypto.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { saveProfileMark, scribble } from '../helpers/fields.js';
import { makeUser } from '../helpers/fixtures.js';
import { type Download, downloadData, makeSubject, type Subject } from '../helpers/lgpd.js';

let app: TestApp;
let subject: Subject;
let other: Subject;
let download: Download;
let savedMark: { sha256: string };
const sha256Bytes = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const OTP_SECRET = 'sealed-otp-secret-that-must-never-leave-the-database';

beforeAll(async () => {
  app = await startTestApp();
  subject = await makeSubject(app, 'Maria Titular');
  other = await makeSubject(app, 'Outra Pessoa Alheia');
  const id = subject.person.user.id;
  // A term accepted (not the current one: nobody else is held by it) and a second factor switched on.
  const [term] = await app.ctx.db
    .insert(termos)
    .values({ termoDescricao: 'Termos antigos de uso da plataforma.' })
    .returning();
  await app.ctx.db
    .insert(termoAceites)
    .values({ termoId: term?.id as number, userId: id, ip: '198.51.100.7', userAgent: 'Navegador Teste' });
  await updateUser(app.ctx.db, id, { otpSecret: OTP_SECRET, otpEnabled: true });
  // A signature kept in the profile.
  const saved = await saveProfileMark(
    app,
    subject.person.token,
    'assinatura',
    (await scribble(400, 200)).bytes,
  );
  if (saved.status !== 200) throw new Error(`saved mark → ${saved.status}`);
  savedMark = saved.body.data;
  download = await downloadData(app, subject.person.token);
}, 120_000);
afterAll(() => app?.close());

describe('GET /api/usuario/meus-dados', () => {
  it('needs a session (401)', async () => {
    expect((await app.call('GET', '/api/usuario/meus-dados')).status).toBe(401);
  });

  it('answers a zip to download, named meus-dados-<date>.zip, with dados.json, LEIA-ME.txt and the photo', () => {
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Object.keys(download.files).sort()).toEqual([
      'LEIA-ME.txt',
      'dados.json',
      'foto.jpg',
      'marca-assinatura.png',
    ]);
    // The saved signature, as kept, and named in dados.json.
    const png = download.files['marca-assinatura.png'] as Uint8Array;
    expect(sha256Bytes(png)).toBe(savedMark.sha256);
    const data = JSON.parse(Buffer.from(download.files['dados.json'] as Uint8Array).toString('utf8'));
    expect(data.marcas_salvas).toEqual([
      expect.objectContaining({
        tipo: 'assinatura',
        sha256: savedMark.sha256,
        arquivo: 'marca-assinatura.png',
      }),
    ]);
    const jpeg = download.files['foto.jpg'] as Uint8Array;
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    // Pretty-printed UTF-8.
    expect(Buffer.from(download.files['dados.json'] as Uint8Array).toString('utf8')).toContain(
      '\n  "conta": {\n',
    );
  });

  it('holds the account, contacts and companies — never a secret', () => {
    const { data } = download;
    const user = subject.person.user;
    expect(data.conta).toMatchObject({
      id: user.id,
      nome: 'Maria Titular',
      email: user.email,
      documento: subject.person.cpf,
      phone: '11987654321',
      language: 'pt_BR',
      two_factor: true,
      foto: 'foto.jpg',
      created_at: expect.any(String),
      email_verified_at: expect.any(String),
    });
    expect(Object.keys(data.conta).filter((k) => /hash|secret|otp|password|token/i.test(k))).toEqual([]);
    expect(data.emails).toEqual([expect.objectContaining({ descricao: 'Pessoal' })]);
    expect(data.telefones).toEqual([expect.objectContaining({ numero: '5511912345678', tipo: 'whatsapp' })]);
    expect(data.enderecos).toEqual([
      expect.objectContaining({
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        municipio_nome: 'São Paulo',
      }),
    ]);
    expect(data.empresas).toEqual([
      expect.objectContaining({ empresa_id: subject.empresaId, vinculo_ativo: true, proprietario: false }),
    ]);
    expect(data.empresas[0].permissoes.length).toBeGreaterThan(0);
    expect(data.termos_aceitos).toEqual([
      expect.objectContaining({
        ip: '198.51.100.7',
        user_agent: 'Navegador Teste',
        accepted_at: expect.any(String),
      }),
    ]);
  });

  it('lists the sessions with IP and browser, the current one marked, without tokens', () => {
    const sessions = download.data.sessoes as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.filter((s) => s.atual)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      ip: expect.stringMatching(/^203\.0\.113\./),
      created_at: expect.any(String),
    });
    expect(Object.keys(sessions[0] as object).filter((k) => /token|hash/i.test(k))).toEqual([]);
  });

  it("has the signing acts with the document's SHA-256, IP and authentication, and the denial", () => {
    const { data } = download;
    expect(data.assinaturas).toEqual([
      expect.objectContaining({
        arquivo_id: subject.signed.id,
        documento: subject.signed.nome,
        tipo: 1,
        status: 'signed',
        ato_realizado: 'Assinou',
        autenticacao: 'session',
        sha256: subject.signed.sha256,
        selado_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        verificacao_codigo: subject.signed.codigo,
        ip: expect.stringMatching(/^203\.0\.113\./),
        acted_at: expect.any(String),
      }),
    ]);
    expect(data.negativas).toEqual([
      expect.objectContaining({
        arquivo_id: subject.denied.id,
        status: 'denied',
        motivo: 'Valor errado.',
        ato: 'Aprovar',
      }),
    ]);
    const acts = (data.eventos as { arquivo_id: number; acao: string }[]).filter(
      (e) => e.arquivo_id === subject.signed.id,
    );
    expect(acts.map((e) => e.acao)).toContain('signed');
    expect(Object.keys(data.assinaturas[0]).filter((k) => /token|codigo_hash/i.test(k))).toEqual([]);
  });

  it("holds none of another person's rows", () => {
    const them = other.person.user;
    expect(download.everything).not.toContain(them.email);
    expect(download.everything).not.toContain('Outra Pessoa Alheia');
    expect(download.everything).not.toContain(other.person.cpf);
    expect(download.everything).not.toContain(other.signed.nome);
    // The witness of the person's own document is someone else: not named.
    expect(download.everything).not.toContain('Tito Testemunha');
  });

  it('contains no password hash, second-factor secret, refresh or access token, nor link/code hashes', async () => {
    const id = subject.person.user.id;
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
    const signing = await app.ctx.db.select().from(assinaturas).where(eq(assinaturas.userId, id));
    const secrets = [
      row?.passwordHash as string,
      OTP_SECRET,
      subject.person.refreshToken,
      sha256Hex(subject.person.refreshToken),
      subject.person.token,
      ...signing.flatMap((s) => [s.tokenHash, s.codigoHash]).filter((h): h is string => !!h),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets)
      expect(download.everything.includes(secret), secret.slice(0, 12)).toBe(false);
  });

  it('explains each part in LEIA-ME.txt, in the person’s language', async () => {
    const readme = Buffer.from(download.files['LEIA-ME.txt'] as Uint8Array).toString('utf8');
    expect(readme).toContain('Meus dados');
    expect(readme).toContain('- assinaturas, negativas, pedidos_de_assinatura:');
    expect(readme).toContain('SHA-256');
    expect(readme).toContain(
      '- marcas_salvas, marca-assinatura.png, marca-rubrica.png: A assinatura e a rubrica',
    );

    const english = await makeUser(app, { companies: [subject.empresaId] });
    await updateUser(app.ctx.db, english.id, { language: 'en' });
    const { access_token } = await loginAs(app, english.email, english.password);
    const theirs = await downloadData(app, access_token);
    const text = Buffer.from(theirs.files['LEIA-ME.txt'] as Uint8Array).toString('utf8');
    expect(text).toContain('My data — what Cofre keeps about you');
    expect(theirs.data.conta.foto).toBeNull();
    expect(theirs.files['foto.jpg']).toBeUndefined();
  });

  it('works for a platform administrator and for a restricted signatory', async () => {
    for (const ambient of ['A', 'S'] as const) {
      const user = await makeUser(app, { ambient });
      const { access_token } = await loginAs(app, user.email, user.password);
      const got = await downloadData(app, access_token);
      expect(got.status, ambient).toBe(200);
      expect(got.data.conta).toMatchObject({ id: user.id, ambient });
      expect(got.data.empresas).toEqual([]);
    }
  });

  it('reads hundreds of rows, and refuses a sixth download within the hour (429)', async () => {
    const user = await makeUser(app, { companies: [subject.empresaId] });
    await insertNotifications(
      app.ctx.db,
      Array.from({ length: 600 }, (_, i) => ({
        userId: user.id,
        notStatus: 1,
        notDescription: `Aviso número ${i}`,
        tipo: 'test.bulk',
      })),
    );
    const { access_token } = await loginAs(app, user.email, user.password);
    const first = await downloadData(app, access_token);
    expect(first.data.notificacoes).toHaveLength(600);
    for (let i = 2; i <= 5; i++) expect((await downloadData(app, access_token)).status).toBe(200);
    const refused = await downloadData(app, access_token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body).message).toMatch(/^Você já baixou seus dados várias vezes há pouco/);
  });
});

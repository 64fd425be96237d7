// Whether e-mail really goes out, told to whoever runs the platform: GET /api/health names the
// mailer, and GET /api/admin/mail-status (platform administrators) says where captured mail is
// written, or — with SMTP_URL — how many messages the mail server refused in the last 24 h, the
// latest with its reply (short, without the SMTP credentials, the recipient masked).

import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser } from '../helpers/fixtures.js';
import { companyWithOwner, external, type Member, sendForSignature } from '../helpers/signing.js';

const STATUS = '/api/admin/mail-status';

async function adminToken(app: TestApp): Promise<string> {
  const admin = await makeUser(app, { ambient: 'A' });
  return (await loginAs(app, admin.email, admin.password)).access_token;
}

describe('without SMTP_URL (mail captured to disk)', () => {
  let app: TestApp;
  let admin: string;
  let owner: Member;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminToken(app);
    owner = (await companyWithOwner(app)).owner;
  });
  afterAll(() => app?.close());

  it('health says the mail is captured', async () => {
    const res = await app.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.mailer).toBe('capture');
  });

  it('tells an administrator the folder it is written to, and that nothing was refused', async () => {
    const res = await app.call('GET', STATUS, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      mailer: 'capture',
      pasta: join(app.dataDir, 'mail'),
      falhas: { total_24h: 0 },
    });
  });

  it('is refused to a company user (403) and to a visitor (401)', async () => {
    const asOwner = await app.call('GET', STATUS, { token: owner.token });
    expect(asOwner.status).toBe(403);
    expect(asOwner.text).not.toContain(app.dataDir);
    expect((await app.call('GET', STATUS)).status).toBe(401);
  });
});

describe('with SMTP_URL, a mail server that refuses', () => {
  const USER = 'cofre-relay';
  const PASSWORD = 'Sm7p-s3gredo';
  let smtp: SMTPServer;
  /** What the server does with the next messages: take them, refuse the recipient, refuse the login. */
  let mode: 'accept' | 'recipient' | 'login' = 'accept';
  let app: TestApp;
  let admin: string;
  let owner: Member;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        // A server that echoes what it was given: the refusal must not carry it any further.
        if (mode === 'login')
          return callback(
            Object.assign(new Error(`${auth.password} refused for ${auth.username}`), { responseCode: 535 }),
          );
        callback(null, { user: auth.username });
      },
      onRcptTo(_address, _session, callback) {
        if (mode === 'recipient')
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = smtp.server.address() as AddressInfo;
    app = await startTestApp({ SMTP_URL: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}` });
    admin = await adminToken(app);
    owner = (await companyWithOwner(app)).owner;
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('health says the mail goes by SMTP, and nothing is refused yet', async () => {
    expect((await app.call('GET', '/api/health')).body.mailer).toBe('smtp');
    const res = await app.call('GET', STATUS, { token: admin });
    expect(res.body).toEqual({ mailer: 'smtp', falhas: { total_24h: 0 } });
  });

  it("counts a signing e-mail the server refused, with the server's reply and the recipient masked", async () => {
    mode = 'recipient';
    try {
      await sendForSignature(app, owner.token, {
        signatarios: [external({ nome: 'Joana Recusada', email: 'joana.recusada@example.com' })],
      });
    } finally {
      mode = 'accept';
    }
    const res = await app.call('GET', STATUS, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.mailer).toBe('smtp');
    expect(res.body.pasta).toBeUndefined();
    expect(res.body.falhas.total_24h).toBe(1);
    expect(res.body.falhas.ultima).toMatchObject({ destinatario: 'j***@e***.com' });
    expect(res.body.falhas.ultima.erro).toMatch(/^550\b.*Mailbox/);
    expect(Date.now() - Date.parse(res.body.falhas.ultima.em)).toBeLessThan(60_000);
  });

  it('counts a refused login too, and the reply never carries the SMTP credentials', async () => {
    mode = 'login';
    try {
      await sendForSignature(app, owner.token, {
        signatarios: [external({ nome: 'Caio Sem Login', email: 'caio.semlogin@example.com' })],
      });
    } finally {
      mode = 'accept';
    }
    const res = await app.call('GET', STATUS, { token: admin });
    expect(res.body.falhas.total_24h).toBe(2);
    expect(res.body.falhas.ultima.destinatario).toBe('c***@e***.com');
    expect(res.body.falhas.ultima.erro).toMatch(/^535\b/);
    expect(res.text).not.toContain(PASSWORD);
    expect(res.text).not.toContain(USER);
  });

  it('a password-recovery e-mail the server refuses is counted too, and the user is told to try again (503, never 500)', async () => {
    const someone = await makeUser(app);
    mode = 'recipient';
    const res = await app
      .call('POST', '/api/password/email', { body: { email: someone.email } })
      .finally(() => {
        mode = 'accept';
      });
    expect(res.status, res.text).toBe(503);
    expect(res.body.message).toBe(
      'Não foi possível enviar o e-mail agora: o servidor de e-mail recusou. Tente novamente em alguns minutos.',
    );
    expect(res.text).not.toContain('550');
    const status = await app.call('GET', STATUS, { token: admin });
    expect(status.body.falhas.total_24h).toBe(3);
    expect(status.body.falhas.ultima.erro).toMatch(/^550\b/);
  });
});

// Webhook endpoints never reach the platform's own network unless the operator allows it
// (WEBHOOK_ALLOW_PRIVATE, off here): loopback, private, link-local and metadata addresses, literal
// or behind a DNS name, in IPv4 or IPv6, are refused when saved, and again at delivery time (an
// address that changed after it was saved is not called).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { upload } from '../helpers/signing.js';
import { makeTeam, type Team } from '../helpers/team.js';
import { type Receiver, startReceiver } from '../helpers/webhookReceiver.js';

let app: TestApp;
let team: Team;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_POLL_MS: '50' });
  team = await makeTeam(app, 'Rede Interna Ltda');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const save = (url: string) =>
  app.call('POST', '/api/webhook/cadastrar', {
    token: team.owner.token,
    body: { url, eventos: ['document.uploaded'] },
  });

describe('saving an endpoint', () => {
  it.each([
    ['http://127.0.0.1:8080/hook', '127.0.0.1'],
    ['http://localhost:8080/hook', '127.0.0.1'],
    ['http://10.1.2.3/hook', '10.1.2.3'],
    ['http://192.168.0.10/hook', '192.168.0.10'],
    ['http://172.20.0.1/hook', '172.20.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.100.100.200/', '100.100.100.200'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://[::1]/hook', '::1'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
    ['http://[fd00::1]/hook', 'fd00::1'],
    ['http://[fe80::1]/hook', 'fe80::1'],
  ])('refuses %s', async (url, address) => {
    const res = await save(url);
    expect(res.status).toBe(422);
    expect(res.body.errors.url[0]).toBe(
      `Este endereço aponta para uma rede interna (${address}) e não pode receber webhooks.`,
    );
  });

  it('refuses what is not http(s), carries credentials, or does not resolve', async () => {
    const invalid = 'Informe um endereço http:// ou https:// completo, sem usuário e senha.';
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'http://user:pw@example.com/', 'nada'])
      expect([url, (await save(url)).body.errors?.url?.[0]]).toEqual([url, invalid]);
    const unresolved = await save('http://nao-existe.invalid/hook');
    expect(unresolved.body.errors.url[0]).toBe('Não foi possível encontrar o servidor nao-existe.invalid.');
    expect((await app.call('GET', '/api/webhooks', { token: team.owner.token })).body.total).toBe(0);
  });
});

describe('delivering', () => {
  it('does not call an endpoint whose name resolves to a private address now, and logs why', async () => {
    // Saved while it pointed elsewhere; by delivery time its name leads to loopback.
    const port = new URL(receiver.url).port;
    const [endpoint] = await app.ctx.db
      .insert(webhookEndpoints)
      .values({
        empresaId: team.company.id,
        url: `http://localhost:${port}/rebound`,
        eventos: ['document.uploaded'],
        secretSealed: app.ctx.secrets.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      })
      .returning();
    if (!endpoint) throw new Error('no endpoint');
    await upload(app, team.owner.token);
    await expect
      .poll(async () => {
        const log = await app.call('GET', `/api/webhook/${endpoint.id}/entregas`, {
          token: team.owner.token,
        });
        return log.body.data[0]?.ultimo_erro ?? null;
      })
      .toBe('private address 127.0.0.1');
    expect(receiver.received).toHaveLength(0);
  });
});

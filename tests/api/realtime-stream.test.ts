// GET /api/eventos on either database: a user who still has a term of use to accept keeps the live
// stream (the SPA gives up on a 4xx, and would miss every event after accepting until a reload),
// clients that give up while the request is still being authenticated leave nothing behind, and an
// open stream follows its session: a permission taken away, or the session ended, take effect at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, usuarioEmpresa } from '../../server/db/schema.js';
import { notifyUser } from '../../server/modules/notifications/service.js';
import { publishUserUpdated } from '../../server/realtime/userEvents.js';
import { loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeCompany } from '../helpers/fixtures.js';
import { type SseReader, sleep, sse, waitFor } from '../helpers/messaging.js';
import { type Member, member } from '../helpers/signing.js';

let app: TestApp;
let empresaId: number;
let user: Member;
const readers: SseReader[] = [];

async function open(token: string) {
  const reader = await sse(app, token);
  readers.push(reader);
  return reader;
}

beforeAll(async () => {
  app = await startTestApp({ QUEUE_WORKER: '0', RECONCILE_INTERVAL: '0' });
  empresaId = (await makeCompany(app)).id;
  user = await member(app, empresaId);
});
afterAll(async () => {
  for (const r of readers) r.close();
  await app?.close();
});

describe('realtime: clients that abort at once', () => {
  it('20 streams aborted while their token is being checked leave no subscriber behind', async () => {
    // Count the bus subscriptions the route holds, as the route sees the bus (through ctx).
    const bus = app.ctx.realtime;
    const subscribe = bus.subscribe;
    let live = 0;
    bus.subscribe = (listener) => {
      live++;
      const unsubscribe = subscribe(listener);
      return () => {
        live--;
        unsubscribe();
      };
    };
    // A slow token check (a busy database) widens the window in which the client can give up.
    const verify = app.ctx.tokens.verify;
    app.ctx.tokens.verify = async (token) => {
      await sleep(150);
      return verify(token);
    };
    try {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const abort = new AbortController();
          const res = fetch(`${app.url}/api/eventos`, {
            headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
            signal: abort.signal,
          });
          // Long enough for the request to reach the server, well before the check is over.
          setTimeout(() => abort.abort(), 30 + i);
          await res.then((r) => r.body?.cancel()).catch(() => {});
        }),
      );
      // Every handler has run by now (150 ms check), aborted or not.
      await sleep(500);
      expect(live).toBe(0);

      // The count does see a stream that is really open, and its end.
      const reader = await open(user.token);
      await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
      expect(live).toBe(1);
      reader.close();
      await waitFor(() => live === 0, 5000, 'the stream to unsubscribe');
    } finally {
      bus.subscribe = subscribe;
      app.ctx.tokens.verify = verify;
    }
  });
});

describe('realtime: a term of use to accept', () => {
  it('keeps the stream open, and live, before and after the term is accepted', async () => {
    const admin = (await loginAs(app, 'admin@cofre.local')).access_token;
    const created = await app.call('POST', '/api/termo/cadastrar', {
      token: admin,
      body: { termo_descricao: 'Termos de uso: o fluxo ao vivo continua.' },
    });
    expect(created.status, created.text).toBe(201);
    const termId = created.body.data.id;
    expect((await app.call('PATCH', `/api/termo/${termId}/aprovar`, { token: admin })).status).toBe(200);
    // The gate holds the user's other calls …
    expect((await app.call('GET', '/api/empresa/usuarios', { token: user.token })).status).toBe(451);

    // … but not the event stream.
    const reader = await open(user.token);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toMatch(/^text\/event-stream/);
    await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');

    const accepted = await app.call('PUT', '/api/termos/aceitar', {
      token: user.token,
      body: { termos: [termId] },
    });
    expect(accepted.status, accepted.text).toBe(200);
    const raised = await notifyUser(app.ctx, {
      userId: user.user.id,
      empresaId,
      status: 1,
      tipo: 'test.terms',
      key: 'notifications.device_connected',
      params: { dispositivo: 'Depois do aceite' },
      link: '/devices',
    });
    const event = await reader.next('notification', (d) => d.notification.id === raised?.id, 5000);
    expect(event.notification.not_description).toBe('O dispositivo “Depois do aceite” está conectado.');
    expect(reader.ended()).toBe(false);
  });
});

describe('realtime: the stream follows the session as it changes', () => {
  const companyEvent = (permission: string | undefined, tag: string) =>
    app.ctx.realtime.publish({
      empresaId,
      ...(permission ? { permission } : {}),
      event: 'teste',
      data: { tag },
    });

  it('a permission taken away stops what needed it, without a new stream', async () => {
    const viewer = await member(app, empresaId, ['messages.view']);
    const reader = await open(viewer.token);
    await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
    companyEvent('messages.view', 'antes');
    await reader.next('teste', (d) => d.tag === 'antes');

    await app.ctx.db
      .update(usuarioEmpresa)
      .set({ permissions: [] })
      .where(and(eq(usuarioEmpresa.userId, viewer.user.id), eq(usuarioEmpresa.empresaId, empresaId)));
    publishUserUpdated(app.ctx, viewer.user.id);
    await reader.next('user.updated');
    // The session is read again after that event: from then on what needs the permission stops.
    // Each round sends such an event and then a marker anyone gets; once a marker arrives without
    // its probe, the stream has taken the change in.
    let round = 0;
    await waitFor(
      async () => {
        round++;
        companyEvent('messages.view', `sonda ${round}`);
        companyEvent(undefined, `marcador ${round}`);
        await reader.next('teste', (d) => d.tag === `marcador ${round}`);
        return !reader.of('teste').some((d) => d.tag === `sonda ${round}`);
      },
      5000,
      'the permission to be taken away',
    );
    companyEvent('messages.view', 'depois');
    companyEvent(undefined, 'fim');
    await reader.next('teste', (d) => d.tag === 'fim');
    expect(reader.of('teste').map((d) => d.tag)).not.toContain('depois');
    expect(reader.ended()).toBe(false);
  });

  it('a session that ended (signed out elsewhere, user disabled) ends the stream at the next update', async () => {
    const someone = await member(app, empresaId);
    const reader = await open(someone.token);
    await waitFor(() => reader.comments.length > 0, 5000, 'the stream to open');
    await app.ctx.db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(authSessions.userId, someone.user.id));
    publishUserUpdated(app.ctx, someone.user.id);
    await waitFor(() => reader.ended(), 5000, 'the stream to end');
  });
});

// The server's log: readable in a terminal, JSON elsewhere; a request is an info line only when it
// failed or was slow (Fastify's default was two info lines for every request).
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs, RequestLog } from '../../server/http/logging.js';

describe('log format', () => {
  it('is pretty in a terminal and JSON for services unless told otherwise', () => {
    expect(prettyLogs('auto', true)).toBe(true);
    expect(prettyLogs('auto', false)).toBe(false);
    expect(prettyLogs('json', true)).toBe(false);
    expect(prettyLogs('pretty', false)).toBe(true);
    expect(loggerOptions({ level: 'info', format: 'auto' }, false)).not.toHaveProperty('transport');
    expect(loggerOptions({ level: 'info', format: 'auto' }, true)).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
  });
});

describe('request lines', () => {
  it('writes info only for failed or slow requests, one line each', async () => {
    const lines: { level: number; msg: string; status?: number }[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, sink), logController: new RequestLog(40) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 60));
      return { ok: true };
    });
    app.get('/refused', async (_req, reply) => reply.code(422).send({ message: 'no' }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/ok', '/slow', '/refused', '/broken', '/missing'])
      await app.inject({ method: 'GET', url });
    await app.close();

    const requests = lines.filter((l) => l.status !== undefined);
    expect(requests.map((l) => [l.msg.replace(/ \d+ ms/, ''), l.level])).toEqual([
      ['GET /slow 200 (slow)', 30],
      ['GET /refused 422', 30],
      ['GET /broken 500', 50],
      ['GET /missing 404', 30],
    ]);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });
});

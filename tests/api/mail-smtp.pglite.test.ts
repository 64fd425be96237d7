// With SMTP_URL set, e-mails go through a real SMTP server (here a local smtp-server) instead of
// being captured under DATA_DIR/mail.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/fixtures.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

// --- a minimal MIME reader (mailparser is not a dependency) -------------------------------------

function splitMessage(raw: string) {
  const text = raw.replace(/\r\n/g, '\n');
  const cut = text.indexOf('\n\n');
  const head = cut < 0 ? text : text.slice(0, cut);
  const body = cut < 0 ? '' : text.slice(cut + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string, underscoreIsSpace = false): Buffer {
  const src = (underscoreIsSpace ? s.replace(/_/g, ' ') : s).replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const hex = src.slice(i + 1, i + 3);
    if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded-words (Q and B), adjacent words joined without the whitespace between them. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Every leaf part of the message as [content-type, decoded text]. */
function textParts(raw: string): [string, string][] {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => textParts(p.replace(/^\n/, '').replace(/\n$/, '')));
  }
  return [[type.split(';')[0]!.toLowerCase(), decodeBody(body, headers.get('content-transfer-encoding'))]];
}

// ---------------------------------------------------------------------------------------------

let smtp: SMTPServer;
const received: Received[] = [];
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('mail through SMTP', () => {
  it('sends the password reset e-mail over SMTP, in pt-BR, with a working link', async () => {
    const before = received.length;
    const res = await app.call('POST', '/api/password/email', { body: { email: 'gestor@demo.local' } });
    expect(res.status, res.text).toBe(200);

    const sent = received.slice(before);
    expect(sent).toHaveLength(1);
    const msg = sent[0]!;
    expect(msg.to).toEqual(['gestor@demo.local']);
    expect(msg.from).toBe('nao-responda@cofre.local');

    const { headers } = splitMessage(msg.raw);
    expect(decodeHeader(headers.get('from') ?? '')).toBe('Cofre <nao-responda@cofre.local>');
    expect(headers.get('to')).toBe('gestor@demo.local');
    expect(decodeHeader(headers.get('subject') ?? '')).toBe('Redefinição de senha do Cofre');

    const parts = textParts(msg.raw);
    const plain = parts.find(([type]) => type === 'text/plain')?.[1] ?? '';
    const html = parts.find(([type]) => type === 'text/html')?.[1] ?? '';
    expect(plain).toContain('Olá, Gestor Demo!');
    const link = new RegExp(
      `${TEST_APP_URL.replace(/\./g, '\\.')}/api/password/reset/([A-Za-z0-9_-]{16,})\\?email=gestor%40demo\\.local`,
    ).exec(plain);
    expect(link, plain).not.toBeNull();
    expect(html).toContain(link![0]);

    // The link's token really resets the password.
    const reset = await app.call('POST', '/api/password/reset', {
      body: {
        email: 'gestor@demo.local',
        token: link![1],
        password: 'novinha456',
        password_confirmation: 'novinha456',
      },
    });
    expect(reset.status, reset.text).toBe(200);

    // Nothing is captured on disk when SMTP is configured.
    expect(existsSync(join(app.dataDir, 'mail'))).toBe(false);
    expect(app.mails()).toEqual([]);
  });

  it('sends nothing for an address without an account', async () => {
    const before = received.length;
    const res = await app.call('POST', '/api/password/email', { body: { email: uniqueEmail('ninguem') } });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(before);
  });

  it('sends the pre-registration confirmation over SMTP too', async () => {
    const before = received.length;
    const email = uniqueEmail('smtp-pre');
    const res = await app.call('POST', '/api/cadastro-publico', {
      body: { name: 'Pedro Smtp', email, phone: '11912345678' },
    });
    expect(res.status, res.text).toBe(201);
    const sent = received.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[email]]);
    expect(decodeHeader(splitMessage(sent[0]!.raw).headers.get('subject') ?? '')).toBe(
      'Confirme seu e-mail no Cofre',
    );
    const plain = textParts(sent[0]!.raw).find(([type]) => type === 'text/plain')?.[1] ?? '';
    expect(plain).toMatch(
      new RegExp(`${TEST_APP_URL.replace(/\./g, '\\.')}/confirmar-email/[A-Za-z0-9_-]{16,}`),
    );
    expect(existsSync(join(app.dataDir, 'mail'))).toBe(false);
  });
});

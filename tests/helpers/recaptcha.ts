// A stand-in for Google's siteverify on a local port: it accepts the token 'good-token' sent with
// `secret`, refuses everything else, and keeps every form it received (with method and type).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecaptchaVerifier {
  /** RECAPTCHA_VERIFY_URL for the app under test. */
  url: string;
  received: Record<string, string>[];
  close(): Promise<void>;
}

export async function startRecaptchaVerifier(secret: string): Promise<RecaptchaVerifier> {
  const received: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({ ...form, method: req.method ?? '', contentType: req.headers['content-type'] ?? '' });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.secret === secret && form.response === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

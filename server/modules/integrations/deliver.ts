// One delivery attempt: the address checked (and pinned), a POST of the signed JSON body, the
// answer read (its start kept for the log), all within the timeout. Redirects are not followed:
// a 3xx is a failed attempt, like any answer outside 2xx.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, TargetRefused } from '../../security/ssrf.js';
import { webhookHeaders } from './signature.js';

export interface AttemptResult {
  ok: boolean;
  codigo: number | null;
  duracaoMs: number;
  erro: string | null;
  resposta: string | null;
}

const KEEP_ANSWER = 1000;

export async function deliverOnce(
  target: { url: string; secret: string; mensagemId: string; corpo: string },
  opts: { timeoutMs: number; allowPrivate: boolean; userAgent: string },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return { ok: false, codigo: null, duracaoMs: 0, erro: 'invalid URL', resposta: null };
  }
  let resolved: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    resolved = await resolveTarget(url, opts.allowPrivate);
  } catch (err) {
    const erro = err instanceof TargetRefused ? err.message : 'address check failed';
    return { ok: false, codigo: null, duracaoMs: elapsed(), erro, resposta: null };
  }
  // The connection goes to the address just checked, whatever a second lookup would say.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: resolved.address, family: resolved.family }]);
    else callback(null, resolved.address, resolved.family);
  };
  const body = Buffer.from(target.corpo, 'utf8');
  const headers = {
    ...webhookHeaders(target.secret, target.mensagemId, target.corpo),
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': opts.userAgent,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (r: Omit<AttemptResult, 'duracaoMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, duracaoMs: elapsed() });
    };
    const req = send(url, { method: 'POST', headers, lookup, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < KEEP_ANSWER) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      res.on('end', () => {
        const codigo = res.statusCode ?? 0;
        const ok = codigo >= 200 && codigo < 300;
        finish({
          ok,
          codigo,
          erro: ok ? null : `HTTP ${codigo}`,
          resposta: Buffer.concat(chunks).toString('utf8').slice(0, KEEP_ANSWER),
        });
      });
      res.on('error', (err) =>
        finish({ ok: false, codigo: res.statusCode ?? null, erro: err.message, resposta: null }),
      );
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('error', (err) => finish({ ok: false, codigo: null, erro: err.message, resposta: null }));
    req.end(body);
  });
}

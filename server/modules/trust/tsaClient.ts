// The RFC 3161 client: asks each configured source in turn (remote TSAs over HTTP, or the local
// TSA in process) for a timestamp of a SHA-256 imprint, and keeps the first token that answers the
// very request sent (same imprint, our nonce). A TSA that is down, slow or wrong costs at most the
// timeout and passes the turn to the next; no failure escapes: sealing goes on without a timestamp.
import { randomBytes } from 'node:crypto';
import { commonName } from '../signing/certificate/x509.js';
import { bool, int, intBytes, nul, OIDS, octets, oid, seq, toDer } from '../signing/seal/der.js';
import { cappedBody, MAX_ANSWER_BYTES } from './httpBody.js';
import { readTimestampToken } from './tstInfo.js';
import type { Timestamper, TimestampToken, TsaSource } from './types.js';

/** PKIStatus values that come with a token. */
const GRANTED = new Set([0, 1]);

function timestampRequest(imprint: Buffer, nonce: Buffer): Buffer {
  return toDer(
    seq(
      int(1),
      seq(seq(oid(OIDS.sha256), nul()), octets(imprint)),
      intBytes(nonce),
      bool(true), // certReq: the token must carry the TSA certificate, for the DSS and verifiers
    ),
  );
}

/** Where the DER element at `at` has its content and where it ends; null when cut short. */
function element(der: Buffer, at: number): { content: number; end: number } | null {
  const first = der[at + 1];
  if (first === undefined) return null;
  if (first < 0x80) return { content: at + 2, end: at + 2 + first };
  const count = first & 0x7f;
  if (count === 0 || count > 4) return null;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + (der[at + 2 + i] ?? 0);
  return { content: at + 2 + count, end: at + 2 + count + length };
}

/**
 * The status and, when there is one, the token's bytes exactly as the TSA sent them (a re-encoding
 * could alter certificates whose encoding is not strict DER, and break their signatures).
 */
function splitResponse(der: Buffer): { status: number; token: Buffer | null } | null {
  const outer = element(der, 0);
  if (der[0] !== 0x30 || outer?.end !== der.length) return null;
  const info = element(der, outer.content);
  // PKIStatusInfo ::= SEQUENCE { status INTEGER (a single byte), ... }
  if (der[outer.content] !== 0x30 || !info || der[info.content] !== 0x02 || der[info.content + 1] !== 1)
    return null;
  const status = der[info.content + 2] ?? -1;
  if (info.end >= der.length) return { status, token: null };
  const token = element(der, info.end);
  return token && token.end <= der.length ? { status, token: der.subarray(info.end, token.end) } : null;
}

const sameInteger = (a: Buffer, b: Buffer) =>
  BigInt(`0x${a.toString('hex') || '0'}`) === BigInt(`0x${b.toString('hex') || '0'}`);

async function ask(
  source: TsaSource,
  request: Buffer,
  timeoutMs: number,
  fetcher: typeof fetch,
): Promise<Buffer> {
  if (source.kind === 'local') return source.reply(request);
  const headers: Record<string, string> = { 'content-type': 'application/timestamp-query' };
  if (source.user)
    headers.authorization = `Basic ${Buffer.from(`${source.user}:${source.password ?? ''}`).toString('base64')}`;
  const res = await fetcher(source.url, {
    method: 'POST',
    headers,
    body: new Uint8Array(request),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${source.url} answered ${res.status}`);
  return cappedBody(res, MAX_ANSWER_BYTES);
}

/** The token, when the answer grants one for exactly this request. */
function accepted(answer: Buffer, imprint: Buffer, nonce: Buffer) {
  const parts = splitResponse(answer);
  if (!parts?.token || !GRANTED.has(parts.status)) return null;
  const contents = readTimestampToken(parts.token);
  if (
    !contents?.signer ||
    contents.imprintAlgorithm !== OIDS.sha256 ||
    !contents.imprint.equals(imprint) ||
    !contents.nonce ||
    !sameInteger(contents.nonce, nonce)
  )
    return null;
  return { der: parts.token, contents, signer: contents.signer };
}

export function timestamper(
  sources: TsaSource[],
  o: { timeoutMs: number; fetch?: typeof fetch },
): Timestamper {
  const fetcher = o.fetch ?? fetch;
  return async (imprint) => {
    for (const source of sources) {
      const started = performance.now();
      const nonce = randomBytes(8);
      try {
        const answer = await ask(source, timestampRequest(imprint, nonce), o.timeoutMs, fetcher);
        const token = accepted(answer, imprint, nonce);
        if (!token) continue;
        const result: TimestampToken = {
          der: token.der,
          genTime: token.contents.genTime,
          tsaName: commonName(token.signer.subject),
          certificates: token.contents.certificates,
          tsaNotAfter: new Date(token.signer.validTo),
          source: source.kind === 'url' ? source.url : 'local',
          ms: Math.round(performance.now() - started),
        };
        return result;
      } catch {
        // Down, slow, refused or not a TSA: the next source may do better.
      }
    }
    return null;
  };
}

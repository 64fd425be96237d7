// A connection test of a messaging gateway (Evolution API v2): GET {base_url}/instance/fetchInstances
// with the global key, over real HTTP, timed. It reports what happened; callers word it.

import { failureReason, isTimeout } from './fetchFailure.js';

export const PROBE_TIMEOUT_MS = 5000;

export type ProbeOutcome =
  /** 200 with the instance array. */
  | 'ok'
  /** 401 or 403: the key was refused. */
  | 'unauthorized'
  /** Any other HTTP status (redirects included: the key is never sent elsewhere). */
  | 'http_error'
  /** 200, but not the array the contract promises. */
  | 'invalid_response'
  | 'timeout'
  | 'unreachable';

export interface ProbeResult {
  outcome: ProbeOutcome;
  /** The HTTP status, or null when no response came. */
  status: number | null;
  latencyMs: number;
  /** How many instances the gateway holds (outcome 'ok' only). */
  instances: number | null;
  /** Why the connection failed (outcome 'unreachable'), without the key. */
  reason: string | null;
}

export async function probeGateway(
  baseUrl: string,
  apiKey: string,
  opts: { timeoutMs?: number } = {},
): Promise<ProbeResult> {
  const timeoutMs = opts.timeoutMs ?? PROBE_TIMEOUT_MS;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const result = (outcome: ProbeOutcome, status: number | null, extra: Partial<ProbeResult> = {}) => ({
    outcome,
    status,
    latencyMs: elapsed(),
    instances: null,
    reason: null,
    ...extra,
  });

  let res: Response;
  let body: string;
  try {
    // One signal for the whole exchange, so a gateway that sends headers and then stalls times out too.
    const signal = AbortSignal.timeout(timeoutMs);
    res = await fetch(`${baseUrl.replace(/\/+$/, '')}/instance/fetchInstances`, {
      method: 'GET',
      headers: { apikey: apiKey, accept: 'application/json' },
      redirect: 'manual',
      signal,
    });
    body = await res.text();
  } catch (err) {
    if (isTimeout(err)) return result('timeout', null);
    // The key travels only in a header, but scrub it in case a layer ever echoes one.
    return result('unreachable', null, {
      reason: (failureReason(err) || 'erro desconhecido').split(apiKey).join('***'),
    });
  }

  if (res.status === 401 || res.status === 403) return result('unauthorized', res.status);
  if (res.status !== 200) return result('http_error', res.status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return result('invalid_response', res.status);
  }
  if (!Array.isArray(parsed)) return result('invalid_response', res.status);
  return result('ok', res.status, { instances: parsed.length });
}

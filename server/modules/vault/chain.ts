// The hash chain of a file's events, as pure functions: the canonical JSON form, the hash of one
// event and the verification of a whole chain against the head kept on the file row. Nothing here
// touches the database, so the signing certificate and a public verification page can reuse it.
import { createHash } from 'node:crypto';
import type { ChainReport, FileEventActor } from '../../../common/schemas/fileEvents.js';

/**
 * The canonical JSON text of a value: object keys sorted (by UTF-16 code units, as
 * `Array.prototype.sort` orders strings) at every depth, no whitespace, arrays kept in order,
 * object members whose value is `undefined` dropped (inside arrays `undefined` becomes `null`, as
 * in `JSON.stringify`), strings escaped as `JSON.stringify` does (non-ASCII characters kept as
 * they are). Only JSON values are accepted: a `Date`, a `bigint`, a non-finite number, a function
 * or any object that is not plain throws (dates must already be ISO strings).
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value))
        return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        throw new TypeError(`canonicalJson: ${proto?.constructor?.name ?? 'object'} is not a plain object`);
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
      return `{${members.join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} is not a JSON value`);
  }
}

/** The fields of an event its hash covers (and nothing else). */
export interface EventHashFields {
  arquivo_id: number;
  empresa_id: number;
  seq: number;
  acao: string;
  user_id: number | null;
  /** Who acted as shown then; null for the system. */
  ator: FileEventActor | null;
  ip: string | null;
  user_agent: string | null;
  dados: Record<string, unknown>;
  /** ISO 8601 with milliseconds, e.g. 2025-01-31T12:00:00.000Z. */
  created_at: string;
  /** The previous event's hash; null for the first event. */
  prev_hash: string | null;
}

/** A stored event as the chain sees it. */
export interface ChainEvent extends EventHashFields {
  hash: string;
}

/** The head the file row keeps: how many events its chain has and the newest one's hash. */
export interface ChainHead {
  count: number;
  head: string | null;
}

/**
 * SHA-256 (lower-case hex) of the canonical JSON of exactly the hashed fields of an event (other
 * members of `fields`, such as its stored hash or id, are left out; `ator` and `dados` are hashed
 * whole, so a member added to them later shows).
 */
export function eventHash(fields: EventHashFields): string {
  const hashed: EventHashFields = {
    arquivo_id: fields.arquivo_id,
    empresa_id: fields.empresa_id,
    seq: fields.seq,
    acao: fields.acao,
    user_id: fields.user_id,
    ator: fields.ator,
    ip: fields.ip,
    user_agent: fields.user_agent,
    dados: fields.dados,
    created_at: fields.created_at,
    prev_hash: fields.prev_hash,
  };
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/**
 * Verifies a file's chain: seq runs 1..n without gaps ('sequence_gap' at the first missing seq),
 * each event's hash is what its fields hash to ('hash_mismatch'), each prev_hash is the previous
 * event's hash ('prev_mismatch'), and the file row's head matches the last event ('head_mismatch';
 * broken_at is count+1 when events are missing at the end, or the last seq when the last event
 * was rewritten). Events may come in any order; they are checked by seq.
 */
export function verifyChain(events: readonly ChainEvent[], head: ChainHead): ChainReport {
  const sorted = [...events].sort((a, b) => a.seq - b.seq);
  const last = sorted[sorted.length - 1];
  const report = (broken_at: number | null, reason: ChainReport['reason']): ChainReport => ({
    valid: reason === null,
    count: sorted.length,
    head: last?.hash ?? null,
    broken_at,
    reason,
  });

  let prev: string | null = null;
  for (const [index, event] of sorted.entries()) {
    const expected = index + 1;
    if (event.seq !== expected) return report(expected, 'sequence_gap');
    if (eventHash(event) !== event.hash) return report(event.seq, 'hash_mismatch');
    if (event.prev_hash !== prev) return report(event.seq, 'prev_mismatch');
    prev = event.hash;
  }

  const count = sorted.length;
  if (head.count > count) return report(count + 1, 'head_mismatch');
  if (head.count < count) return report(head.count + 1, 'head_mismatch');
  if ((head.head ?? null) !== prev) return report(count === 0 ? 1 : count, 'head_mismatch');
  return report(null, null);
}

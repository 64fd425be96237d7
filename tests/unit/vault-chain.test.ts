// The hash chain of file events as pure functions: the canonical JSON form, the hash of an event
// (checked against an independent SHA-256 over a hand-written canonical text) and the verification
// of a chain, good and broken in each way the report names.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ChainEvent,
  canonicalJson,
  type EventHashFields,
  eventHash,
  verifyChain,
} from '../../server/modules/vault/chain.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('canonicalJson', () => {
  it('sorts keys, so the order they were written in does not matter', () => {
    expect(canonicalJson({ b: 1, a: 2, c: 'x' })).toBe('{"a":2,"b":1,"c":"x"}');
    expect(canonicalJson({ c: 'x', a: 2, b: 1 })).toBe(canonicalJson({ b: 1, a: 2, c: 'x' }));
  });

  it('sorts at every depth, keeps array order and writes no whitespace', () => {
    const value = { z: { y: [{ b: 2, a: 1 }, 3, [2, 1]], x: true }, a: null, m: -1.5 };
    expect(canonicalJson(value)).toBe('{"a":null,"m":-1.5,"z":{"x":true,"y":[{"a":1,"b":2},3,[2,1]]}}');
  });

  it('keeps non-ASCII text as it is and escapes like JSON.stringify', () => {
    expect(canonicalJson({ nome: 'Contrato São Paulo ✓ 😀', ação: 'é' })).toBe(
      '{"ação":"é","nome":"Contrato São Paulo ✓ 😀"}',
    );
    expect(canonicalJson('aspas " barra \\ linha\n tab\t')).toBe('"aspas \\" barra \\\\ linha\\n tab\\t"');
    // Keys sort by UTF-16 code units: 'Z' (0x5A) < 'a' (0x61) < 'é' (0xE9).
    expect(canonicalJson({ é: 1, a: 2, Z: 3 })).toBe('{"Z":3,"a":2,"é":1}');
  });

  it('drops undefined members and writes undefined array items as null', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson([1, undefined, 2])).toBe('[1,null,2]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([])).toBe('[]');
  });

  it('refuses what is not plain JSON (dates must already be ISO strings)', () => {
    expect(() => canonicalJson({ at: new Date() })).toThrow(TypeError);
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
    expect(() => canonicalJson(new Map())).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

const baseFields: EventHashFields = {
  arquivo_id: 7,
  empresa_id: 3,
  seq: 1,
  acao: 'uploaded',
  user_id: 12,
  ator: { nome: 'Ana Souza', email: 'ana@example.com' },
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  dados: { nome: 'Relatório.pdf', tamanho: 1024, pasta_id: null },
  created_at: '2025-01-31T12:00:00.000Z',
  prev_hash: null,
};

describe('eventHash', () => {
  it('is SHA-256 over the canonical form of exactly the hashed fields', () => {
    const canonical =
      '{"acao":"uploaded","arquivo_id":7,"ator":{"email":"ana@example.com","nome":"Ana Souza"},' +
      '"created_at":"2025-01-31T12:00:00.000Z","dados":{"nome":"Relatório.pdf","pasta_id":null,"tamanho":1024},' +
      '"empresa_id":3,"ip":"203.0.113.9","prev_hash":null,"seq":1,"user_agent":"Mozilla/5.0","user_id":12}';
    expect(eventHash(baseFields)).toBe(sha256(canonical));
    expect(eventHash(baseFields)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('covers a system event with nulls the same way', () => {
    const fields: EventHashFields = {
      ...baseFields,
      seq: 2,
      acao: 'purged',
      user_id: null,
      ator: null,
      ip: null,
      user_agent: null,
      dados: {},
      prev_hash: 'a'.repeat(64),
    };
    const canonical =
      '{"acao":"purged","arquivo_id":7,"ator":null,"created_at":"2025-01-31T12:00:00.000Z","dados":{},' +
      `"empresa_id":3,"ip":null,"prev_hash":"${'a'.repeat(64)}","seq":2,"user_agent":null,"user_id":null}`;
    expect(eventHash(fields)).toBe(sha256(canonical));
  });

  it('ignores other members (id, stored hash) and the order fields come in', () => {
    const reordered = Object.fromEntries(Object.entries(baseFields).reverse()) as unknown as EventHashFields;
    const withExtras = { ...baseFields, id: 99, hash: 'f'.repeat(64) } as EventHashFields;
    expect(eventHash(reordered)).toBe(eventHash(baseFields));
    expect(eventHash(withExtras)).toBe(eventHash(baseFields));
  });

  it('changes with any hashed field', () => {
    const h = eventHash(baseFields);
    expect(eventHash({ ...baseFields, seq: 2 })).not.toBe(h);
    expect(eventHash({ ...baseFields, ip: '203.0.113.10' })).not.toBe(h);
    expect(eventHash({ ...baseFields, dados: { ...baseFields.dados, tamanho: 1025 } })).not.toBe(h);
    expect(eventHash({ ...baseFields, created_at: '2025-01-31T12:00:00.001Z' })).not.toBe(h);
    expect(eventHash({ ...baseFields, ator: { nome: 'Ana Souza', email: 'ana@example.org' } })).not.toBe(h);
  });
});

/** A well-formed chain of n events of file 7, linked and hashed. */
function makeChain(n: number): ChainEvent[] {
  const events: ChainEvent[] = [];
  let prev: string | null = null;
  for (let seq = 1; seq <= n; seq++) {
    const fields: EventHashFields = {
      ...baseFields,
      seq,
      acao: seq === 1 ? 'uploaded' : 'viewed',
      dados: seq === 1 ? baseFields.dados : { n: seq },
      created_at: new Date(Date.UTC(2025, 0, 31, 12, 0, seq)).toISOString(),
      prev_hash: prev,
    };
    const hash = eventHash(fields);
    events.push({ ...fields, hash });
    prev = hash;
  }
  return events;
}

const headOf = (events: ChainEvent[]) => ({ count: events.length, head: events.at(-1)?.hash ?? null });

/** Rewrites an event's fields and recomputes its hash (a forger with database access). */
const rewrite = (event: ChainEvent, change: Partial<EventHashFields>): ChainEvent => {
  const fields = { ...event, ...change };
  return { ...fields, hash: eventHash(fields) };
};

describe('verifyChain', () => {
  it('accepts a good chain and reports its count and head', () => {
    const events = makeChain(5);
    expect(verifyChain(events, headOf(events))).toEqual({
      valid: true,
      count: 5,
      head: events[4]?.hash,
      broken_at: null,
      reason: null,
    });
  });

  it('accepts an empty chain with an empty head', () => {
    expect(verifyChain([], { count: 0, head: null })).toEqual({
      valid: true,
      count: 0,
      head: null,
      broken_at: null,
      reason: null,
    });
  });

  it('checks events by seq whatever order they come in', () => {
    const events = makeChain(4);
    const shuffled = [events[2], events[0], events[3], events[1]] as ChainEvent[];
    expect(verifyChain(shuffled, headOf(events)).valid).toBe(true);
  });

  it('finds an edited event: hash_mismatch at its seq', () => {
    const events = makeChain(5);
    const edited = events.map((e) => (e.seq === 3 ? { ...e, dados: { n: 999 } } : e));
    expect(verifyChain(edited, headOf(events))).toMatchObject({
      valid: false,
      broken_at: 3,
      reason: 'hash_mismatch',
    });
    const ipEdited = events.map((e) => (e.seq === 1 ? { ...e, ip: '198.51.100.1' } : e));
    expect(verifyChain(ipEdited, headOf(events))).toMatchObject({ broken_at: 1, reason: 'hash_mismatch' });
  });

  it('finds a missing middle event: sequence_gap at the first missing seq', () => {
    const events = makeChain(5);
    const gapped = events.filter((e) => e.seq !== 3);
    expect(verifyChain(gapped, headOf(events))).toMatchObject({
      valid: false,
      count: 4,
      broken_at: 3,
      reason: 'sequence_gap',
    });
    expect(verifyChain(events.slice(1), headOf(events))).toMatchObject({
      broken_at: 1,
      reason: 'sequence_gap',
    });
  });

  it('finds a removed tail: head_mismatch at count+1', () => {
    const events = makeChain(5);
    expect(verifyChain(events.slice(0, 4), headOf(events))).toEqual({
      valid: false,
      count: 4,
      head: events[3]?.hash,
      broken_at: 5,
      reason: 'head_mismatch',
    });
    expect(verifyChain([], headOf(events))).toMatchObject({
      count: 0,
      broken_at: 1,
      reason: 'head_mismatch',
    });
  });

  it('finds events added past the head: head_mismatch at the first one the head does not count', () => {
    const events = makeChain(5);
    expect(verifyChain(events, headOf(events.slice(0, 3)))).toMatchObject({
      valid: false,
      broken_at: 4,
      reason: 'head_mismatch',
    });
  });

  it('finds a rewritten event with a recomputed hash: prev_mismatch on the next one', () => {
    const events = makeChain(5);
    const forged = events.map((e) => (e.seq === 2 ? rewrite(e, { dados: { n: 999 } }) : e));
    expect(verifyChain(forged, headOf(events))).toMatchObject({
      valid: false,
      broken_at: 3,
      reason: 'prev_mismatch',
    });
  });

  it('finds a rewritten last event with a recomputed hash: head_mismatch at its seq', () => {
    const events = makeChain(5);
    const forged = events.map((e) => (e.seq === 5 ? rewrite(e, { ip: '198.51.100.1' }) : e));
    expect(verifyChain(forged, headOf(events))).toMatchObject({
      valid: false,
      count: 5,
      broken_at: 5,
      reason: 'head_mismatch',
    });
  });

  it('finds a broken first link: prev_hash must be null on seq 1', () => {
    const events = makeChain(3);
    const forged = events.map((e) => (e.seq === 1 ? rewrite(e, { prev_hash: 'b'.repeat(64) }) : e));
    expect(verifyChain(forged, headOf(forged))).toMatchObject({ broken_at: 1, reason: 'prev_mismatch' });
  });
});

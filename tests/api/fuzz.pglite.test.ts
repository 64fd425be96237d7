// The hardening fuzz: walks the OpenAPI description (/api/docs) and throws malformed ids, bodies,
// querystrings and multipart at every operation — first without credentials, then as a company user
// with every permission and as a platform administrator. No answer may be a 5xx, every 4xx must be
// JSON with a non-empty string `message`, every call must answer within 10 s, nothing outside the
// public allowlist may answer without its credential, and /api/health must still be ok afterwards.
// Every failing case is collected and the test fails once, at the end, with the whole list.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../../server/db/schema.js';
import { webhookSecret } from '../../server/modules/devices/gateway.js';
import { freshIp, loginAs, startTestApp, type TestApp } from '../helpers/app.js';
import { makeUser, uniqueEmail } from '../helpers/fixtures.js';

// ---------------------------------------------------------------------------------------------
// The OpenAPI description
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  consumes?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface Operation {
  method: string;
  /** The path as documented, with {params}. */
  path: string;
  /** "METHOD /path", the key of the allowlists below. */
  key: string;
  pathParams: string[];
  /** A plausible value for each path parameter (from its schema). */
  plausiblePath: Record<string, string>;
  queryParams: string[];
  /** The JSON body's schema, when the operation documents one. */
  bodySchema: JsonSchema | undefined;
  multipart: boolean;
  /** The built-in gateway simulator (Evolution API's own error envelope, `apikey` header). */
  simulator: boolean;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Multipart routes. The OpenAPI description does not show their bodies today (`consumes` is lost in
 * the transform), so besides a documented multipart/form-data body or `consumes`, and a summary
 * saying "multipart", these are known to be multipart (and each must exist in the description).
 */
const KNOWN_MULTIPART = [
  'POST /api/file/upload',
  'POST /api/verificar',
  'POST /api/usuario/photo',
  'PUT /api/empresa/{id}/logo',
  'PUT /api/assinar/{token}/marca/{tipo}',
  'PUT /api/arquivo/{id}/marca/{tipo}',
  'PUT /api/usuario/marca/{tipo}',
  'POST /api/message/send',
  'POST /api/message/importar',
];
/** The name of each multipart route's file part. */
const FILE_PART: Record<string, string> = {
  'POST /api/usuario/photo': 'foto',
  'PUT /api/empresa/{id}/logo': 'logo',
  'PUT /api/assinar/{token}/marca/{tipo}': 'imagem',
  'PUT /api/arquivo/{id}/marca/{tipo}': 'imagem',
  'PUT /api/usuario/marca/{tipo}': 'imagem',
  'POST /api/message/send': 'attachment',
  'POST /api/modelo/cadastrar': 'arquivo',
};

/** A path parameter's plausible value: what its schema allows, or 1. */
function plausibleParam(p: OpenApiParameter): string {
  // The generic record actions: the terms of use (nothing else depends on them).
  if (p.name === 'route') return 'termo';
  // /api/username/{email} with an address that has an account.
  if (p.name === 'email') return 'gestor@demo.local';
  const value = p.schema && typesOf(p.schema).has('string') ? sample(p.schema, p.name) : 1;
  return encodeURIComponent(String(value));
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [m, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(m)) continue;
      const method = m.toUpperCase();
      const key = `${method} ${path}`;
      const content = op.requestBody?.content ?? {};
      const multipart =
        'multipart/form-data' in content ||
        (op.consumes ?? []).includes('multipart/form-data') ||
        /multipart/i.test(op.summary ?? '') ||
        KNOWN_MULTIPART.includes(key);
      ops.push({
        method,
        path,
        key,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1] as string),
        plausiblePath: Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, plausibleParam(p)]),
        ),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: content['application/json']?.schema,
        multipart,
        simulator: path.startsWith('/gateway-sim/') || path.startsWith('/psp-sim/'),
      });
    }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// What may answer without a credential
// ---------------------------------------------------------------------------------------------

/**
 * Operations that answer without a bearer token. `own`: the operation has a credential of its own
 * (a token in the path or the body); called with a made-up one (or none) it must refuse with a 4xx.
 */
const PUBLIC: Record<string, { why: string; own?: true }> = {
  'GET /api/health': { why: 'liveness probe' },
  'GET /api/init/client': { why: 'brand and settings the SPA reads before anyone signs in' },
  'GET /api/eula': { why: 'the terms of use shown on the sign-up page' },
  'POST /api/login': { why: 'signing in', own: true },
  'POST /api/refresh-token': { why: 'the refresh token in the body is the credential', own: true },
  'POST /api/register-trial': { why: 'trial sign-up (spec §2 /sign-up)' },
  'POST /api/cadastro-publico': { why: 'public sign-up (spec §1)' },
  'GET /api/confirmar-email/{tokenId}': { why: 'e-mail confirmation link (spec §2)', own: true },
  'POST /api/usuario/confirmar': { why: 'finishes the public sign-up with the mailed token', own: true },
  'POST /api/password/email': { why: 'password recovery request (spec §2)' },
  'POST /api/password/reset': { why: 'password reset with the mailed token (spec §2)', own: true },
  'GET /api/cadastro-usuario/{token}': { why: 'invitation link (spec §2 /cadastrar-usuario)', own: true },
  'POST /api/usuario/cadastrar': { why: 'accepting an invitation, token in the body', own: true },
  'GET /api/usuario/photo/{token}': { why: 'signed profile-photo link', own: true },
  'GET /api/empresa/logo/{token}': { why: 'signed company-logo link (signing page, e-mails)', own: true },
  'GET /api/blob/{token}': { why: 'signed download link', own: true },
  'GET /api/modelo/pdf/{token}': { why: "signed link to a template version's PDF", own: true },
  'GET /api/publico/modelo/{token}': { why: "a template's public link: what the visitor signs", own: true },
  'POST /api/publico/modelo/{token}/codigo': {
    why: "a template's public link: the visitor's e-mail confirmation code",
    own: true,
  },
  'POST /api/publico/modelo/{token}': {
    why: "a template's public link: the visitor starts the document",
    own: true,
  },
  'GET /api/midia/{token}': { why: 'signed media link the gateway fetches', own: true },
  'GET /api/assinar/{token}': { why: "a signatory's personal link", own: true },
  'POST /api/assinar/{token}': { why: "a signatory's personal link: signs", own: true },
  'GET /api/assinar/{token}/documento': { why: "a signatory's personal link: the PDF", own: true },
  'POST /api/assinar/{token}/codigo': { why: "a signatory's personal link: one-time code", own: true },
  'PUT /api/assinar/{token}/marca/{tipo}': {
    why: "a signatory's personal link: adopts their signature or rubrica",
    own: true,
  },
  'GET /api/marca/{token}': { why: 'signed, expiring link to an adopted or saved mark', own: true },
  'PUT /api/arquivo/{id}/negar-publico': {
    why: 'refusal through the personal link (token in the body)',
    own: true,
  },
  'GET /api/cadastro-signatario/{token}': { why: 'signatory sign-up link', own: true },
  'POST /api/signatario/cadastrar': { why: 'signatory sign-up, token in the body', own: true },
  'POST /api/verificar': { why: 'the public verification page: upload a PDF' },
  'GET /api/verificar/{codigo}': { why: 'the public verification page: by code' },
  // The local PKI: what a relying party fetches to check a timestamp or a certificate (RFC 3161, 6960, 5280).
  'POST /pki/tsa': { why: 'the local timestamping authority (RFC 3161 over HTTP)' },
  'POST /pki/ocsp': { why: "the local CAs' OCSP responder" },
  'GET /pki/ocsp/{*}': { why: "the local CAs' OCSP responder, GET form" },
  'GET /pki/crl/{name}': { why: "a local CA's CRL" },
  'GET /pki/ca/{name}': { why: "a local CA's certificate" },
};
// Not public although they take no bearer token: POST /api/gateway/webhook/{serverId} (its own
// x-hook-secret header), POST /api/webhooks/asaas (its asaas-access-token header), everything under
// /gateway-sim (its `apikey` header) and under /psp-sim (its `access_token` header; its boleto,
// invoice and receipt pages answer 404 for an unknown charge, as Asaas's public pages do).

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

const HOSTILE_PATH: [string, string][] = [
  ['above int4', '99999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['letters', 'abc'],
  ['NUL', 'a%00b'],
  ['300 chars', 'a'.repeat(300)],
  ['uuid', '123e4567-e89b-12d3-a456-426614174000'],
  ['emoji', '%F0%9F%98%80'],
];

// Longer than any column (the longest varchar is 500) and than a btree index row (about 2,700 bytes).
const LONG = 'x'.repeat(10_000);
/** Every schema field of the body set to one of these at once. */
const HOSTILE_FIELD: [string, unknown][] = [
  ['NUL string', 'Ana\u0000'],
  ['lone surrogate', 'a\ud800.pdf'],
  ['10k string', LONG],
  ['nested object', { a: { b: [1, { c: 'd' }] } }],
  ['array', ['a', 1, null]],
  ['1e308', 1e308],
  ['99999999999', 99999999999],
  ['negative', -1],
  ['true', true],
];
/**
 * One field at a time set to one of these, the others plausible (to get past the other checks and
 * reach the handler and the database): numbers beyond every column, text beyond every column.
 */
function oneFieldValues(s: JsonSchema): [string, unknown][] {
  const t = typesOf(s);
  const any = t.size === 0;
  const values: [string, unknown][] = [];
  if (any || t.has('integer') || t.has('number'))
    values.push(['99999999999', 99999999999], ['-1', -1], ['1e308', 1e308]);
  if (any || (t.has('string') && !s.enum)) values.push(['10k string', LONG]);
  if (t.has('array')) {
    const items = typesOf(s.items);
    if (items.has('integer') || items.has('number')) values.push(['[99999999999]', [99999999999]]);
    if (items.has('string')) values.push(['[10k string]', [LONG]]);
  }
  return values;
}

const HOSTILE_QUERY: [string, string][] = [
  ['page=-1', 'page=-1'],
  ['perPage=100000', 'perPage=100000'],
  ['sort=;drop', 'sort=%3Bdrop'],
  ['order=sideways', 'order=sideways'],
  ['q with NUL', 'q=a%00b'],
  ['repeated page', 'page=1&page=2'],
];
/** Each documented query parameter set to these. */
const HOSTILE_QUERY_VALUE: [string, string][] = [
  ['above int4', '99999999999'],
  ['letters', 'abc'],
];

/** A plausible value for a string field, from its name and format. */
function sampleString(s: JsonSchema, name: string): string {
  const n = name.toLowerCase();
  let v: string;
  if (s.format === 'email' || n.includes('email')) v = uniqueEmail('fuzz');
  else if (s.format === 'date-time') v = new Date().toISOString();
  else if (s.format === 'date' || /^(de|ate|from|to)$/.test(n)) v = '2024-01-01';
  else if (/password|senha/.test(n)) v = 'Segredo123!';
  else if (n === 'cpf' || n.includes('document')) v = generateCpf();
  else if (n.includes('cnpj')) v = generateCnpj();
  else if (n === 'cep') v = '01310100';
  else if (/phone|telefone|numero/.test(n)) v = '11987654321';
  else if (n.includes('url')) v = 'http://127.0.0.1:9/gateway';
  else v = 'Fuzz plausible text';
  if (s.minLength && v.length < s.minLength) v = v.padEnd(s.minLength, 'z');
  if (s.maxLength && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  return v;
}

/** A value that could pass the schema (a best effort: enough to get past most checks). */
function sample(s: JsonSchema | undefined, name = ''): unknown {
  if (!s) return 'Fuzz';
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.[0]) return sample(alternatives[0], name);
  if (s.allOf?.length) return sample(Object.assign({}, ...s.allOf) as JsonSchema, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, name));
    case 'integer':
    case 'number':
      // Avenida Paulista, São Paulo/SP: a real state and municipality.
      if (name === 'estado_id') return 35;
      if (name === 'municipio_id') return 3550308;
      return typeof s.minimum === 'number' ? Math.max(1, s.minimum + (s.exclusiveMinimum ? 1 : 0)) : 1;
    case 'boolean':
      return false;
    case 'string':
      return sampleString(s, name);
    default:
      return 'Fuzz';
  }
}

/** The body's fields (every alternative's, for a union). */
function propertiesOf(s: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!s) return {};
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  return Object.assign({}, ...alternatives.map(propertiesOf), s.properties ?? {});
}

/** The JSON types a schema allows (none: anything). */
function typesOf(s: JsonSchema | undefined): Set<string> {
  const out = new Set<string>();
  if (!s) return out;
  for (const t of [s.type ?? []].flat()) if (t !== 'null') out.add(t);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) for (const t of typesOf(alt)) out.add(t);
  return out;
}

// Multipart bodies, byte by byte.
const CRLF = '\r\n';
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'.repeat(40), 'latin1');

function filePart(boundary: string, field: string, filename: Buffer, bytes: Buffer, closed = true): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"; filename="`),
    filename,
    Buffer.from(`"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`),
    bytes,
    Buffer.from(closed ? `${CRLF}--${boundary}--${CRLF}` : ''),
  ]);
}

function textPart(boundary: string, field: string, value: string): Buffer {
  return Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name="${field}"${CRLF}${CRLF}${value}${CRLF}`,
  );
}

interface Input {
  kind: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function multipartInputs(op: Operation): Input[] {
  const b = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const field = FILE_PART[op.key] ?? 'file';
  const name = Buffer.from('documento.pdf');
  const mp = (boundary = b) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
  const good = filePart(b, field, name, PDF_HEAD);
  return [
    { kind: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: good },
    { kind: 'multipart with a boundary not in the body', headers: mp('someOtherBoundary'), body: good },
    {
      kind: 'multipart truncated inside the file part',
      headers: mp(),
      body: filePart(b, field, name, PDF_HEAD.subarray(0, 300), false),
    },
    { kind: 'multipart, empty body', headers: mp(), body: Buffer.alloc(0) },
    { kind: 'multipart, only the closing boundary', headers: mp(), body: Buffer.from(`--${b}--${CRLF}`) },
    {
      kind: 'multipart filename with NUL',
      headers: mp(),
      body: filePart(b, field, Buffer.from('a\u0000b.pdf', 'latin1'), PDF_HEAD),
    },
    {
      kind: 'multipart filename with a lone surrogate (CESU bytes)',
      headers: mp(),
      body: filePart(b, field, Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]), PDF_HEAD),
    },
    {
      kind: 'multipart filename* with a lone surrogate (RFC 5987)',
      headers: mp(),
      body: Buffer.concat([
        Buffer.from(
          `--${b}${CRLF}Content-Disposition: form-data; name="${field}"; filename*=UTF-8''a%ED%A0%80.pdf${CRLF}` +
            `Content-Type: application/pdf${CRLF}${CRLF}`,
        ),
        PDF_HEAD,
        Buffer.from(`${CRLF}--${b}--${CRLF}`),
      ]),
    },
    {
      kind: 'multipart text fields with NUL before the file',
      headers: mp(),
      body: Buffer.concat([
        ...['pasta_id', 'device', 'message', 'number', 'recipients'].map((f) => textPart(b, f, 'a\u0000b')),
        filePart(b, field, name, PDF_HEAD),
      ]),
    },
    {
      kind: 'multipart, two file parts',
      headers: mp(),
      body: Buffer.concat([filePart(b, field, name, PDF_HEAD).subarray(0, -`--${b}--${CRLF}`.length), good]),
    },
  ];
}

const json = (kind: string, value: unknown): Input => ({
  kind,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

const rawInput = (kind: string, contentType: string, body: string): Input => ({
  kind,
  headers: { 'content-type': contentType },
  body,
});

/** Every body for a non-GET operation. `plausible`: whether a schema-shaped body may be sent. */
function bodyInputs(op: Operation, plausible: boolean): Input[] {
  const props = propertiesOf(op.bodySchema);
  const fields = Object.keys(props);
  // What any body-taking route must survive; a route that documents no body gets the short list.
  const inputs: Input[] = [
    { kind: 'no body' },
    json('null', null),
    json('"x"', 'x'),
    rawInput('invalid JSON', 'application/json', '{"a":'),
    rawInput('text/plain body', 'text/plain', 'hello'),
  ];
  if (fields.length || op.multipart)
    inputs.push(
      rawInput('empty JSON body', 'application/json', ''),
      json('[]', []),
      json('123', 123),
      json('{}', {}),
      rawInput('application/xml body', 'application/xml', '<a>1</a>'),
      rawInput('form-urlencoded body', 'application/x-www-form-urlencoded', 'a=1'),
    );
  for (const [kind, value] of fields.length ? HOSTILE_FIELD : [])
    inputs.push(json(`every field = ${kind}`, Object.fromEntries(fields.map((f) => [f, value]))));
  if (fields.length && plausible) {
    const base = sample(op.bodySchema) as Record<string, unknown>;
    for (const [f, schema] of Object.entries(props))
      for (const [kind, value] of oneFieldValues(schema))
        inputs.push(json(`${f} = ${kind}`, { ...base, [f]: value }));
  }
  if (op.multipart) inputs.push(...multipartInputs(op));
  // Multipart where JSON is expected.
  else inputs.push(...multipartInputs(op).filter((i) => i.kind.includes('truncated')));
  return inputs;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

interface Case {
  op: Operation;
  input: string;
  /** Path and querystring. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

type Answer = { status: number; text: string; body: unknown } | { error: string };

interface Failure {
  pass: string;
  operation: string;
  input: string;
  url: string;
  status: number | string;
  body: string;
}

/** The operation's path with the given parameters, the others plausible. */
const fill = (op: Operation, values: Record<string, string> = {}) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? op.plausiblePath[name] ?? '1');

const excerpt = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);

async function send(app: TestApp, c: Case, ip: string, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...c.headers };
  if (token && !c.op.simulator) headers.authorization = `Bearer ${token}`;
  try {
    const res = await fetch(app.url + c.url, {
      method: c.op.method,
      headers,
      body: typeof c.body === 'string' || c.body === undefined ? c.body : new Uint8Array(c.body),
      signal: AbortSignal.timeout(10_000),
    });
    // The live event stream never ends: its answer is the head.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, text: '(event stream)', body: undefined };
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, body };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    return {
      error:
        e.name === 'TimeoutError'
          ? 'no answer within 10 s'
          : `no answer: ${e.cause?.code ?? e.cause?.message ?? e.message}`,
    };
  }
}

/**
 * `{message}` with a non-empty string; the simulators answer their provider's envelope instead:
 * Evolution's `{response: {message: [...]}}`, Asaas's `{errors: [{code, description}]}`.
 */
function hasMessage(op: Operation, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as {
    message?: unknown;
    response?: { message?: unknown };
    errors?: { description?: unknown }[];
  };
  if (typeof b.message === 'string' && b.message.trim() !== '') return true;
  if (!op.simulator) return false;
  if (Array.isArray(b.response?.message) && b.response.message.length > 0) return true;
  return Array.isArray(b.errors) && typeof b.errors[0]?.description === 'string';
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const CONCURRENCY = 6;

// ---------------------------------------------------------------------------------------------
// The app, its description and the people
// ---------------------------------------------------------------------------------------------

let app: TestApp;
let ops: Operation[];
let demoId: number;
let simKey: string;

beforeAll(async () => {
  app = await startTestApp();
  const [demo] = await app.ctx.db.select().from(empresas).where(eq(empresas.documento, '11222333000181'));
  if (!demo) throw new Error('demo company missing');
  demoId = demo.id;
  simKey = app.ctx.config.gateway.simulatorKey;
  const docs = await app.call<OpenApiDoc>('GET', '/api/docs');
  if (docs.status !== 200) throw new Error(`/api/docs → ${docs.status} ${docs.text.slice(0, 200)}`);
  ops = operationsOf(docs.body);
}, 60_000);
afterAll(() => app?.close());

describe('the OpenAPI description', () => {
  it('lists every operation (so the fuzz cannot silently test nothing)', () => {
    expect(ops.length).toBeGreaterThanOrEqual(150);
    const keys = new Set(ops.map((o) => o.key));
    // The allowlists name real operations (a renamed route must not leave a stale entry behind).
    expect([...Object.keys(PUBLIC), ...KNOWN_MULTIPART].filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe('without credentials', () => {
  it('refuses every operation but the public ones with 401 {message}; none answers 5xx', async () => {
    const failures: Failure[] = [];
    const answeredOpenly: string[] = [];
    const ip = freshIp();
    const cases: Case[] = ops.map((op) => ({ op, input: 'no credentials', url: fill(op), headers: {} }));
    await pool(cases, CONCURRENCY, async (c) => {
      const a = await send(app, c, ip);
      const fail = (status: number | string, body: string) => {
        failures.push({ pass: 'anonymous', operation: c.op.key, input: c.input, url: c.url, status, body });
      };
      if ('error' in a) return fail(a.error, '');
      const pub = PUBLIC[c.op.key];
      if (a.status >= 500) return fail(a.status, excerpt(a.text));
      if (a.status >= 400 && !hasMessage(c.op, a.body))
        return fail(a.status, `error without {message}: ${excerpt(a.text)}`);
      if (pub && !pub.own) {
        if (a.status < 400) answeredOpenly.push(`${c.op.key} → ${a.status} ${excerpt(a.text).slice(0, 80)}`);
        return;
      }
      if (pub?.own) {
        if (a.status < 400) fail(a.status, `answers with a made-up credential: ${excerpt(a.text)}`);
        return;
      }
      // The simulator's instance calls say 404 for an unknown instance before asking for the key
      // (Evolution API does the same); that reveals nothing, so it is accepted there.
      const refused = a.status === 401 || a.status === 403 || (c.op.simulator && a.status === 404);
      if (!refused) fail(a.status, `answers without credentials: ${excerpt(a.text)}`);
    });
    console.info(
      `anonymous: ${cases.length} calls; public operations answering 2xx: ${answeredOpenly.join(', ')}`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

/**
 * Operations that act on the caller's own session or account: fuzzed last, one at a time, and never
 * with a plausible body (which could change the caller's e-mail or password). Logout is called
 * once, at the very end.
 */
const SELF = new Set([
  'PUT /api/user',
  'PUT /api/usuario/password',
  'PUT /api/usuario/password/',
  'PUT /api/auth/change-two-factory',
  'PUT /api/usuario/company',
  // Asking for one's own account to be deleted: the other pass (an administrator) would complete it.
  'POST /api/usuario/exclusao',
  'DELETE /api/usuario/exclusao',
  'GET /api/logout',
]);
const LOGOUT = 'GET /api/logout';

/** Operations that take no bearer token (their credential, if any, is their own): fuzzed in one pass only. */
const bearerless = (op: Operation) =>
  op.key in PUBLIC ||
  op.simulator ||
  op.key === 'POST /api/gateway/webhook/{serverId}' ||
  op.key === 'POST /api/webhooks/asaas';

interface Person {
  label: string;
  email: string;
  password: string;
  token: string;
  ip: string;
  failures: Failure[];
  calls: number;
  /** The plausible call's status, per operation. */
  probed: Map<string, number | string>;
  /** Deliberate gateway 5xx answers seen (accepted, listed). */
  gatewayAnswers: Set<string>;
}

/** Credentials of their own: given, so that their bodies get fuzzed past the check. */
const ownHeaders = (op: Operation): Record<string, string> =>
  op.path.startsWith('/psp-sim/')
    ? { access_token: app.ctx.config.payments.simulatorKey }
    : op.simulator
      ? { apikey: simKey }
      : op.key === 'POST /api/gateway/webhook/{serverId}'
        ? { 'x-hook-secret': webhookSecret(app.ctx.config.appKey, 1) }
        : op.key === 'POST /api/webhooks/asaas'
          ? { 'asaas-access-token': app.ctx.config.payments.provider?.webhookToken ?? '' }
          : {};

const plausibleCase = (op: Operation): Case => {
  const body: Omit<Input, 'kind'> =
    op.method !== 'GET' && op.bodySchema && !SELF.has(op.key) ? json('', sample(op.bodySchema)) : {};
  return {
    op,
    input: 'plausible call',
    url: fill(op),
    headers: { ...ownHeaders(op), ...body.headers },
    body: body.body,
  };
};

/** The hostile calls to one operation (the plausible one aside); `pathsOnly`: just the hostile path parameters. */
function hostileCases(op: Operation, pathsOnly: boolean): Case[] {
  if (op.key === LOGOUT) return [];
  const cases: Case[] = [];
  const plausible = plausibleCase(op);
  const add = (input: string, url: string, i: Omit<Input, 'kind'> = {}) =>
    cases.push({ op, input, url, headers: { ...ownHeaders(op), ...i.headers }, body: i.body });
  // A hostile path parameter with an otherwise plausible call.
  for (const param of op.pathParams)
    for (const [kind, value] of HOSTILE_PATH)
      add(`path {${param}} = ${kind}`, fill(op, { [param]: value }), plausible);
  if (pathsOnly) return cases;
  const sep = plausible.url.includes('?') ? '&' : '?';
  if (op.queryParams.length) {
    for (const [kind, qs] of HOSTILE_QUERY) add(`query ${kind}`, `${plausible.url}${sep}${qs}`);
    for (const name of op.queryParams)
      for (const [kind, value] of HOSTILE_QUERY_VALUE)
        add(`query ${name} = ${kind}`, `${plausible.url}${sep}${name}=${value}`);
  } else if (op.method === 'GET')
    // Undocumented querystrings must be ignored.
    add('undocumented query', `${plausible.url}${sep}page=-1&page=2&q=a%00b&perPage=100000`);
  if (op.method !== 'GET')
    for (const i of bodyInputs(op, !SELF.has(op.key))) add(`body: ${i.kind}`, plausible.url, i);
  return cases;
}

/**
 * The one kind of 5xx that is not a crash: the messaging gateway failed or no longer knows a device
 * (the fuzz resets and deletes the simulator's instances), which the devices and messages calls
 * deliberately answer with 502/503 {message} (tests/api/devices.test.ts). Accepted only there, with
 * a message, and listed in the output.
 */
const GATEWAY_ANSWERS = [502, 503, 504];
const GATEWAY_BACKED = /^\/api\/(devices?|messages?|server\/\{id\}\/testar)(\/|$)/;

/** Sends the cases as `person` and checks every answer into person.failures. */
async function runAs(person: Person, cases: Case[], concurrency: number): Promise<void> {
  // A call that ended the session (logout, say) must not fail the calls after it: sign in again.
  let relogin: Promise<void> | undefined;
  const stillSignedIn = async () =>
    (await app.call('GET', '/api/auth/user', { token: person.token, ip: freshIp() })).status !== 401;
  const run = async (c: Case) => {
    const used = person.token;
    let a = await send(app, c, person.ip, used);
    if (!('error' in a) && a.status === 401 && !bearerless(c.op)) {
      if (person.token === used && !relogin && !(await stillSignedIn())) {
        console.info(`${person.label}: the session ended after ${c.op.key} (${c.input}); signing in again`);
        relogin = loginAs(app, person.email, person.password).then((t) => {
          person.token = t.access_token;
          relogin = undefined;
        });
      }
      if (relogin) await relogin;
      if (person.token !== used) a = await send(app, c, person.ip, person.token);
    }
    person.calls++;
    if (c.input === 'plausible call') person.probed.set(c.op.key, 'error' in a ? a.error : a.status);
    const fail = (status: number | string, body: string) => {
      const url = c.url.length > 120 ? `${c.url.slice(0, 120)}…` : c.url;
      person.failures.push({ pass: person.label, operation: c.op.key, input: c.input, url, status, body });
    };
    if ('error' in a) return fail(a.error, '');
    if (GATEWAY_ANSWERS.includes(a.status) && GATEWAY_BACKED.test(c.op.path) && hasMessage(c.op, a.body)) {
      person.gatewayAnswers.add(`${c.op.key} → ${a.status}`);
      return;
    }
    if (a.status >= 500) return fail(a.status, excerpt(a.text));
    if (a.status >= 400 && !hasMessage(c.op, a.body))
      fail(a.status, `error without {message}: ${excerpt(a.text)}`);
  };
  await pool(cases, concurrency, run);
}

describe('with credentials, hostile inputs to every operation', () => {
  let company: Person;
  let admin: Person;
  const person = async (label: string, o: Parameters<typeof makeUser>[1]): Promise<Person> => {
    const u = await makeUser(app, o);
    const { access_token } = await loginAs(app, u.email, u.password);
    return {
      label,
      email: u.email,
      password: u.password,
      token: access_token,
      ip: freshIp(),
      failures: [],
      calls: 0,
      probed: new Map(),
      gatewayAnswers: new Set(),
    };
  };
  /** Operations each person gets the whole fuzz on; the others get the hostile path parameters only. */
  const full = (who: Person, other: Person, op: Operation): boolean => {
    if (bearerless(op)) return who === company;
    // A 403 to the plausible call: the route is not this person's (admin-only, company-only): the
    // other pass fuzzes it, unless it refused both.
    if (who.probed.get(op.key) !== 403) return true;
    return who === company && other.probed.get(op.key) === 403;
  };

  beforeAll(async () => {
    company = await person('company user', {
      companies: [demoId],
      selected: demoId,
      email: uniqueEmail('fuzz-gestor'),
    });
    admin = await person('platform admin', { ambient: 'A', email: uniqueEmail('fuzz-admin') });
    // Both probe every operation with a plausible call first (checked like every other call).
    const probes = ops.filter((op) => !SELF.has(op.key)).map(plausibleCase);
    await runAs(company, probes, CONCURRENCY);
    await runAs(
      admin,
      probes.filter((c) => !bearerless(c.op)),
      CONCURRENCY,
    );
    // The administrator's plausible PUT /api/empresa/{id}/status switched the demo company off:
    // switch it back on, or the company user could not sign in again during their pass.
    await app.ctx.db.update(empresas).set({ status: true }).where(eq(empresas.id, demoId));
  }, 120_000);

  async function fuzz(who: Person, other: Person) {
    const mine = ops.filter((op) => !SELF.has(op.key));
    await runAs(
      who,
      mine.flatMap((op) => hostileCases(op, !full(who, other, op))),
      CONCURRENCY,
    );
    // Own-account calls last, one at a time; logout at the very end.
    const self = ops.filter((op) => SELF.has(op.key) && op.key !== LOGOUT);
    await runAs(who, [...self.flatMap((op) => [plausibleCase(op), ...hostileCases(op, false)])], 1);
    await runAs(who, ops.filter((op) => op.key === LOGOUT).map(plausibleCase), 1);
    const fuzzed = mine.filter((op) => full(who, other, op)).length;
    // How far the plausible calls got (a 422 there means the hostile calls stop at validation too).
    const byStatus = new Map<string, string[]>();
    for (const [key, status] of who.probed)
      byStatus.set(String(status), [...(byStatus.get(String(status)) ?? []), key]);
    console.info(
      `${who.label}: plausible calls answered ${[...byStatus].map(([st, keys]) => `${st}: ${keys.length}`).join(', ')}; 422: ${(byStatus.get('422') ?? []).join(', ')}`,
    );
    if (who.gatewayAnswers.size)
      console.info(
        `${who.label}: gateway failures answered deliberately: ${[...who.gatewayAnswers].join(', ')}`,
      );
    console.info(
      `${who.label}: ${who.calls} calls; ${fuzzed + self.length + 1} operations fuzzed in full, the others' paths only`,
    );
  }

  // The company user first: the administrator's pass may approve a term or edit the demo company,
  // which would hold the company user behind 451s.
  it('as a company user with every permission: no 5xx, every 4xx with {message}, every call answered', async () => {
    await fuzz(company, admin);
    expect(company.failures).toEqual([]);
  }, 240_000);

  it('as a platform administrator: no 5xx, every 4xx with {message}, every call answered', async () => {
    await fuzz(admin, company);
    const refusedBoth = ops.filter(
      (op) => company.probed.get(op.key) === 403 && admin.probed.get(op.key) === 403,
    );
    if (refusedBoth.length)
      console.info(`refused both people (403): ${refusedBoth.map((o) => o.key).join(', ')}`);
    expect(admin.failures).toEqual([]);
  }, 240_000);
});

describe('afterwards', () => {
  it('/api/health is still ok', async () => {
    const res = await app.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });
});

describe('/gateway-sim control calls', () => {
  it('answer 401 without the apikey header', async () => {
    const answers = [];
    for (const [method, path] of [
      ['GET', '/gateway-sim/_control/sent'],
      ['GET', '/gateway-sim/_control/instances'],
      ['POST', '/gateway-sim/_control/reset'],
    ] as const) {
      const res = await app.call(method, path);
      answers.push({ call: `${method} ${path}`, status: res.status });
    }
    expect(answers).toEqual([
      { call: 'GET /gateway-sim/_control/sent', status: 401 },
      { call: 'GET /gateway-sim/_control/instances', status: 401 },
      { call: 'POST /gateway-sim/_control/reset', status: 401 },
    ]);
  });
});

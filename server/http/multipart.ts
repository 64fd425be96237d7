// What every multipart route shares: a request whose multipart envelope cannot be parsed (no
// boundary, a boundary no parser accepts, a body that ends inside a part) is the client's mistake
// and answers 400 with a message, never 500; and a refusal reads the rest of the body first, so
// the client receives the answer instead of a reset connection.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';
import { assertCleanText } from './text-input.js';

/** Longest we keep reading (and discarding) a refused upload before answering anyway. */
const DRAIN_TIMEOUT_MS = 120_000;

/** RFC 2046: 1 to 70 characters of a restricted set, optionally quoted. */
const BOUNDARY_PARAM =
  /;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{1,70})"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))\s*(?:;|$)/i;

/** 400: the multipart body cannot be read (malformed, or it ended early). */
export const badMultipart = () => new HttpError(400, 'errors.bad_multipart');

/**
 * Reads and discards whatever the client is still sending, so the answer reaches it after the
 * body (a reply sent mid-upload reaches most clients as a reset connection). Gives up after
 * DRAIN_TIMEOUT_MS.
 */
export async function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    raw.resume();
  });
}

/** Errors that mean the request itself failed (closed early, malformed), not the server. */
export function isRequestFailure(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string } | undefined;
  if (!e) return false;
  return (
    e.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e.code === 'ECONNRESET' ||
    e.code === 'FST_MP_PREMATURE_CLOSE' ||
    e.name === 'AbortError' ||
    /aborted|terminated early|unexpected end/i.test(e.message ?? '')
  );
}

/**
 * Errors the multipart parser (@fastify/multipart over busboy) raises for a body it cannot read:
 * plain Errors without a status, recognised by their code or message. The error handler answers
 * them 400 instead of 500.
 */
export function isMultipartParseError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || e.code === 'FST_PROTO_VIOLATION') return true;
  return (
    isRequestFailure(err) || /^(Multipart: |Boundary required|The needle |Malformed )/.test(e.message ?? '')
  );
}

/** A text field of a multipart body, under the same text rule as JSON bodies. */
export function multipartText(field: string, value: unknown): string {
  const text = String(value ?? '');
  assertCleanText(field, text);
  return text;
}

/**
 * Refuses, before any route reads it, a multipart request whose Content-Type names no usable
 * boundary: the parser would throw on it. The body is drained first.
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const type = req.headers['content-type'];
    if (!type || !/^\s*multipart\//i.test(type)) return;
    if (/^\s*multipart\/form-data\s*;/i.test(type) && BOUNDARY_PARAM.test(type)) return;
    await drainRequest(req.raw);
    throw badMultipart();
  });
}

// One rule for every text the API receives: a NUL character or a lone UTF-16 surrogate is refused
// with 422 on the field that holds it. PostgreSQL cannot store 0x00 in text, and a lone surrogate
// has no UTF-8 form (it would be stored as U+FFFD, or break a header or a file name further on), so
// such a value can only be a mistake or an attack; refusing it says so, where stripping would
// silently store something other than what was sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it was sent. */
export const isCleanText = (s: string): boolean => !s.includes('\0') && !LONE_SURROGATE.test(s);

/** The dotted path of the first text (value or key) that is not clean, or null. Depth-limited. */
export function findUncleanText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isCleanText(key)) return [...path, '_'];
    const found = findUncleanText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 422 for a field holding a NUL or a lone surrogate ('file' for a multipart file name, say). */
export const uncleanTextError = (field: string): HttpError =>
  new HttpError(
    422,
    'validation.invalid_characters',
    {},
    { [field]: [{ key: 'validation.invalid_characters' }] },
  );

/** Throws the 422 when `text` is not clean; for values read outside the JSON body (multipart fields). */
export function assertCleanText(field: string, text: string | undefined | null): void {
  if (text != null && !isCleanText(text)) throw uncleanTextError(field);
}

/** Checks the path parameters, the query string and the JSON body of every /api request. */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (!req.url.startsWith('/api/')) return;
    for (const source of [req.params, req.query, req.body]) {
      const path = findUncleanText(source);
      if (path) throw uncleanTextError(path.join('.') || '_');
    }
  });
}

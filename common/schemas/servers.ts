// Messaging-gateway servers (Evolution API v2): the request schemas of the API, shared with the SPA.
// Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { boolFilter, listQuery } from './list.js';

/** Messaging-gateway servers: the back office's, platform administrators only. */
export { serversApi } from '../resources/servers.js';

export const SERVER_API_KEY_MIN = 8;
export const SERVER_API_KEY_MAX = 200;
export const SERVER_CAPACITY_MAX = 1_000_000;

/** True for an absolute http(s) URL with a host and no credentials, query or fragment. */
export function isServerUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value)
  );
}

/** The gateway's base URL, stored without trailing slashes (paths are appended to it). */
export const serverBaseUrl = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(500, 'validation.max.string')
  .refine(isServerUrl, 'servers.invalid_url')
  .transform((s) => s.replace(/\/+$/, ''));

/** The gateway's global API key (the `apikey` header); sealed at rest, never shown again. */
export const serverApiKey = z
  .string()
  .trim()
  .min(SERVER_API_KEY_MIN, 'validation.min.string')
  .max(SERVER_API_KEY_MAX, 'validation.max.string');

const serverFields = {
  nome: z.string().trim().min(2, 'validation.min.string').max(120, 'validation.max.string'),
  base_url: serverBaseUrl,
  capacidade: z
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min.numeric')
    .max(SERVER_CAPACITY_MAX, 'validation.max.numeric'),
  status: z.boolean('validation.boolean').optional(),
};

export const serverCreateBody = z.object({ ...serverFields, api_key: serverApiKey });
export type ServerCreateBody = z.output<typeof serverCreateBody>;

/** Editing: an absent, null or empty `api_key` keeps the stored key. */
export const serverUpdateBody = z.object({
  ...serverFields,
  api_key: z
    .string('validation.string')
    .trim()
    .max(SERVER_API_KEY_MAX, 'validation.max.string')
    .nullish()
    .check((ctx) => {
      if (ctx.value && ctx.value.length < SERVER_API_KEY_MIN)
        ctx.issues.push({
          code: 'too_small',
          origin: 'string',
          minimum: SERVER_API_KEY_MIN,
          inclusive: true,
          input: ctx.value,
          message: 'validation.min.string',
        });
    })
    .transform((v) => v || undefined),
});
export type ServerUpdateBody = z.output<typeof serverUpdateBody>;

export const SERVER_SORTABLE = ['nome', 'created_at'] as const;

export const serversListQuery = listQuery.extend({
  status: boolFilter,
  /** true: only soft-deleted servers (default: only live ones). */
  deleted: boolFilter,
});
export type ServersListQuery = z.output<typeof serversListQuery>;

/** A server as the API shows it: the key itself never leaves the server. */
export interface ServerView {
  id: number;
  nome: string;
  base_url: string;
  capacidade: number;
  status: boolean;
  has_api_key: boolean;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
}

/** The answer of POST /api/server/{id}/testar. */
export interface ServerTestResult {
  ok: boolean;
  /** The gateway's HTTP status, or null when it did not answer. */
  status: number | null;
  latency_ms: number;
  /** How many instances the gateway holds (only when ok). */
  instances: number | null;
  message: string;
}

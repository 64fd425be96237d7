// The OpenAPI side of the generated routes: tag, summary, security, params and response schemas.
import type { ZodType } from 'zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import type { RecordResource, RouteDoc } from './registry.js';

export const idParams = z.object({ id });

/** The tag of a resource registered without generated routes. */
const DEFAULT_TAG = 'Records';

/** A generated route's schema: the resource's tag, its doc's summary (or `summary`), bearer security. */
export function routeSchema<T extends object>(
  resource: RecordResource,
  doc: RouteDoc | undefined,
  summary: string,
  status: 200 | 201,
  extra: T,
) {
  const response: Record<number, ZodType> | undefined = doc?.response
    ? { [status]: doc.response }
    : undefined;
  return {
    tags: [resource.routes?.tag ?? DEFAULT_TAG],
    summary: doc?.summary ?? summary,
    security: [{ bearer: [] }],
    ...extra,
    ...(response ? { response } : {}),
  };
}

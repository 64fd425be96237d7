import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { recordActionRoutes } from './actions.js';
import { generatedRoutes } from './generated.js';
import type { RecordRegistry } from './registry.js';

/**
 * Generates every registered resource's static routes, each with its OpenAPI entry: its list,
 * create and edit (where declared) and its record actions. Runs after every module registered.
 */
export function recordRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  registry: RecordRegistry,
) {
  for (const resource of registry.all()) {
    generatedRoutes(app, ctx, guards, resource);
    recordActionRoutes(app, ctx, guards, resource);
  }
}

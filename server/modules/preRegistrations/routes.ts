import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import type { RecordRegistry } from '../records/registry.js';

/** The preRegistrations area's routes; its records also register for the generic record actions. */
export function preRegistrationsRoutes(
  _app: FastifyInstance,
  _ctx: AppContext,
  _guards: Guards,
  _records: RecordRegistry,
): void {}

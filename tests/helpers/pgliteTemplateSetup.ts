// Vitest's global setup: make the migrated PGlite template (tests/helpers/pgliteTemplate.ts) once,
// before the workers start, rather than in each worker at once.
import { pgliteTemplate } from './pgliteTemplate.js';

export default async function setup(): Promise<void> {
  await pgliteTemplate();
}

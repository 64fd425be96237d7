import { defineConfig } from 'vitest/config';

// Unit tests always run; API tests run against a fresh PGlite and, when TEST_DATABASE_URL is
// set, a second time against that PostgreSQL server (each test file gets its own database).
// Files named *.postgres.test.ts test what only a PostgreSQL server has (connections, other sessions);
// files named *.pglite.test.ts prove what the database has no part in (PDF geometry, rendering, the
// blob stores, input validation, the demo seed, images) and run once, on PGlite (PostgreSQL's engine).
const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: dbKind === 'pglite' ? ['tests/api/**/*.postgres.test.ts'] : ['tests/api/**/*.pglite.test.ts'],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own app on its own database; the server's modules, imported once per
    // worker instead of once per file, are shared (nothing in them is per-test state).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per CPU minus one: a single worker on a 2-vCPU machine. Test
    // files spend much of their time waiting (PostgreSQL, argon2 and PGlite's I/O), so three overlap well.
    maxWorkers: 3,
    // The migrated PGlite cluster every API test app copies, made once before the workers start.
    globalSetup: ['tests/helpers/pgliteTemplateSetup.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'spa',
          include: ['tests/spa/**/*.test.{ts,tsx}'],
          // happy-dom: its environment sets up in about half of jsdom's time. Like jsdom, it must not
          // fetch the JSONP scripts the lookups append (tests/spa/profile-render.ts answers them): a
          // script it does not load fires `load`, not `error`, which the code never listens to.
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['tests/spa/setup.ts'],
          // Above the waits' own ceiling (tests/spa/waitFor.ts), so a wait fails with what it waited
          // for; a loaded machine compiles the lazy chunks of react-admin slowly.
          testTimeout: 30_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

// End-to-end tests drive Debian's Chromium against the real server, which each worker starts
// in-process on a free port with a fresh PGlite (see tests/e2e/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The back-office flows walk through several screens each; leave room for a loaded machine.
  timeout: 90_000,
  // A 2-vCPU machine running two workers, each with the app and a browser, is often slow to paint.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Contexts the tests open themselves (a second person); the workers' own: tests/e2e/fixtures.ts.
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});

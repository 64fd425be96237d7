// Each Playwright worker runs the real application in-process (fresh PGlite, built SPA), so tests
// can arrange data through the server's own database layer, exactly as the API tests do.
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startTestApp, type TestApp } from '../helpers/app.js';

export const test = base.extend<object, { server: TestApp }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      // Messages go out at once (no rate limits, gaps or typing delays) so flows finish quickly.
      const app = await startTestApp(
        { TRUST_PROXY: '0', MESSAGE_LIMITS: '0', QUEUE_POLL_MS: '100' },
        { distDir: join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist') },
      );
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

export async function login(page: Page, email: string, password = 'demo123') {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

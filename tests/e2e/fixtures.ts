// Each Playwright worker runs the real application in-process (fresh PGlite, built SPA), so tests
// can arrange data through the server's own database layer, exactly as the API tests do.
//
// The worker also keeps one browser context, and each test's `page` is a new tab in it, opened on
// a clean slate (no cookies, no local or session storage). The context's HTTP and code caches stay
// warm: the SPA's hashed bundles are fetched and compiled once per worker instead of once per test,
// which on a 2-vCPU machine is most of what a page load costs (≈1 s cold, 0.2 s warm). Tests that
// need a second person open a context of their own with `browser.newContext()`.
import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { startTestApp, type TestApp } from '../helpers/app.js';

/** E2E_TRACE=1 records a trace of every test and keeps the failing ones' (it costs CPU). */
const TRACE = process.env.E2E_TRACE === '1';

/** What every context of these tests shares (the config's `use` applies only to Playwright's own). */
export const CONTEXT_OPTIONS = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  // Menus and dialogs appear at once (the app honours reduced motion): a click never lands on an
  // item still growing under the pointer.
  reducedMotion: 'reduce',
} as const;

export const test = base.extend<object, { server: TestApp; workerContext: BrowserContext }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      // Messages go out at once (no rate limits, gaps or typing delays) so flows finish quickly.
      const app = await startTestApp(
        {
          TRUST_PROXY: '0',
          MESSAGE_LIMITS: '0',
          QUEUE_POLL_MS: '100',
          SUPPORT_WHATSAPP: '+55 11 4000-1234',
          SUPPORT_EMAIL: 'suporte@cofre.local',
          // The tests' webhook receivers listen on 127.0.0.1 (the address rules: API tests).
          WEBHOOK_ALLOW_PRIVATE: '1',
          WEBHOOK_POLL_MS: '100',
        },
        { distDir: join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist') },
      );
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  workerContext: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: server.url });
      if (TRACE) await context.tracing.start({ screenshots: true, snapshots: true });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ workerContext }, use) => use(workerContext),
  page: async ({ workerContext }, use, testInfo) => {
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    const page = await workerContext.newPage();
    // Storage belongs to the origin: clear it from a document of the origin (any answer will do).
    await page.goto('/api/health');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('about:blank');
    if (TRACE) await workerContext.tracing.startChunk({ title: testInfo.title });
    await use(page);
    // A failing test's screenshot is Playwright's own (`screenshot: 'only-on-failure'` covers every
    // page); with E2E_TRACE=1 its trace is kept too.
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (TRACE && failed) {
      const trace = testInfo.outputPath('trace.zip');
      await workerContext.tracing.stopChunk({ path: trace });
      await testInfo.attach('trace', { path: trace, contentType: 'application/zip' });
    } else if (TRACE) await workerContext.tracing.stopChunk();
    // Other tabs the test opened in this context (popups) go with it.
    for (const open of workerContext.pages()) await open.close();
  },
});

export { expect };

export async function login(page: Page, email: string, password = 'demo123') {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A path inside the app that no route takes: the app's own not-found page, in the app's layout. */
const WAYPOINT = '/profile/__passagem';

async function pushRoute(page: Page, to: string) {
  await page.evaluate((path) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/**
 * Opens a route of the signed-in app the way a link inside it does (history push, the router
 * follows), without reloading the SPA: a walk through many routes then costs each page's own work,
 * not a fresh boot of the app per route. The app keeps the page on screen while the next one's code
 * loads, so it passes through its not-found page first: once that is gone, what shows is the route
 * asked for, never the one before.
 */
export async function openInApp(page: Page, path: string) {
  // A blank tab, or an error page (/404, /403…), which the waypoint itself is: loaded afresh.
  if (!page.url().startsWith('http') || /^\/\d{3}$/.test(path)) {
    await page.goto(path);
    return;
  }
  const waypoint = page.getByTestId('error-404');
  await pushRoute(page, WAYPOINT);
  await expect(waypoint).toBeVisible();
  await pushRoute(page, path);
  await expect(waypoint).toHaveCount(0);
}

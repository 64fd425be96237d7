// The real SPA under its Content-Security-Policy (no inline scripts, only the look-up services'
// scripts from elsewhere): signing in and the dashboard, sign-up with its CNPJ look-up (JSONP,
// answered by a stub at the configured ReceitaWS URL — the browser checks the policy before the
// request is made, so a host left out of it is never asked), and a signing page drawing its PDF with
// pdf.js and its worker. Any CSP violation — a `securitypolicyviolation` event in the page or a
// "Content Security Policy" console message, from the page or a worker — fails the test.
import type { Page } from '@playwright/test';
import { makeCompany, makeUser, uniqueEmail } from '../helpers/fixtures.js';
import { companyWithOwner, external, linkToken, sendForSignature } from '../helpers/signing.js';
import { expect, login, test } from './fixtures.js';

/** Collects every CSP violation the page reports, from now on and across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  // Init scripts are injected by the browser's debugging protocol, outside the page's policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation(v: string): void }).__cspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  return violations;
}

/** The policy the page was served with: present, and strict about scripts. */
async function expectStrictPolicy(page: Page, path: string) {
  const res = await page.goto(path);
  const policy = (await res?.allHeaders())?.['content-security-policy'] ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, `script-src of ${path}`).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(policy).toContain("frame-ancestors 'none'");
}

/** Answers a JSONP look-up like the real service: `callback(data)` as JavaScript. */
const jsonp = (url: string, data: unknown) => ({
  status: 200,
  contentType: 'application/javascript; charset=utf-8',
  body: `${new URL(url).searchParams.get('callback')}(${JSON.stringify(data)});`,
});

test('signing in and the dashboard run under the policy without a violation', async ({ page, server }) => {
  const violations = await watchCsp(page);
  const company = await makeCompany(server);
  const user = await makeUser(server, { companies: [company.id], selected: company.id });
  await expectStrictPolicy(page, '/login');
  await login(page, user.email, user.password);
  await expect(page.getByTestId('home')).toBeVisible();
  // The dashboard's charts load on demand (more chunks, more emotion styles).
  await page.goto('/dashboard');
  await expect(page.getByTestId('dash-chart-documents').locator('svg').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('sign-up fills the company name from the CNPJ look-up script, allowed by the policy', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const asked: string[] = [];
  await page.route('https://www.receitaws.com.br/v1/cnpj/**', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.fulfill(jsonp(route.request().url(), { status: 'OK', nome: 'SEGURA E CIA LTDA' }));
  });
  await expectStrictPolicy(page, '/sign-up');
  await page.getByLabel(/^CNPJ da empresa/).fill('11222333000181');
  await expect(page.getByLabel(/^Nome da empresa \(razão social\)/)).toHaveValue('SEGURA E CIA LTDA');
  expect(asked).toEqual(['/v1/cnpj/11222333000181']);
  expect(violations).toEqual([]);
});

test("a signing page draws the document's PDF with pdf.js and its worker under the policy", async ({
  page,
  server,
}) => {
  const violations = await watchCsp(page);
  const { owner } = await companyWithOwner(server);
  const email = uniqueEmail('signataria');
  await sendForSignature(server, owner.token, { signatarios: [external({ email })] });
  const token = linkToken(server, email);

  await expectStrictPolicy(page, `/assinar/${token}`);
  await expect(page.getByTestId('sign-page')).toBeVisible();
  const canvas = page.getByTestId('sign-preview').getByTestId('pdf-canvas');
  await expect(canvas).toHaveAttribute('aria-label', 'Página 1 de 1');
  // The page is drawn: the canvas holds dark (text) pixels.
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d');
        if (!ctx || !c.width || !c.height) return 0;
        const { data } = ctx.getImageData(0, 0, c.width, c.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4)
          if ((data[i] ?? 255) < 100 && (data[i + 3] ?? 0) > 200) dark++;
        return dark;
      }),
    )
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

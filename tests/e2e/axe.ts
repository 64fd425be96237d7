// Axe-core (WCAG 2.0/2.1 A and AA) on the page as it stands: no violation of impact 'serious' or
// 'critical' is allowed; a failure lists each rule with the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map(
            (n) => `    target: ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((v) => v.id),
    `axe violations on ${where}:\n${report}`,
  ).toEqual([]);
}

/** The page's full width (what grows past the screen when something does not fit). */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

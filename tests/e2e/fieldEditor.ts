// The field editor in a browser: dragging a palette type onto a page with the mouse, as the
// signing request and the template editor both place fields.
import type { Locator, Page } from '@playwright/test';

/** Drags a palette type with the mouse onto a point of a page (fractions of the page). */
export async function dragOnto(page: Page, palette: Locator, overlay: Locator, at: { x: number; y: number }) {
  await overlay.scrollIntoViewIfNeeded();
  const from = await palette.boundingBox();
  const to = await overlay.boundingBox();
  if (!from || !to) throw new Error('palette or page not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width * at.x, to.y + to.height * at.y, { steps: 12 });
  await page.mouse.up();
}

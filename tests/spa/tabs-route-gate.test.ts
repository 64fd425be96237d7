// A view's tab and title count from the moment its route is allowed, not from when its page's code
// has arrived: a view left while its chunk was still loading keeps its tab.
import { createElement, lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGate } from '../../src/admin/RouteGate';
import { clearTabs, getTabs } from '../../src/layout/tabs/store';
import { APP_ROUTES } from '../../src/routes/table';
import { cleanup, render, settle } from './devices-render';

/** A page whose code never finishes loading. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));

/** Lets real time pass (React shows a new fallback after a short throttle). */
async function waitFor(done: () => boolean, ms = 3000) {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    await settle(1);
  }
}

beforeEach(() => clearTabs());
afterEach(cleanup);

describe('the route gate', () => {
  it('records the visit while the page is still loading, and shows the loader meanwhile', async () => {
    const route = APP_ROUTES.find((r) => r.name === 'devices');
    if (!route) throw new Error('no devices route');
    // createElement's typing wants `children` among the props; React passes the third argument there.
    const props = { route } as Parameters<typeof RouteGate>[0];
    await render(createElement(RouteGate, props, createElement(NeverLoads)), {
      path: '/devices',
      pattern: '/devices',
    });
    const loader = () => document.querySelector('[role="status"]');
    await waitFor(() => getTabs().length > 0 && loader() !== null);
    expect(getTabs().map((t) => t.key)).toEqual(['/devices']);
    // The loader is announced by name (a status saying it is loading), not a bare spinner.
    expect(loader()?.textContent).toBe('Carregando…');
  });
});

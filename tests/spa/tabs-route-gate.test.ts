// A view's tab and title count from the moment its route is allowed, not from when its page's code
// has arrived: a view left while its chunk was still loading keeps its tab, also when the user
// goes on to another view before it arrives (the browser test of the tabs raced this).
import { createElement, lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gated, RouteGate } from '../../src/admin/RouteGate';
import { clearTabs, getTabs } from '../../src/providers/tabs';
import { APP_ROUTES } from '../../src/routes/table';
import { ALL_PERMISSIONS, cleanup, render, renderRoutes } from './devices-render';
import { waitFor } from './waitFor';

/** A page whose code never finishes loading. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));

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
    // In real time: React shows a new fallback after a short throttle.
    await waitFor(() => getTabs().length > 0 && loader() !== null, 'a tab and the loader');
    expect(getTabs().map((t) => t.key)).toEqual(['/devices']);
    // The loader is announced by name (a status saying it is loading), not a bare spinner.
    expect(loader()?.textContent).toBe('Carregando…');
  });
});

describe('moving between gated routes', () => {
  it('a view left while its code was loading keeps its tab', async () => {
    const route = (name: string) => {
      const found = APP_ROUTES.find((r) => r.name === name);
      if (!found) throw new Error(`no ${name} route`);
      return found;
    };
    const [home, dashboard, inbox] = [route('home'), route('dashboard'), route('inbox')];
    const Loaded = (props: { name: string }) => createElement('p', { 'data-testid': props.name }, props.name);
    // As in the app: one router, each route's element its page under its gate.
    const at = await renderRoutes(
      [
        { path: home.path, element: gated(home, createElement(Loaded, { name: 'home' })) },
        { path: dashboard.path, element: gated(dashboard, createElement(NeverLoads)) },
        { path: inbox.path, element: gated(inbox, createElement(Loaded, { name: 'inbox' })) },
      ],
      '/home',
      // The dashboard needs its permission; the others none.
      [...ALL_PERMISSIONS, 'dashboard.view'],
    );
    await waitFor(() => document.querySelector('[data-testid="home"]'), 'the home page');
    // Navigations are transitions: the dashboard's code never arrives, the user moves on.
    await at.navigate('/dashboard');
    await waitFor(() => getTabs().some((t) => t.key === '/dashboard'), 'the dashboard tab');
    await at.navigate('/inbox');
    await waitFor(() => document.querySelector('[data-testid="inbox"]'), 'the inbox page');
    expect(getTabs().map((t) => t.key)).toEqual(['/home', '/dashboard', '/inbox']);
  });
});

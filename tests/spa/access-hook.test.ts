// useAccess (src/providers/access.ts), the one place the SPA reads what the signed-in person may do:
// `can` answers by the permissions held in the current company — a platform administrator (ambient
// A) gets nothing they do not hold from it (only the route guards let ambient A through) — and a
// component built on it shows or hides what the person may use (the trial's "Ver planos").
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrialBanner } from '../../src/layout/TrialBanner';
import { useAccess } from '../../src/providers/access';
import { cleanup, mockApi, one, render } from './devices-render';
import { waitFor } from './waitFor';

/** Shows what useAccess answers, once the identity is there. */
function Probe() {
  const { can, ambient, isAdmin, isPending } = useAccess();
  if (isPending) return null;
  return createElement(
    'output',
    { 'data-testid': 'probe' },
    JSON.stringify({
      send: can('messages.send'),
      manageUsers: can('users.manage'),
      ambient,
      isAdmin,
    }),
  );
}

async function probe(permissions: string[], identity: Record<string, unknown> = {}) {
  mockApi(() => undefined);
  await render(createElement(Probe), { path: '/', pattern: '/', permissions, identity });
  const out = await waitFor(() => document.querySelector('[data-testid="probe"]'), 'the probe');
  return JSON.parse(out.textContent ?? '{}');
}

afterEach(cleanup);

describe('useAccess', () => {
  it('can() is true for a permission the company user holds and false for one they do not', async () => {
    expect(await probe(['messages.send'])).toEqual({
      send: true,
      manageUsers: false,
      ambient: null,
      isAdmin: false,
    });
  });

  it('a company user holding nothing can do nothing', async () => {
    expect(await probe([])).toEqual({ send: false, manageUsers: false, ambient: null, isAdmin: false });
  });

  it('a platform administrator is told apart (isAdmin) and can() still answers by what they hold', async () => {
    expect(await probe([], { ambient: 'A' })).toEqual({
      send: false,
      manageUsers: false,
      ambient: 'A',
      isAdmin: true,
    });
    await cleanup();
    expect(await probe(['users.manage'], { ambient: 'A' })).toMatchObject({
      manageUsers: true,
      isAdmin: true,
    });
  });

  it('the trial banner offers "Ver planos" only to those who hold subscription.manage', async () => {
    const empresa = {
      id: 7,
      nome: 'Loja Sete',
      trial_ends_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      plano: null,
    };
    mockApi(() => undefined);
    await render(createElement(TrialBanner), {
      path: '/',
      pattern: '/',
      permissions: ['subscription.manage'],
      identity: { empresa },
    });
    const banner = await waitFor(() => document.querySelector('[data-testid="trial-banner"]'), 'the banner');
    expect(banner.textContent).toContain('Ver planos');
    await cleanup();

    mockApi(() => undefined);
    await render(createElement(TrialBanner), {
      path: '/',
      pattern: '/',
      permissions: [],
      identity: { empresa },
    });
    await waitFor(() => document.querySelector('[data-testid="trial-banner"]'), 'the banner');
    expect(one('trial-banner').textContent).not.toContain('Ver planos');
  });
});

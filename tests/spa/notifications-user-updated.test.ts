// "user updated": when the live 'user.updated' event arrives (an administrator changed the user's
// permissions or companies, the profile was saved elsewhere), the app fetches the identity and the
// permissions again through the real authProvider — no reload — and what depends on them follows.
import { createElement, Fragment } from 'react';
import { AdminContext, useGetIdentity, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveUserUpdates } from '../../src/layout/LiveUserUpdates';
import { authProvider, forgetIdentity } from '../../src/providers/authProvider';
import { type Call, cleanup, emit, mockApi, one, render, settle } from './devices-render';

let permissoes: string[];
let calls: Call[];

function Probe() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  return createElement(
    'div',
    null,
    createElement(
      'p',
      { 'data-testid': 'identity' },
      identity ? (identity.permissoes as string[]).join(',') : '…',
    ),
    createElement(
      'p',
      { 'data-testid': 'permissions' },
      permissions ? (permissions as string[]).join(',') : '…',
    ),
  );
}

afterEach(async () => {
  await cleanup();
  forgetIdentity();
});

describe('"user updated"', () => {
  it('refetches the identity and the permissions when the event arrives', async () => {
    permissoes = ['vault.view'];
    calls = mockApi((call) =>
      call.path === '/api/auth/user'
        ? {
            body: {
              id: 5,
              nome: 'Pessoa',
              email: 'p@example.com',
              ambient: null,
              language: 'pt_BR',
              skin: 'skin-blue-light',
              permissoes: [...permissoes],
            },
          }
        : undefined,
    );
    // The app's own authProvider (its identity cache included), inside react-admin's contexts.
    await render(
      createElement(
        AdminContext,
        { authProvider },
        createElement(Fragment, null, createElement(LiveUserUpdates), createElement(Probe)),
      ),
      { path: '/cofre', pattern: '/cofre' },
    );
    await settle(10);
    expect(one('identity').textContent).toBe('vault.view');
    expect(one('permissions').textContent).toBe('vault.view');
    const before = calls.filter((c) => c.path === '/api/auth/user').length;

    permissoes = ['vault.view', 'devices.view'];
    await emit('user.updated', { user_id: 5 });
    await settle(20);
    expect(calls.filter((c) => c.path === '/api/auth/user').length).toBeGreaterThan(before);
    expect(one('identity').textContent).toBe('vault.view,devices.view');
    expect(one('permissions').textContent).toBe('vault.view,devices.view');
  });
});

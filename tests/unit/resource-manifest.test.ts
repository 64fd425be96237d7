// The route table, menu, react-admin access rules and data provider paths derived from the
// resources' manifests are the ones the hand-written lists held, resource by resource.
import { describe, expect, it } from 'vitest';
import { RESOURCE_ACTIONS, type ResourceAction } from '../../common/resourceApi';
import { ptBRApp } from '../../i18n/app/pt-BR';
import { RESOURCES } from '../../resources';
import { type AccessIdentity, checkAccess } from '../../src/providers/canAccess';
import { canAccess } from '../../src/providers/resourceAccess';
import { dataResources, type RouteTitle, titleMessages } from '../../src/routes/resource';
import { APP_ROUTES, type RouteDef } from '../../src/routes/table';
import { ACCESS_BEFORE, MENU_BEFORE, PATHS_BEFORE, ROUTES_BEFORE } from './fixtures/routesBefore';

/** The pt-BR text of a title or menu key: a manifest's titles, or the app's dictionary. */
const RESOURCE_TEXTS = Object.fromEntries(
  RESOURCES.map((m) => [m.name, titleMessages((m.titles?.pt_BR ?? {}) as Record<string, RouteTitle>)]),
);
const textOf = (key: string) => {
  const [root, name, kind, route] = key.split('.') as [string, string, 'page' | 'menu', string];
  return root === 'resources'
    ? RESOURCE_TEXTS[name]?.[kind][route]
    : (ptBRApp.app as unknown as Record<string, Record<string, string>>)[name]?.[kind];
};
const asShown = ({ menu: _menu, kind: _kind, ...route }: RouteDef) => ({
  ...route,
  title: textOf(route.title),
});

/** Identities that tell every rule apart: each ambient with none, one or every permission. */
const who = (ambient: AccessIdentity['ambient'], permissions: string[]): AccessIdentity => ({
  ambient,
  permissions,
});
const PERMS = ['vault.view', 'vault.delete', 'vault.upload', 'audit.view', 'users.view', 'devices.view'];
const IDENTITIES = [
  who('A', []),
  who('S', PERMS),
  who(null, []),
  ...PERMS.map((p) => who(null, [p])),
  who(null, ['devices.view', 'devices.manage', 'messages.view', 'messages.send']),
];

describe('resources declared by manifests', () => {
  it('derive every route of before with the same path, access, permission, title and caching', () => {
    const derived = new Map(APP_ROUTES.map((r) => [r.name, asShown(r)]));
    for (const before of ROUTES_BEFORE) expect(derived.get(before.name), before.name).toEqual(before);
    // The new resources' routes are the only ones added.
    const added = APP_ROUTES.filter((r) => !ROUTES_BEFORE.some((b) => b.name === r.name)).map((r) => r.name);
    const fromNewResources = RESOURCES.filter((m) => !(m.name in PATHS_BEFORE) && !ACCESS_BEFORE[m.name])
      .flatMap((m) => Object.keys(m.routes))
      .filter((name) => !ROUTES_BEFORE.some((b) => b.name === name));
    expect(added.sort()).toEqual(fromNewResources.sort());
    expect(new Set(APP_ROUTES.map((r) => r.name)).size, 'route names are unique').toBe(APP_ROUTES.length);
  });

  it('derive the side menu of before, in its order, with the new resources placed in it', () => {
    const menu = APP_ROUTES.filter((r) => r.menu)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((r) => [r.name, textOf(r.menu?.label ?? ''), r.menu?.icon]);
    expect(menu.filter(([name]) => MENU_BEFORE.some(([b]) => b === name))).toEqual(MENU_BEFORE);
  });

  it("derive react-admin's access rules of before for every declared resource and action", () => {
    const apis = dataResources(RESOURCES);
    // An action the API now declares it does not have (no company is created in the back office)
    // is refused to everyone; the hand-written list allowed it to administrators.
    const dropped = (resource: string, action: string) =>
      apis[resource]?.access.without?.includes(action as ResourceAction) === true;
    for (const [resource, actions] of Object.entries(ACCESS_BEFORE))
      for (const [action, rule] of Object.entries(actions))
        for (const identity of IDENTITIES) {
          const before = checkAccess(identity, rule.access as RouteDef['access'], rule.permission).ok;
          expect(
            canAccess(identity, action, resource),
            `${action} ${resource} as ${JSON.stringify(identity)}`,
          ).toBe(before && !dropped(resource, action));
        }
    expect(dropped('companies', 'create')).toBe(true);
    // Actions a resource does not declare are refused to everyone but what its rules give.
    expect(canAccess(who(null, ['messages.view', 'messages.send']), 'delete', 'messages')).toBe(false);
    expect(RESOURCE_ACTIONS).toContain('export');
  });

  it("derive the data provider's paths of before", () => {
    const paths = dataResources(RESOURCES);
    for (const [resource, before] of Object.entries(PATHS_BEFORE))
      expect({ list: paths[resource]?.list, record: paths[resource]?.record }, resource).toEqual(before);
  });
});

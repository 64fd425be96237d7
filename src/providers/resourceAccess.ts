// react-admin's canAccess over the resources' manifests (resources/index.ts): list, show and export
// need a resource's view permission, the rest its manage one. Apart from canAccess.ts (the route
// guards' rules), which the login page's bundle carries without the manifests.

import type { AuthProvider } from 'ra-core';
import { actionRule, RESOURCE_ACTIONS, type ResourceAction } from '../../common/resourceApi';
import { RESOURCES } from '../../resources';
import { dataResources } from '../routes/resource';
import { accessIdentity, currentIdentity } from './authProvider';
import { type AccessIdentity, checkAccess } from './canAccess';

/** The resources react-admin knows, with their API's access (from the manifests). */
const DATA = dataResources(RESOURCES);

/** react-admin's canAccess: list, show and export need the resource's view permission, the rest its manage. */
export function canAccess(identity: AccessIdentity, action: string, resource: string): boolean {
  const api = DATA[resource];
  if (!api) return identity.ambient === 'A' ? false : identity.ambient !== 'S';
  const rule = isAction(action) ? actionRule(api.access, action) : null;
  return rule !== null && checkAccess(identity, rule.ambient, rule.permission).ok;
}

const isAction = (action: string): action is ResourceAction =>
  (RESOURCE_ACTIONS as readonly string[]).includes(action);

/** The app's auth provider with react-admin's canAccess over the manifests (the admin app's). */
export const withResourceAccess = (provider: AuthProvider): AuthProvider => ({
  ...provider,
  canAccess: async ({ action, resource }) =>
    canAccess(accessIdentity(await currentIdentity()), action, resource),
});

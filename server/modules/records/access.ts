// Who may call a registered resource's generated routes: the resource's access (common/resourceApi.ts)
// turned into the routes' onRequest guards, so a refusal comes before the request is validated.
import type { onRequestAsyncHookHandler } from 'fastify';
import { hasPermission } from '../../../common/permissions.js';
import { actionRule, type ResourceAction } from '../../../common/resourceApi.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requireCompany } from '../../http/company.js';
import { forbidden } from '../../http/errors.js';
import type { ActionRule, RecordAction, RecordResource } from './registry.js';

/** The access action a record action follows: restoring undoes a delete, the status is an edit. */
const accessAction = (action: RecordAction): ResourceAction =>
  action === 'restore' ? 'delete' : action === 'status' ? 'edit' : action;

/** What `action` needs on the resource; null: the resource has no such action (no route). */
export function ruleOf(resource: RecordResource, action: RecordAction): ActionRule | null {
  const own = resource.rules?.[action];
  if (own) return own;
  if (resource.api) return actionRule(resource.api.access, accessAction(action));
  // Registered without api: the older adminOnly / permission pair.
  if (resource.adminOnly) return { ambient: 'admin' };
  return { ambient: 'any' };
}

/**
 * The onRequest guards of a rule. Ambient 'admin': platform administrators only (403
 * errors.admin_only, API keys refused, as guards.admin). Otherwise signed in; a tenant resource's
 * caller needs a company, administrators too (403 errors.company_required); a permission is then needed by
 * everyone but platform administrators (403 errors.forbidden_permission). The other ambients
 * ('user', 'nonAdmin', 'any') only steer the SPA's navigation.
 */
export function guardsOf(
  guards: Guards,
  resource: RecordResource,
  rule: ActionRule,
): onRequestAsyncHookHandler[] {
  if (rule.ambient === 'admin') return guards.admin;
  const hooks = [guards.authenticated];
  // A company's records are its own: the platform's administrators, who enter no company, included.
  if (resource.tenant)
    hooks.push(async (req) => {
      requireCompany(currentAuth(req));
    });
  const permission = rule.permission ?? (resource.api ? undefined : resource.permission);
  if (permission)
    hooks.push(async (req) => {
      const auth = currentAuth(req);
      if (auth.user.ambient !== 'A' && !hasPermission(auth.permissions, permission))
        throw forbidden(permission);
    });
  return hooks;
}

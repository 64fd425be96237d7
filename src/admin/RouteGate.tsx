// The guard of spec §2 around every authenticated page: admin-only routes need ambient A (else
// 403), user-only routes send ambient S to the inbox, home/dashboard are for non-admins, and a
// route's permission must be held. An allowed visit gets a tab and the page title, even while
// the page's code is still loading.
import { type ReactNode, Suspense, useEffect } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { isPermission, PERMISSION_LABELS } from '../../common/permissions';
import { PageLoader } from '../components/PageLoader';
import { checkAccess } from '../providers/canAccess';
import { refreshSession } from '../providers/http';
import { useLang } from '../providers/publicI18n';
import { hasSession, isExpired } from '../providers/session';
import { visit } from '../providers/tabs';
import { landingPath } from '../routes/public';
import type { RouteDef } from '../routes/types';

/**
 * A route's element: its page under its own gate. The key gives each route a gate (and a Suspense
 * boundary) of its own: without it, going from one route to another would update the same gate,
 * and a navigation (a transition) to a page whose code is still loading would keep the previous
 * page on screen without committing the new gate — no tab, no title — and lose the visit if the
 * user moved on before the code arrived.
 */
export const gated = (route: RouteDef, page: ReactNode) => (
  <RouteGate key={route.name} route={route}>
    {page}
  </RouteGate>
);

export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  const location = useLocation();
  const translate = useTranslate();
  const lang = useLang();
  const permissionLabel = (p?: string) => (p && isPermission(p) ? `${PERMISSION_LABELS[lang][p]} (${p})` : p);
  const ambient = (identity?.ambient ?? null) as 'A' | 'S' | null;
  const outcome = identity
    ? checkAccess(
        { ambient, permissions: (identity.permissoes as string[] | undefined) ?? [] },
        route.access,
        route.permission,
      )
    : null;
  const allowed = outcome?.ok === true;
  useEffect(() => {
    if (allowed) visit(route, location.pathname, location.search);
  }, [allowed, route, location.pathname, location.search]);
  // Spec §4: an expired session is renewed when the user moves, not only when a page calls the API.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    if (hasSession() && isExpired()) void refreshSession();
  }, [location.pathname]);

  if (isPending || !outcome) return <PageLoader />;
  if (!outcome.ok) {
    if (outcome.redirect === 'inbox') return <Navigate to="/inbox" replace />;
    if (outcome.redirect === 'landing') return <Navigate to={landingPath(ambient)} replace />;
    const message = outcome.permission ? 'errors.forbidden_permission' : 'errors.admin_only';
    return (
      <Navigate
        to="/403"
        replace
        state={{
          message: translate(message, { permission: permissionLabel(outcome.permission) }),
          permission: outcome.permission,
        }}
      />
    );
  }
  return (
    <>
      <Title title={translate(route.title)} />
      {/* The page's chunk loads under the gate, so the visit (its tab) and the title count at once,
          not only once the code arrived: a view left while loading still has its tab. */}
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </>
  );
}

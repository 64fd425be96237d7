// A visit as the route gate records it: the route of the path, then its tab.
import { visit } from '../../src/providers/tabs';
import { findRoute } from '../../src/routes/public';
import { APP_ROUTES } from '../../src/routes/table';

export function visitTab(pathname: string, search?: string) {
  const route = findRoute(APP_ROUTES, pathname);
  if (!route) throw new Error(`no route at ${pathname}`);
  visit(route, pathname, search);
}

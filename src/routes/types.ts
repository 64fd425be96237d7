// The shape of a route of the route table (src/routes/table.ts) and of a resource's route in its
// manifest (src/routes/resource.ts), apart from both so that neither imports the other.
import type { Permission } from '../../common/permissions';
import type { MenuIconName } from '../layout/menuIcons';

/** What a resource route is: its default permission, tab caching and closing follow from it. */
export type RouteKind = 'list' | 'show' | 'create' | 'edit' | 'page';

export interface MenuPlace {
  icon: MenuIconName;
  /** Where it stands in the side menu (ascending). */
  order: number;
  /** i18n key; the route's title when absent. */
  label?: string;
}

/**
 * public: no login; a signed-in visitor goes to the dashboard.
 * ignoreAuth: public, and a signed-in visitor stays.
 * any: any signed-in user. admin: ambient A, else 403. user: not ambient S (S goes to the inbox).
 * nonAdmin: company users (admins go to their landing page, signatories to their inbox).
 */
export type Access = 'public' | 'ignoreAuth' | 'any' | 'admin' | 'user' | 'nonAdmin';

export interface RouteDef {
  name: string;
  path: string;
  access: Access;
  /** i18n key of the page title (tab label). */
  title: string;
  /** false: the view is not kept in the tab bar when left (e.g. forms). */
  cache?: boolean;
  /** Edit/create views close their tab after a successful save. */
  closesOnSave?: boolean;
  /** Permission the route needs besides its access rule. */
  permission?: Permission;
  /** A resource route's kind (list, show, create, edit or another page); none for the app's own pages. */
  kind?: RouteKind;
  /** Its entry in the side menu, if it has one. */
  menu?: MenuPlace & { label: string };
}

// Every resource of the app: its manifest (resources/<name>/index.ts) is the one declaration of its
// routes, pages, menu place, access and API paths. The route table, the admin app, the data
// provider, the access rules and the menu are derived from this list: adding a resource is adding
// its folder and one line here.
import type { ResourceManifest } from '../src/routes/resource';
import companies from './companies';
import contacts from './contacts';
import devices from './devices';
import integrations from './integrations';
import messages from './messages';
import pipeline from './pipeline';
import plans from './plans';
import preRegistrations from './preRegistrations';
import servers from './servers';
import signing from './signing';
import team from './team';
import templates from './templates';
import terms from './terms';
import users from './users';
import vault from './vault';

export const RESOURCES = [
  signing,
  vault,
  pipeline,
  templates,
  contacts,
  team,
  integrations,
  companies,
  devices,
  messages,
  plans,
  servers,
  users,
  terms,
  preRegistrations,
] as const;

/** The name of any resource route (typed: a misspelt route name does not compile). */
export type ResourceRouteName = (typeof RESOURCES)[number] extends infer M
  ? M extends ResourceManifest<infer R>
    ? R
    : never
  : never;

// Every screen test runs as inside the admin app, which registers the resources' API paths from their
// manifests when it loads (src/admin/AdminApp.tsx).
import { RESOURCES } from '../../resources';
import { registerResourceRoutes } from '../../src/providers/dataProvider';
import { dataResources } from '../../src/routes/resource';

registerResourceRoutes(dataResources(RESOURCES));

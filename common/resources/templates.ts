// The templates' API paths and access: company users holding templates.view use them,
// templates.manage create, edit, archive and delete them.
import { defineResourceApi } from '../resourceApi.js';

export const templatesApi = defineResourceApi({
  list: 'modelos',
  record: 'modelo',
  access: { ambient: 'user', view: 'templates.view', manage: 'templates.manage' },
});

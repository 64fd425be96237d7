// Templates ("Modelos"): a PDF with its roles, their fields and the prefill fields, versioned; used to
// send the same document again and again (one at a time, in bulk, or by a public link). Those holding
// templates.view use them (sending also needs signing.request); templates.manage make and edit them.
import { templatesApi } from '../../common/resources/templates';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'templates',
  api: templatesApi,
  access: templatesApi.access,
  recordRepresentation: 'nome',
  messages: () => import('./messages'),
  titles: {
    pt_BR: {
      templates: 'Modelos',
      templateCreate: 'Novo modelo',
      templateEdit: 'Editar modelo',
      templateUse: 'Usar modelo',
      templateBulk: 'Envio em lote',
    },
    en: {
      templates: 'Templates',
      templateCreate: 'New template',
      templateEdit: 'Edit template',
      templateUse: 'Use template',
      templateBulk: 'Bulk send',
    },
  },
  routes: {
    templates: {
      path: '/modelos',
      kind: 'list',
      page: () => import('./TemplateList'),
      menu: { icon: 'LibraryBooks', order: 35 },
    },
    templateCreate: { path: '/modelo/cadastrar', kind: 'create', page: () => import('./TemplateCreate') },
    templateEdit: { path: '/modelo/:id/editar', kind: 'edit', page: () => import('./TemplateEditor') },
    // Sending from a template asks for signatures: the API checks templates.view as well.
    templateUse: {
      path: '/modelo/:id/usar',
      kind: 'page',
      permission: 'signing.request',
      cache: false,
      page: () => import('./UseTemplatePage'),
    },
    templateBulk: {
      path: '/modelo/:id/lote',
      kind: 'page',
      permission: 'signing.request',
      page: () => import('./bulk/BulkPage'),
    },
  },
});

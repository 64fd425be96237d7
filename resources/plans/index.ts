// The plans resource (platform administrators): its routes, pages and menu place.
import { plansApi } from '../../common/resources/plans';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'plans',
  api: plansApi,
  access: plansApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: {
      plans: 'Planos',
      planEdit: 'Editar plano',
      planCreate: 'Cadastrar plano',
      plansDeleted: 'Planos excluídos',
    },
    en: { plans: 'Plans', planEdit: 'Edit plan', planCreate: 'New plan', plansDeleted: 'Deleted plans' },
  },
  routes: {
    plans: {
      path: '/planos',
      kind: 'list',
      page: () => import('./PlanList').then((m) => ({ default: m.PlanList })),
      menu: { icon: 'Workspaces', order: 140 },
    },
    planEdit: {
      path: '/plano/:id/editar',
      kind: 'edit',
      page: () => import('./PlanEdit'),
    },
    planCreate: {
      path: '/plano/cadastrar',
      kind: 'create',
      page: () => import('./PlanCreate'),
    },
    plansDeleted: {
      path: '/plans/excluidos',
      kind: 'list',
      page: () => import('./PlanDeletedList'),
    },
  },
});

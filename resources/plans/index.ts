// The plans resource (platform administrators): its routes, pages and menu place.
import { plansApi } from '../../common/resources/plans';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'plans',
  api: plansApi,
  access: plansApi.access,
  messages: () => import('./messages'),
  routes: {
    plans: {
      path: '/planos',
      kind: 'list',
      title: 'app.page.plans',
      page: () => import('./PlanList').then((m) => ({ default: m.PlanList })),
      menu: { icon: 'Workspaces', order: 140, label: 'app.menu.plans' },
    },
    planEdit: {
      path: '/plano/:id/editar',
      kind: 'edit',
      title: 'app.page.plan_edit',
      page: () => import('./PlanEdit'),
    },
    planCreate: {
      path: '/plano/cadastrar',
      kind: 'create',
      title: 'app.page.plan_create',
      page: () => import('./PlanCreate'),
    },
    plansDeleted: {
      path: '/plans/excluidos',
      kind: 'list',
      title: 'app.page.plans_deleted',
      page: () => import('./PlanDeletedList'),
    },
  },
});

// The company's team: its members and pending invites.
import { teamApi } from '../../common/resources/team';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'team',
  api: teamApi,
  access: teamApi.access,
  routes: {
    team: {
      path: '/equipe',
      kind: 'list',
      title: 'app.page.team',
      page: () => import('./TeamPage'),
      menu: { icon: 'People', order: 60, label: 'app.menu.team' },
    },
  },
});

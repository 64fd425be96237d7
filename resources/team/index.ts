// The company's team: its members and pending invites.
import { teamApi } from '../../common/resources/team';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'team',
  api: teamApi,
  access: teamApi.access,
  messages: () => import('./messages'),
  titles: {
    pt_BR: { team: 'Equipe' },
    en: { team: 'Team' },
  },
  routes: {
    team: {
      path: '/equipe',
      kind: 'list',
      page: () => import('./TeamPage'),
      menu: { icon: 'People', order: 60 },
    },
  },
});

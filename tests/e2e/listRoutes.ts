// The list routes of the app, by the kind of user who may open them, each with what shows that its
// content has arrived (on a phone the compact list, on a laptop the table, or the empty state). Read
// by a11y.spec.ts, which opens each at phone and laptop widths.
import type { Locator, Page } from '@playwright/test';

export interface ListRoute {
  path: string;
  /** What to do once there (e.g. pick a tab) before checking it. */
  open?(page: Page): Promise<void>;
  ready(page: Page, phone: boolean): Locator;
}

const main = (page: Page) => page.getByRole('main');

/** A react-admin list's body: the compact list on a phone, the table otherwise, or its empty state. */
const listBody =
  (empty: RegExp = /^Nenhum resultado encontrado/) =>
  (page: Page, phone: boolean) =>
    (phone ? main(page).getByTestId('compact-list') : main(page).getByRole('table'))
      .or(main(page).getByText(empty))
      .first();

const inbox: ListRoute = {
  path: '/inbox',
  ready: (page) => page.getByTestId('inbox-item').or(page.getByTestId('inbox-empty')).first(),
};
const notifications: ListRoute = {
  path: '/notificacoes',
  ready: (page) =>
    page
      .getByTestId('notifications-page')
      .locator('li')
      .or(page.getByText(/^Nenhuma notificação/))
      .first(),
};
const contacts: ListRoute = {
  path: '/profile',
  open: (page) => page.getByRole('tab', { name: 'Contatos' }).click(),
  ready: (page) => page.getByTestId('profile-addresses'),
};

/** The integrations page's webhooks tab: its endpoints (as /integracoes lists its keys), or none yet. */
const webhooksTab = (page: Page, phone: boolean) => {
  const panel = main(page).getByTestId('webhooks');
  return (phone ? panel.getByTestId('compact-list') : panel.getByRole('table'))
    .or(panel.getByText(/^Nenhum webhook cadastrado ainda/))
    .first();
};

/** The audit page's "Ações" tab: the trail of acts (creating an API key makes one), or none yet. */
const auditActs = (page: Page, phone: boolean) => {
  const panel = main(page).getByTestId('audit-trail');
  return (phone ? panel.getByTestId('compact-list') : panel.getByRole('table'))
    .or(panel.getByText(/^Nenhuma ação registrada/))
    .first();
};

export const LIST_ROUTES = {
  manager: {
    email: 'gestor@demo.local',
    landing: /\/home$/,
    routes: [
      inbox,
      { path: '/cofre', ready: (page) => page.getByTestId('file-row').first() },
      { path: '/cofre/excluidos', ready: listBody(/^Nenhum arquivo excluído/) },
      { path: '/auditoria', ready: listBody(/^Nenhum evento registrado/) },
      { path: '/auditoria?aba=acoes', ready: auditActs },
      { path: '/devices', ready: listBody() },
      { path: '/messages', ready: listBody() },
      { path: '/equipe', ready: listBody() },
      { path: '/integracoes', ready: listBody(/^Nenhuma chave de API ainda/) },
      { path: '/integracoes?aba=webhooks', ready: webhooksTab },
      notifications,
      contacts,
    ],
  },
  admin: {
    email: 'admin@cofre.local',
    landing: /\/planos$/,
    routes: [
      { path: '/planos', ready: listBody() },
      { path: '/plans/excluidos', ready: listBody() },
      { path: '/servers', ready: listBody() },
      { path: '/usuarios', ready: listBody() },
      { path: '/usuarios/excluidos', ready: listBody() },
      { path: '/empresas', ready: listBody() },
      { path: '/termos', ready: listBody() },
      { path: '/pre-cadastros', ready: listBody() },
      { path: '/solicitacoes-lgpd', ready: listBody(/^Nenhuma solicitação/) },
      notifications,
    ],
  },
  signatory: {
    email: 'signatario@demo.local',
    landing: /\/inbox$/,
    routes: [inbox, notifications, contacts],
  },
} satisfies Record<string, { email: string; landing: RegExp; routes: ListRoute[] }>;

export type RoutesOf = keyof typeof LIST_ROUTES;

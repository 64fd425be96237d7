// The list routes of the app, by the kind of user who may open them, each with what shows that its
// content has arrived (on a phone the compact list, on a laptop the table, or the empty state): every
// resource's list from the route table (src/routes/table.ts, derived from the manifests), and the
// app's other lists and tabs ("Faturas" among them). Read by a11y.spec.ts, which opens each at phone and laptop widths; `hiddenSideways` is what it asks of
// a phone's page besides its width.
import type { Locator, Page } from '@playwright/test';
import { PERMISSIONS } from '../../common/permissions.js';
import { type AccessIdentity, canOpen } from '../../src/providers/canAccess.js';
import { APP_ROUTES } from '../../src/routes/table.js';

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
const profileContacts: ListRoute = {
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

/** The invites still pending (a tab of the team's page and of the back office's users). */
const invites = (path: string): ListRoute => ({
  path,
  open: (page) => main(page).getByRole('tab', { name: 'Convites pendentes' }).click(),
  ready: (page, phone) => {
    const panel = main(page).getByRole('tabpanel');
    return (phone ? panel.getByTestId('compact-list') : panel.getByRole('table'))
      .or(panel.getByText(/^Nenhum convite pendente/))
      .first();
  },
});

/**
 * "Faturas": the subscription's summary (waited for on arrival), then the charges — cards on a
 * phone, a table otherwise — or the word that there are none yet.
 */
const invoices: ListRoute = {
  path: '/faturas',
  open: (page) => main(page).getByTestId('billing-situation').waitFor(),
  ready: (page, phone) => {
    const charges = main(page).getByRole('region', { name: 'Cobranças' });
    return (phone ? charges.getByTestId('invoice-card') : charges.getByRole('table'))
      .or(charges.getByText(/^Nenhuma cobrança ainda/))
      .first();
  },
};

/** The vault: its files, on a phone as a compact list. */
const vault = (page: Page, phone: boolean) =>
  (phone ? main(page).getByTestId('compact-list') : main(page).getByRole('table'))
    .filter({ has: page.getByTestId('file-row') })
    .first();

/** Who each kind of user is, as the route guards see them (the demo's manager holds every permission). */
export const IDENTITIES = {
  manager: { ambient: null, permissions: [...PERMISSIONS] },
  admin: { ambient: 'A', permissions: [] },
  signatory: { ambient: 'S', permissions: [] },
} satisfies Record<string, AccessIdentity>;

/**
 * Where a resource's list shows something other than the table, the compact list or "Nenhum
 * resultado encontrado"; every other list route of the route table gets `listBody()`.
 */
const LIST_READY: Record<string, ListRoute['ready']> = {
  '/inbox': inbox.ready,
  '/cofre': vault,
  '/cofre/excluidos': listBody(/^Nenhum arquivo excluído/),
  '/auditoria': listBody(/^Nenhum evento registrado/),
  // Without devices, the page says what it is for (and how to connect the first one).
  '/devices': (page, phone) => listBody()(page, phone).or(main(page).getByTestId('devices-empty')).first(),
  '/integracoes': listBody(/^Nenhuma chave de API ainda/),
};

/** The resources' list routes this user may open, from the route table (a new resource's list is walked too). */
export const resourceLists = (who: keyof typeof IDENTITIES): ListRoute[] =>
  APP_ROUTES.filter((r) => r.kind === 'list' && canOpen(IDENTITIES[who], r)).map((r) => ({
    path: r.path,
    ready: LIST_READY[r.path] ?? listBody(),
  }));

export const LIST_ROUTES = {
  manager: {
    email: 'gestor@demo.local',
    landing: /\/home$/,
    routes: [
      ...resourceLists('manager'),
      { path: '/auditoria?aba=acoes', ready: auditActs },
      invites('/equipe'),
      { path: '/integracoes?aba=webhooks', ready: webhooksTab },
      invoices,
      notifications,
      profileContacts,
    ],
  },
  admin: {
    email: 'admin@cofre.local',
    landing: /\/planos$/,
    routes: [
      ...resourceLists('admin'),
      invites('/usuarios'),
      { path: '/solicitacoes-lgpd', ready: listBody(/^Nenhuma solicitação/) },
      notifications,
    ],
  },
  signatory: {
    email: 'signatario@demo.local',
    landing: /\/inbox$/,
    routes: [...resourceLists('signatory'), notifications, profileContacts],
  },
} satisfies Record<keyof typeof IDENTITIES, { email: string; landing: RegExp; routes: ListRoute[] }>;

export type RoutesOf = keyof typeof LIST_ROUTES;

/**
 * What the page's content hides sideways (the tab bar of visited views, which scrolls by design, left
 * out): each element that scrolls sideways (overflow-x auto or scroll, its content wider than its box),
 * and each control or chip drawn past the screen's edge or cut by a box that clips or scrolls. A strip
 * of tabs that scrolls with its arrows on screen says so and is allowed. Each as a short description;
 * none on a page that shows everything within the screen.
 */
export const hiddenSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('main');
    if (!root) return ['no main content'];
    const skip = (el: Element) => el.closest('[data-testid="tabs-bar"]') !== null;
    const name = (el: Element) => {
      const cls = [...el.classList].find((c) => /^(Mui|Ra)/.test(c));
      const label =
        el.getAttribute('data-testid') ??
        el.getAttribute('aria-label') ??
        el.textContent?.trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}>${label ? ` "${label}"` : ''}`;
    };
    /** A tab strip's scroller whose arrows are on screen (MUI Tabs with scroll buttons). */
    const arrowed = (el: Element) =>
      el.classList.contains('MuiTabs-scroller') &&
      [...(el.parentElement?.querySelectorAll(':scope > .MuiTabs-scrollButtons') ?? [])].some((b) =>
        b.checkVisibility({ opacityProperty: true }),
      );
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const found: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (skip(el) || !el.checkVisibility() || arrowed(el)) continue;
      if (scrolls(el) && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth}`);
    }
    const screen = document.documentElement.clientWidth;
    /** What cuts `el` off: the screen, or the closest box around it that clips or scrolls; null: nothing. */
    const cutBy = (el: Element) => {
      const box = el.getBoundingClientRect();
      const outside = (left: number, right: number) => box.left < left - 1 || box.right > right + 1;
      for (let up = el.parentElement; up && root.contains(up); up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const edges = up.getBoundingClientRect();
        if (outside(edges.left, edges.right)) return arrowed(up) ? null : name(up);
      }
      return outside(0, screen) ? 'the screen' : null;
    };
    // What a person sees and uses: controls and chips; a tick box, switch or radio by what draws it
    // (MUI lays their inputs, invisible, over a wider area, and pads them for the ripple).
    const controls = root.querySelectorAll(
      [
        'button:not(.MuiCheckbox-root, .MuiSwitch-switchBase, .MuiRadio-root)',
        'a[href]',
        'select',
        'input:not([type="hidden"], [type="checkbox"], [type="radio"])',
        '.MuiChip-root',
        '.MuiCheckbox-root > svg',
        '.MuiRadio-root svg',
        '.MuiSwitch-track',
      ].join(', '),
    );
    for (const el of controls) {
      if (skip(el) || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const by = cutBy(el);
      if (by) found.push(`${name(el)} at ${Math.round(box.left)}–${Math.round(box.right)} px, cut by ${by}`);
    }
    return found;
  });

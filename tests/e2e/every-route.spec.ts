// Every route of the app that is not a list (those: a11y.spec.ts with listRoutes.ts) — forms, record
// pages, the dashboard, billing, devices, errors, and the public pages a signatory or a visitor
// opens — on a phone (360×740) and a laptop (1366×800), as each kind of user who may open it: the
// page never grows wider than the screen at either, and axe (run on the phone) finds nothing
// serious or critical. Sign-up, login and recovery: a11y.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { RESOURCES } from '../../resources/index.js';
import { insertEndpoint } from '../../server/db/queries/webhooks.js';
import { preCadastros } from '../../server/db/schema.js';
import { newWebhookSecret } from '../../server/modules/integrations/signature.js';
import { canOpen } from '../../src/providers/canAccess.js';
import { findRoute } from '../../src/routes/public.js';
import { dataResources, type ResourceRoute } from '../../src/routes/resource.js';
import { APP_ROUTES, type RouteName } from '../../src/routes/table.js';
import { loginAs, type TestApp } from '../helpers/app.js';
import { external, linkToken, sendForSignature } from '../helpers/signing.js';
import { createTemplate, publicLinkOf } from '../helpers/templates.js';
import { expectNoSeriousViolations, pageWidth } from './axe.js';
import { expect, login, openInApp, test } from './fixtures.js';
import { IDENTITIES, LIST_ROUTES } from './listRoutes.js';

test.describe.configure({ mode: 'parallel' });

/** What a test made for its visit and takes away again (run after its routes). */
const cleanups: (() => Promise<unknown>)[] = [];

interface Route {
  path: string;
  /** What shows that the page's content has arrived. */
  ready(page: Page): Locator;
}

const main = (page: Page) => page.getByRole('main');
/** A form: its first text field, filled from the record when it edits one. */
const form = (page: Page) => main(page).getByRole('textbox').first();
const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
const text = (pattern: RegExp) => (page: Page) => main(page).getByText(pattern).first();

/**
 * Each resource's create, edit and show routes this user may open, from the route table: a form, or
 * the record's page, opened on the first record its API lists to this user (or the id given); the
 * check below fails on any route no walk visits.
 */
async function resourceRecords(
  server: TestApp,
  token: string,
  who: keyof typeof IDENTITIES,
  ids: Partial<Record<RouteName, number>> = {},
): Promise<Route[]> {
  const apis = dataResources(RESOURCES);
  const routes: Route[] = [];
  for (const resource of RESOURCES)
    for (const [name, r] of Object.entries<ResourceRoute>(resource.routes)) {
      const route = APP_ROUTES.find((x) => x.name === name);
      if (!route || !['create', 'edit', 'show'].includes(r.kind) || !canOpen(IDENTITIES[who], route))
        continue;
      if (r.kind === 'create') {
        routes.push({ path: r.path, ready: form });
        continue;
      }
      let id = ids[name as RouteName];
      // A record page of a resource without a list API (a webhook's log) is walked by hand, below.
      if (id === undefined && !resource.api) continue;
      if (id === undefined) {
        const listed = await server.call('GET', `/api/${apis[resource.name]?.list}?perPage=1`, { token });
        id = listed.body.data?.[0]?.id;
      }
      if (id === undefined) throw new Error(`no record to open ${r.path} with: give its id`);
      routes.push({ path: r.path.replace(':id', String(id)), ready: r.kind === 'edit' ? form : text(/.+/) });
    }
  return routes;
}

/** Routes a user may open that no walk here or in a11y.spec.ts visits, and where they are tested. */
const NOT_WALKED: Record<keyof typeof IDENTITIES, RouteName[]> = {
  // 401 and 451: shown on a lost session and on terms to accept (auth.spec.ts, guards.spec.ts).
  manager: ['unauthorized', 'termsGate'],
  // The purchase pages are a company's (the manager walks them); the error pages as the manager's.
  admin: ['comprar', 'upgrade', 'notFound', 'forbidden', 'unauthorized', 'termsGate'],
  signatory: [],
};

const USERS = {
  /** The demo company's manager: every company permission. */
  manager: {
    email: 'gestor@demo.local',
    async routes(server: TestApp): Promise<Route[]> {
      const { access_token: token } = await loginAs(server, 'gestor@demo.local');
      // A device of the demo company: one another test made, or a new one, deleted again at the end
      // (the demo plan caps how many devices the company has, and other tests create theirs).
      const listed = await server.call('GET', '/api/devices?perPage=1', { token });
      const device = listed.body.data?.[0]
        ? { status: 201, body: listed.body.data[0], made: false }
        : {
            ...(await server.call('POST', '/api/device/store', {
              token,
              body: { name: `Rotas ${Date.now()}` },
            })),
            made: true,
          };
      if (device.status !== 201) throw new Error(`device → ${device.status}`);
      const id = device.body.id as number;
      if (device.made) cleanups.push(() => server.call('DELETE', `/api/device/${id}/deletar`, { token }));
      // A webhook endpoint of the demo company to open, made in the database (the API refuses every
      // address this closed network has: private, or not found) and deleted through the API at the end.
      const empresaId = (await server.call('GET', '/api/auth/user', { token })).body.empresa.id as number;
      const endpoint = await insertEndpoint(server.ctx.db, {
        empresaId,
        url: `https://erp.exemplo.com.br/webhooks/cofre/${Date.now()}/um-endereco-comprido-para-a-tela-do-celular`,
        eventos: ['document.signed', 'document.completed'],
        secretSealed: server.ctx.secrets.seal(newWebhookSecret()),
      });
      cleanups.push(() => server.call('POST', `/api/webhook/${endpoint.id}/deletar`, { token }));
      // A contact to open (the demo's address book is not seeded here), deleted again at the end.
      const contact = await server.call('POST', '/api/contato/cadastrar', {
        token,
        body: { nome: 'Rita Rotas', email: `rita.rotas-${Date.now()}@exemplo.com.br`, tags: ['rotas'] },
      });
      if (contact.status !== 201) throw new Error(`contato → ${contact.status} ${contact.text}`);
      cleanups.push(() => server.call('DELETE', `/api/contato/${contact.body.data.id}/deletar`, { token }));
      // A template to edit, use and send in bulk, deleted again at the end.
      const template = await createTemplate(server, token, `Modelo Rotas ${Date.now()}`);
      cleanups.push(() => server.call('DELETE', `/api/modelo/${template}/deletar`, { token }));
      return [
        ...(await resourceRecords(server, token, 'manager', { templateEdit: template })),
        { path: `/modelo/${template}/usar`, ready: byTestId('template-use') },
        { path: `/modelo/${template}/lote`, ready: byTestId('bulk-page') },
        { path: '/home', ready: byTestId('home') },
        { path: '/dashboard', ready: byTestId('dashboard') },
        { path: '/profile', ready: form },
        { path: '/empresa/dados', ready: form },
        { path: `/device/${id}/scan`, ready: byTestId('scan-status') },
        {
          path: `/device/${id}/messages`,
          // Its chats (another test may have made one), or the word that there are none.
          ready: (page) =>
            page
              .getByTestId('chat')
              .or(main(page).getByText(/Nenhuma conversa ainda/))
              .first(),
        },
        { path: '/comprar', ready: text(/Plano|plano/) },
        { path: '/upgrade', ready: text(/Plano|plano/) },
        // The old address of the company's records leads to "Faturas" (walked with the lists).
        {
          path: '/financeiro',
          ready: (page) => main(page).getByRole('heading', { name: 'Faturas', level: 1 }),
        },
        { path: '/plano', ready: byTestId('usage-users') },
        { path: `/integracoes/webhooks/${endpoint.id}`, ready: byTestId('webhook-url') },
        { path: '/404', ready: text(/.+/) },
        { path: '/403', ready: text(/.+/) },
      ];
    },
  },
  /** The platform's administrator: the back office's forms and records. */
  admin: {
    email: 'admin@cofre.local',
    async routes(server: TestApp): Promise<Route[]> {
      // A pre-registration to open (the public sign-up form's).
      const made = await server.call('POST', '/api/cadastro-publico', {
        body: {
          name: 'Pré Cadastro Rotas',
          email: `rotas-${Date.now()}@exemplo.com.br`,
          phone: '11999990000',
        },
      });
      if (made.status >= 300) throw new Error(`cadastro-publico → ${made.status} ${made.text}`);
      const pre = await server.ctx.db.select({ id: preCadastros.id }).from(preCadastros).limit(1);
      // A term of use to open (a draft).
      const { access_token: token } = await loginAs(server, 'admin@cofre.local');
      const term = await server.call('POST', '/api/termo/cadastrar', {
        token,
        body: { termo_descricao: `Termos de uso para as rotas. ${'Cláusula de exemplo. '.repeat(10)}` },
      });
      if (term.status !== 201) throw new Error(`termo → ${term.status} ${term.text}`);
      return [
        ...(await resourceRecords(server, token, 'admin', {
          termEdit: term.body.data.id,
          preRegistrationShow: pre[0]?.id,
        })),
        { path: '/admin/financeiro', ready: text(/.+/) },
        { path: '/profile', ready: form },
      ];
    },
  },
  /** Someone asked to sign, from the e-mailed link (no account), and a visitor checking a document. */
  visitor: {
    email: null,
    async routes(server: TestApp): Promise<Route[]> {
      const { access_token: token } = await loginAs(server, 'gestor@demo.local');
      const email = `rita-${Date.now()}@exemplo.com.br`;
      await sendForSignature(server, token, { signatarios: [external({ nome: 'Rita Rotas', email })] });
      // A template's public link, as a visitor opens it.
      const template = await createTemplate(server, token, `Modelo Público ${Date.now()}`);
      const link = await publicLinkOf(server, token, template, {
        nome: 'Gestor',
        email: 'gestor@demo.local',
      });
      return [
        { path: link, ready: (page) => page.getByRole('button', { name: 'Enviar código' }) },
        {
          path: `/assinar/${linkToken(server, email)}`,
          ready: (page) => page.getByRole('button', { name: /Assinar|Continuar|Enviar código/ }).first(),
        },
        { path: '/verificar', ready: (page) => page.getByRole('main').getByRole('heading').first() },
      ];
    },
  },
};

for (const [width, height] of [
  [360, 740],
  [1366, 800],
] as const)
  for (const [who, user] of Object.entries(USERS)) {
    test(`every other route of the ${who} at ${width} px`, async ({ page, server }) => {
      test.setTimeout(150_000);
      const routes = await user.routes(server);
      if (who !== 'visitor') expectEveryRouteWalked(who as keyof typeof IDENTITIES, routes);
      try {
        await page.setViewportSize({ width, height });
        if (user.email) {
          await login(page, user.email);
          await expect(page).not.toHaveURL(/\/login/);
        }
        await visit(routes);
      } finally {
        for (const cleanup of cleanups.splice(0)) await cleanup();
      }
      async function visit(routes: Route[]) {
        for (const route of routes) {
          // Signed in, the way a link in the app opens it; the visitor's pages are each a first visit.
          if (user.email) await openInApp(page, route.path);
          else await page.goto(route.path);
          await expect(route.ready(page), `${route.path} shows its content`).toBeVisible();
          await expect
            .poll(() => pageWidth(page), { message: `${route.path} width at ${width} px` })
            .toBe(width);
          // Axe once per route, on the phone, where these pages differ most (the list routes and the
          // shell get it at both widths in a11y.spec.ts); the width is checked at both.
          if (width < 600) await expectNoSeriousViolations(page, `${route.path} at ${width} px (${who})`);
        }
      }
    });
  }

/** Every route the user may open is walked here or in a11y.spec.ts, or said where it is tested. */
function expectEveryRouteWalked(who: keyof typeof IDENTITIES, routes: Route[]) {
  const walked = [...routes, ...LIST_ROUTES[who].routes].map(
    (r) => findRoute(APP_ROUTES, new URL(r.path, 'http://x').pathname)?.name,
  );
  const missing = APP_ROUTES.filter((r) => canOpen(IDENTITIES[who], r))
    .map((r) => r.name)
    .filter((name) => !walked.includes(name) && !NOT_WALKED[who].includes(name as RouteName));
  expect(missing, `routes of the ${who} no walk visits`).toEqual([]);
}

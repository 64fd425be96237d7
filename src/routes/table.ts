// Every route of spec §2 and who may open it. Read by the root router (to keep public pages out
// of the admin bundle), by the admin app (to mount pages and guards) and by the menu.
import { matchRoute } from './navigation';

/**
 * public: no login; a signed-in visitor goes to the dashboard.
 * ignoreAuth: public, and a signed-in visitor stays.
 * any: any signed-in user. admin: ambient A, else 403. user: not ambient S (S goes to the inbox).
 * nonAdmin: company users (admins go to their landing page, signatories to their inbox).
 */
export type Access = 'public' | 'ignoreAuth' | 'any' | 'admin' | 'user' | 'nonAdmin';

export interface RouteDef {
  name: string;
  path: string;
  access: Access;
  /** i18n key of the page title (tab label). */
  title: string;
  /** false: the view is not kept in the tab bar when left (e.g. forms). */
  cache?: boolean;
  /** Edit/create views close their tab after a successful save. */
  closesOnSave?: boolean;
  /** Permission string the route needs besides its access rule. */
  permission?: string;
}

export const PUBLIC_ROUTES: RouteDef[] = [
  { name: 'login', path: '/login', access: 'public', title: 'app.page.login' },
  { name: 'root', path: '/', access: 'public', title: 'app.page.login' },
  { name: 'signUp', path: '/sign-up', access: 'public', title: 'app.page.sign_up' },
  {
    name: 'confirmEmail',
    path: '/confirmar-email/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.confirm_email',
  },
  {
    name: 'userRegister',
    path: '/usuario/registrar/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.user_register',
  },
  {
    name: 'userSignUp',
    path: '/usuario/cadastrar/:tokenId',
    access: 'ignoreAuth',
    title: 'app.page.user_register',
  },
  { name: 'recovery', path: '/password/recovery', access: 'public', title: 'app.page.recovery' },
  { name: 'reset', path: '/api/password/reset/:token', access: 'public', title: 'app.page.reset' },
  {
    name: 'inviteSignUp',
    path: '/cadastrar-usuario/:token',
    access: 'ignoreAuth',
    title: 'app.page.invite_sign_up',
  },
  { name: 'sign', path: '/assinar/:token', access: 'ignoreAuth', title: 'app.page.sign' },
  { name: 'verify', path: '/verificar', access: 'ignoreAuth', title: 'app.page.verify' },
  { name: 'verifyCode', path: '/verificar/:codigo', access: 'ignoreAuth', title: 'app.page.verify' },
  {
    name: 'signatoryRegister',
    path: '/cadastro-signatario/:token',
    access: 'ignoreAuth',
    title: 'app.page.signatory_register',
  },
];

export const APP_ROUTES: RouteDef[] = [
  { name: 'home', path: '/home', access: 'nonAdmin', title: 'app.page.home' },
  {
    name: 'dashboard',
    path: '/dashboard',
    access: 'nonAdmin',
    title: 'app.page.dashboard',
    permission: 'dashboard.view',
  },
  { name: 'inbox', path: '/inbox', access: 'any', title: 'app.page.inbox' },
  { name: 'vault', path: '/cofre', access: 'nonAdmin', title: 'app.page.vault', permission: 'vault.view' },
  {
    name: 'vaultDeleted',
    path: '/cofre/excluidos',
    access: 'nonAdmin',
    title: 'app.page.deleted_files',
    permission: 'vault.delete',
  },
  {
    name: 'audit',
    path: '/auditoria',
    access: 'nonAdmin',
    title: 'app.page.audit',
    permission: 'audit.view',
  },
  { name: 'team', path: '/equipe', access: 'nonAdmin', title: 'app.page.team', permission: 'users.view' },
  {
    name: 'integrations',
    path: '/integracoes',
    access: 'nonAdmin',
    title: 'app.page.integrations',
    permission: 'integrations.manage',
  },
  {
    name: 'webhook',
    path: '/integracoes/webhooks/:id',
    access: 'nonAdmin',
    title: 'app.page.webhook',
    permission: 'integrations.manage',
  },
  {
    name: 'companyData',
    path: '/empresa/dados',
    access: 'nonAdmin',
    title: 'app.page.company_data',
    cache: false,
    permission: 'company.manage',
  },
  { name: 'profile', path: '/profile', access: 'any', title: 'app.page.profile', cache: false },
  { name: 'notifications', path: '/notificacoes', access: 'any', title: 'app.page.notifications' },
  { name: 'plans', path: '/planos', access: 'admin', title: 'app.page.plans' },
  {
    name: 'planEdit',
    path: '/plano/:id/editar',
    access: 'admin',
    title: 'app.page.plan_edit',
    cache: false,
    closesOnSave: true,
  },
  {
    name: 'planCreate',
    path: '/plano/cadastrar',
    access: 'admin',
    title: 'app.page.plan_create',
    cache: false,
    closesOnSave: true,
  },
  { name: 'plansDeleted', path: '/plans/excluidos', access: 'admin', title: 'app.page.plans_deleted' },
  { name: 'servers', path: '/servers', access: 'admin', title: 'app.page.servers' },
  {
    name: 'serverEdit',
    path: '/server/:id/editar',
    access: 'admin',
    title: 'app.page.server_edit',
    cache: false,
    closesOnSave: true,
  },
  {
    name: 'serverCreate',
    path: '/server/cadastrar',
    access: 'admin',
    title: 'app.page.server_create',
    cache: false,
    closesOnSave: true,
  },
  {
    name: 'devices',
    path: '/devices',
    access: 'user',
    title: 'app.page.devices',
    permission: 'devices.view',
  },
  {
    name: 'deviceEdit',
    path: '/device/:id/editar',
    access: 'user',
    title: 'app.page.device_edit',
    cache: false,
    closesOnSave: true,
    permission: 'devices.manage',
  },
  {
    name: 'deviceScan',
    path: '/device/:id/scan',
    access: 'user',
    title: 'app.page.device_scan',
    cache: false,
    permission: 'devices.manage',
  },
  {
    name: 'deviceMessages',
    path: '/device/:id/messages',
    access: 'user',
    title: 'app.page.device_messages',
    permission: 'messages.view',
  },
  {
    name: 'deviceCreate',
    path: '/device/cadastrar',
    access: 'user',
    title: 'app.page.device_create',
    cache: false,
    closesOnSave: true,
    permission: 'devices.manage',
  },
  {
    name: 'messages',
    path: '/messages',
    access: 'user',
    title: 'app.page.messages',
    permission: 'messages.view',
  },
  {
    name: 'messageCreate',
    path: '/message/cadastrar',
    access: 'user',
    title: 'app.page.message_create',
    cache: false,
    closesOnSave: true,
    permission: 'messages.send',
  },
  { name: 'users', path: '/usuarios', access: 'admin', title: 'app.page.users' },
  {
    name: 'userEdit',
    path: '/users/:id/editar',
    access: 'admin',
    title: 'app.page.user_edit',
    cache: false,
    closesOnSave: true,
  },
  {
    name: 'userCreate',
    path: '/users/cadastrar',
    access: 'admin',
    title: 'app.page.user_create',
    cache: false,
    closesOnSave: true,
  },
  { name: 'companies', path: '/empresas', access: 'admin', title: 'app.page.companies' },
  {
    name: 'companyEdit',
    path: '/empresa/:id/editar',
    access: 'admin',
    title: 'app.page.company_edit',
    cache: false,
    closesOnSave: true,
  },
  { name: 'terms', path: '/termos', access: 'admin', title: 'app.page.terms_of_use' },
  {
    name: 'termCreate',
    path: '/termo/cadastrar',
    access: 'admin',
    title: 'app.page.term_create',
    cache: false,
    closesOnSave: true,
  },
  {
    name: 'termEdit',
    path: '/termo/:id/editar',
    access: 'admin',
    title: 'app.page.term_edit',
    cache: false,
    closesOnSave: true,
  },
  { name: 'preRegistrations', path: '/pre-cadastros', access: 'admin', title: 'app.page.pre_registrations' },
  {
    name: 'preRegistrationShow',
    path: '/pre-cadastro/:id',
    access: 'admin',
    title: 'app.page.pre_registration_show',
  },
  { name: 'usersDeleted', path: '/usuarios/excluidos', access: 'admin', title: 'app.page.users_deleted' },
  { name: 'lgpdRequests', path: '/solicitacoes-lgpd', access: 'admin', title: 'app.page.lgpd_requests' },
  { name: 'comprar', path: '/comprar', access: 'any', title: 'app.page.buy', cache: false },
  { name: 'upgrade', path: '/upgrade', access: 'any', title: 'app.page.upgrade', cache: false },
  {
    name: 'financial',
    path: '/financeiro',
    access: 'nonAdmin',
    title: 'app.page.financial',
    permission: 'subscription.manage',
  },
  {
    name: 'plan',
    path: '/plano',
    access: 'nonAdmin',
    title: 'app.page.plan',
    permission: 'subscription.manage',
  },
  { name: 'adminFinancial', path: '/admin/financeiro', access: 'admin', title: 'app.page.admin_financial' },
  { name: 'notFound', path: '/404', access: 'any', title: 'app.page.not_found', cache: false },
  { name: 'forbidden', path: '/403', access: 'any', title: 'app.page.forbidden', cache: false },
  { name: 'unauthorized', path: '/401', access: 'any', title: 'app.page.unauthorized', cache: false },
  { name: 'termsGate', path: '/451', access: 'any', title: 'app.page.terms', cache: false },
];

/** Where each kind of user lands after login. */
export const landingPath = (ambient: 'A' | 'S' | null | undefined) =>
  ambient === 'A' ? '/planos' : ambient === 'S' ? '/inbox' : '/home';

export const findRoute = (routes: RouteDef[], pathname: string): RouteDef | undefined =>
  routes.find((r) => matchRoute(r.path, pathname) !== null);

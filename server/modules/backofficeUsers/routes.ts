import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cargoBody,
  permissionsBody,
  permissionsQuery,
  unlinkQuery,
  userCompanyBody,
  userListQuery,
  userSearchParams,
  usersApi,
  userUpdateBody,
} from '../../../common/schemas/backofficeUsers.js';
import { id } from '../../../common/schemas/fields.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/queries/users.js';
import { users } from '../../db/schema.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { RecordRegistry } from '../records/registry.js';
import { listTeamPage, toggleMemberLink } from '../team/members.js';
import { isAdmin } from '../team/rules.js';
import { backofficeInviteRoutes } from './inviteRoutes.js';
import { replacePermissions, userPermissions } from './permissions.js';
import {
  cargoList,
  createCargo,
  deleteUser,
  editUser,
  linkCompany,
  listUsersPage,
  purge,
  searchPeople,
  showUser,
  toggleUserStatus,
  unlinkCompany,
  userCompanies,
} from './service.js';
import { userView } from './view.js';

const params = z.object({ id });
const security = [{ bearer: [] }];

/** The backofficeUsers area's routes; its records also register for the generic record actions. */
export function backofficeUsersRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
  records: RecordRegistry,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.admin };
  const tag = 'Users (back office)';
  const tags = [tag];

  // The registry generates the list, the edit, details (GET /api/usuario/{id}/detalhes), delete
  // (self-protected, sessions revoked) and restore (PUT …/recuperar); the status switch is this
  // module's own (a member's link for members holding users.manage, sessions revoked).
  records.register({
    api: usersApi,
    route: usersApi.record,
    table: users,
    id: users.id,
    deletedAt: users.deletedAt,
    goneAt: users.anonymizedAt,
    // A member holding users.view lists their company's team.
    rules: { list: { ambient: 'any', permission: 'users.view' } },
    view: (c, row) => userView(c, row as unknown as UserRow),
    remove: (c, id, auth) => deleteUser(c, auth, id),
    routes: {
      tag,
      list: {
        summary:
          'Lists users (paged, sorted, filtered). A platform admin: every user (sort nome, email, documento, ' +
          'created_at). A member holding users.view: ' +
          "their company's team (links active or not; q, nome, email, status = the link's; sort nome, email, " +
          'created_at, last_access_at), each with their permissions there, owner flag and last access',
        query: userListQuery,
        run: (c, query: z.output<typeof userListQuery>, auth) =>
          isAdmin(auth) ? listUsersPage(c, query) : listTeamPage(c, auth, query),
      },
      edit: {
        summary: "Edits a user's name, e-mail, CPF, phone and position",
        body: userUpdateBody,
        message: 'users.updated',
        run: (c, id, body: z.output<typeof userUpdateBody>) => editUser(c, id, body),
      },
      delete: { summary: 'Soft-deletes a user (restorable); signs them out' },
    },
  });

  r.get(
    '/api/usuario/:id/editar',
    { ...admin, schema: { tags, security, summary: 'A live user, for the edit form', params } },
    async (req) => ({ data: await showUser(ctx, req.params.id, 'live') }),
  );

  const toggle = {
    onRequest: guards.permission('users.manage'),
    schema: {
      tags,
      security,
      summary:
        "A platform admin: enables or disables a user's account; disabling signs them out everywhere. " +
        "A member holding users.manage: enables or disables a member's access to their company (its " +
        'sessions in it end), under the team rules',
      params,
    },
  };
  for (const path of ['/api/usuario/:id/disable', '/api/usuario/:id/status'])
    r.put(path, toggle, async (req) => {
      const auth = currentAuth(req);
      const lang = requestLanguage(req);
      if (!isAdmin(auth)) {
        const { enabled, member } = await toggleMemberLink(ctx, auth, lang, req.params.id);
        return {
          message: translate(lang, enabled ? 'team.link_enabled' : 'team.link_disabled'),
          data: member,
        };
      }
      const { enabled, user } = await toggleUserStatus(ctx, auth, req.params.id);
      return { message: translate(lang, enabled ? 'users.enabled' : 'users.disabled'), data: user };
    });

  r.delete(
    '/api/usuario/:id/excluir',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Permanently deletes a soft-deleted user and everything that is only theirs. When documents, ' +
          'signatures, events or messages name the user, the account is anonymised instead ("Usuário excluído", ' +
          'no personal data, no access) so that evidence stays whole; the message says which.',
        params,
      },
    },
    async (req) => {
      const outcome = await purge(ctx, currentAuth(req), req.params.id);
      const key = outcome === 'deleted' ? 'users.purged' : 'users.anonymized';
      return { message: translate(requestLanguage(req), key) };
    },
  );

  // ---- company links -----------------------------------------------------------------------

  r.get(
    '/api/usuario/:id/companies',
    { ...admin, schema: { tags, security, summary: "A user's companies and permissions in each", params } },
    async (req) => ({ data: await userCompanies(ctx, req.params.id) }),
  );

  r.put(
    '/api/usuario/company',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Links a user to a company (or re-activates the link) with permissions',
        body: userCompanyBody,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'users.company_linked'),
      data: await linkCompany(ctx, req.body),
    }),
  );

  r.delete(
    '/api/usuario/:id/remover-vinculo',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "Removes a user's link to a company",
        params,
        querystring: unlinkQuery,
      },
    },
    async (req) => {
      await unlinkCompany(ctx, req.params.id, req.query.empresa_id);
      return { message: translate(requestLanguage(req), 'users.company_unlinked') };
    },
  );

  r.get(
    '/api/usuario/:id/permissions',
    {
      onRequest: guards.permission('users.manage'),
      schema: {
        tags,
        security,
        summary: "A user's permissions in a company, and what the caller may grant",
        params,
        querystring: permissionsQuery,
      },
    },
    async (req) => ({
      data: await userPermissions(ctx, currentAuth(req), req.params.id, req.query.empresa_id),
    }),
  );

  r.put(
    '/api/usuario/:id/permission',
    {
      onRequest: guards.permission('users.manage'),
      schema: {
        tags,
        security,
        summary: "Replaces a user's permissions in a company (never beyond the caller's own)",
        params,
        body: permissionsBody,
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      return {
        message: translate(lang, 'users.permissions_saved'),
        data: await replacePermissions(ctx, currentAuth(req), lang, req.params.id, req.body),
      };
    },
  );

  // ---- search and positions --------------------------------------------------------------------

  r.get(
    '/api/users/search/:term',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        security,
        summary: "Finds people by name or e-mail (an admin: everyone; others: their company's members)",
        params: userSearchParams,
      },
    },
    async (req) => ({ data: await searchPeople(ctx, currentAuth(req), req.params.term) }),
  );

  r.get(
    '/api/cargos',
    { ...admin, schema: { tags, security, summary: 'Lists the positions (cargos)' } },
    async () => ({ data: await cargoList(ctx) }),
  );

  r.post(
    '/api/cargo/cadastrar',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Creates a position; an internal one is only for platform admins',
        body: cargoBody,
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        message: translate(requestLanguage(req), 'users.cargo_created'),
        data: await createCargo(ctx, req.body),
      }),
  );

  backofficeInviteRoutes(app, ctx, guards);
}

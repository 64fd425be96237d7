// Folders and levels of the vault: where the user stands, moving between levels, and organising
// the company's folders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../common/schemas/fields.js';
import { folderCreateBody, folderRenameBody, folderReorderBody } from '../../../common/schemas/folders.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import {
  createFolder,
  currentLevel,
  deleteFolder,
  enterFolder,
  enterRoot,
  leaveFolder,
  peekLevel,
  renameFolder,
  reorderFolders,
} from './folders.js';
import { vaultActor } from './scope.js';

const tags = ['Vault'];
const security = [{ bearer: [] }];
const params = z.object({ id });

export function folderRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission('vault.view');
  const manage = guards.permission('vault.manage');

  r.get(
    '/api/nivel',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: "The user's current vault level at this company: the folder, its path and its subfolders",
      },
    },
    async (req) => ({ data: await currentLevel(ctx, vaultActor(req)) }),
  );

  r.get(
    '/api/nivel/espiar',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          'A level (folder_id absent: the root) with its path and subfolders, without changing the remembered level — for folder pickers',
        querystring: z.object({ pasta_id: id.optional() }),
      },
    },
    async (req) => ({ data: await peekLevel(ctx, vaultActor(req), req.query.pasta_id ?? null) }),
  );

  r.put(
    '/api/nivel/cofre',
    { onRequest: view, schema: { tags, security, summary: 'Goes to the root of the vault' } },
    async (req) => ({ data: await enterRoot(ctx, vaultActor(req)) }),
  );

  r.put(
    '/api/nivel/:id/acessar',
    {
      onRequest: view,
      schema: { tags, security, summary: 'Enters a folder (it becomes the level)', params },
    },
    async (req) => ({ data: await enterFolder(ctx, vaultActor(req), req.params.id) }),
  );

  r.put(
    '/api/nivel/:id/voltar',
    {
      onRequest: view,
      schema: { tags, security, summary: 'Goes up from a folder to the level that holds it', params },
    },
    async (req) => ({ data: await leaveFolder(ctx, vaultActor(req), req.params.id) }),
  );

  r.post(
    '/api/pasta/cadastrar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Creates a folder, last in its level (parent_id null or absent: the root vault)',
        body: folderCreateBody,
      },
    },
    async (req, reply) => {
      const data = await createFolder(ctx, vaultActor(req), req.body);
      return reply.code(201).send({ message: translate(requestLanguage(req), 'folders.created'), data });
    },
  );

  r.put(
    '/api/pasta/ordenar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Reorders the folders of one level; ids must be exactly its folders, first to last',
        body: folderReorderBody,
      },
    },
    async (req) => {
      const data = await reorderFolders(ctx, vaultActor(req), req.body);
      return { message: translate(requestLanguage(req), 'folders.reordered'), data };
    },
  );

  r.put(
    '/api/pasta/:id/editar',
    {
      onRequest: manage,
      schema: { tags, security, summary: 'Renames a folder', params, body: folderRenameBody },
    },
    async (req) => {
      const data = await renameFolder(ctx, vaultActor(req), req.params.id, req.body);
      return { message: translate(requestLanguage(req), 'folders.renamed'), data };
    },
  );

  r.put(
    '/api/pasta/:id/deletar',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Deletes an empty folder (its trashed files move to the root vault)',
        params,
      },
    },
    async (req) => {
      await deleteFolder(ctx, vaultActor(req), req.params.id);
      return { message: translate(requestLanguage(req), 'folders.deleted') };
    },
  );
}

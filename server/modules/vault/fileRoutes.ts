// Files of the vault: the list (and the deleted-files list), the streamed upload, moves, renames,
// the trash, details, signed links and the bytes behind them. The events of a file are served by
// auditRoutes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../../common/permissions.js';
import { id } from '../../../common/schemas/fields.js';
import {
  blobParams,
  FILE_VERSIONS,
  fileRenameBody,
  filesListQuery,
  filesMoveBody,
  fileUploadQuery,
  fileUrlQuery,
} from '../../../common/schemas/files.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import { currentAuth, type Guards } from '../../http/auth.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { drainRequest } from '../../http/multipart.js';
import { openVaultBlob, vaultFileUrl } from './downloads.js';
import {
  deleteVaultFile,
  listVaultFiles,
  moveVaultFiles,
  purgeVaultFile,
  renameVaultFile,
  restoreVaultFile,
  uploadFile,
  vaultFileDetails,
} from './files.js';
import { vaultActor } from './scope.js';

const tags = ['Vault'];
const security = [{ bearer: [] }];
const params = z.object({ id });
/** The link's version: absent, a completed PDF's signed copy (else the original); original or assinado to choose. */
const urlQuery = fileUrlQuery.extend({ versao: z.enum(FILE_VERSIONS, 'validation.in').optional() });

export function fileRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guards.permission('vault.view');
  const manage = guards.permission('vault.manage');
  const remove = guards.permission('vault.delete');

  r.get(
    '/api/files',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          'Lists files: a folder (pasta_id; absent: the root), the whole vault (scope=all) or the deleted ' +
          'files (deleted=true, needs vault.delete). Filter q (name, > 3 characters); sort nome ' +
          '(default), created_at, tamanho, and deleted_at for deleted files (their default, desc)',
        querystring: filesListQuery,
      },
    },
    async (req) => {
      const actor = vaultActor(req);
      if (req.query.deleted && !hasPermission(currentAuth(req).permissions, 'vault.delete'))
        throw forbidden('vault.delete');
      return listVaultFiles(ctx, actor, req.query);
    },
  );

  r.post(
    '/api/file/upload',
    {
      onRequest: guards.permission('vault.upload'),
      schema: {
        tags,
        security,
        summary:
          'Uploads one file (multipart: optional text field pasta_id before the part "file", or ?pasta_id=). ' +
          'Streamed to storage with its SHA-256; the type is read from the bytes; a taken name gets " (2)"',
        consumes: ['multipart/form-data'],
        querystring: fileUploadQuery,
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      try {
        const data = await uploadFile(ctx, req, vaultActor(req), req.query, lang);
        return reply.code(201).send({ message: translate(lang, 'files.uploaded'), data });
      } catch (err) {
        // Whatever refused the upload, the client gets the answer only after its body.
        await drainRequest(req.raw);
        throw err;
      }
    },
  );

  r.put(
    '/api/files/move',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: 'Moves live files to a folder (pasta_id null: the root vault), all or nothing',
        body: filesMoveBody,
      },
    },
    async (req) => {
      const data = await moveVaultFiles(ctx, vaultActor(req), req.body);
      const key = req.body.ids.length === 1 ? 'files.moved_one' : 'files.moved';
      return { message: translate(requestLanguage(req), key), data };
    },
  );

  r.put(
    '/api/file/:id/rename',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        summary: "Renames a live file; a name without the file's extension keeps the current one",
        params,
        body: fileRenameBody,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'files.renamed'),
      data: await renameVaultFile(ctx, vaultActor(req), req.params.id, req.body.nome),
    }),
  );

  r.delete(
    '/api/file/:id/deletar',
    {
      onRequest: remove,
      schema: { tags, security, summary: 'Moves a live file to the deleted files (restorable)', params },
    },
    async (req) => {
      await deleteVaultFile(ctx, vaultActor(req), req.params.id);
      return { message: translate(requestLanguage(req), 'files.deleted') };
    },
  );

  r.put(
    '/api/file/:id/recuperar',
    {
      onRequest: remove,
      schema: {
        tags,
        security,
        summary:
          'Restores a deleted file to its folder (the root when the folder is gone); a taken name gets a suffix',
        params,
      },
    },
    async (req) => ({
      message: translate(requestLanguage(req), 'files.restored'),
      data: await restoreVaultFile(ctx, vaultActor(req), req.params.id),
    }),
  );

  r.delete(
    '/api/file/:id/purgar',
    {
      onRequest: remove,
      schema: {
        tags,
        security,
        summary: 'Removes a deleted file for good: its bytes go, its record and events stay',
        params,
      },
    },
    async (req) => {
      await purgeVaultFile(ctx, vaultActor(req), req.params.id);
      return { message: translate(requestLanguage(req), 'files.purged') };
    },
  );

  r.get(
    '/api/file/:id/detalhes',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary: 'A file (live or deleted) with the verification of its event chain',
        params,
      },
    },
    async (req) => ({ data: await vaultFileDetails(ctx, vaultActor(req), req.params.id) }),
  );

  r.get(
    '/api/file/:id/url',
    {
      onRequest: view,
      schema: {
        tags,
        security,
        summary:
          'A signed, expiring link (relative /api/blob/<token>) to view (inline) or download (attachment) a live ' +
          'file, with the version it serves (versao) and the name it downloads under (nome). Without versao, a ' +
          'completed PDF gives its signed copy ("Contrato (assinado).pdf") and anything else its original; ' +
          'versao=original: the original; versao=assinado: the sealed PDF (or certificate) of its completed ' +
          'signing process (404 until there is one)',
        params,
        querystring: urlQuery,
      },
    },
    async (req) =>
      vaultFileUrl(
        ctx,
        vaultActor(req),
        req.params.id,
        req.query.disposition,
        req.query.versao,
        requestLanguage(req),
      ),
  );

  r.get(
    '/api/blob/:token',
    {
      schema: {
        tags,
        summary: "A file's bytes through a signed link (no Authorization: the token is the credential)",
        params: blobParams,
      },
    },
    async (req, reply) => {
      const { stream, headers } = await openVaultBlob(ctx, req.params.token);
      return reply.headers(headers).send(stream);
    },
  );
}

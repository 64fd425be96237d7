// The vault: multipart uploads, folders and levels, files, signed downloads and the audit trail.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { auditRoutes } from './auditRoutes.js';
import { fileRoutes } from './fileRoutes.js';
import { folderRoutes } from './folderRoutes.js';

export async function vaultRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.upload.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  folderRoutes(app, ctx, guards);
  fileRoutes(app, ctx, guards);
  auditRoutes(app, ctx, guards);
}

// Electronic signature: the owner's process, the signer's acts (signed in or by link), the
// signatory's own account and the public verification. Registered after the vault (it uses the
// vault's multipart parser and its signed links).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Guards } from '../../http/auth.js';
import { fieldRoutes } from './fields/routes.js';
import { ownerRoutes } from './ownerRoutes.js';
import { publicRoutes } from './publicRoutes.js';
import { signerRoutes } from './signerRoutes.js';

export function signingRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  ownerRoutes(app, ctx, guards);
  fieldRoutes(app, ctx, guards);
  signerRoutes(app, ctx, guards);
  publicRoutes(app, ctx);
}

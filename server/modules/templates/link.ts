// A template's public link (/m/{token}; the visitor's own calls are the public link module's): its
// settings — the people of the roles after the first, the prefill values, the folder — and turning it
// on (a new random token when it was off) or off (the token is forgotten, so the old URL stops working).
import { randomBytes } from 'node:crypto';
import type { TemplateLinkSettings, TemplateView } from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { findFolder } from '../../db/queries/folders.js';
import { findTemplate, updateTemplate } from '../../db/queries/templates.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, notFound } from '../../http/errors.js';
import { checkPrefillValues } from './document.js';
import { templateOf, versionOf, viewOf } from './service.js';

/** 32 URL-safe characters. */
const newLinkToken = () => randomBytes(24).toString('base64url');

/**
 * PUT /api/modelo/{id}/link: the people of the roles after the first (the visitor takes the first),
 * the prefill values and the folder; turns the link on with a new token when it was off.
 */
export async function saveLink(
  ctx: AppContext,
  empresaId: number,
  id: number,
  settings: TemplateLinkSettings,
): Promise<TemplateView> {
  const v = await versionOf(ctx, empresaId, id);
  const def = v.definicao;
  const others = def.papeis.length - 1;
  if (settings.pessoas.length !== others)
    throw fieldError('pessoas', 'templates.link_people_count', { count: others });
  checkPrefillValues(def, settings.valores);
  if (settings.pasta_id && !(await findFolder(ctx.db, empresaId, settings.pasta_id)))
    throw fieldError('pasta_id', 'files.folder_invalid');
  const row = await inTransaction(ctx.db, async (tx: Db) => {
    const t = await findTemplate(tx, empresaId, id, 'live', true);
    if (!t) throw notFound();
    return updateTemplate(tx, t.id, {
      link: settings,
      ...(t.linkToken ? {} : { linkToken: newLinkToken(), linkCriadoEm: new Date() }),
    });
  });
  return viewOf(ctx, row);
}

/** DELETE /api/modelo/{id}/link: the link stops working (its token is forgotten). */
export async function revokeLink(ctx: AppContext, empresaId: number, id: number): Promise<TemplateView> {
  const t = await templateOf(ctx, empresaId, id);
  return viewOf(ctx, await updateTemplate(ctx.db, t.id, { linkToken: null, linkCriadoEm: null }));
}

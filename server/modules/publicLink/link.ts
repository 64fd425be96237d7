// The template behind a public link token, as long as it may be used: the link on, the template
// live and not archived, its company active with a plan (or trial) running. Else the link is simply
// "no longer available". What the visitor sees before starting, and the owner its documents are
// sent as: the template's creator, while they may still send documents for signature.
import type { Readable } from 'node:stream';
import type { Language } from '../../../common/constants.js';
import { hasPermission } from '../../../common/permissions.js';
import type { PublicTemplateView } from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import { companyMember, type LinkedTemplate, templateOfLink } from '../../db/queries/publicLink.js';
import { HttpError } from '../../http/errors.js';
import { hasActivePlan } from '../billing/views.js';
import { PAGE_SIZES_MAX_BYTES, pdfPageSizes } from '../signing/pageSizes.js';
import type { Owner } from '../signing/process.js';

/** Link tokens are 32 url-safe characters (see the templates' PUT /api/modelo/{id}/link); up to 64 stored. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const linkGone = () => new HttpError(404, 'public_link.not_found');

/** The usable template of a link, or 404 "Este link não está mais disponível." */
export async function usableTemplate(ctx: AppContext, token: string): Promise<LinkedTemplate> {
  if (!TOKEN.test(token)) throw linkGone();
  const t = await templateOfLink(ctx.db, token);
  if (!t?.empresa.status || !hasActivePlan(t.empresa) || !t.versao.definicao.papeis.length) throw linkGone();
  return t;
}

export const companyName = (t: LinkedTemplate) => t.empresa.nomeFantasia ?? t.empresa.razaoSocial;

const pageCounts = new Map<string, Promise<number | null>>();
const PAGE_COUNTS_KEPT = 200;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The version's page count (read once per PDF content); null when unknown. */
function pagesOf(ctx: AppContext, t: LinkedTemplate): Promise<number | null> {
  if (t.versao.tamanho > PAGE_SIZES_MAX_BYTES) return Promise.resolve(null);
  const key = t.versao.sha256.trim();
  const known = pageCounts.get(key);
  if (known) return known;
  const found = ctx.blobs
    .get(t.versao.blobKey)
    .then(readAll)
    .then(pdfPageSizes)
    .then((sizes) => sizes?.length ?? null)
    .catch(() => null);
  pageCounts.set(key, found);
  if (pageCounts.size > PAGE_COUNTS_KEPT) pageCounts.delete(pageCounts.keys().next().value as string);
  void found.then((n) => {
    if (n === null) pageCounts.delete(key);
  });
  return found;
}

/** GET /api/publico/modelo/{token}: the template's name, the company, the role the visitor takes, its pages. */
export async function publicTemplateView(ctx: AppContext, token: string): Promise<PublicTemplateView> {
  const t = await usableTemplate(ctx, token);
  return {
    nome: t.modelo.nome,
    empresa: companyName(t),
    papel: t.versao.definicao.papeis[0]?.nome ?? '',
    paginas: await pagesOf(ctx, t),
  };
}

/** Who the request comes from: the visitor's address, browser and language. */
export interface VisitorClient {
  ip: string;
  userAgent: string | null;
  lang: Language;
}

/**
 * The template's creator as the owner of the documents its link creates, with the permissions they
 * hold in the company now: 409 when they are gone, disabled, out of the company, no longer hold
 * signing.request, or (a trial owner) have not confirmed their e-mail — what would stop them sending
 * the same request themselves.
 */
export async function creatorOwner(
  ctx: AppContext,
  t: LinkedTemplate,
  client: VisitorClient,
): Promise<Owner> {
  const m =
    t.modelo.createdBy === null
      ? undefined
      : await companyMember(ctx.db, t.modelo.empresaId, t.modelo.createdBy);
  if (
    !m?.active ||
    !m.linkActive ||
    m.ambient !== null ||
    !m.emailVerifiedAt ||
    !hasPermission(m.permissions, 'signing.request')
  )
    throw new HttpError(409, 'public_link.owner_unavailable');
  return {
    empresaId: t.modelo.empresaId,
    userId: m.id,
    nome: m.nome,
    email: m.email,
    ip: client.ip,
    userAgent: client.userAgent,
    apiKey: null,
    permissions: m.permissions,
    lang: client.lang,
  };
}

// The visitor starts the document: their code confirms the e-mail, the template's current version
// becomes a document of the company (sent as the template's creator, counted against the plan like
// any request, its evidence saying it came from the public link), the visitor takes the first role
// and the link's people the others; the visitor is answered with their own signing link, to go to
// at once. Whatever refuses the document gives the code back, so nothing is left half done.
import type {
  PublicLinkStartBody,
  PublicLinkStarted,
  UseTemplateBody,
} from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import { lockSignatoriesOfFile, updateSignatory } from '../../db/queries/signing.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { type SigningLog, signingLink } from '../signing/mails.js';
// Named for what it does here: not a React hook, whatever its name says to the linter.
import { useTemplate as documentFromTemplate } from '../templates/use.js';
import { claimLinkCode, releaseLinkCode } from './codes.js';
import { assertDocumentAllowed } from './limits.js';
import { creatorOwner, linkGone, usableTemplate, type VisitorClient } from './link.js';

/** The visitor's own fields as the template's use names them (the first person, or signatory). */
const VISITOR_FIELD = /^(?:pessoas|signatarios)\.0\.(nome|email|cpf)$/;

/**
 * A refusal of the template's use as the visitor should see it: about their own name, e-mail or
 * CPF (or an e-mail the link already names), on that field; the plan's limit, or the link's settings no longer fitting the template
 * (another role, a removed folder…), as something to tell the company; an archived or removed
 * template as the link being gone.
 */
function forVisitor(err: unknown): unknown {
  if (!(err instanceof HttpError)) return err;
  if (err.statusCode === 402) return new HttpError(409, 'public_link.plan_limit');
  if (err.statusCode === 404 || (err.statusCode === 409 && err.key === 'templates.archived'))
    return linkGone();
  if (err.statusCode !== 422) return err;
  // The visitor gave the address of someone the link already names.
  if (Object.values(err.fields).some((list) => list.some((f) => f.key === 'signing.duplicate_signatory')))
    return fieldError('email', 'signing.duplicate_signatory');
  const mine = Object.entries(err.fields).flatMap(([field, list]) => {
    const name = VISITOR_FIELD.exec(field)?.[1];
    return name ? [[name, list] as const] : [];
  });
  if (!mine.length) return new HttpError(409, 'public_link.misconfigured');
  const [first] = mine[0]?.[1] ?? [];
  return new HttpError(422, first?.key ?? err.key, first?.params ?? err.params, Object.fromEntries(mine));
}

/** POST /api/publico/modelo/{token}: creates the document and answers the visitor's signing link. */
export async function startFromLink(
  ctx: AppContext,
  token: string,
  body: PublicLinkStartBody,
  client: VisitorClient,
  log: SigningLog,
): Promise<PublicLinkStarted> {
  const t = await usableTemplate(ctx, token);
  const owner = await creatorOwner(ctx, t, client);
  await assertDocumentAllowed(ctx.db, t.modelo.id);
  const codeId = await claimLinkCode(ctx, t.modelo.id, body.email, body.codigo);
  const settings = t.modelo.link;
  const use: UseTemplateBody = {
    pessoas: [
      { nome: body.nome, email: body.email, cpf: body.cpf, canal: 'email' },
      ...(settings?.pessoas ?? []),
    ],
    valores: settings?.valores ?? {},
    pasta_id: settings?.pasta_id ?? null,
  };
  const evidence = {
    origem: 'link_publico',
    ip: client.ip,
    user_agent: client.userAgent,
    email_confirmado: true,
  };
  // The visitor's invitation link (the first role is invited at once): the same one their e-mail
  // carries, to go to now.
  let visitorToken: string | null = null;
  const { arquivo_id: arquivoId } = await documentFromTemplate(ctx, owner, t.modelo.id, use, {
    origem: 'link_publico',
    evidence,
    log,
    onLink: (signatory, token) => {
      if (signatory.ordem === 1) visitorToken = token;
    },
  }).catch(async (err: unknown) => {
    await releaseLinkCode(ctx, codeId);
    throw forVisitor(err);
  });
  // The visitor's address was just confirmed by the code: no second code to sign.
  await inTransaction(ctx.db, async (tx) => {
    const [visitor] = await lockSignatoriesOfFile(tx, arquivoId);
    if (visitor?.exigeCodigo) await updateSignatory(tx, visitor.id, { exigeCodigo: false });
  });
  if (visitorToken === null) throw new Error(`document ${arquivoId}: the visitor was not invited`);
  return { url: signingLink(ctx, visitorToken) };
}

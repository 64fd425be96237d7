// Using a template: a person per role and the prefill values become a document in the chosen folder
// (the current version's PDF with the values burned in) and a signing request sent at once, with the
// version's roles, fields, order, message, deadline and reminders. Everything that can be refused is
// checked before anything is written; a refusal after the document was made (a race) removes it
// again. The two halves are separate for a bulk send that must resume without duplicates; the public
// link and the bulk send call them with their own origin and evidence.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SigningRequestBody } from '../../../common/schemas/signing.js';
import { signatoryInput } from '../../../common/schemas/signing.js';
import type {
  TemplateDefinition,
  TemplateUseResult,
  UseTemplateBody,
} from '../../../common/schemas/templates.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { countSignatureRequests } from '../../db/queries/billing.js';
import { findFile } from '../../db/queries/files.js';
import { findFolder } from '../../db/queries/folders.js';
import {
  findTemplate,
  findTemplateVersion,
  removeUnsentDocument,
  type TemplateRow,
  type TemplateVersionRow,
} from '../../db/queries/templates.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { brasiliaDate, brasiliaMonthStart } from '../billing/dates.js';
import { allowanceOf, assertStorageWithinPlan, assertWithinPlan } from '../plans/limits.js';
import { deadlineFrom } from '../signing/deadline.js';
import { placeFields } from '../signing/fields/placement.js';
import type { InviteContext } from '../signing/flow.js';
import type { SigningLog } from '../signing/mails.js';
import { type Owner, requestSignatures, signatoryRows } from '../signing/process.js';
import { insertUploaded, retryOnNameRace } from '../vault/files.js';
import type { StoredUpload } from '../vault/upload.js';
import { checkPrefillValues, documentBytes, documentName, prefillBurns } from './document.js';
import { issuesError, prefixed, withFieldNames } from './fieldPaths.js';
import { versionPdf } from './views.js';

const DAY_MS = 86_400_000;

export interface TemplateUseOptions {
  origem: 'modelo' | 'lote' | 'link_publico';
  /** Runs inside the transaction that inserts the document (a bulk line records its arquivo_id there). */
  onFileCreated?: (tx: Db, arquivoId: number) => Promise<void>;
  /** Extra evidence recorded in the document's first event's dados (e.g. { origem: 'link_publico', ip }). */
  evidence?: Record<string, unknown>;
  log: SigningLog;
  /** Told each invitation's link token as it is sent (the public link takes its visitor's). */
  onLink?: InviteContext['onLink'];
}

/** The signing code names people `signatarios.N…`; using a template names them `pessoas.N…`. */
const asPeople = prefixed('signatarios', 'pessoas');

/** The company's live template and its current version; 404, or 409 templates.archived. */
export async function loadUsableTemplate(
  ctx: AppContext,
  empresaId: number,
  modeloId: number,
): Promise<{ template: TemplateRow; version: TemplateVersionRow }> {
  const template = await findTemplate(ctx.db, empresaId, modeloId, 'live');
  if (!template) throw notFound();
  if (template.arquivado) throw new HttpError(409, 'templates.archived');
  const version = await findTemplateVersion(ctx.db, template.id, template.versao);
  if (!version) throw notFound();
  return { template, version };
}

/** Runs every check, then throws the 422s of all of them at once (the first one as the message). */
function allChecks(checks: (() => void)[]): void {
  let first: HttpError | undefined;
  const fields: HttpError['fields'] = {};
  for (const check of checks)
    try {
      check();
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 422) throw err;
      first ??= err;
      Object.assign(fields, err.fields);
    }
  if (first) throw new HttpError(422, first.key, first.params, fields);
}

/** Each person as a signatory of their role (its act and code; their own channel over the role's). */
function signatoriesOf(def: TemplateDefinition, body: UseTemplateBody): SigningRequestBody['signatarios'] {
  if (body.pessoas.length !== def.papeis.length)
    throw fieldError('pessoas', 'templates.people_count', { count: def.papeis.length });
  const signatarios: SigningRequestBody['signatarios'] = [];
  allChecks([
    ...body.pessoas.map((p, i) => () => {
      const role = def.papeis[i] as TemplateDefinition['papeis'][number];
      const parsed = signatoryInput.safeParse({
        user_id: p.user_id,
        nome: p.nome,
        email: p.email,
        phone: p.phone,
        cpf: p.cpf,
        device_id: p.device_id,
        tipo: role.tipo,
        canal: p.canal ?? role.canal,
        exige_codigo: role.exige_codigo,
      });
      if (!parsed.success) throw issuesError(parsed.error, `pessoas.${i}`);
      signatarios[i] = parsed.data;
    }),
    () => checkPrefillValues(def, body.valores),
  ]);
  return signatarios;
}

/** The signing request the version makes for these people: its fields, order and defaults. */
function signingRequestOf(
  def: TemplateDefinition,
  body: UseTemplateBody,
  signatarios: SigningRequestBody['signatarios'],
  now = new Date(),
): SigningRequestBody {
  const prazo =
    body.prazo ?? (def.prazo_dias ? brasiliaDate(new Date(now.getTime() + def.prazo_dias * DAY_MS)) : null);
  return {
    sequencial: def.sequencial,
    mensagem: body.mensagem ?? def.mensagem,
    signatarios,
    prazo,
    lembrete_dias: body.lembrete_dias ?? def.lembrete_dias,
    campos: def.campos,
    ancoras: false,
  };
}

/**
 * Everything the document and its request need, checked before anything is written: the people
 * (one per role, the checks requestSignatures makes: e-mail or phone for the channel, an open
 * device for WhatsApp, nobody twice), the prefill values, the fields against these people, the
 * deadline, the folder, and the plan's signature requests and storage.
 */
async function checkUse(ctx: AppContext, owner: Owner, version: TemplateVersionRow, body: UseTemplateBody) {
  const def = version.definicao;
  const request = signingRequestOf(def, body, signatoriesOf(def, body));
  if (request.prazo) deadlineFrom(request.prazo);
  const rows = await withFieldNames(signatoryRows(ctx, owner, 0, request), asPeople);
  await withFieldNames(
    placeFields(ctx, versionPdf(version), rows, request.campos, false, owner.lang),
    asPeople,
  );
  const folder = body.pasta_id ? await findFolder(ctx.db, owner.empresaId, body.pasta_id) : null;
  if (body.pasta_id && !folder) throw fieldError('pasta_id', 'files.folder_invalid');
  await assertWithinPlan(ctx, owner.empresaId, 'signatures', () =>
    countSignatureRequests(ctx.db, owner.empresaId, brasiliaMonthStart()),
  );
  const allowance = await allowanceOf(ctx, owner.empresaId);
  assertStorageWithinPlan(allowance, Number(version.tamanho));
  return {
    firstPerson: rows[0]?.nome ?? '',
    folder: folder ? { id: folder.id, nome: folder.nome } : null,
    storageLimitMb: allowance.limit('storage'),
  };
}

/**
 * Checks everything, then makes the document (a draft): the version's PDF with the prefill values
 * burned in, stored and recorded as an upload with its origin and template version, in one
 * transaction that also runs `opts.onFileCreated`. Answers the file's id.
 */
export async function prepareTemplateDocument(
  ctx: AppContext,
  owner: Owner,
  template: TemplateRow,
  version: TemplateVersionRow,
  body: UseTemplateBody,
  opts: TemplateUseOptions,
): Promise<number> {
  const checked = await checkUse(ctx, owner, version, body);
  const { bytes, sha256 } = await documentBytes(
    ctx,
    version,
    prefillBurns(version.definicao.preenchimentos, body.valores),
  );
  const stored: StoredUpload = {
    blobKey: `${owner.empresaId}/${randomUUID()}`,
    nome: documentName(body.nome, template.nome, checked.firstPerson),
    kind: 'pdf',
    mime: 'application/pdf',
    tamanho: bytes.length,
    sha256,
  };
  await ctx.blobs.put(stored.blobKey, Readable.from([bytes]));
  try {
    const file = await retryOnNameRace(
      () =>
        insertUploaded(ctx, owner, stored, checked.folder, checked.storageLimitMb, {
          origin: { origem: opts.origem, modeloId: template.id, modeloVersaoId: version.id },
          dados: {
            origem: opts.origem,
            modelo: { id: template.id, nome: template.nome, versao: version.versao },
            ...opts.evidence,
          },
          inTransaction: opts.onFileCreated,
        }),
      () => fieldError('nome', 'files.name_taken'),
    );
    return file.id;
  } catch (err) {
    await ctx.blobs.delete(stored.blobKey).catch(() => {});
    throw err;
  }
}

/**
 * Sends the document made by prepareTemplateDocument to the people, as the version asks; nothing
 * when it was sent already (its status is no longer draft), so a resumed bulk line sends it once.
 */
export async function sendTemplateDocument(
  ctx: AppContext,
  owner: Owner,
  arquivoId: number,
  version: TemplateVersionRow,
  body: UseTemplateBody,
  opts: TemplateUseOptions,
): Promise<void> {
  const file = await findFile(ctx.db, owner.empresaId, arquivoId, 'live');
  if (!file) throw notFound();
  if (file.status !== 'draft') return;
  const def = version.definicao;
  const request = signingRequestOf(def, body, signatoriesOf(def, body));
  await withFieldNames(requestSignatures(ctx, owner, arquivoId, request, opts.log, opts.onLink), asPeople);
}

/**
 * Removes a document that was made but not sent (row, events, waiting webhooks, a bulk line's
 * pointer, blob): nothing is left. Answers false when it went out after all (a refusal that came
 * after its request committed): that one is kept.
 */
export async function discardTemplateDocument(
  ctx: AppContext,
  empresaId: number,
  arquivoId: number,
): Promise<boolean> {
  const file = await findFile(ctx.db, empresaId, arquivoId, 'present');
  if (!file) return true;
  const removed = await inTransaction(ctx.db, (tx) => removeUnsentDocument(tx, empresaId, arquivoId));
  if (removed) await ctx.blobs.delete(file.blobKey).catch(() => {});
  return removed;
}

/** Creates the document from the template's current version and sends the request. */
export async function useTemplate(
  ctx: AppContext,
  owner: Owner,
  modeloId: number,
  body: UseTemplateBody,
  opts: TemplateUseOptions,
): Promise<TemplateUseResult> {
  const { template, version } = await loadUsableTemplate(ctx, owner.empresaId, modeloId);
  const arquivoId = await prepareTemplateDocument(ctx, owner, template, version, body, opts);
  try {
    await sendTemplateDocument(ctx, owner, arquivoId, version, body, opts);
  } catch (err) {
    await discardTemplateDocument(ctx, owner.empresaId, arquivoId).catch((e: unknown) =>
      opts.log.error({ err: String(e), arquivoId }, 'removing a template document that was not sent failed'),
    );
    throw err;
  }
  const file = await findFile(ctx.db, owner.empresaId, arquivoId, 'present');
  return {
    arquivo_id: arquivoId,
    nome: file?.nome ?? '',
    pasta_id: file?.pastaId ?? null,
    modelo: { id: template.id, nome: template.nome, versao: version.versao },
  };
}

// The pipeline's bulk actions on selected processes: remind whose turn it is, and cancel with a
// reason. Each process goes through signing's own rules (remindSignatory, cancelProcess: their
// locks, throttles and e-mails), one at a time; what a process refuses is said per process and
// never stops the others.
import type { Language } from '../../../common/constants.js';
import type { PipelineBulkResult } from '../../../common/schemas/pipeline.js';
import { translate } from '../../../i18n/api/index.js';
import type { AppContext } from '../../context.js';
import type { FileRow } from '../../db/queries/files.js';
import { pipelineTargets, signatoriesOfProcesses } from '../../db/queries/pipeline.js';
import { HttpError } from '../../http/errors.js';
import { notWaiting } from '../signing/flow.js';
import type { SigningLog } from '../signing/mails.js';
import { cancelProcess, type Owner, remindSignatory } from '../signing/process.js';
import { isTurn } from '../signing/views.js';

type Ignored = PipelineBulkResult['ignorados'][number];

/** The selected processes found (live, sent, the company's), and an entry for each id that is not. */
async function targets(ctx: AppContext, owner: Owner, ids: number[]) {
  const unique = [...new Set(ids)];
  const files = await pipelineTargets(ctx.db, owner.empresaId, unique);
  const found = new Set(files.map((f) => f.id));
  const missing: Ignored[] = unique
    .filter((id) => !found.has(id))
    .map((id) => ({ id, nome: `#${id}`, motivo: translate(owner.lang, 'pipeline.not_found') }));
  return { files, missing };
}

const reasonOf = (lang: Language, err: HttpError) => translate(lang, err.key, err.params);

const notWaitingReason = (lang: Language, file: FileRow) => reasonOf(lang, notWaiting(file));

/**
 * POST /api/processos/lembrar: a fresh link to every pending signatory whose turn it is, in each
 * selected waiting process. A signatory reminded too recently (or past the e-mail limits) is
 * skipped with why; a process counts as reminded when at least one of its signatories was.
 */
export async function remindProcesses(
  ctx: AppContext,
  owner: Owner,
  ids: number[],
  log: SigningLog,
): Promise<PipelineBulkResult> {
  const { files, missing } = await targets(ctx, owner, ids);
  const signatories = await signatoriesOfProcesses(
    ctx.db,
    files.filter((f) => f.status === 'waiting').map((f) => f.id),
  );
  const ignorados = [...missing];
  let feitos = 0;
  for (const file of files) {
    const skip = (motivo: string) => ignorados.push({ id: file.id, nome: file.nome, motivo });
    if (file.status !== 'waiting') {
      skip(notWaitingReason(owner.lang, file));
      continue;
    }
    const own = signatories.filter((s) => s.arquivoId === file.id);
    const due = own.filter((s) => isTurn(file, own, s));
    if (due.length === 0) skip(translate(owner.lang, 'pipeline.nobody_turn'));
    let reminded = 0;
    for (const s of due)
      try {
        await remindSignatory(ctx, owner, file.id, s.id, log);
        reminded++;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        skip(`${s.nome}: ${reasonOf(owner.lang, err)}`);
      }
    if (reminded > 0) feitos++;
  }
  return { feitos, ignorados };
}

/** POST /api/processos/cancelar: each selected waiting process cancelled with the reason given. */
export async function cancelProcesses(
  ctx: AppContext,
  owner: Owner,
  ids: number[],
  motivo: string,
  log: SigningLog,
): Promise<PipelineBulkResult> {
  const { files, missing } = await targets(ctx, owner, ids);
  const ignorados = [...missing];
  let feitos = 0;
  for (const file of files) {
    if (file.status !== 'waiting') {
      ignorados.push({ id: file.id, nome: file.nome, motivo: notWaitingReason(owner.lang, file) });
      continue;
    }
    try {
      await cancelProcess(ctx, owner, file.id, motivo, log);
      feitos++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      ignorados.push({ id: file.id, nome: file.nome, motivo: reasonOf(owner.lang, err) });
    }
  }
  return { feitos, ignorados };
}

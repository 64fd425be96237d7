// The bulk send's worker, in every API process: it takes the pending lines of running jobs one at a
// time (FOR UPDATE SKIP LOCKED, so two processes never take the same line; a line taken by a process
// that died is taken again once its lease ran out) and for each one makes the document from the
// job's template version and sends its request, as the person who started the job, with their
// permissions as they are now. The document's id is recorded on the line in the transaction that
// inserts it, so a line taken again after a crash only sends it (a no-op when it went): never two
// documents for a line. A refusal (plan limit, a device, an e-mail…) is the line's reason and its
// draft document is removed; a limit that ran out, or a sender who lost access, refuses every line
// left instead of trying each.
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, type Language } from '../../../common/constants.js';
import { hasPermission } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  type BulkJobRow,
  type BulkReason,
  bulkJobSender,
  bulkJobTemplate,
  type ClaimedLine,
  claimBulkLine,
  finishBulkLine,
  refusePendingLines,
  setBulkLineFile,
  touchBulkLine,
} from '../../db/queries/bulk.js';
import { HttpError } from '../../http/errors.js';
import { hasActivePlan } from '../billing/views.js';
import type { Owner } from '../signing/process.js';
import {
  discardTemplateDocument,
  prepareTemplateDocument,
  sendTemplateDocument,
  type TemplateUseOptions,
} from '../templates/use.js';
import { bulkProgress, stopBulkProgress } from './events.js';
import { templateBodyOf } from './lines.js';

/** Lines worked at once by one process (each taken one at a time). */
const WORKERS = 4;
/**
 * How often the first worker, idle, looks for lines other processes queued (this process's own wake
 * every worker at once); the others wait to be woken (by it, when it finds one), or IDLE_MS.
 */
const POLL_MS = 1000;
const IDLE_MS = 30_000;
/** Tries of a line that fails unexpectedly (the database, a blob) before it is refused. */
const MAX_TRIES = 3;
/** Refusals that hold for every line left of the job: it ends instead of trying each. */
const JOB_WIDE =
  /^(plans\.limit_|billing\.no_active_plan$|bulk\.owner_lost$|templates\.archived$|errors\.not_found$)/;

/** Test seam: runs after a line's document was made and committed, before its request is sent. */
export const bulkRunnerHooks: { afterPrepare?: (line: ClaimedLine) => void | Promise<void> } = {};

export interface BulkRunner {
  wake(): void;
  stop(): Promise<void>;
}

const runners = new WeakMap<AppContext, BulkRunner>();
/** Look for lines now (a job was created or resumed in this process). */
export const wakeBulkRunner = (ctx: AppContext) => runners.get(ctx)?.wake();

/** Another process made this line's document first: this transaction must not commit. */
class LineTaken extends Error {}

/** A refusal as a line keeps it: the key, its parameters, and the field it names. */
function reasonOf(err: HttpError, roles: string[]): BulkReason {
  const [field, list] = Object.entries(err.fields)[0] ?? [];
  const first = list?.[0];
  const params: Record<string, unknown> = { ...(first?.params ?? err.params) };
  const person = field?.match(/^(?:pessoas|signatarios)\.(\d+)\.(\w+)$/);
  if (person) {
    params.papel = roles[Number(person[1])] ?? `${Number(person[1]) + 1}`;
    params.field = person[2];
  } else if (field?.startsWith('valores.')) params.field = field.slice('valores.'.length);
  return { key: first?.key ?? err.key, params };
}

/** The person who started the job as they are now, or why they can no longer send. */
async function senderOf(ctx: AppContext, job: BulkJobRow): Promise<Owner | BulkReason> {
  const lost: BulkReason = { key: 'bulk.owner_lost' };
  if (job.createdBy === null) return lost;
  const s = await bulkJobSender(ctx.db, job.createdBy, job.empresaId);
  if (!s?.user.status || s.user.ambient !== null || !s.linkActive || !s.companyActive) return lost;
  const permissions = s.permissions ?? [];
  if (!hasPermission(permissions, 'templates.view') || !hasPermission(permissions, 'signing.request'))
    return lost;
  const plan = {
    planoId: s.planoId ?? null,
    planoExpiraEm: s.planoExpiraEm ?? null,
    trialEndsAt: s.trialEndsAt ?? null,
  };
  if (!hasActivePlan(plan)) return { key: 'billing.no_active_plan' };
  const lang = (LANGUAGES as readonly string[]).includes(s.user.language)
    ? (s.user.language as Language)
    : 'pt_BR';
  return {
    empresaId: job.empresaId,
    userId: s.user.id,
    nome: s.user.nome,
    email: s.user.email,
    ip: '',
    userAgent: null,
    apiKey: null,
    permissions,
    lang,
  };
}

export function startBulkRunner(ctx: AppContext, log: FastifyBaseLogger): BulkRunner {
  let running = true;
  const sleepers = new Set<() => void>();
  let woken = false;
  const wake = () => {
    woken = true;
    for (const done of [...sleepers]) done();
  };
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  /** Ends a line (and with a job-wide reason, every line left) and tells the browsers. */
  async function settle(claimed: ClaimedLine, outcome: Parameters<typeof finishBulkLine>[2]) {
    const { job, line } = claimed;
    await finishBulkLine(ctx.db, line.id, outcome);
    if (outcome.status === 'refused' && JOB_WIDE.test(outcome.motivo.key))
      await refusePendingLines(ctx.db, job.id, outcome.motivo, ctx.config.bulk.leaseMs);
    bulkProgress(ctx, job.empresaId, job.id);
  }

  async function work(claimed: ClaimedLine): Promise<void> {
    const { job, line } = claimed;
    const sender = await senderOf(ctx, job);
    if (!('userId' in sender)) return settle(claimed, { status: 'refused', motivo: sender });
    const found = await bulkJobTemplate(ctx.db, job);
    if (!found || found.template.deletedAt)
      return settle(claimed, { status: 'refused', motivo: { key: 'errors.not_found' } });
    if (found.template.arquivado)
      return settle(claimed, { status: 'refused', motivo: { key: 'templates.archived' } });
    const { template, version } = found;
    const roles = version.definicao.papeis.map((p) => p.nome);
    const body = templateBodyOf(line.dados, job.pastaId);
    const opts: TemplateUseOptions = {
      origem: 'lote',
      log,
      evidence: { lote: { id: job.id, linha: line.linha } },
      onFileCreated: async (tx: Db, arquivoId: number) => {
        if (!(await setBulkLineFile(tx, line.id, arquivoId))) throw new LineTaken();
      },
    };
    let arquivoId = line.arquivoId;
    try {
      if (arquivoId === null) {
        arquivoId = await prepareTemplateDocument(ctx, sender, template, version, body, opts);
        await bulkRunnerHooks.afterPrepare?.(claimed);
      }
      await sendTemplateDocument(ctx, sender, arquivoId, version, body, opts);
    } catch (err) {
      if (err instanceof LineTaken) return;
      // Sent meanwhile (another process took the line after this one's lease ran out): it is done.
      if (err instanceof HttpError && err.key === 'signing.already_sent' && arquivoId !== null)
        return settle(claimed, { status: 'created', arquivoId });
      if (!(err instanceof HttpError) && line.tentativas < MAX_TRIES) throw err;
      if (!(err instanceof HttpError))
        log.error({ err, lote: job.id, linha: line.linha }, 'bulk line failed');
      if (arquivoId !== null && !(await discardTemplateDocument(ctx, job.empresaId, arquivoId)))
        return settle(claimed, { status: 'created', arquivoId });
      const motivo = err instanceof HttpError ? reasonOf(err, roles) : { key: 'bulk.failed' };
      return settle(claimed, { status: 'refused', motivo });
    }
    await settle(claimed, { status: 'created', arquivoId });
  }

  /** Works one line, keeping it taken (its lease renewed) meanwhile. */
  async function run(claimed: ClaimedLine): Promise<void> {
    const heartbeat = setInterval(() => {
      void touchBulkLine(ctx.db, claimed.line.id).catch(() => {});
    }, ctx.config.bulk.leaseMs / 3);
    heartbeat.unref();
    try {
      await work(claimed);
    } catch (err) {
      // Left pending: taken again once its lease runs out (MAX_TRIES in all).
      log.warn(
        { err, lote: claimed.job.id, linha: claimed.line.linha },
        'bulk line failed; it will be tried again',
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function worker(first: boolean): Promise<void> {
    let idle = true;
    while (running) {
      let claimed: ClaimedLine | undefined;
      try {
        claimed = await claimBulkLine(ctx.db, ctx.config.bulk.leaseMs);
      } catch (err) {
        if (!running) return;
        log.warn({ err: err instanceof Error ? err.message : err }, 'claiming a bulk line failed');
      }
      if (claimed) {
        // Work found after a quiet spell: the idle workers join in.
        if (idle) wake();
        idle = false;
        await run(claimed);
      } else {
        idle = true;
        await nap(first ? POLL_MS : IDLE_MS);
      }
    }
  }

  const loops = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i === 0)));
  const runner: BulkRunner = {
    wake,
    async stop() {
      running = false;
      wake();
      await loops;
      stopBulkProgress(ctx);
    },
  };
  runners.set(ctx, runner);
  return runner;
}

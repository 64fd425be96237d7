// What a crash leaves in the blob store, removed at start and then periodically:
// - a write cut short (kill -9 mid-upload): the local store's temporary file, or an incomplete S3
//   multipart upload, untouched for BLOB_TEMP_MAX_AGE (an upload under way writes all the time);
// - a blob no row names (a crash between the blob's write and its row), once it is older than
//   BLOB_ORPHAN_GRACE, so a write whose row is still on its way is never taken for one.
// Every removal is logged with its key and size, then a summary.
import type { FastifyBaseLogger } from 'fastify';
import type { ListedBlob, SweptWrites } from '../adapters/blob/store.js';
import type { AppContext } from '../context.js';
import { referencedBlobKeys } from '../db/queries/blobs.js';
import { startPeriodic } from './periodic.js';

/** Keys checked against the database per query. */
const BATCH = 500;
/**
 * More orphans than this share of the settled blobs (and more than the floor) means a wrong
 * database, not crashes: the sweep then removes nothing and says so.
 */
const ORPHAN_SHARE = 0.1;
const ORPHAN_FLOOR = 20;

export interface BlobSweepResult {
  /** Interrupted writes removed; null where the store cannot list them. */
  unfinished: SweptWrites;
  orphans: { count: number; bytes: number };
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export async function sweepBlobs(
  ctx: Pick<AppContext, 'blobs' | 'db' | 'config'>,
  log: Log,
  now = new Date(),
): Promise<BlobSweepResult> {
  const { tempMaxAgeMs, orphanGraceMs } = ctx.config.blobSweep;
  const unfinished = await ctx.blobs.sweepUnfinished(new Date(now.getTime() - tempMaxAgeMs));
  const orphans = { count: 0, bytes: 0 };
  const settledBefore = now.getTime() - orphanGraceMs;
  // First find them all, then remove: when most blobs have no row, the API is most likely pointed
  // at the wrong database (a new one beside an old DATA_DIR), and nothing must be removed.
  const found: ListedBlob[] = [];
  let settled = 0;
  let batch: ListedBlob[] = [];
  const check = async () => {
    const referenced = await referencedBlobKeys(
      ctx.db,
      batch.map((b) => b.key),
    );
    for (const blob of batch) if (!referenced.has(blob.key)) found.push(blob);
    batch = [];
  };
  for await (const blob of ctx.blobs.list()) {
    if (blob.modifiedAt.getTime() >= settledBefore) continue;
    settled++;
    batch.push(blob);
    if (batch.length >= BATCH) await check();
  }
  if (batch.length) await check();

  const ceiling = Math.max(ORPHAN_FLOOR, Math.floor(settled * ORPHAN_SHARE));
  if (found.length > ceiling) {
    log.warn(
      { orphanBlobs: found.length, blobs: settled },
      'blob sweep: most blobs have no row in this database — is DATABASE_URL the right one? None removed',
    );
  } else {
    for (const blob of found) {
      await ctx.blobs.delete(blob.key);
      orphans.count++;
      orphans.bytes += blob.size;
      log.info(
        { key: blob.key, bytes: blob.size, writtenAt: blob.modifiedAt },
        'blob sweep: removed a blob no row names',
      );
    }
  }

  if (unfinished === null)
    log.warn(
      'blob sweep: this S3 service cannot list incomplete multipart uploads; give the bucket a lifecycle rule that aborts them',
    );
  log.info(
    {
      unfinishedWrites: unfinished?.count ?? null,
      unfinishedBytes: unfinished?.bytes ?? null,
      orphanBlobs: orphans.count,
      orphanBytes: orphans.bytes,
    },
    `blob sweep: removed ${unfinished?.count ?? 0} interrupted write(s) and ${orphans.count} orphan blob(s)`,
  );
  return { unfinished, orphans };
}

/** Sweeps once now and then every interval (0: only now); returns the stopper. */
export function startBlobSweep(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodic(() => sweepBlobs(ctx, log), {
    intervalMs: ctx.config.blobSweep.intervalMs,
    atStart: true,
    log,
    failure: 'blob sweep failed',
  });
}

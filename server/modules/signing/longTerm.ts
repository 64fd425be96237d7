// Keeping sealed documents verifiable over time (PAdES B-LTA): a seal made while no TSA answered
// gets a document timestamp as soon as one does, then validation material and a document timestamp
// over it all; a document whose newest timestamp's certificate nears its end gets fresh validation
// material and a new document timestamp. The sealed PDF is swapped for its extended version (the
// earlier bytes stay recognisable by the verification page: selos_anteriores).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { readBlob } from '../../adapters/blob/store.js';
import type { AppContext } from '../../context.js';
import {
  documentsDueForTimestamp,
  postponeTimestamp,
  replaceSealedPdf,
} from '../../db/queries/timestamps.js';
import { inTransaction } from '../../db/transaction.js';
import { type TrustServices, trustServices } from '../trust/runtime.js';
import type { TimestampToken } from '../trust/types.js';
import { appendFileEvent } from '../vault/events.js';
import type { SigningLog } from './mails.js';
import { addDocumentTimestamp, addDss } from './seal/ltv.js';
import { certificatesInPdf } from './seal/pdfCertificates.js';
import { type PadesLevel, timestampRoom } from './seal/seal.js';

const DAY_MS = 86_400_000;
/** Waits between attempts while no TSA answers: 1, 2, 4 … minutes, never more than 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

export interface Extended {
  bytes: Uint8Array;
  token: TimestampToken;
  level: PadesLevel;
}

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/**
 * The sealed PDF with a document timestamp first when it has none yet (`pending`), then the DSS for
 * every certificate it carries and a document timestamp over it all. null: no TSA answered.
 */
export async function extendLongTerm(
  pdf: Uint8Array,
  trust: TrustServices,
  pending: boolean,
): Promise<Extended | null> {
  const { timestamper, sealOptions } = trust;
  if (!timestamper) return null;
  let bytes = pdf;
  let first: TimestampToken | null = null;
  if (pending) {
    const stamped = await addDocumentTimestamp(bytes, timestamper, { reserve: timestampRoom() });
    if (!stamped) return null;
    bytes = asBytes(stamped.bytes);
    first = stamped.token;
  }
  if (sealOptions.validation)
    bytes = asBytes(await addDss(bytes, await sealOptions.validation(certificatesInPdf(bytes))));
  const stamped = await addDocumentTimestamp(bytes, timestamper, { reserve: timestampRoom() });
  if (stamped) return { bytes: asBytes(stamped.bytes), token: stamped.token, level: 'B-LTA' };
  return first ? { bytes, token: first, level: 'B-LT' } : null;
}

export interface TimestampSweep {
  /** Documents whose sealed PDF got a (new) document timestamp. */
  stamped: number;
  /** Documents still waiting for a TSA. */
  waiting: number;
}

/** One pass: every document due (pending, or its timestamp nearing its end), each on its own. */
export async function sweepTimestamps(
  ctx: AppContext,
  log: SigningLog,
  now = new Date(),
): Promise<TimestampSweep> {
  const result: TimestampSweep = { stamped: 0, waiting: 0 };
  if (ctx.config.signing.tsa.urls === 'off') return result;
  const renewBefore = new Date(now.getTime() + ctx.config.signing.retimestampBeforeDays * DAY_MS);
  const due = await documentsDueForTimestamp(ctx.db, now, renewBefore);
  if (due.length === 0) return result;
  const trust = trustServices(ctx, now);
  for (const doc of due) {
    const pending = doc.status === 'pendente';
    try {
      const stored = await readBlob(ctx.blobs, doc.blobKey);
      const extended = await extendLongTerm(stored, trust, pending);
      if (!extended) {
        result.waiting++;
        if (pending) {
          const attempts = doc.attempts + 1;
          await postponeTimestamp(ctx.db, doc.id, attempts, new Date(now.getTime() + retryDelayMs(attempts)));
        }
        continue;
      }
      const bytes = Buffer.from(extended.bytes);
      const blobKey = `${doc.empresaId}/${randomUUID()}`;
      await ctx.blobs.put(blobKey, Readable.from([bytes]));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const swapped = await inTransaction(ctx.db, async (tx) => {
        const replaced = await replaceSealedPdf(tx, doc.id, doc.sha256, {
          blobKey,
          sha256,
          size: bytes.length,
          level: extended.level,
          expiresAt: extended.token.tsaNotAfter,
          now,
        });
        // In the file's chain: which sealed file this one replaced, and what the timestamp says.
        if (replaced)
          await appendFileEvent(tx, {
            arquivoId: doc.id,
            empresaId: doc.empresaId,
            acao: 'timestamped',
            actor: null,
            dados: {
              sha256_anterior: doc.sha256,
              sha256_assinado: sha256,
              nivel: extended.level,
              motivo: pending ? 'pendente' : 'renovacao',
              tsa: extended.token.tsaName,
              carimbo_em: extended.token.genTime.toISOString(),
            },
          });
        return replaced;
      }).catch(async (err) => {
        await ctx.blobs.delete(blobKey).catch(() => {});
        throw err;
      });
      // Another process extended it first: its version stays, this one goes.
      await ctx.blobs.delete(swapped ? doc.blobKey : blobKey).catch(() => {});
      if (swapped) result.stamped++;
    } catch (err) {
      log.error({ err, arquivoId: doc.id }, 'adding a document timestamp failed');
    }
  }
  return result;
}

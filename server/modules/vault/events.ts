// The append-only, hash-chained event log of each file. An event is appended inside the caller's
// transaction with the file row locked, so events of one file get seq 1, 2, 3… without gaps even
// when they race, each one's prev_hash is the hash of the one before, and the file row keeps the
// head (event_count, event_head) so a removed tail is noticed. Events are never updated or deleted.
import { type ChainReport, type EventView, isFileEventAction } from '../../../common/schemas/fileEvents.js';
import type { Db } from '../../db/client.js';
import {
  type FileEventRow,
  type FileHeadRow,
  fileWithEvents,
  insertFileEvent,
  lockFileHead,
} from '../../db/queries/fileEvents.js';
import { notFound } from '../../http/errors.js';
import { type ChainEvent, canonicalJson, type EventHashFields, eventHash, verifyChain } from './chain.js';

export interface EventActor {
  userId: number | null;
  nome: string;
  email: string;
  ip: string | null;
  userAgent: string | null;
  /** The API key the act was done with (the user is its creator). */
  apiKey?: { id: number; nome: string } | null;
}

export interface FileEventInput {
  arquivoId: number;
  empresaId: number;
  acao: string;
  actor: EventActor | null;
  dados?: Record<string, unknown>;
}

/** The column limits of arquivo_eventos (varchar(64) ip); longer values are cut before hashing. */
const IP_MAX = 64;

/** An event row in the form its hash covers (the stored hash alongside). */
export function chainEventOf(row: FileEventRow): ChainEvent {
  return {
    arquivo_id: row.arquivoId,
    empresa_id: row.empresaId,
    seq: row.seq,
    acao: row.acao,
    user_id: row.userId,
    ator: row.ator ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
    dados: row.dados,
    created_at: row.createdAt.toISOString(),
    prev_hash: row.prevHash,
    hash: row.hash,
  };
}

export function eventView(row: FileEventRow): EventView {
  return {
    id: row.id,
    seq: row.seq,
    acao: row.acao,
    ator: row.ator
      ? {
          id: row.userId,
          nome: row.ator.nome,
          email: row.ator.email,
          ...(row.ator.chave ? { chave: row.ator.chave } : {}),
        }
      : null,
    ip: row.ip,
    user_agent: row.userAgent,
    dados: row.dados,
    created_at: row.createdAt.toISOString(),
    prev_hash: row.prevHash,
    hash: row.hash,
  };
}

/**
 * Appends one event to the file's chain; call inside the caller's transaction (`inTransaction`),
 * which holds the file row locked until it ends. 404 when the company has no such file; an
 * unknown action or a `dados` that is not plain JSON is a programming error and throws.
 * `newFile`: the file row was inserted by this same transaction (no other can see it yet), so its
 * empty head needs no lock and no read.
 */
export async function appendFileEvent(
  tx: Db,
  input: FileEventInput,
  { newFile = false } = {},
): Promise<EventView> {
  if (!isFileEventAction(input.acao)) throw new Error(`unknown file event action: ${input.acao}`);
  // Stored exactly as hashed: plain JSON, undefined members dropped (a Date or the like throws).
  const dados = JSON.parse(canonicalJson(input.dados ?? {})) as Record<string, unknown>;

  const file: FileHeadRow | undefined = newFile
    ? { id: input.arquivoId, empresaId: input.empresaId, eventCount: 0, eventHead: null }
    : await lockFileHead(tx, input.arquivoId, input.empresaId);
  if (!file) throw notFound();

  const actor = input.actor;
  // Taken after the lock, so created_at follows seq; whole milliseconds, as stored and hashed.
  const createdAt = new Date(Date.now());
  const fields: EventHashFields = {
    arquivo_id: file.id,
    empresa_id: file.empresaId,
    seq: file.eventCount + 1,
    acao: input.acao,
    user_id: actor?.userId ?? null,
    ator: actor
      ? { nome: actor.nome, email: actor.email, ...(actor.apiKey ? { chave: actor.apiKey } : {}) }
      : null,
    ip: actor?.ip ? actor.ip.slice(0, IP_MAX) : null,
    user_agent: actor?.userAgent ?? null,
    dados,
    created_at: createdAt.toISOString(),
    prev_hash: file.eventHead,
  };
  const hash = eventHash(fields);

  const row = await insertFileEvent(tx, {
    arquivoId: fields.arquivo_id,
    empresaId: fields.empresa_id,
    seq: fields.seq,
    acao: fields.acao,
    userId: fields.user_id,
    ator: fields.ator,
    ip: fields.ip,
    userAgent: fields.user_agent,
    dados: fields.dados,
    createdAt,
    prevHash: fields.prev_hash,
    hash,
  });
  return eventView(row);
}

/**
 * The file's events (seq ascending) and whether their chain verifies against the head kept on the
 * file row. Any state of the company's file (live, trashed, purged); 404 for anything else.
 */
export async function fileEventsWithChain(
  db: Db,
  arquivoId: number,
  empresaId: number,
): Promise<{ data: EventView[]; chain: ChainReport }> {
  const found = await fileWithEvents(db, arquivoId, empresaId);
  if (!found) throw notFound();
  return {
    data: found.events.map(eventView),
    chain: verifyChain(found.events.map(chainEventOf), {
      count: found.file.eventCount,
      head: found.file.eventHead,
    }),
  };
}

/** Only the chain report of the company's file (e.g. for its details or a certificate); 404 as above. */
export async function fileChainReport(db: Db, arquivoId: number, empresaId: number): Promise<ChainReport> {
  return (await fileEventsWithChain(db, arquivoId, empresaId)).chain;
}

export { verifyChain } from './chain.js';

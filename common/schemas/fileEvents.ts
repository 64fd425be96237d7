// The event log of vault files: the actions a file's hash chain records, the shapes the API returns
// for events and chain reports, and the query of the company audit trail (GET /api/vault/events).
import { z } from 'zod';
import { id } from './fields.js';
import { dateFilter, listQuery, textFilter } from './list.js';

/**
 * Every action a file event may carry (`arquivo_eventos.acao`, at most 40 characters): the vault's
 * own (upload, viewing the bytes, organisation, trash) and the signing process's. To add one,
 * append it here and give it a label in the SPA (`resources.vault.actions.<acao>`).
 */
export const FILE_EVENT_ACTIONS = [
  'uploaded',
  'viewed',
  'downloaded',
  'renamed',
  'moved',
  'deleted',
  'restored',
  'purged',
  // Signing: the owner sends the process (with its signatories); a signatory's link is e-mailed
  // (invited), sent again (reminded), opened for the first time (viewed); a one-time code is sent
  // or typed wrong; a signatory performs the act (signed) or refuses (denied); the owner cancels
  // or takes a signatory off (signature_removed); the sealed PDF is produced (completed). With a
  // deadline: the owner extends it (deadline_extended), the pending signatories are alerted
  // 7, 3 and 1 day(s) before (deadline_alert), and the process ends unsigned past it (expired).
  // A denied, cancelled or expired process sent again is a new signing_requested whose dados
  // carry its round (rodada) and how the one before ended (rodada_anterior). With visible fields,
  // each field a signatory filled is recorded with the act (field_filled: the field, its type, pages
  // and boxes, the value or the adopted image's SHA-256). A sealed PDF that gets a document
  // timestamp later — its seal made while no TSA answered, or its timestamp renewed before the
  // certificate ends — is recorded as timestamped (the file's hashes before and after, its level).
  'signing_requested',
  'signatory_invited',
  'signatory_reminded',
  'signatory_viewed',
  'code_sent',
  'code_failed',
  'signed',
  'denied',
  'cancelled',
  'signature_removed',
  'completed',
  'deadline_extended',
  'deadline_alert',
  'expired',
  'field_filled',
  'timestamped',
] as const;
export type FileEventAction = (typeof FILE_EVENT_ACTIONS)[number];

export const isFileEventAction = (value: string): value is FileEventAction =>
  (FILE_EVENT_ACTIONS as readonly string[]).includes(value);

/** Who did a file event, as stored (and hashed) with it. */
export interface FileEventActor {
  nome: string;
  email: string;
  chave?: { id: number; nome: string };
}

export interface EventView {
  id: number;
  seq: number;
  acao: string;
  /** Who acted; `chave` when it was done with an API key (the person is the key's creator). */
  ator: { id: number | null; nome: string; email: string; chave?: { id: number; nome: string } } | null;
  ip: string | null;
  user_agent: string | null;
  dados: Record<string, unknown>;
  created_at: string;
  prev_hash: string | null;
  hash: string;
}

export interface ChainReport {
  valid: boolean;
  count: number;
  head: string | null;
  broken_at: number | null;
  reason: null | 'hash_mismatch' | 'prev_mismatch' | 'sequence_gap' | 'head_mismatch';
}

/** An event of the company audit trail: the event and the file it belongs to. */
export type AuditEventView = EventView & { arquivo: { id: number; nome: string } };

/** Filters sent empty by a form ('') mean "no filter". */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const AUDIT_SORTABLE = ['created_at'] as const;

/**
 * GET /api/vault/events: the company's file events, newest first by default. `q` filters by file
 * name (longer than 3 characters); `from`/`to` bound `created_at` (a bare date as `to` takes the
 * whole day).
 */
export const auditEventsQuery = listQuery.extend({
  /** Part of the file's name. */
  q: textFilter,
  user_id: z.preprocess(blankToUndefined, id.optional()),
  acao: z.preprocess(blankToUndefined, z.enum(FILE_EVENT_ACTIONS, 'validation.in').optional()),
  arquivo_id: z.preprocess(blankToUndefined, id.optional()),
  from: z.preprocess(blankToUndefined, dateFilter),
  to: z.preprocess(blankToUndefined, dateFilter),
});
export type AuditEventsQuery = z.output<typeof auditEventsQuery>;

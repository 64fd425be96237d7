// "Meus dados" (LGPD, Lei 13.709/2018): the account-deletion request a person makes and the
// platform administrators complete or refuse; shared by the API (validation) and the SPA.
import { z } from 'zod';
import { listQuery } from './list.js';
import { reason } from './signing.js';

export const LGPD_STATUSES = ['pending', 'completed', 'refused', 'cancelled'] as const;
export type LgpdStatus = (typeof LGPD_STATUSES)[number];

export const LGPD_SORTS = ['created_at', 'status', 'decidido_em'] as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** POST /api/usuario/exclusao: no body, or an optional reason (up to 1000 characters). */
export const deletionRequestBody = z
  .object({
    motivo: z.preprocess(blankToUndefined, z.string().trim().max(1000, 'validation.max.string').optional()),
  })
  .nullish()
  .transform((b) => ({ motivo: b?.motivo ?? null }));
export type DeletionRequestBody = z.output<typeof deletionRequestBody>;

/** PUT /api/lgpd/solicitacao/{id}/recusar: why (e.g. a legal hold), 3 to 1000 characters. */
export const refusalBody = z.object({ motivo: reason });
export type RefusalBody = z.output<typeof refusalBody>;

export const lgpdListQuery = listQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(LGPD_STATUSES, 'validation.in').optional()),
});
export type LgpdListQuery = z.output<typeof lgpdListQuery>;

/** A deletion request as its author sees it. */
export const deletionRequestView = z.object({
  id: z.number().int(),
  status: z.enum(LGPD_STATUSES),
  motivo: z.string().nullable(),
  /** The administrator's reason for a refusal. */
  resposta: z.string().nullable(),
  created_at: z.string(),
  decidido_em: z.string().nullable(),
  cancelado_em: z.string().nullable(),
});
export type DeletionRequestView = z.output<typeof deletionRequestView>;

/** A deletion request as the platform administrators list it. */
export const adminDeletionRequestView = deletionRequestView.extend({
  user_id: z.number().int(),
  /** The person's name and e-mail now ("Usuário excluído" once completed). */
  nome: z.string(),
  email: z.string(),
  ambient: z.string().nullable(),
  decidido_por: z.number().int().nullable(),
  decidido_por_nome: z.string().nullable(),
});
export type AdminDeletionRequestView = z.output<typeof adminDeletionRequestView>;

/** GET /api/usuario/exclusao: the newest request (null: none yet) and what deletion means. */
export const deletionStateResponse = z.object({
  data: deletionRequestView.nullable(),
  /** In plain words: what is anonymised and what the law requires to keep. */
  aviso: z.string(),
});
export type DeletionState = z.output<typeof deletionStateResponse>;

// The company user's dashboard (spec §2 /dashboard, §7 POST /api/dash/inicial): the request and
// the figures the API answers with, shared with the SPA.
import { z } from 'zod';

/** Longest window of the message figures and chart, in days. */
export const DASHBOARD_PERIOD_MAX = 366;
export const DASHBOARD_PERIOD_DEFAULT = 30;

/** The documents' signing states, in the chart's order. */
export const DOCUMENT_STATUSES = ['draft', 'waiting', 'completed', 'denied', 'cancelled', 'expired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const dashboardBody = z
  .object({
    /** Days of messages to count and chart, today included (default 30). */
    periodo: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(DASHBOARD_PERIOD_MAX, 'validation.max.numeric')
      .optional(),
  })
  .nullish()
  .transform((b) => ({ periodo: b?.periodo ?? DASHBOARD_PERIOD_DEFAULT }));

const n = z.number().int().min(0);

export const messageDay = z.object({
  /** The day in America/Sao_Paulo, ISO 8601 (YYYY-MM-DD). */
  dia: z.string(),
  enviadas: n,
  entregues: n,
  falhas: n,
});
export type MessageDay = z.infer<typeof messageDay>;

export const dashboardView = z.object({
  periodo: n,
  /** When the figures were read, and the bounds they were read over (ISO 8601). */
  gerado_em: z.string(),
  mes_inicio: z.string(),
  periodo_inicio: z.string(),
  documentos: z.object({
    /** Waiting for the signed-in user's act (their turn), in this company. */
    aguardando_mim: n,
    /** In signing, not waiting for the signed-in user. */
    aguardando_outros: n,
    concluidos_mes: n,
    negados_mes: n,
  }),
  dispositivos: z.object({ conectados: n, total: n }),
  /**
   * Outgoing messages created in the period: enviadas reached the gateway (sent, delivered or
   * read), entregues reached the phone (delivered or read), falhas failed or had an invalid number.
   */
  mensagens: z.object({ enviadas: n, entregues: n, falhas: n }),
  /** Bytes of the company's files not purged (the trash included) against the plan (null: unlimited). */
  armazenamento: z.object({
    usado_bytes: n,
    limite_bytes: n.nullable(),
    limite_mb: n.nullable(),
  }),
  series: z.object({
    /** One entry per day of the period, oldest first, days without messages included. */
    mensagens: z.array(messageDay),
    /** The company's live documents per signing state, every state listed. */
    documentos: z.array(z.object({ status: z.enum(DOCUMENT_STATUSES), total: n })),
  }),
});
export type DashboardView = z.infer<typeof dashboardView>;

export const dashboardResponse = z.object({ data: dashboardView });

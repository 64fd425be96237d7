// Whether e-mail really goes out: the mailer in use (GET /api/health) and, for platform
// administrators, where captured mail is written and what the mail server refused in the last 24 h
// (GET /api/admin/mail-status). Shared by the API (its response schemas) and the SPA (its types).
import { z } from 'zod';

export const MAILERS = ['capture', 'smtp'] as const;
export type MailerKind = (typeof MAILERS)[number];

/** GET /api/health. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /** capture: e-mails written under DATA_DIR/mail, not sent (SMTP_URL unset); smtp: sent. */
  mailer: z.enum(MAILERS),
});

/** GET /api/admin/mail-status. */
export const mailStatusResponse = z.object({
  mailer: z.enum(MAILERS),
  /** The folder captured e-mails are written to (capture only). */
  pasta: z.string().optional(),
  falhas: z.object({
    /** E-mails the mail server refused (or could not be reached for) in the last 24 hours. */
    total_24h: z.number().int(),
    /** The latest of them: when, to whom (masked), and the server's reply, short. */
    ultima: z
      .object({
        em: z.string(),
        destinatario: z.string().optional(),
        erro: z.string(),
      })
      .optional(),
  }),
});
export type MailStatus = z.output<typeof mailStatusResponse>;

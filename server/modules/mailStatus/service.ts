// Whether the platform's e-mail really goes out, for its administrators: captured to disk (SMTP_URL
// unset) and where, or sent by SMTP, and how many messages the mail server refused in the last 24 h.

import type { MailStatus } from '../../../common/schemas/mailStatus.js';
import { maskEmail } from '../../../common/signing.js';
import type { AppContext } from '../../context.js';
import { mailFailuresSince } from '../../db/queries/mailFailures.js';

const DAY_MS = 86_400_000;

export async function mailStatus(ctx: AppContext, now = new Date()): Promise<MailStatus> {
  const { total, last } = await mailFailuresSince(ctx.db, new Date(now.getTime() - DAY_MS));
  return {
    mailer: ctx.mailer.kind,
    ...(ctx.mailer.kind === 'capture' && ctx.mailer.folder ? { pasta: ctx.mailer.folder } : {}),
    falhas: {
      total_24h: total,
      ...(last
        ? {
            ultima: {
              em: last.at.toISOString(),
              ...(last.to ? { destinatario: maskEmail(last.to) } : {}),
              erro: last.erro ?? '',
            },
          }
        : {}),
    },
  };
}

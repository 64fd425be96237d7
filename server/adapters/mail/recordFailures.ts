// Every refusal of the mail server is written down, whichever module sent the message, so the
// platform administrators' banner counts them all (GET /api/admin/mail-status). The message still
// fails for its caller as before; a failure to write it down is logged and never hides the refusal.
import { maskEmail } from '../../../common/signing.js';
import { mailErrorText } from './mailError.js';
import type { Mailer } from './mailer.js';

export interface MailFailure {
  destinatario: string | null;
  erro: string;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export function recordingFailures(
  mailer: Mailer,
  record: (f: MailFailure) => Promise<void>,
  log: Log,
): Mailer {
  return {
    kind: mailer.kind,
    ...(mailer.folder ? { folder: mailer.folder } : {}),
    close: () => mailer.close(),
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        const failure = {
          destinatario: message.to ? maskEmail(message.to) : null,
          erro: mailErrorText(err, { max: 300 }),
        };
        await record(failure).catch((e: unknown) =>
          log.warn({ err: e instanceof Error ? e.message : String(e) }, 'could not record a refused e-mail'),
        );
        throw err;
      }
    },
  };
}

// The mail port: captured under DATA_DIR by default (offline, link printed to the log),
// or sent through a real SMTP server when SMTP_URL is set (a refusal rejects with the server's reply,
// its credentials left out).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { MailNotSent, mailErrorText, urlSecrets } from './mailError.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action links the message carries (printed to the log when captured). */
  links: string[];
  /** The same message for a chat (WhatsApp), when it may go that way. */
  chat?: string;
  /**
   * Where an answer goes (Reply-To): the person the message speaks for, e.g. whoever sent a document
   * for signature, since every message comes from MAIL_FROM (a no-reply address). None: no header.
   */
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'capture' | 'smtp';
  /** Where captured messages are written (capture only). */
  readonly folder?: string;
  /** Rejects with MailNotSent (the server's refusal, without credentials) when SMTP does not take it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** What nodemailer sends: the message from MAIL_FROM, with its Reply-To when it has one. */
const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  subject: m.subject,
  text: m.text,
  html: m.html,
});

/**
 * Writes a captured message's file under a temporary name, then renames it: whoever reads the
 * folder (a person, a script, a test while the server is still writing) never sees half a file.
 */
async function writeWhole(path: string, data: string | Buffer): Promise<void> {
  const temp = `${path}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(temp, data);
  await rename(temp, path);
}

export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Log }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const secrets = urlSecrets(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        try {
          await transport.sendMail(envelope(opts.from, m));
        } catch (err) {
          throw new MailNotSent(mailErrorText(err, { secrets, max: 500 }));
        }
      },
      close: () => transport.close(),
    };
  }
  const dir = join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'capture',
    folder: dir,
    async send(m) {
      const info = await transport.sendMail(envelope(opts.from, m));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(dir, { recursive: true });
      await writeWhole(join(dir, `${name}.eml`), info.message as Buffer);
      const record = {
        to: m.to,
        from: opts.from,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        date: new Date(),
      };
      await writeWhole(join(dir, `${name}.json`), JSON.stringify(record, null, 2));
      opts.log.info({ to: m.to, subject: m.subject, links: m.links, file: `${name}.eml` }, 'mail captured');
    },
    close: () => transport.close(),
  };
}

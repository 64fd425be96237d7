// Start-up lines that warn the operator (printed by main.ts): e-mail that goes nowhere.
import type { Mailer } from './adapters/mail/mailer.js';

/**
 * Without SMTP_URL every e-mail (password recovery, invites, signing links) is written to a folder
 * and never sent: say where, and how to send them, at every start.
 */
export function mailNotice(mailer: Pick<Mailer, 'kind' | 'folder'>): string[] {
  if (mailer.kind !== 'capture') return [];
  return [
    '',
    `  Atenção: SMTP_URL não está definido — os e-mails estão sendo gravados em ${mailer.folder ?? 'DATA_DIR/mail'}, não enviados.`,
    '    Para enviá-los, defina SMTP_URL (ex.: smtp://usuario:senha@servidor:587 ou smtps://…) e reinicie.',
  ];
}

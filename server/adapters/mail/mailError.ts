// What a mail server's refusal says, made safe to store and to show an administrator: the server's
// reply when it gave one (else the error's message), without credentials — the SMTP_URL's user and
// password, any URL's user part, a long base64 run such as an AUTH exchange — and with every e-mail
// address masked, on one line and cut to a length at a word.
import { maskEmail } from '../../../common/signing.js';

const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[A-Za-z]{2,}/g;
const URL_USER = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
const BASE64_RUN = /[A-Za-z0-9+/]{32,}={0,2}/g;

/** The user and password of a URL such as SMTP_URL, as written and decoded (none: none). */
export function urlSecrets(url: string | undefined): string[] {
  if (!url) return [];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const raw = [parsed.username, parsed.password].filter(Boolean);
  const decoded = raw.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return [...new Set([...raw, ...decoded])].filter((s) => s.length > 0);
}

/** Text cut to `max` characters at a word when there is one, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space >= max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/**
 * The refusal of `err` as it may be stored and shown: nodemailer's `response` (e.g. "550 5.1.1 User
 * unknown") or the message, never a credential, an address only masked, at most `max` characters.
 */
export function mailErrorText(err: unknown, o: { secrets?: string[]; max?: number } = {}): string {
  const e = err as { response?: unknown; message?: unknown } | null | undefined;
  const reply = typeof e?.response === 'string' && e.response.trim() ? e.response : undefined;
  const message = typeof e?.message === 'string' ? e.message : undefined;
  let text = reply ?? message ?? String(err);
  // Longest first, so a password containing the user name goes whole.
  for (const secret of [...(o.secrets ?? [])].sort((a, b) => b.length - a.length))
    text = text.split(secret).join('***');
  text = text
    .replace(URL_USER, '$1***@')
    .replace(BASE64_RUN, '***')
    .replace(EMAIL, (address) => maskEmail(address))
    .replace(/\s+/g, ' ')
    .trim();
  return cut(text || 'mail not sent', o.max ?? 200);
}

/** What a mailer throws when a message did not go: the refusal's safe text (mailErrorText) only. */
export class MailNotSent extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailNotSent';
  }
}

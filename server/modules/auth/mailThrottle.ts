// Limits on the requests that send e-mail, so nobody floods an inbox through the app (or spoils its
// sending reputation): per target address and purpose, and per sender — the client IP of an
// anonymous request, or the signed-in user (an office behind one NAT shares an IP, not a user).
// A refused request answers 429 with the seconds to wait and counts, writes and sends nothing.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { takeSlot } from '../../db/queries/throttle.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../http/errors.js';

/** What the e-mail is for: each purpose has its own count per address. */
export type MailPurpose = 'reset' | 'confirm' | 'invite' | 'reminder' | 'code';

/** Who asks: an anonymous client by its IP, or a signed-in user. */
export type MailSender = { ip: string } | { userId: number };

export interface MailRequest {
  purpose: MailPurpose;
  /** The address the e-mail goes to. */
  to: string;
  sender: MailSender;
  /**
   * Narrows the address's count to one thing, e.g. one document for signing mails (a signatory
   * may be sent several documents at once; what floods them is the same one over and over).
   */
  scope?: string | number;
  /** The form field the 429 is shown on, when there is one. */
  field?: string;
}

/** The column holds 300 characters; an e-mail has at most 254. */
const KEY_LENGTH = 300;

/**
 * Counts this e-mail against its limits, or throws 429 when one is reached. Pass the transaction
 * that writes what the e-mail is about: a refusal then rolls it back, and a request that fails
 * for another reason afterwards is not counted.
 */
export async function assertMailAllowed(ctx: AppContext, db: Db, req: MailRequest): Promise<void> {
  const { perAddress, perIp, perUser, windowSeconds } = ctx.config.mailLimits;
  const to = req.to.trim().toLowerCase();
  const addressKey = `mail:${to}:${req.purpose}${req.scope === undefined ? '' : `:${req.scope}`}`;
  const [senderKey, senderMax] =
    'userId' in req.sender
      ? [`mail-user:${req.sender.userId}`, perUser]
      : [`mail-ip:${req.sender.ip}`, perIp];
  await inTransaction(db, async (tx) => {
    const seconds =
      (await takeSlot(tx, addressKey.slice(0, KEY_LENGTH), perAddress, windowSeconds)) ||
      (await takeSlot(tx, senderKey.slice(0, KEY_LENGTH), senderMax, windowSeconds));
    if (seconds > 0) {
      const params = { seconds };
      throw new HttpError(
        429,
        'limits.mail',
        params,
        req.field ? { [req.field]: [{ key: 'limits.mail', params }] } : {},
        { code: 'THROTTLED', retry_after: seconds },
        { 'retry-after': String(seconds) },
      );
    }
  });
}

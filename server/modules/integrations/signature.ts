// Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` + base64
// of 24 random bytes; each delivery carries `webhook-id`, `webhook-timestamp` (seconds) and
// `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" under the decoded secret>`.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export const newWebhookSecret = () => `${PREFIX}${randomBytes(24).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt (the timestamp is the attempt's, as the convention says). */
export function webhookHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

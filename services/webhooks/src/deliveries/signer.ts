import { WEBHOOK_SECRET_PREFIX } from '@boonies/contracts/webhooks';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt: its id (the same on every attempt and replay, so receivers
 * deduplicate), the attempt's time, and one `v1,<base64>` signature per secret, space-separated: during a
 * rotation's grace period the previous secret signs too, so a receiver holding either verifies.
 */
export function signedHeaders(
  secrets: readonly string[],
  webhookId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(webhookId, at, body)).join(' '),
  };
}

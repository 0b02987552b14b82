import type { WebPushPayload } from '@boonies/contracts/messaging';
import { Injectable, Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { MessagingConfig } from '../config/messaging.config';
import type { PushTarget } from './push.repository';

/** How long a push service may take to accept a push before it is given up. */
const SEND_TIMEOUT_MS = 5_000;

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Encrypts a payload for one subscription and hands it to its push service, signed with the VAPID keys. */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);

  constructor(private readonly config: MessagingConfig) {}

  /** Whether this deployment sends pushes at all (the VAPID keys are configured). */
  get enabled(): boolean {
    return Boolean(this.config.WEB_PUSH_VAPID_PUBLIC_KEY && this.config.WEB_PUSH_VAPID_PRIVATE_KEY);
  }

  /**
   * `gone`: the push service no longer knows the subscription (404 or 410) and it should be forgotten;
   * `failed`: anything else went wrong, logged and dropped (the notification itself stands).
   */
  async send(target: PushTarget, payload: WebPushPayload, urgency: 'normal' | 'high'): Promise<PushOutcome> {
    const { WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY, WEB_PUSH_VAPID_SUBJECT } = this.config;
    if (!WEB_PUSH_VAPID_PUBLIC_KEY || !WEB_PUSH_VAPID_PRIVATE_KEY) return 'failed';
    try {
      // web-push builds the request (VAPID token, aes128gcm body, TTL and Urgency); it is sent with fetch,
      // which speaks plain http to the tests' push service as well as https to the browsers' ones.
      const request = generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: WEB_PUSH_VAPID_SUBJECT,
            publicKey: WEB_PUSH_VAPID_PUBLIC_KEY,
            privateKey: WEB_PUSH_VAPID_PRIVATE_KEY,
          },
          TTL: this.config.WEB_PUSH_TTL_SECONDS,
          urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      this.logger.warn(`Push to ${new URL(target.endpoint).origin} refused (${response.status})`);
      return 'failed';
    } catch (error) {
      this.logger.warn(`Push to ${new URL(target.endpoint).origin} failed: ${(error as Error).message}`);
      return 'failed';
    }
  }
}

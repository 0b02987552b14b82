import type { SecretBox } from '../endpoints/secret-box';
import { CreateWebhooks1765000000000 } from './create-webhooks.migration';
import { sealEndpointSecrets } from './seal-endpoint-secrets.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export function webhooksMigrations(secrets: SecretBox) {
  return [CreateWebhooks1765000000000, sealEndpointSecrets(secrets)];
}

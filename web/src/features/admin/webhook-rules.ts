import {
  isWebhookUrl,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '@boonies/contracts/webhooks';

/** What the endpoint form sends, trimmed. */
export interface WebhookEndpointFields {
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  enabled: boolean;
}

export type WebhookEndpointProblems = Partial<Record<'url' | 'description' | 'eventTypes', string>>;

/**
 * The contract's rules for an endpoint, said before the form is sent. Only the server knows which hosts an
 * operator allows over plain http and where a host name leads, so it alone refuses a private address.
 */
export function webhookEndpointProblems(fields: WebhookEndpointFields): WebhookEndpointProblems {
  const problems: WebhookEndpointProblems = {};
  if (!fields.url) problems.url = 'Enter the URL deliveries go to';
  else if (fields.url.length > WEBHOOK_URL_MAX)
    problems.url = `Keep the URL under ${WEBHOOK_URL_MAX} characters`;
  else if (!isWebhookUrl(fields.url))
    problems.url = 'Enter a full https:// URL without a user name, password or #fragment';
  if (fields.description.length > WEBHOOK_DESCRIPTION_MAX)
    problems.description = `Keep the description under ${WEBHOOK_DESCRIPTION_MAX} characters`;
  if (fields.eventTypes.length === 0) problems.eventTypes = 'Choose at least one event';
  return problems;
}

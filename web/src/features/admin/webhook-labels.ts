import {
  WEBHOOK_PING_TYPE,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookPayloadType,
} from '@boonies/contracts/webhooks';

/** Each event an integration may hear, as an admin reads it when choosing. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { name: string; description: string }> = {
  'trick.verified': {
    name: 'Trick verified',
    description: 'The community verified a skater’s trick from their video post.',
  },
  'game.won': {
    name: 'Game won',
    description: 'A Game of S.K.A.T.E. ended with a winner.',
  },
};

/** A delivery's type in words: an event's name, or the admin's test. */
export function deliveryTypeLabel(type: WebhookPayloadType): string {
  return type === WEBHOOK_PING_TYPE ? 'Test event' : WEBHOOK_EVENT_LABELS[type].name;
}

/** A delivery's status in words, and the badge it wears (tinted, as the other status badges). */
export const DELIVERY_STATUS_LABELS: Record<
  WebhookDeliveryStatus,
  { label: string; variant: 'brand' | 'am' | 'secondary' | 'outline'; className?: string }
> = {
  pending: { label: 'Pending', variant: 'am' },
  succeeded: { label: 'Succeeded', variant: 'brand' },
  failed: {
    label: 'Failed',
    variant: 'outline',
    className: 'border-yellow-500/40 bg-yellow-400/15 text-yellow-800 dark:text-yellow-300',
  },
  dead: {
    label: 'Dead',
    variant: 'outline',
    className: 'border-red-500/40 bg-red-500/15 text-red-800 dark:text-red-300',
  },
  withheld: { label: 'Withheld', variant: 'secondary' },
};

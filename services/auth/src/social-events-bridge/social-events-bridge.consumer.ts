import { movedFrom } from '@boonies/contracts/auth';
import type { EventDefinition } from '@boonies/contracts/events';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';

/** Each social event's type with the auth event it moved from (its `replacedBy`), which carries it still. */
const AUTH_COPY_OF: ReadonlyMap<string, EventDefinition> = new Map(
  Object.values(SOCIAL_EVENTS).flatMap((definition): [string, EventDefinition][] => {
    const former = movedFrom(definition);
    return former ? [[definition.type, former]] : [];
  }),
);

/**
 * Keeps `events.auth.{followed, unfollowed, follow-requested, follow-answered, blocked, unblocked,
 * preferences-changed}` alive for their readers outside this repository while follows, blocks and
 * preferences belong to the social service: each `events.social.*` event is written again to auth's outbox
 * as its auth event, in the transaction that records it in the inbox (so a redelivery writes no second
 * copy), with the same id and envelope (so a reader of both subjects handles the change once).
 *
 * Removed after 2027-03-31, when the auth versions retire (docs/events.md), with this folder.
 */
@Injectable()
export class SocialEventsBridgeConsumer {
  constructor(private readonly outbox: Outbox) {}

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(SOCIAL_EVENTS.followRequested)
  @EventHandler(SOCIAL_EVENTS.followAnswered)
  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  async onSocialEvent(_payload: object, { envelope, manager }: EventContext<object>): Promise<void> {
    const authCopy = AUTH_COPY_OF.get(envelope.type);
    // Only the seven events above are delivered here; anything else is a wiring mistake, retried then kept.
    if (!authCopy) throw new Error(`No auth event carries ${envelope.type}`);
    await this.outbox.republishAs(manager, authCopy, envelope, 'auth');
  }
}

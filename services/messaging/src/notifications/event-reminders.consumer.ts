import { ADMIN_EVENTS, EventReminderDueV1 } from '@boonies/contracts/admin';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { NotificationWriter } from './notification-writer.service';
import { eventReminderText, LINKS } from './notification-texts';

/**
 * The admin service's day-before reminder of an event becomes a notification to the skater who answered
 * it, leading to the event's page. The reminder is sent once per event and skater; the inbox guards
 * against a redelivered event, and the writer's source id against a second notification of the same one.
 * A deactivated or suspended skater is reminded of nothing.
 */
@Injectable()
export class EventRemindersConsumer {
  constructor(private readonly writer: NotificationWriter) {}

  @EventHandler(ADMIN_EVENTS.eventReminderDue)
  async onReminderDue(
    reminder: EventReminderDueV1,
    context: EventContext<EventReminderDueV1>,
  ): Promise<void> {
    const remindedAt = new Date(context.envelope.occurredAt);
    await this.writer.notify(
      context.manager,
      {
        type: 'event',
        userId: reminder.userId,
        fromUserId: null,
        sourceEventId: context.envelope.id,
        link: LINKS.event(reminder.eventId),
        text: () => eventReminderText(reminder.title, new Date(reminder.startsAt), remindedAt),
        onlyToActiveRecipient: true,
      },
      eventMetaFrom(context),
    );
  }
}

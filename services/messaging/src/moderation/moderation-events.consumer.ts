import { ADMIN_EVENTS, ContentModeratedV1, ReportResolvedV1, UserWarnedV1 } from '@boonies/contracts/admin';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { eventMetaFrom } from '../event-meta';
import { MessagesRepository } from '../messages/messages.repository';
import { NotificationWriter } from '../notifications/notification-writer.service';
import { reportOutcomeText, warningText } from './moderation-texts';

/**
 * One event tells several reporters; each notification needs a source of its own that a redelivery makes
 * again, so it is derived from the event's id and the recipient (a UUID-shaped hash of the two).
 */
export function sourceFor(eventId: string, userId: string): string {
  const hex = createHash('sha256').update(`${eventId}:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The admin service's moderation: hidden messages, warnings to authors and outcomes to reporters. */
@Injectable()
export class ModerationEventsConsumer {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly writer: NotificationWriter,
  ) {}

  /**
   * A hidden message shows both participants "This message was hidden by moderators". Newer moderation
   * wins: an older event arriving late changes nothing.
   */
  @EventHandler(ADMIN_EVENTS.contentModerated)
  async onContentModerated(
    change: ContentModeratedV1,
    { envelope, manager }: EventContext<ContentModeratedV1>,
  ): Promise<void> {
    if (change.kind !== 'message') return;
    await this.messages.moderate(manager, change.contentId, change.hidden, envelope.occurredAt);
  }

  @EventHandler(ADMIN_EVENTS.userWarned)
  async onUserWarned(warning: UserWarnedV1, context: EventContext<UserWarnedV1>): Promise<void> {
    await this.writer.notify(
      context.manager,
      {
        type: 'moderation',
        userId: warning.userId,
        fromUserId: null,
        sourceEventId: context.envelope.id,
        link: null,
        text: () => warningText(warning.targetType, warning.note),
      },
      eventMetaFrom(context),
    );
  }

  @EventHandler(ADMIN_EVENTS.reportResolved)
  async onReportResolved(outcome: ReportResolvedV1, context: EventContext<ReportResolvedV1>): Promise<void> {
    const text = reportOutcomeText(outcome.action, outcome.targetType);
    for (const reporterId of outcome.reporterIds) {
      await this.writer.notify(
        context.manager,
        {
          type: 'moderation',
          userId: reporterId,
          fromUserId: null,
          sourceEventId: sourceFor(context.envelope.id, reporterId),
          link: null,
          text: () => text,
        },
        eventMetaFrom(context),
      );
    }
  }
}

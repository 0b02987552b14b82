import { IsBoolean, IsIn, IsUUID } from 'class-validator';
import { defineEvent } from '../events/event-definition';
import { ReportFiledV1, ReportResolvedV1, UserWarnedV1 } from './moderation.events';
import { EventReminderDueV1 } from './event-rsvp.dto';

export const MODERATED_CONTENT_KINDS = ['post', 'message', 'profile'] as const;
export type ModeratedContentKind = (typeof MODERATED_CONTENT_KINDS)[number];

/**
 * `events.admin.content-moderated.v1`: a moderator hid a post, reply or message, or showed it again. The
 * service that owns the content keeps the mark, and the access policy takes hidden content away from every
 * path (`PolicyContent.isHidden`).
 */
export class ContentModeratedV1 {
  @IsIn(MODERATED_CONTENT_KINDS)
  kind!: ModeratedContentKind;

  /** The post's (or reply's) or message's id; for a profile, the user's. */
  @IsUUID()
  contentId!: string;

  @IsUUID()
  ownerId!: string;

  @IsBoolean()
  hidden!: boolean;
}

/** The events the admin service publishes, `events.admin.<event>.v<N>`, with their payload classes. */
export const ADMIN_EVENTS = {
  contentModerated: defineEvent('admin', 'content-moderated', 1, ContentModeratedV1),
  userWarned: defineEvent('admin', 'user-warned', 1, UserWarnedV1),
  reportResolved: defineEvent('admin', 'report-resolved', 1, ReportResolvedV1),
  reportFiled: defineEvent('admin', 'report-filed', 1, ReportFiledV1),
  eventReminderDue: defineEvent('admin', 'event-reminder-due', 1, EventReminderDueV1),
} as const;

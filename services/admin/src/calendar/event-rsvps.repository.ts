import type { RsvpStatus } from '@boonies/contracts/admin';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { PEOPLE } from '../projections/entities/person.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { CalendarEvent } from './entities/calendar-event.entity';
import { EventReminder } from './entities/event-reminder.entity';
import { EventRsvp } from './entities/event-rsvp.entity';

/** One answer to an event with what the access policy needs of its author, as seen by one viewer. */
export interface RsvpFacts {
  userId: string;
  status: RsvpStatus;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  isBrand: boolean;
  isActive: boolean;
  isSuspended: boolean;
  publicProfile: boolean | null;
  viewerFollowsIt: boolean;
  viewerBlockedIt: boolean;
  itBlockedViewer: boolean;
}

/** A reminder to send: the answer and its event. */
export interface DueReminder {
  eventId: string;
  userId: string;
  status: RsvpStatus;
  title: string;
  location: string;
  startsAt: Date;
}

/** Answers to the park's events, and the reminders sent for them. */
@Injectable()
export class EventRsvpsRepository {
  private readonly sql: Record<'upsert' | 'remove' | 'mine' | 'answers' | 'due' | 'sent', string>;

  constructor(private readonly dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      calendarEvents: CalendarEvent,
      eventRsvps: EventRsvp,
      eventReminders: EventReminder,
      people: PEOPLE,
      blocks: BLOCKS,
      follows: FOLLOWS,
      preferences: PRIVACY_SETTINGS,
    });
    this.sql = {
      upsert: `
        INSERT INTO ${t.eventRsvps} (event_id, user_id, status, updated_at) VALUES ($1, $2, $3, now())
        ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
      remove: `DELETE FROM ${t.eventRsvps} WHERE event_id = $1 AND user_id = $2`,
      mine: `SELECT status FROM ${t.eventRsvps} WHERE event_id = $1 AND user_id = $2`,
      // Every answer with its author's facts: an event of the park draws a crowd of tens, not thousands.
      answers: `
        SELECT r.user_id AS "userId", r.status, p.username, p.display_name AS "displayName",
               p.profile_picture AS "profilePicture", p.is_brand AS "isBrand", p.is_active AS "isActive",
               coalesce(p.suspended_until > now(), false) AS "isSuspended",
               pref.public_profile AS "publicProfile",
               EXISTS (SELECT 1 FROM ${t.follows} f
                        WHERE f.follower_id = $2 AND f.following_id = r.user_id AND f.is_following)
                 AS "viewerFollowsIt",
               EXISTS (SELECT 1 FROM ${t.blocks} b
                        WHERE b.blocker_id = $2 AND b.blocked_id = r.user_id AND b.is_blocking)
                 AS "viewerBlockedIt",
               EXISTS (SELECT 1 FROM ${t.blocks} b
                        WHERE b.blocker_id = r.user_id AND b.blocked_id = $2 AND b.is_blocking)
                 AS "itBlockedViewer"
          FROM ${t.eventRsvps} r
          JOIN ${t.people} p ON p.user_id = r.user_id
          LEFT JOIN ${t.preferences} pref ON pref.user_id = r.user_id
         WHERE r.event_id = $1
         ORDER BY r.status = 'going' DESC, r.updated_at DESC, r.user_id`,
      // Answers to events starting within the window that have no reminder yet; SKIP LOCKED lets replicas
      // share the work without both taking one.
      due: `
        SELECT r.event_id AS "eventId", r.user_id AS "userId", r.status, e.title, e.location,
               e.starts_at AS "startsAt"
          FROM ${t.eventRsvps} r
          JOIN ${t.calendarEvents} e ON e.id = r.event_id
         WHERE e.starts_at > $1 AND e.starts_at <= $1::timestamptz + make_interval(hours => $2)
           AND NOT EXISTS (SELECT 1 FROM ${t.eventReminders} s
                            WHERE s.event_id = r.event_id AND s.user_id = r.user_id)
         ORDER BY e.starts_at, r.event_id, r.user_id
         LIMIT $3
           FOR UPDATE OF r SKIP LOCKED`,
      sent: `
        INSERT INTO ${t.eventReminders} (event_id, user_id, sent_at) VALUES ($1, $2, $3)
        ON CONFLICT (event_id, user_id) DO NOTHING
        RETURNING event_id`,
    };
  }

  async set(manager: EntityManager, eventId: string, userId: string, status: RsvpStatus): Promise<void> {
    await manager.query(this.sql.upsert, [eventId, userId, status]);
  }

  async clear(manager: EntityManager, eventId: string, userId: string): Promise<void> {
    await manager.query(this.sql.remove, [eventId, userId]);
  }

  async statusOf(eventId: string, userId: string): Promise<RsvpStatus | null> {
    const [row] = await this.dataSource.query<{ status: RsvpStatus }[]>(this.sql.mine, [eventId, userId]);
    return row?.status ?? null;
  }

  /** Every answer to the event with its author's facts as `viewerId` stands to them: going first, newest first. */
  async answers(eventId: string, viewerId: string): Promise<RsvpFacts[]> {
    const rows = await this.dataSource.query<RsvpFacts[]>(this.sql.answers, [eventId, viewerId]);
    return rows.map((row) => ({
      userId: row.userId,
      status: row.status,
      username: row.username,
      displayName: row.displayName,
      profilePicture: row.profilePicture,
      isBrand: row.isBrand,
      isActive: row.isActive,
      isSuspended: row.isSuspended,
      publicProfile: row.publicProfile,
      viewerFollowsIt: row.viewerFollowsIt,
      viewerBlockedIt: row.viewerBlockedIt,
      itBlockedViewer: row.itBlockedViewer,
    }));
  }

  /** Up to `limit` answers to events starting after `now` and within `hours`, not yet reminded; locked. */
  async lockDue(manager: EntityManager, now: Date, hours: number, limit: number): Promise<DueReminder[]> {
    const rows = await manager.query<DueReminder[]>(this.sql.due, [now.toISOString(), hours, limit]);
    return rows.map((row) => ({
      eventId: row.eventId,
      userId: row.userId,
      status: row.status,
      title: row.title,
      location: row.location,
      startsAt: new Date(row.startsAt),
    }));
  }

  /** Records the reminder sent; answers false when one already was. */
  async recordSent(manager: EntityManager, eventId: string, userId: string, at: Date): Promise<boolean> {
    const rows = await manager.query<unknown[]>(this.sql.sent, [eventId, userId, at.toISOString()]);
    return rows.length > 0;
  }
}

import { ADMIN_EVENTS, EVENT_REMINDER_HOURS, type EventReminderDueV1 } from '@boonies/contracts/admin';
import { Outbox } from '@boonies/messaging';
import { PeriodicJob } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { EventRsvpsRepository } from './event-rsvps.repository';

/** How often the due reminders are looked for. */
export const REMINDER_POLL_MS = 60_000;
/** How many reminders one look sends; the next look takes the rest. */
const BATCH = 100;

/**
 * The day before an event, reminds those going or maybe. Every minute it reads the answers to events starting
 * within EVENT_REMINDER_HOURS that have no reminder yet, records each reminder and publishes
 * `admin.event-reminder-due` in one transaction (the messaging service turns it into a notification). The
 * state is in the database, so a restart picks up where it stopped; the record's key (event, skater) and
 * SKIP LOCKED keep a reminder from going twice, whatever the replicas.
 */
@Injectable()
export class EventRemindersScheduler extends PeriodicJob {
  protected readonly logger = new Logger(EventRemindersScheduler.name);
  protected readonly jobName = 'Event reminders';

  constructor(
    private readonly dataSource: DataSource,
    private readonly rsvps: EventRsvpsRepository,
    private readonly outbox: Outbox,
  ) {
    super();
  }

  protected intervalMs(): number {
    return REMINDER_POLL_MS;
  }

  /** Sends the reminders due at `now`; answers how many it sent. */
  async runOnce(now = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const due = await this.rsvps.lockDue(manager, now, EVENT_REMINDER_HOURS, BATCH);
      let sent = 0;
      for (const reminder of due) {
        if (!(await this.rsvps.recordSent(manager, reminder.eventId, reminder.userId, now))) continue;
        const payload: EventReminderDueV1 = {
          eventId: reminder.eventId,
          userId: reminder.userId,
          status: reminder.status,
          title: reminder.title,
          location: reminder.location,
          startsAt: reminder.startsAt.toISOString(),
        };
        await this.outbox.append(manager, ADMIN_EVENTS.eventReminderDue, payload, ownEventMeta());
        sent += 1;
      }
      return sent;
    });
  }
}

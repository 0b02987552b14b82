import type {
  CalendarEventDto,
  CalendarQuery,
  CreateCalendarEventDto,
  DeletedCalendarEventDto,
  UpdateCalendarEventRequest,
} from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { actorOf, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CalendarEventsRepository } from './calendar-events.repository';
import type { CalendarEvent } from './entities/calendar-event.entity';

type CalendarChange = 'created' | 'updated' | 'deleted';

const VERBS: Record<CalendarChange, string> = { created: 'Added', updated: 'Edited', deleted: 'Removed' };

export function toCalendarEventDto(event: CalendarEvent): CalendarEventDto {
  return { id: event.id, title: event.title, date: event.startsAt.toISOString(), location: event.location };
}

/** "Upcoming Events": read by everyone signed in, managed by admins, every change in the audit log. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: CalendarEventsRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * Events from today on, soonest first. With `scope: 'all'` the past ones follow, most recent first, for
   * the admins who manage them.
   */
  async list({ scope }: CalendarQuery): Promise<CalendarEventDto[]> {
    return (await this.events.list(scope === 'all')).map(toCalendarEventDto);
  }

  async create(
    caller: CallerIdentity,
    { title, date, location }: CreateCalendarEventDto,
    correlationId: string,
  ): Promise<CalendarEventDto> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.create(manager, { title, startsAt: new Date(date), location });
      await this.recordChange(manager, caller, 'created', event, correlationId);
      return toCalendarEventDto(event);
    });
  }

  async update(
    caller: CallerIdentity,
    { id, title, date, location }: UpdateCalendarEventRequest,
    correlationId: string,
  ): Promise<CalendarEventDto> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lockById(manager, id);
      if (!event) throw notFound('Event');
      if (title !== undefined) event.title = title;
      if (date !== undefined) event.startsAt = new Date(date);
      if (location !== undefined) event.location = location;
      const saved = await this.events.save(manager, event);
      await this.recordChange(manager, caller, 'updated', saved, correlationId);
      return toCalendarEventDto(saved);
    });
  }

  async remove(caller: CallerIdentity, id: string, correlationId: string): Promise<DeletedCalendarEventDto> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lockById(manager, id);
      if (!event) throw notFound('Event');
      await this.events.delete(manager, id);
      await this.recordChange(manager, caller, 'deleted', event, correlationId);
      return { deleted: true, id };
    });
  }

  /** Admin actions of this service go straight into its own log, in the same transaction as the change. */
  private recordChange(
    manager: EntityManager,
    caller: CallerIdentity,
    change: CalendarChange,
    event: CalendarEvent,
    correlationId: string,
  ): Promise<void> {
    return this.audit.record(manager, {
      id: randomUUID(),
      action: `admin.calendar-event-${change}`,
      summary: `${VERBS[change]} the event "${event.title}"`,
      subjectId: event.id,
      targetType: 'calendar-event',
      targetOwnerId: null,
      actorId: actorOf(caller),
      actingAs: caller.actingAdminId ? caller.userId : null,
      occurredAt: new Date().toISOString(),
      correlationId,
    });
  }
}

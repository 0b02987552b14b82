import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CalendarEvent } from './entities/calendar-event.entity';

/** The park's calendar events. */
@Injectable()
export class CalendarEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Events from today on, soonest first (an event later today still shows); with `withPast`, the past ones
   * follow, most recent first.
   */
  list(withPast: boolean): Promise<CalendarEvent[]> {
    const today = "date_trunc('day', now())";
    const query = this.dataSource.manager.createQueryBuilder(CalendarEvent, 'e');
    if (withPast) {
      query
        .orderBy(`CASE WHEN e.starts_at >= ${today} THEN 0 ELSE 1 END`, 'ASC')
        .addOrderBy(`CASE WHEN e.starts_at >= ${today} THEN e.starts_at END`, 'ASC')
        .addOrderBy('e.starts_at', 'DESC');
    } else {
      query.where(`e.starts_at >= ${today}`).orderBy('e.starts_at', 'ASC');
    }
    return query.addOrderBy('e.id', 'ASC').getMany();
  }

  create(
    manager: EntityManager,
    fields: Pick<CalendarEvent, 'title' | 'startsAt' | 'location'>,
  ): Promise<CalendarEvent> {
    return manager.save(manager.create(CalendarEvent, fields));
  }

  findById(id: string): Promise<CalendarEvent | null> {
    return this.dataSource.manager.findOne(CalendarEvent, { where: { id } });
  }

  /** One event, locked until the transaction ends. */
  lockById(manager: EntityManager, id: string): Promise<CalendarEvent | null> {
    return manager.findOne(CalendarEvent, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, event: CalendarEvent): Promise<CalendarEvent> {
    return manager.save(event);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(CalendarEvent, { id });
  }
}

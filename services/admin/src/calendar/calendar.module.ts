import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarHandler } from './calendar.handler';
import { CalendarService } from './calendar.service';
import { EventRemindersScheduler } from './event-reminders.scheduler';
import { EventRsvpsRepository } from './event-rsvps.repository';
import { EventRsvpsService } from './event-rsvps.service';

/** The park's events calendar: the events, the skaters' RSVPs and the reminders the day before. */
@Module({
  imports: [AuditModule],
  controllers: [CalendarHandler],
  providers: [
    CalendarService,
    CalendarEventsRepository,
    EventRsvpsService,
    EventRsvpsRepository,
    EventRemindersScheduler,
  ],
})
export class CalendarModule {}

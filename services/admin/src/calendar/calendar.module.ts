import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CalendarEventsRepository } from './calendar-events.repository';
import { CalendarHandler } from './calendar.handler';
import { CalendarService } from './calendar.service';

/** The park's events calendar. */
@Module({
  imports: [AuditModule],
  controllers: [CalendarHandler],
  providers: [CalendarService, CalendarEventsRepository],
})
export class CalendarModule {}

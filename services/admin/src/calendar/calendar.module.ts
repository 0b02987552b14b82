import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CalendarHandlers } from './calendar.handlers';
import { CalendarService } from './calendar.service';

/** The park's events calendar. */
@Module({ imports: [AuditModule], controllers: [CalendarHandlers], providers: [CalendarService] })
export class CalendarModule {}

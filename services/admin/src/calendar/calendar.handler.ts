import {
  ADMIN_RPC,
  type CalendarEventDto,
  CalendarEventIdParam,
  CalendarQuery,
  CreateCalendarEventDto,
  type DeletedCalendarEventDto,
  type EventDetailDto,
  type EventIcsDto,
  SetRsvpRequest,
  UpdateCalendarEventRequest,
} from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CalendarService } from './calendar.service';
import { EventRsvpsService } from './event-rsvps.service';

@Controller()
export class CalendarHandler {
  constructor(
    private readonly calendar: CalendarService,
    private readonly rsvps: EventRsvpsService,
  ) {}

  @RpcHandler(ADMIN_RPC.event)
  event(@Payload() { id }: CalendarEventIdParam, @Caller() caller: CallerIdentity): Promise<EventDetailDto> {
    return this.rsvps.detail(caller, id);
  }

  @RpcHandler(ADMIN_RPC.setRsvp)
  setRsvp(@Payload() request: SetRsvpRequest, @Caller() caller: CallerIdentity): Promise<EventDetailDto> {
    return this.rsvps.set(caller, request);
  }

  @RpcHandler(ADMIN_RPC.clearRsvp)
  clearRsvp(
    @Payload() { id }: CalendarEventIdParam,
    @Caller() caller: CallerIdentity,
  ): Promise<EventDetailDto> {
    return this.rsvps.clear(caller, id);
  }

  // For everyone signed in, though it does not depend on who asks.
  @RpcHandler(ADMIN_RPC.eventIcs)
  eventIcs(@Payload() { id }: CalendarEventIdParam, @Caller() _caller: CallerIdentity): Promise<EventIcsDto> {
    return this.rsvps.ics(id);
  }

  // For everyone signed in, though it does not depend on who asks.
  @RpcHandler(ADMIN_RPC.events)
  events(@Payload() query: CalendarQuery, @Caller() _caller: CallerIdentity): Promise<CalendarEventDto[]> {
    return this.calendar.list(query);
  }

  @RpcHandler(ADMIN_RPC.createEvent)
  @AdminOnly()
  createEvent(
    @Payload() request: CreateCalendarEventDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<CalendarEventDto> {
    return this.calendar.create(caller, request, correlationId);
  }

  @RpcHandler(ADMIN_RPC.updateEvent)
  @AdminOnly()
  updateEvent(
    @Payload() request: UpdateCalendarEventRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<CalendarEventDto> {
    return this.calendar.update(caller, request, correlationId);
  }

  @RpcHandler(ADMIN_RPC.deleteEvent)
  @AdminOnly()
  deleteEvent(
    @Payload() { id }: CalendarEventIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<DeletedCalendarEventDto> {
    return this.calendar.remove(caller, id, correlationId);
  }
}

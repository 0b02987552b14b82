import {
  ADMIN_RPC,
  type CalendarEventDto,
  CalendarEventIdParam,
  CalendarQuery,
  CreateCalendarEventDto,
  type DeletedCalendarEventDto,
  type EventDetailDto,
  SetRsvpDto,
  UpdateCalendarEventDto,
} from '@boonies/contracts/admin';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

/** The park's calendar: "Upcoming Events" for everyone signed in, managed by admins. */
@ApiTags('events')
@SignedIn()
@Controller()
export class CalendarController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get('events')
  @ApiOperation({ summary: 'Upcoming events, soonest first (the sidebar)' })
  @ApiQueryOf(CalendarQuery)
  @ApiOkResponseOf(['CalendarEventDto'])
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 503: ADMIN_ERRORS.adminUnavailable })
  list(@Query() query: CalendarQuery, @RequestContext() context: CallContext): Promise<CalendarEventDto[]> {
    return this.rpc.call(ADMIN_RPC.events, query, context);
  }

  @Get('events/:id')
  @ApiOperation({ summary: "An event with who is coming and the caller's RSVP" })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiOkResponseOf('EventDetailDto')
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 404: 'No such event', 503: ADMIN_ERRORS.adminUnavailable })
  event(
    @Param() { id }: CalendarEventIdParam,
    @RequestContext() context: CallContext,
  ): Promise<EventDetailDto> {
    return this.rpc.call(ADMIN_RPC.event, { id }, context);
  }

  @Put('events/:id/rsvp')
  @ApiOperation({ summary: 'Answer an event: Going or Maybe (replaces an earlier answer)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiBodyOf(SetRsvpDto)
  @ApiOkResponseOf('EventDetailDto')
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 404: 'No such event', 503: ADMIN_ERRORS.adminUnavailable })
  setRsvp(
    @Param() { id }: CalendarEventIdParam,
    @Body() body: SetRsvpDto,
    @RequestContext() context: CallContext,
  ): Promise<EventDetailDto> {
    return this.rpc.call(ADMIN_RPC.setRsvp, { ...body, id }, context);
  }

  @Delete('events/:id/rsvp')
  @ApiOperation({ summary: "Clear the caller's answer to an event" })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiOkResponseOf('EventDetailDto')
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 404: 'No such event', 503: ADMIN_ERRORS.adminUnavailable })
  clearRsvp(
    @Param() { id }: CalendarEventIdParam,
    @RequestContext() context: CallContext,
  ): Promise<EventDetailDto> {
    return this.rpc.call(ADMIN_RPC.clearRsvp, { id }, context);
  }

  @Get('events/:id/ics')
  @ApiOperation({ summary: 'The event as an iCalendar file to add to a calendar (a download)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An iCalendar file of one event', schema: { type: 'string' } })
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 404: 'No such event', 503: ADMIN_ERRORS.adminUnavailable })
  async ics(
    @Param() { id }: CalendarEventIdParam,
    @RequestContext() context: CallContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.rpc.call(ADMIN_RPC.eventIcs, { id }, context);
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.content;
  }

  @Post('admin/events')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Add an event (admins)' })
  @ApiBodyOf(CreateCalendarEventDto)
  @ApiCreatedResponseOf('CalendarEventDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.adminUnavailable,
  })
  create(
    @Body() body: CreateCalendarEventDto,
    @RequestContext() context: CallContext,
  ): Promise<CalendarEventDto> {
    return this.rpc.call(ADMIN_RPC.createEvent, body, context);
  }

  @Patch('admin/events/:id')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Edit an event (admins)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiBodyOf(UpdateCalendarEventDto)
  @ApiOkResponseOf('CalendarEventDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such event',
    503: ADMIN_ERRORS.adminUnavailable,
  })
  update(
    @Param() { id }: CalendarEventIdParam,
    @Body() body: UpdateCalendarEventDto,
    @RequestContext() context: CallContext,
  ): Promise<CalendarEventDto> {
    return this.rpc.call(ADMIN_RPC.updateEvent, { ...body, id }, context);
  }

  @Delete('admin/events/:id')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Remove an event (admins)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiOkResponseOf('DeletedCalendarEventDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such event',
    503: ADMIN_ERRORS.adminUnavailable,
  })
  remove(
    @Param() { id }: CalendarEventIdParam,
    @RequestContext() context: CallContext,
  ): Promise<DeletedCalendarEventDto> {
    return this.rpc.call(ADMIN_RPC.deleteEvent, { id }, context);
  }
}

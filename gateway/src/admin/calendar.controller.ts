import {
  CalendarEventIdParam,
  CalendarQuery,
  CreateCalendarEventDto,
  RPC,
  UpdateCalendarEventDto,
  type CalendarEventDto,
  type DeletedCalendarEventDto,
} from '@boonies/contracts';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CalendarEventModel, DeletedCalendarEventModel } from '../docs/admin.model';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
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
  @ApiOkResponse({ type: [CalendarEventModel] })
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, 503: ADMIN_ERRORS.adminUnavailable })
  list(@Query() query: CalendarQuery, @RequestContext() context: CallContext): Promise<CalendarEventDto[]> {
    return this.rpc.call(RPC.admin.events, query, context);
  }

  @Post('admin/events')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Add an event (admins)' })
  @ApiBodyOf(CreateCalendarEventDto)
  @ApiCreatedResponse({ type: CalendarEventModel })
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.adminUnavailable,
  })
  create(
    @Body() body: CreateCalendarEventDto,
    @RequestContext() context: CallContext,
  ): Promise<CalendarEventDto> {
    return this.rpc.call(RPC.admin.createEvent, body, context);
  }

  @Patch('admin/events/:id')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Edit an event (admins)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiBodyOf(UpdateCalendarEventDto)
  @ApiOkResponse({ type: CalendarEventModel })
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
    return this.rpc.call(RPC.admin.updateEvent, { ...body, id }, context);
  }

  @Delete('admin/events/:id')
  @ApiTags('admin')
  @ApiOperation({ summary: 'Remove an event (admins)' })
  @ApiParamsOf(CalendarEventIdParam)
  @ApiOkResponse({ type: DeletedCalendarEventModel })
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
    return this.rpc.call(RPC.admin.deleteEvent, { id }, context);
  }
}

import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ApiNote } from '../common/api-notes';
import { Omittable } from '../common/omittable';
import type { DateTime, Uuid } from '../common/formats';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const CALENDAR_TITLE_MAX = 100;
export const CALENDAR_LOCATION_MAX = 100;

export const ADMIN_MESSAGES = {
  adminsOnly: 'Admin access required',
  puppetsOnly: 'Only puppet accounts can be assumed',
  notPuppeteer: 'Only admins can assume a puppet identity',
  unknownPreset: 'Only the preset puppets can be initialized',
} as const;

/** One entry of the park's calendar ("Upcoming Events" in the sidebar). */
export interface CalendarEventDto {
  id: Uuid;
  title: string;
  /** ISO 8601. */
  date: DateTime;
  location: string;
}

export const CALENDAR_SCOPES = ['upcoming', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** `GET /api/events`: upcoming events, soonest first; `scope=all` adds past ones after them (admins' view). */
export class CalendarQuery {
  @ApiNote({ description: '`upcoming` (default) or `all`, past events after the upcoming ones' })
  @IsOptional()
  @IsIn(CALENDAR_SCOPES, { message: `scope must be one of ${CALENDAR_SCOPES.join(', ')}` })
  scope?: CalendarScope;
}

/** `POST /api/admin/events`. */
export class CreateCalendarEventDto {
  @ApiNote({ example: 'Boonies Best Trick Jam' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(CALENDAR_TITLE_MAX)
  title!: string;

  @ApiNote({ description: 'ISO 8601, e.g. 2026-06-20T14:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date' })
  date!: string;

  @ApiNote({ example: 'The Boonies, main bowl' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'location is required' })
  @MaxLength(CALENDAR_LOCATION_MAX)
  location!: string;
}

/** `PATCH /api/admin/events/{id}`: any subset of the fields, none of them `null`. */
export class UpdateCalendarEventDto {
  @Omittable()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(CALENDAR_TITLE_MAX)
  title?: string;

  @ApiNote({ description: 'ISO 8601' })
  @Omittable()
  @IsISO8601({ strict: true }, { message: 'date must be an ISO 8601 date' })
  date?: string;

  @Omittable()
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'location must not be empty' })
  @MaxLength(CALENDAR_LOCATION_MAX)
  location?: string;
}

export class CalendarEventIdParam {
  @IsUUID('all', { message: 'id must be a valid event id' })
  id!: string;
}

/** `rpc.admin.update-event`: the id from the path with the body's changes. */
export class UpdateCalendarEventRequest extends UpdateCalendarEventDto {
  @IsUUID('all', { message: 'id must be a valid event id' })
  id!: string;
}

export interface DeletedCalendarEventDto {
  deleted: true;
  id: Uuid;
}

import {
  ACTION_TARGET_TYPES,
  AUDIT_MODES,
  CALENDAR_LOCATION_MAX,
  CALENDAR_TITLE_MAX,
  EVENT_ATTENDEES_MAX,
  RSVP_STATUSES,
  type EventAttendeeDto,
  type EventDetailDto,
  type RsvpStatus,
  PUPPET_LEVEL_MAX,
  PUPPET_LEVEL_MIN,
  type ActingAdminDto,
  type AdminUserDto,
  type AuditEntryDto,
  type AuditPageDto,
  type AuditMode,
  type AuditPersonDto,
  type AuditTargetDto,
  type ActionTargetType,
  type CalendarEventDto,
  type DeletedCalendarEventDto,
  type InitializedPuppetsDto,
  type PuppetDto,
  type UserDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserModel } from './user.model';

/** OpenAPI descriptions of the admin panel's routes; `implements` keeps them in step with the contracts. */
export class ActingAdminModel implements ActingAdminDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'park.admin' })
  username!: string;

  @ApiProperty({ format: 'email' })
  email!: string;
}

/** `GET /api/auth/me` and the assume route in a puppet session: the puppet, with the admin behind it. */
export class PuppetSessionUserModel extends UserModel implements UserDto {
  @ApiPropertyOptional({ type: ActingAdminModel, description: 'Only in a puppet session: the real admin' })
  actingAdmin?: ActingAdminModel;
}

export class AdminUserModel extends UserModel implements AdminUserDto {
  @ApiProperty({ description: 'A puppet account admins can operate as' })
  isPuppet!: boolean;

  @ApiProperty({ description: 'False once the account is deactivated' })
  isActive!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'While a suspension runs, its end',
  })
  suspendedUntil!: string | null;
}

export class PuppetModel implements PuppetDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'concrete_carla' })
  username!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  bio!: string | null;

  @ApiProperty({ type: String, nullable: true })
  location!: string | null;

  @ApiProperty({ minimum: PUPPET_LEVEL_MIN, maximum: PUPPET_LEVEL_MAX })
  level!: number;

  @ApiProperty({ example: '14 years' })
  experience!: string;

  @ApiProperty()
  isActive!: boolean;
}

export class InitializedPuppetsModel implements InitializedPuppetsDto {
  @ApiProperty({ description: 'Accounts this call created; 0 when all existed' })
  created!: number;

  @ApiProperty({ type: [PuppetModel] })
  puppets!: PuppetModel[];
}

export class AuditPersonModel implements AuditPersonDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  username!: string | null;
}

export class AuditTargetModel implements AuditTargetDto {
  @ApiProperty({ enum: ACTION_TARGET_TYPES })
  type!: ActionTargetType;

  @ApiProperty({ description: 'A post, message or user id; `userId/trickId` for one progress record' })
  id!: string;

  @ApiProperty({ type: AuditPersonModel, nullable: true, description: 'Whose it is; null for the catalogue' })
  owner!: AuditPersonModel | null;
}

export class AuditEntryModel implements AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'posts.post-created' })
  action!: string;

  @ApiProperty({ example: 'Posted' })
  summary!: string;

  @ApiProperty({ type: String, nullable: true, description: 'What was acted on (a post id, a user id, …)' })
  subjectId!: string | null;

  @ApiProperty({ type: AuditTargetModel, nullable: true, description: 'What was acted on, and whose it is' })
  target!: AuditTargetModel | null;

  @ApiProperty({ enum: AUDIT_MODES, description: 'As a puppet, or as themselves with admin power' })
  mode!: AuditMode;

  @ApiProperty({ type: AuditPersonModel, nullable: true, description: 'The real person: the admin' })
  actor!: AuditPersonModel | null;

  @ApiProperty({ type: AuditPersonModel, nullable: true, description: 'The puppet operated, if any' })
  actingAs!: AuditPersonModel | null;

  @ApiProperty({ format: 'date-time' })
  occurredAt!: string;

  @ApiProperty()
  correlationId!: string;
}

export class AuditPageModel implements AuditPageDto {
  @ApiProperty({ type: [AuditEntryModel] })
  entries!: AuditEntryModel[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `before` for the next page' })
  nextCursor!: string | null;
}

export class CalendarEventModel implements CalendarEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Boonies Best Trick Jam', maxLength: CALENDAR_TITLE_MAX })
  title!: string;

  @ApiProperty({ format: 'date-time' })
  date!: string;

  @ApiProperty({ example: 'The Boonies, main bowl', maxLength: CALENDAR_LOCATION_MAX })
  location!: string;
}

export class EventAttendeeModel implements EventAttendeeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ type: String, nullable: true })
  displayName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  profilePicture!: string | null;

  @ApiProperty({ enum: RSVP_STATUSES })
  status!: RsvpStatus;
}

export class EventDetailModel extends CalendarEventModel implements EventDetailDto {
  @ApiProperty({ description: 'Skaters going whom the viewer may see, the viewer included' })
  goingCount!: number;

  @ApiProperty({ description: 'Skaters who said maybe whom the viewer may see, the viewer included' })
  maybeCount!: number;

  @ApiProperty({ enum: RSVP_STATUSES, nullable: true, description: "The viewer's own answer" })
  myRsvp!: RsvpStatus | null;

  @ApiProperty({
    type: [EventAttendeeModel],
    maxItems: EVENT_ATTENDEES_MAX,
    description: 'Going first, then maybe, most recent answer first; blocks and privacy apply',
  })
  attendees!: EventAttendeeDto[];
}

export class DeletedCalendarEventModel implements DeletedCalendarEventDto {
  @ApiProperty({ enum: [true] })
  deleted!: true;

  @ApiProperty({ format: 'uuid' })
  id!: string;
}

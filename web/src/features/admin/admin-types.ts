import type { UserDto } from '@boonies/contracts';

/*
 * The admin shapes of `libs/contracts/src/admin/admin.dto.ts`. The contracts' browser entry does not
 * export that file (it holds decorated request classes), so the panel states the response shapes here.
 */

export interface AdminUserDto extends UserDto {
  isPuppet: boolean;
  isActive: boolean;
}

export interface PuppetDto {
  id: string;
  username: string;
  email: string;
  bio: string | null;
  location: string | null;
  level: number;
  experience: string;
  isActive: boolean;
}

export interface InitializedPuppetsDto {
  /** How many accounts this call created; 0 when every preset existed already. */
  created: number;
  puppets: PuppetDto[];
}

export interface AuditPersonDto {
  id: string;
  username: string | null;
}

export interface AuditEntryDto {
  id: string;
  action: string;
  summary: string;
  subjectId: string | null;
  /** The real person: the admin when acting as a puppet. */
  actor: AuditPersonDto | null;
  /** The puppet the actor operated as, if any. */
  actingAs: AuditPersonDto | null;
  occurredAt: string;
  correlationId: string;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  nextCursor: string | null;
}

export interface CalendarEventDto {
  id: string;
  title: string;
  /** ISO 8601. */
  date: string;
  location: string;
}

export interface CalendarEventFields {
  title: string;
  date: string;
  location: string;
}

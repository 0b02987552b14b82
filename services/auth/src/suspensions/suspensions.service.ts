import { MODERATION_MESSAGES } from '@boonies/contracts/admin';
import {
  type AdminUserDto,
  AUTH_EVENTS,
  type SuspendUserRequest,
  type UserSuspensionChangedV1,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Outbox } from '@boonies/messaging';
import { forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { toAdminUserDto } from '../admin/admin-users.service';
import { eventMetaOf } from '../event-meta';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/entities/user.entity';
import { toUserProfileChanged } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';

/**
 * A moderator's suspension of an account: it cannot sign in until the end, its sessions end now, and the
 * `user-updated` event carries the end so other services hide the account and its content until then.
 */
@Injectable()
export class SuspensionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  /** Suspends for `days` from now (a new suspension replaces a running one). */
  suspend(
    caller: CallerIdentity,
    { id, days, reason }: SuspendUserRequest,
    correlationId: string,
  ): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockSuspendable(manager, caller, id);
      const saved = await this.users.suspend(manager, id, days);
      const meta = eventMetaOf(caller, correlationId);
      await this.sessions.revokeAllOf(manager, id, meta);
      await this.announce(manager, saved, meta, { days, reason });
      return toAdminUserDto(saved);
    });
  }

  /** Lifts a suspension; lifting none changes and announces nothing. */
  lift(caller: CallerIdentity, id: string, correlationId: string): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockSuspendable(manager, caller, id);
      if (!user.suspendedUntil || user.suspendedUntil <= new Date()) return toAdminUserDto(user);
      const saved = await this.users.liftSuspension(manager, id);
      await this.announce(manager, saved, eventMetaOf(caller, correlationId), { days: null, reason: null });
      return toAdminUserDto(saved);
    });
  }

  /** The account, locked; never the admin themselves nor another admin. */
  private async lockSuspendable(manager: EntityManager, caller: CallerIdentity, id: string): Promise<User> {
    if (id === caller.userId) throw forbidden(MODERATION_MESSAGES.notOnYourself);
    const user = await this.users.lockById(manager, id);
    if (!user) throw notFound('User');
    if (user.isAdmin) throw forbidden(MODERATION_MESSAGES.notOnAdmins);
    return user;
  }

  /** The new profile revision for every projection, and the suspension itself for the audit log. */
  private async announce(
    manager: EntityManager,
    user: User,
    meta: ReturnType<typeof eventMetaOf>,
    { days, reason }: { days: number | null; reason: string | null },
  ): Promise<void> {
    await this.outbox.append(manager, AUTH_EVENTS.userUpdated, toUserProfileChanged(user), meta);
    const change: UserSuspensionChangedV1 = {
      userId: user.id,
      username: user.username,
      suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
      days,
      reason,
    };
    await this.outbox.append(manager, AUTH_EVENTS.userSuspensionChanged, change, meta);
  }
}

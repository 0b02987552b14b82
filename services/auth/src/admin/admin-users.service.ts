import {
  ADMIN_USERS_PAGE_MAX,
  type AdminUserDto,
  type AdminUserQuery,
  AUTH_EVENTS,
  type SetUserFlagsRequest,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Outbox } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import type { User } from '../users/entities/user.entity';
import { runningSuspension, toUserDto, toUserProfileChanged } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';

/** A page of the Users tab when the admin does not ask for a size. */
const DEFAULT_PAGE = 100;

type Flag = 'isVerified' | 'isTrusted';
const FLAGS: readonly Flag[] = ['isVerified', 'isTrusted'];

export function toAdminUserDto(user: User): AdminUserDto {
  return {
    ...toUserDto(user),
    isPuppet: user.isPuppet,
    isActive: user.deactivatedAt === null,
    suspendedUntil: runningSuspension(user),
  };
}

/** The admin panel's Users tab: every account, searchable, and the verified and trusted flags. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
  ) {}

  /** Newest accounts first; with `q`, those whose username, display name or email contains it. */
  async list({ q, limit }: AdminUserQuery): Promise<AdminUserDto[]> {
    const users = await this.users.page(q, Math.min(limit ?? DEFAULT_PAGE, ADMIN_USERS_PAGE_MAX));
    return users.map(toAdminUserDto);
  }

  /**
   * Verifies, unverifies, trusts or distrusts a user. A real change is a new profile revision (other
   * services project `isTrusted` for reaction weights) and an audit event; setting what is already set
   * changes and announces nothing.
   */
  async setFlags(
    caller: CallerIdentity,
    { id, ...requested }: SetUserFlagsRequest,
    correlationId: string,
  ): Promise<AdminUserDto> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, id);
      if (!user) throw notFound('User');
      const changed = FLAGS.filter((flag) => requested[flag] !== undefined && requested[flag] !== user[flag]);
      if (changed.length === 0) return toAdminUserDto(user);
      const changes = Object.fromEntries(changed.map((flag) => [flag, requested[flag]]));
      const saved = await this.users.saveRevision(manager, id, changes);
      const meta = eventMetaOf(caller, correlationId);
      await this.outbox.append(manager, AUTH_EVENTS.userUpdated, toUserProfileChanged(saved), meta);
      await this.outbox.append(
        manager,
        AUTH_EVENTS.userFlagsChanged,
        {
          userId: saved.id,
          username: saved.username,
          isVerified: saved.isVerified,
          isTrusted: saved.isTrusted,
          changed,
        },
        meta,
      );
      return toAdminUserDto(saved);
    });
  }
}

import {
  ADMIN_USERS_PAGE_MAX,
  EVENTS,
  type AdminUserDto,
  type AdminUserQuery,
  type CallerIdentity,
  type SetUserFlagsRequest,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMeta } from '../database/event-meta';
import { NEXT_REVISION } from '../profiles/profiles.service';
import { User } from '../users/entities/user.entity';
import { runningSuspension, toUserDto, toUserProfileChanged } from '../users/user.mappers';

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

/** `%` and `_` typed by an admin are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The admin panel's Users tab: every account, searchable, and the verified and trusted flags. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Newest accounts first; with `q`, those whose username, display name or email contains it. */
  async list({ q, limit }: AdminUserQuery): Promise<AdminUserDto[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(User, 'u')
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .take(Math.min(limit ?? DEFAULT_PAGE, ADMIN_USERS_PAGE_MAX));
    if (q) {
      query.where('(u.username ILIKE :pattern OR u.email ILIKE :pattern OR u.displayName ILIKE :pattern)', {
        pattern: containsPattern(q),
      });
    }
    return (await query.getMany()).map(toAdminUserDto);
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
      const user = await manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('User');
      const changed = FLAGS.filter((flag) => requested[flag] !== undefined && requested[flag] !== user[flag]);
      if (changed.length === 0) return toAdminUserDto(user);
      const changes = Object.fromEntries(changed.map((flag) => [flag, requested[flag]]));
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ ...changes, updatedAt: () => NEXT_REVISION })
        .where('id = :id', { id })
        .execute();
      const saved = await manager.findOneByOrFail(User, { id });
      const meta = eventMeta(caller, correlationId);
      await this.outbox.append(manager, EVENTS.auth.userUpdated, toUserProfileChanged(saved), meta);
      await this.outbox.append(
        manager,
        EVENTS.auth.userFlagsChanged,
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

import {
  ACCOUNT_MESSAGES,
  AUTH_EVENTS,
  type ChangePasswordDto,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Outbox } from '@boonies/messaging';
import { type ClientMeta, DomainError, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../credentials/password-hasher.service';
import { PasswordRule } from '../credentials/password-rule.service';
import { eventMetaOf } from '../event-meta';
import { AttemptLimiter } from '../rate-limits/attempt-limiter.service';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/entities/user.entity';
import { toUserProfileChanged } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';

/** Settings → Change Password and Deactivate Account, and an admin bringing a deactivated account back. */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly accounts: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly passwordRule: PasswordRule,
    private readonly limiter: AttemptLimiter,
  ) {}

  /**
   * Replaces the password once the current one is proven, and ends every other session of the account (the
   * caller's own stays). Wrong guesses count against the same limits as sign-in, so this is no side door
   * for guessing a password from a stolen session.
   */
  async changePassword(
    caller: CallerIdentity,
    request: ChangePasswordDto,
    client: ClientMeta,
    correlationId: string,
  ): Promise<PasswordChangedDto> {
    const user = await this.proveOwner(caller, request.currentPassword, client);
    this.passwordRule.refuseGuessable(request.newPassword, 'newPassword', [user.username, user.email]);
    const passwordHash = await this.passwords.hash(request.newPassword);
    const endedSessions = await this.dataSource.transaction(async (manager) => {
      await this.accounts.replacePasswordHash(user.id, passwordHash, manager);
      return this.sessions.revokeAllOf(
        manager,
        user.id,
        eventMetaOf(caller, correlationId),
        caller.sessionId,
      );
    });
    return { changed: true, endedSessions };
  }

  /**
   * Deactivates the account: every session ends, and the `user-updated` event (isActive false) hides it from
   * the leaderboard, feeds, search and suggestions. Its data stays; an admin can reactivate it.
   */
  async deactivate(
    caller: CallerIdentity,
    password: string,
    client: ClientMeta,
    correlationId: string,
  ): Promise<DeactivatedDto> {
    const user = await this.proveOwner(caller, password, client);
    await this.dataSource.transaction(async (manager) => {
      const meta = eventMetaOf(caller, correlationId);
      const saved = await this.accounts.deactivate(manager, user.id);
      if (!saved) return;
      await this.outbox.append(manager, AUTH_EVENTS.userUpdated, toUserProfileChanged(saved), meta);
      await this.sessions.revokeAllOf(manager, user.id, meta);
    });
    return { deactivated: true };
  }

  /** Reactivating an active account changes nothing and announces nothing (admins only, on the handler). */
  async reactivate(caller: CallerIdentity, userId: string, correlationId: string): Promise<ReactivatedDto> {
    return this.dataSource.transaction(async (manager) => {
      const changed = await this.accounts.reactivate(manager, userId);
      const saved = await this.accounts.findById(userId, manager);
      if (!saved) throw notFound('User');
      if (!changed) return { id: userId, reactivated: false };
      await this.outbox.append(
        manager,
        AUTH_EVENTS.userUpdated,
        toUserProfileChanged(saved),
        eventMetaOf(caller, correlationId, { type: 'user', id: userId, ownerId: userId, rule: 'admin' }),
      );
      return { id: userId, reactivated: true };
    });
  }

  /**
   * The caller's own active account, once the password is right. A puppet session cannot do this: the
   * admin behind it does not know the puppet's password and must not change its credentials.
   */
  private async proveOwner(caller: CallerIdentity, password: string, client: ClientMeta): Promise<User> {
    if (caller.actingAdminId) throw forbidden(ACCOUNT_MESSAGES.puppetSession);
    const user = await this.users.findSignedIn(caller.userId);
    await this.limiter.beforeSignIn(client.ip, user.email);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      throw new DomainError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    await this.limiter.afterSignInSucceeded(client.ip, user.email);
    return user;
  }
}

import {
  AUTH_EVENTS,
  AUTH_MESSAGES,
  type SessionGrant,
  type SignInDto,
  type SignUpDto,
  suspendedUntilText,
} from '@boonies/contracts/auth';
import { Outbox } from '@boonies/messaging';
import { type ClientMeta, DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { AttemptLimiter } from '../rate-limits/attempt-limiter.service';
import { SessionsService } from '../sessions/sessions.service';
import { SignUpSignals } from '../sign-up-signals/sign-up-signals';
import { refuseReservedName } from '../users/reserved-name-guard';
import type { User } from '../users/entities/user.entity';
import { runningSuspension, toUserProfileChanged } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher.service';
import { PasswordRule } from './password-rule.service';

/** Exchanges credentials for a session: creating an account, or proving one's password. */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly passwordRule: PasswordRule,
    private readonly limiter: AttemptLimiter,
    private readonly signals: SignUpSignals,
  ) {}

  /**
   * Creates the account, its first session and the `user-registered` and `user-signed-up` events, all or
   * nothing; the address it was made from is its owner's from then on.
   */
  async signUp(request: SignUpDto, client: ClientMeta, correlationId: string): Promise<SessionGrant> {
    refuseReservedName('username', request.username);
    await this.limiter.beforeSignUp(client.ip);
    this.passwordRule.refuseGuessable(request.password, 'password', [request.username, request.email]);
    const passwordHash = await this.passwords.hash(request.password);
    const grant = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.insert(manager, {
        email: request.email,
        username: request.username,
        passwordHash,
      });
      const meta = ownEventMeta(correlationId, user.id);
      await this.outbox.append(manager, AUTH_EVENTS.userRegistered, toUserProfileChanged(user), meta);
      await this.outbox.append(
        manager,
        AUTH_EVENTS.userSignedUp,
        this.signals.of(user, request, client),
        meta,
      );
      return this.sessions.open(manager, user, false, client);
    });
    await this.limiter.afterSignUp(client.ip, request.email);
    return grant;
  }

  /**
   * Opens a session for the right password of an active account. An unknown email or a wrong password
   * answers the same and costs one hash check; a deactivated or suspended account with the right password
   * is told so, and how it comes back.
   */
  async signIn(request: SignInDto, client: ClientMeta): Promise<SessionGrant> {
    await this.limiter.beforeSignIn(client.ip, request.email);
    const user = await this.users.findByEmail(request.email);
    const passwordMatches = await this.passwords.verify(user?.passwordHash, request.password);
    if (!user || !passwordMatches) {
      throw new DomainError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    // Said only after the right password, so it reveals nothing about an account to someone guessing.
    if (user.deactivatedAt !== null)
      throw new DomainError('ACCOUNT_DEACTIVATED', AUTH_MESSAGES.accountDeactivated);
    const suspension = runningSuspension(user);
    if (suspension) throw new DomainError('ACCOUNT_SUSPENDED', suspendedUntilText(new Date(suspension)));
    await Promise.all([
      this.limiter.afterSignInSucceeded(client.ip, request.email),
      this.upgradeHash(user, request.password),
    ]);
    return this.sessions.open(this.dataSource.manager, user, request.rememberMe ?? false, client);
  }

  /** Re-hashes a password stored with older costs, now that it is known to be right. */
  private async upgradeHash(user: User, password: string): Promise<void> {
    if (this.passwords.isOutdated(user.passwordHash)) {
      await this.users.replacePasswordHash(user.id, await this.passwords.hash(password));
    }
  }
}

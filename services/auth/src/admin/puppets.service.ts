import { ADMIN_MESSAGES } from '@boonies/contracts/admin';
import {
  AUTH_EVENTS,
  type InitializedPuppetsDto,
  type InitializePuppetsDto,
  PUPPET_PRESETS,
  type PuppetDto,
  type PuppetMode,
  type PuppetPreset,
  type PuppetSeed,
  type UserDto,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Outbox } from '@boonies/messaging';
import { DomainError, forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { PasswordHasher } from '../credentials/password-hasher.service';
import { eventMetaOf } from '../event-meta';
import type { Session } from '../sessions/entities/session.entity';
import { SessionsRepository } from '../sessions/sessions.repository';
import type { User } from '../users/entities/user.entity';
import { toUserDto, toUserProfileChanged, withActingAdmin } from '../users/user.mappers';
import { UsersRepository } from '../users/users.repository';
import { PuppetsRepository } from './puppets.repository';

/**
 * Puppet accounts and puppet mode. Puppets are ordinary users flagged `is_puppet` that nobody can sign in
 * to; an admin's session acts as one by pointing `acting_user_id` at it, so everything the session does is
 * done as the puppet while every event names the admin as its actor. Changing who a session is tells every
 * gateway to forget it (`puppet-mode-changed`).
 */
@Injectable()
export class PuppetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly hasher: PasswordHasher,
    private readonly puppets: PuppetsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  list(): Promise<PuppetDto[]> {
    return this.puppets.list();
  }

  /**
   * Creates the preset puppets that do not exist yet, each announced like a sign-up so other services know
   * them before anyone posts as them. Running it again creates nothing; an account that already holds a
   * preset's username or email (a real user's) is left alone.
   */
  async initialize(
    caller: CallerIdentity,
    { puppets }: InitializePuppetsDto,
    correlationId: string,
  ): Promise<InitializedPuppetsDto> {
    const presets = puppets?.length ? puppets.map((seed, index) => presetFor(seed, index)) : PUPPET_PRESETS;
    const missing = await this.missing(presets);
    // Hashed before the transaction (each takes tens of milliseconds): a password nobody ever learns.
    const hashes = await Promise.all(missing.map(() => this.hasher.hash(randomBytes(32).toString('base64'))));
    const created = await this.dataSource.transaction(async (manager) => {
      let count = 0;
      for (const [index, preset] of missing.entries()) {
        if (await this.create(manager, preset, hashes[index], eventMetaOf(caller, correlationId))) count += 1;
      }
      return count;
    });
    return { created, puppets: await this.puppets.list() };
  }

  /** Starts (or switches) puppet mode for the caller's session: only an admin's, only as a puppet account. */
  async assume(caller: CallerIdentity, puppetId: string, correlationId: string): Promise<UserDto> {
    return this.dataSource.transaction(async (manager) => {
      const { session, owner } = await this.lockSession(manager, caller);
      if (!owner.isAdmin) throw forbidden(ADMIN_MESSAGES.notPuppeteer);
      const puppet = await this.users.findActive(puppetId, manager);
      if (!puppet) throw notFound('Puppet');
      if (!puppet.isPuppet) throw forbidden(ADMIN_MESSAGES.puppetsOnly);
      if (session.actingUserId !== puppet.id) {
        await this.sessions.setActingUser(manager, session.id, puppet.id);
        await this.announce(manager, session, owner, puppet, 'assumed', correlationId);
      }
      return withActingAdmin(puppet, owner);
    });
  }

  /**
   * Ends puppet mode and answers the admin's own identity. Always allowed to the session that is in puppet
   * mode; an admin not in puppet mode is already restored, and anyone else has nothing to return from.
   */
  async returnToAdmin(caller: CallerIdentity, correlationId: string): Promise<UserDto> {
    return this.dataSource.transaction(async (manager) => {
      const { session, owner } = await this.lockSession(manager, caller);
      if (session.actingUserId === null) {
        if (!owner.isAdmin) throw forbidden(ADMIN_MESSAGES.adminsOnly);
        return toUserDto(owner);
      }
      const puppet = await this.users.getById(session.actingUserId, manager);
      await this.sessions.setActingUser(manager, session.id, null);
      await this.announce(manager, session, owner, puppet, 'returned', correlationId);
      return toUserDto(owner);
    });
  }

  /** The presets whose username and email nobody holds yet. */
  private async missing(presets: readonly PuppetPreset[]): Promise<PuppetPreset[]> {
    const names = await this.users.takenNames(presets);
    return presets.filter((preset) => !names.has(preset.username) && !names.has(preset.email));
  }

  /** One puppet, unless a concurrent initialization got there first. */
  private async create(
    manager: EntityManager,
    preset: PuppetPreset,
    passwordHash: string,
    meta: ReturnType<typeof eventMetaOf>,
  ): Promise<boolean> {
    const user = await this.puppets.insert(manager, preset, passwordHash);
    if (!user) return false;
    await this.outbox.append(manager, AUTH_EVENTS.userRegistered, toUserProfileChanged(user), meta);
    return true;
  }

  /** The caller's live session, locked against a concurrent assume or return, and the admin who owns it. */
  private async lockSession(
    manager: EntityManager,
    caller: CallerIdentity,
  ): Promise<{ session: Session; owner: User }> {
    const session = await this.sessions.lockUnrevoked(manager, caller.sessionId);
    if (!session || session.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    const owner = await this.users.findActive(session.userId, manager);
    if (!owner) throw unauthenticated();
    return { session, owner };
  }

  private async announce(
    manager: EntityManager,
    session: Session,
    admin: User,
    puppet: User,
    mode: PuppetMode,
    correlationId: string,
  ): Promise<void> {
    await this.outbox.append(
      manager,
      AUTH_EVENTS.puppetModeChanged,
      {
        sessionId: session.id,
        adminId: admin.id,
        puppetId: puppet.id,
        puppetUsername: puppet.username,
        mode,
      },
      // The admin did this as themselves: the event is not one taken as the puppet.
      ownEventMeta(correlationId, admin.id),
    );
  }
}

/** A seed from the request as sent, with the voice of the preset of the same username (only presets have one). */
function presetFor(seed: PuppetSeed, index: number): PuppetPreset {
  const preset = PUPPET_PRESETS.find(({ username }) => username === seed.username);
  if (!preset) {
    throw new DomainError('VALIDATION_FAILED', ADMIN_MESSAGES.unknownPreset, {
      field: `puppets.${index}.username`,
    });
  }
  const { username, email, bio, location, level, experience } = seed;
  return { username, email, bio, location, level, experience, tone: preset.tone };
}

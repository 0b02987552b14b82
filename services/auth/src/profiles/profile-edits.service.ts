import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@boonies/contracts/account';
import { AUTH_EVENTS, isReservedName, type UserDto } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  PROFILE_MESSAGES,
  type UpdateProfileRequest,
  type UsernameAvailabilityDto,
} from '@boonies/contracts/social';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { DomainError, forbidden } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { SponsorshipsRepository } from '../sponsorships/sponsorships.repository';
import type { User } from '../users/entities/user.entity';
import { toUserDto, toUserProfileChanged } from '../users/user.mappers';
import { refuseReservedName } from '../users/reserved-name-guard';
import { UsersRepository } from '../users/users.repository';
import { type ProfileStatuses, resolveStatuses, statusesWhenSponsored } from './profile-statuses';

/** Profile fields an owner edits directly; statuses go through the status rules. */
const EDITABLE_FIELDS = [
  'displayName',
  'bio',
  'profilePicture',
  'headerVideo',
  'location',
  'skatingStyle',
  'favoriteSpot',
  'gradientStartColor',
  'gradientEndColor',
  'username',
] as const;
const STATUS_FIELDS = ['proStatus', 'amateurStatus', 'flowStatus', 'isBrand'] as const;

type ProfileChanges = Partial<Pick<User, (typeof EDITABLE_FIELDS)[number] | (typeof STATUS_FIELDS)[number]>>;

/** An account that is gone reads as not found, as the social service's profiles say. */
const profileNotFound = () => new DomainError('NOT_FOUND', PROFILE_MESSAGES.notFound);

/**
 * The owner's side of a profile: edits and the statuses they may choose, usernames' availability, and the
 * flow status an accepted sponsorship brings. Each change is announced as `user-updated`.
 */
@Injectable()
export class ProfileEditsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly sponsorships: SponsorshipsRepository,
  ) {}

  /**
   * The owner's edit, statuses by the status rules, and the `user-updated` event, all in one transaction.
   * Admins edit only their own profile here.
   */
  async updateProfile(
    caller: CallerIdentity,
    request: UpdateProfileRequest,
    correlationId: string,
  ): Promise<UserDto> {
    if (request.id !== caller.userId) throw forbidden(PROFILE_MESSAGES.ownProfileOnly);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockById(manager, caller.userId);
      if (!user || user.deactivatedAt !== null) throw profileNotFound();
      const statuses = resolveStatuses(user, request, await this.sponsorships.isSponsored(user.id, manager));
      const changes: ProfileChanges = {};
      for (const field of EDITABLE_FIELDS) {
        const value = request[field];
        if (value !== undefined && value !== user[field]) Object.assign(changes, { [field]: value });
      }
      for (const field of STATUS_FIELDS) {
        if (statuses[field] !== user[field]) changes[field] = statuses[field];
      }
      refuseReservedName('username', changes.username);
      refuseReservedName('displayName', changes.displayName);
      if (Object.keys(changes).length === 0) return toUserDto(user);
      const saved = await this.saveRevision(manager, user.id, changes, eventMetaOf(caller, correlationId));
      return toUserDto(saved);
    });
  }

  /**
   * Whether a username could be chosen: well-formed, not reserved and nobody else's (the caller's own counts
   * as free).
   */
  async checkUsername(caller: CallerIdentity, name: string): Promise<UsernameAvailabilityDto> {
    const wellFormed =
      name.length >= USERNAME_MIN_LENGTH && name.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(name);
    if (!wellFormed) return { available: false };
    // Deactivated accounts keep their usernames (the unique constraint covers them).
    const holder = await this.users.holderOfUsername(name);
    if (holder === caller.userId) return { available: true };
    return { available: holder === null && !isReservedName(name) };
  }

  /**
   * After a sponsorship was accepted: an athlete without status gets flow (spec §4), announced like any
   * profile edit. Runs inside the event's transaction.
   */
  async applyAcceptedSponsorship(manager: EntityManager, athleteId: string, meta: EventMeta): Promise<void> {
    const user = await this.users.lockById(manager, athleteId);
    if (!user) return;
    const statuses = statusesWhenSponsored(user);
    if (statuses) await this.saveRevision(manager, user.id, pickStatuses(statuses), meta);
  }

  /** Writes the changes with a fresh revision time and announces the resulting profile. */
  private async saveRevision(
    manager: EntityManager,
    userId: string,
    changes: ProfileChanges,
    meta: EventMeta,
  ): Promise<User> {
    const saved = await this.users.saveRevision(manager, userId, changes);
    await this.outbox.append(manager, AUTH_EVENTS.userUpdated, toUserProfileChanged(saved), meta);
    return saved;
  }
}

function pickStatuses({ proStatus, amateurStatus, flowStatus, isBrand }: ProfileStatuses): ProfileChanges {
  return { proStatus, amateurStatus, flowStatus, isBrand };
}

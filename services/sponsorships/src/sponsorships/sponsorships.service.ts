import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type RemovedSponsorshipDto,
  type RequestSponsorshipDto,
  SPONSORSHIP_MESSAGES,
  type SponsorshipAnswer,
  type SponsorshipDto,
  type SponsorshipListQuery,
  SPONSORSHIPS_EVENTS,
} from '@boonies/contracts/sponsorships';
import { Outbox } from '@boonies/messaging';
import { DomainError, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { AccountFactsRepository } from '../access/account-facts.repository';
import type { Sponsorship } from './entities/sponsorship.entity';
import { ownerDecision, profileVisibility, sidesShown } from '../access/list-access';
import {
  changeTimeAfter,
  listRefusal,
  mayRemove,
  policyRefusal,
  requestRefusal,
  roleOf,
  transition,
  type SponsorshipRole,
} from './sponsorship-rules';
import { sponsorshipChangedOf } from './sponsorship-view';
import { SponsorshipsRepository } from './sponsorships.repository';

/** Requests, answers, removals and the lists; every change is announced through the outbox in its transaction. */
@Injectable()
export class SponsorshipsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sponsorships: SponsorshipsRepository,
    private readonly accounts: AccountFactsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** A brand asks an athlete, if the access policy lets it; the brand is the caller whatever the body says. */
  async request(
    caller: CallerIdentity,
    request: RequestSponsorshipDto,
    correlationId: string,
  ): Promise<SponsorshipDto> {
    // The contract guarantees exactly one of the two is a UUID.
    const athleteField = request.userId != null ? 'userId' : 'user_id';
    const athleteId = (request.userId ?? request.user_id) as string;
    const accounts = await this.accounts.factsFor(caller.userId, [caller.userId, athleteId]);
    const callerAccount = accounts.find((facts) => facts.userId === caller.userId);
    const athlete = accounts.find((facts) => facts.userId === athleteId);
    const refusal = requestRefusal({
      caller,
      callerIsBrand: callerAccount?.isBrand ?? false,
      claimedBrandId: request.brand_id ?? undefined,
      athleteId,
      athleteField,
      athlete: athlete
        ? { isBrand: athlete.isBrand, isActive: athlete.isActive, isSuspended: athlete.isSuspended }
        : null,
      callerBlockedAthlete: athlete?.viewerBlockedIt ?? false,
      athleteBlockedCaller: athlete?.itBlockedViewer ?? false,
    });
    if (refusal) throw refusal;

    const id = randomUUID();
    const createdAt = new Date();
    return this.dataSource.transaction(async (manager) => {
      const pair = { id, brandId: caller.userId, athleteId };
      const inserted = await this.sponsorships.insertPending(manager, { ...pair, createdAt });
      if (!inserted) throw new DomainError('CONFLICT', SPONSORSHIP_MESSAGES.duplicate);
      await this.outbox.append(
        manager,
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        sponsorshipChangedOf(pair, 'pending', createdAt),
        eventMetaOf(caller, correlationId),
      );
      return this.sponsorships.shownById(manager, id);
    });
  }

  /** The athlete accepts or rejects a pending request; the answer is final. */
  async answer(
    caller: CallerIdentity,
    id: string,
    status: SponsorshipAnswer,
    correlationId: string,
  ): Promise<SponsorshipDto> {
    return this.dataSource.transaction(async (manager) => {
      const stored = await this.sponsorships.lockById(manager, id);
      if (!stored) throw notFound('Sponsorship');
      const role = roleOf(caller, pairOf(stored));
      await this.requireShown(caller, role, stored);
      const step = transition(stored.status, status === 'accepted' ? 'accept' : 'reject', role);
      if (step.refusal) throw step.refusal;
      const changedAt = changeTimeAfter(stored.updatedAt);
      // An allowed answer moves the request to exactly the state asked for.
      await this.sponsorships.setStatus(manager, id, status, changedAt);
      await this.outbox.append(
        manager,
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        sponsorshipChangedOf(pairOf(stored), step.next, changedAt),
        eventMetaOf(caller, correlationId),
      );
      return this.sponsorships.shownById(manager, id);
    });
  }

  /** The brand (or an admin) cancels the pair's pending request or ends its accepted sponsorship. */
  async remove(
    caller: CallerIdentity,
    pair: { brandId: string; athleteId: string },
    correlationId: string,
  ): Promise<RemovedSponsorshipDto> {
    const role = roleOf(caller, pair);
    // Refused before looking: someone else learns nothing about the pair.
    if (!mayRemove(role)) throw forbidden(SPONSORSHIP_MESSAGES.brandOnly);
    return this.dataSource.transaction(async (manager) => {
      const stored = await this.sponsorships.lockLivePair(manager, pair);
      if (!stored) throw notFound('Sponsorship');
      await this.requireShown(caller, role, stored);
      const step = transition(stored.status, 'remove', role);
      if (step.refusal) throw step.refusal;
      const changedAt = changeTimeAfter(stored.updatedAt);
      await this.sponsorships.delete(manager, stored.id);
      await this.outbox.append(
        manager,
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        sponsorshipChangedOf(pairOf(stored), step.next, changedAt),
        // An admin removing a pair they are no side of is moderation: marked for the audit log.
        eventMetaOf(caller, correlationId, {
          type: 'sponsorship',
          id: stored.id,
          ownerId: stored.brandId,
          rule: 'owner-or-admin',
        }),
      );
      return { removed: true, id: stored.id };
    });
  }

  /** The requests the caller received as an athlete (the inbox's Sponsorships tab), newest first. */
  mine(caller: CallerIdentity): Promise<SponsorshipDto[]> {
    return this.sponsorships.list({ athleteId: caller.userId });
  }

  /**
   * A brand's athletes, an athlete's sponsors, or one pair, optionally in one state; newest first. Whose
   * list it is answers as their profile does (a gone account, one that blocked the caller, or one never heard
   * of is not there), and a row whose other side the caller may not see is left out.
   */
  async find(caller: CallerIdentity, query: SponsorshipListQuery): Promise<SponsorshipDto[]> {
    const owners = [query.brandId, query.athleteId].filter((id): id is string => id !== undefined);
    const known = await this.accounts.factsFor(caller.userId, owners);
    for (const owner of owners) {
      const hidden = policyRefusal(ownerDecision(caller, known, owner));
      if (hidden) throw hidden;
    }
    const refusal = listRefusal(caller, query);
    if (refusal) throw refusal;
    const rows = await this.sponsorships.list({
      brandId: query.brandId,
      athleteId: query.athleteId,
      status: query.status,
    });
    const visible = await this.visibility(caller, [
      ...new Set(rows.flatMap((row) => [row.brandId, row.athleteId])),
    ]);
    return rows.filter((row) => visible(row.brandId).allowed && visible(row.athleteId).allowed);
  }

  /** A sponsorship the caller is no side of is not found while the policy hides a side from them. */
  private async requireShown(
    caller: CallerIdentity,
    role: SponsorshipRole,
    pair: { brandId: string; athleteId: string },
  ): Promise<void> {
    if (role === 'brand' || role === 'athlete') return;
    const visible = await this.visibility(caller, [pair.brandId, pair.athleteId]);
    if (!sidesShown(visible, pair)) throw notFound('Sponsorship');
  }

  /** The access policy's `view_profile` answer for each of `userIds`, from this service's projections. */
  private async visibility(caller: CallerIdentity, userIds: string[]) {
    return profileVisibility(caller, await this.accounts.factsFor(caller.userId, userIds));
  }
}

function pairOf(stored: Sponsorship): { id: string; brandId: string; athleteId: string } {
  return { id: stored.id, brandId: stored.brandId, athleteId: stored.athleteId };
}

import type { CallerIdentity } from '@boonies/contracts/common';
import {
  MAX_EARNED_WEIGHT,
  type Standing,
  type StandingDto,
  type StandingFacts,
  standingOf,
  type StandingSettings,
} from '@boonies/contracts/verification';
import { standingSettingsOf } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VerificationConfig } from '../config/verification.config';
import { VotersRepository } from '../projections/voters.repository';

/** A skater's standing and the facts behind it. */
export interface StandingOfUser {
  standing: Standing;
  facts: StandingFacts;
}

/**
 * Works out skaters' standing afresh from this service's facts: the account (roles, state, sign-up),
 * their own verified tricks, their votes on verifications with an outcome, and recent warnings and
 * suspensions. One query answers for any number of skaters.
 */
@Injectable()
export class StandingService {
  readonly settings: StandingSettings;

  constructor(
    private readonly voters: VotersRepository,
    config: VerificationConfig,
  ) {
    this.settings = standingSettingsOf(config);
  }

  /** Each skater's standing; `callerAdmin` stands in for the roles of a caller whose profile is not known yet. */
  async ofUsers(
    manager: EntityManager,
    userIds: readonly string[],
    callerAdmin: ReadonlyMap<string, boolean> = new Map(),
    { recordFirstSeen = false }: { recordFirstSeen?: boolean } = {},
  ): Promise<Map<string, StandingOfUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const known = await this.voters.standingFactsOf(manager, unique, this.settings.windowDays, {
      recordFirstSeen,
    });
    return new Map(
      known.map(({ userId, profileKnown, facts: knownFacts }) => {
        const facts: StandingFacts = profileKnown
          ? knownFacts
          : { ...knownFacts, isAdmin: knownFacts.isAdmin || (callerAdmin.get(userId) ?? false) };
        return [userId, { facts, standing: standingOf(facts, this.settings) }];
      }),
    );
  }

  /**
   * The caller's standing. Until the auth service's profile event arrives the session's admin flag stands
   * in for the roles; trust is only known from the events. With `recordFirstSeen` (a vote), an account this
   * service has not heard of yet is dated from now, by the same statement.
   */
  async ofCaller(
    manager: EntityManager,
    caller: CallerIdentity,
    options: { recordFirstSeen?: boolean } = {},
  ): Promise<StandingOfUser> {
    const standings = await this.ofUsers(
      manager,
      [caller.userId],
      new Map([[caller.userId, caller.isAdmin]]),
      options,
    );
    return standings.get(caller.userId)!;
  }

  toDto({ standing, facts }: StandingOfUser): StandingDto {
    return {
      weight: standing.weight,
      maxWeight: MAX_EARNED_WEIGHT,
      tier: standing.tier,
      reasons: standing.reasons,
      facts: {
        accountAgeDays: facts.accountAgeDays,
        verifiedTricks: facts.verifiedTricks,
        decidedVotes: facts.decidedVotes,
        agreedVotes: facts.agreedVotes,
        recentWarnings: facts.recentWarnings,
      },
      settings: this.settings,
    };
  }
}

import {
  type CallerIdentity,
  MAX_EARNED_WEIGHT,
  type Standing,
  type StandingDto,
  type StandingFacts,
  type StandingSettings,
  standingOf,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { standingSettingsOf, VerificationConfig } from '../config/verification.config';
import { verificationTables } from '../database/verification-tables';

interface FactsRow extends StandingFacts {
  userId: string;
  /** False while only the sign-up or a vote is known: the roles are not known yet. */
  profileKnown: boolean;
}

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
  private readonly factsQuery: string;

  constructor(dataSource: DataSource, config: VerificationConfig) {
    this.settings = standingSettingsOf(config);
    const t = verificationTables(dataSource);
    // An account the service never heard of is as old as nothing: it has no standing.
    this.factsQuery = `
      SELECT u.user_id AS "userId",
             coalesce(v.updated_at > '-infinity', false) AS "profileKnown",
             coalesce(v.is_admin, false) AS "isAdmin",
             coalesce(v.is_trusted, false) AS "isTrusted",
             coalesce(v.is_active, true) AS "isActive",
             coalesce(v.suspended_until > now(), false) AS "suspendedNow",
             coalesce(extract(epoch FROM now() - coalesce(v.signed_up_at, v.first_seen_at)) / 86400, 0)::float8
               AS "accountAgeDays",
             (SELECT count(DISTINCT own.trick_id) FROM ${t.verifications} own
               WHERE own.poster_id = u.user_id AND own.is_verified)::int AS "verifiedTricks",
             record.decided AS "decidedVotes",
             record.agreed AS "agreedVotes",
             (SELECT count(*) FROM ${t.warnings} w
               WHERE w.user_id = u.user_id AND w.warned_at > now() - make_interval(days => $2))::int
               AS "recentWarnings",
             (SELECT count(*) FROM ${t.suspensions} s
               WHERE s.user_id = u.user_id AND s.suspended_at > now() - make_interval(days => $2))::int
               AS "recentSuspensions"
        FROM unnest($1::uuid[]) AS u(user_id)
        LEFT JOIN ${t.voters} v ON v.user_id = u.user_id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS decided,
                 (count(*) FILTER (WHERE vote.vote = outcome.is_verified))::int AS agreed
            FROM ${t.votes} vote
            JOIN ${t.verifications} outcome ON outcome.id = vote.verification_id
           WHERE vote.user_id = u.user_id AND vote.withdrawn_at IS NULL
             AND (outcome.is_verified OR outcome.rejected_at IS NOT NULL)) AS record`;
  }

  /** Each skater's standing; `callerAdmin` stands in for the roles of a caller whose profile is not known yet. */
  async ofUsers(
    manager: EntityManager,
    userIds: readonly string[],
    callerAdmin: ReadonlyMap<string, boolean> = new Map(),
  ): Promise<Map<string, StandingOfUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await manager.query<FactsRow[]>(this.factsQuery, [unique, this.settings.windowDays]);
    return new Map(
      rows.map(({ userId, profileKnown, ...known }) => {
        const facts: StandingFacts = profileKnown
          ? known
          : { ...known, isAdmin: known.isAdmin || (callerAdmin.get(userId) ?? false) };
        return [userId, { facts, standing: standingOf(facts, this.settings) }];
      }),
    );
  }

  /**
   * The caller's standing. Until the auth service's profile event arrives the session's admin flag stands
   * in for the roles; trust is only known from the events.
   */
  async ofCaller(manager: EntityManager, caller: CallerIdentity): Promise<StandingOfUser> {
    const standings = await this.ofUsers(
      manager,
      [caller.userId],
      new Map([[caller.userId, caller.isAdmin]]),
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

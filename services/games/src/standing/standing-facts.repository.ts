import type { StandingFacts } from '@boonies/contracts/verification';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { ClipVerification, TrickVideo } from '../projections/entities/clip-facts.entity';
import { SignUp, Suspension, Warning } from '../projections/entities/standing-facts.entity';
import { USERS } from '../projections/entities/user.entity';

/**
 * The facts of standing this service can know, from the auth, admin, posts and verification services'
 * events. A skater's record of votes agreeing with outcomes is not among them: the votes are the
 * verification service's alone.
 */
export type PlayerStandingFacts = Omit<StandingFacts, 'decidedVotes' | 'agreedVotes'>;

/** The players' standing facts: accounts, sign-ups, warnings, suspensions and verified trick videos. */
@Injectable()
export class StandingFactsRepository {
  private readonly sql: { signedUp: string; warned: string; suspended: string; facts: string };

  constructor(dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      users: USERS,
      signUps: SignUp,
      warnings: Warning,
      suspensions: Suspension,
      trickVideos: TrickVideo,
      verifications: ClipVerification,
    });
    this.sql = {
      signedUp: `INSERT INTO ${t.signUps} (user_id, signed_up_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      warned: `INSERT INTO ${t.warnings} (case_id, user_id, warned_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      suspended: `
        INSERT INTO ${t.suspensions} (event_id, user_id, suspended_at) VALUES ($1, $2, $3)
        ON CONFLICT DO NOTHING`,
      // An account without a profile here is no player anyone has met: it has no row, so no standing.
      facts: `
        SELECT u.user_id AS "userId", u.is_admin AS "isAdmin", u.is_trusted AS "isTrusted",
               u.is_active AS "isActive", coalesce(u.suspended_until > now(), false) AS "suspendedNow",
               (extract(epoch FROM now() - coalesce(s.signed_up_at, u.first_seen_at)) / 86400)::float8
                 AS "accountAgeDays",
               (SELECT count(DISTINCT c.trick_id) FROM ${t.trickVideos} v
                  JOIN ${t.verifications} c ON c.post_id = v.post_id
                 WHERE v.user_id = u.user_id AND c.is_verified)::int AS "verifiedTricks",
               (SELECT count(*) FROM ${t.warnings} w
                 WHERE w.user_id = u.user_id AND w.warned_at > now() - make_interval(days => $2))::int
                 AS "recentWarnings",
               (SELECT count(*) FROM ${t.suspensions} x
                 WHERE x.user_id = u.user_id AND x.suspended_at > now() - make_interval(days => $2))::int
                 AS "recentSuspensions"
          FROM ${t.users} u LEFT JOIN ${t.signUps} s ON s.user_id = u.user_id
         WHERE u.user_id = ANY($1::uuid[])`,
    };
  }

  /** The account's sign-up time; it happens once. */
  async recordSignUp(manager: EntityManager, userId: string, signedUpAt: string): Promise<void> {
    await manager.query(this.sql.signedUp, [userId, signedUpAt]);
  }

  /** One warning per moderation case. */
  async recordWarning(
    manager: EntityManager,
    caseId: string,
    userId: string,
    warnedAt: string,
  ): Promise<void> {
    await manager.query(this.sql.warned, [caseId, userId, warnedAt]);
  }

  /** One suspension per event. */
  async recordSuspension(
    manager: EntityManager,
    eventId: string,
    userId: string,
    suspendedAt: string,
  ): Promise<void> {
    await manager.query(this.sql.suspended, [eventId, userId, suspendedAt]);
  }

  /** The standing facts of each known account among `userIds`, warnings and suspensions over `windowDays`. */
  async factsOf(
    manager: EntityManager,
    userIds: readonly string[],
    windowDays: number,
  ): Promise<(PlayerStandingFacts & { userId: string })[]> {
    if (userIds.length === 0) return [];
    return manager.query(this.sql.facts, [userIds, windowDays]);
  }
}

import type { UserSignedUpV1 } from '@boonies/contracts/auth';
import type { SignUpSignals, StandingFacts } from '@boonies/contracts/verification';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Verification } from '../verifications/entities/verification.entity';
import { Vote } from '../verifications/entities/vote.entity';
import { Suspension } from './entities/suspension.entity';
import { VOTERS } from './entities/voter.entity';
import { Warning } from './entities/warning.entity';

/** A skater's standing facts, as far as this service knows them. */
export interface KnownStandingFacts {
  userId: string;
  /** False while only the sign-up or a vote is known: the roles are not known yet. */
  profileKnown: boolean;
  facts: StandingFacts;
}

/** The sign-up columns of a `voters` row. */
interface SignUpColumns {
  signed_up_at: Date | null;
  address_hash: string | null;
  device_hash: string | null;
}

interface FactsRow extends StandingFacts {
  userId: string;
  profileKnown: boolean;
}

/**
 * The accounts (`voters`), warnings and suspensions projected from the auth and admin services' events: the
 * facts a skater's standing is worked out from. Writes take the manager of the caller's transaction.
 */
@Injectable()
export class VotersRepository {
  private readonly sql: {
    signedUp: string;
    warned: string;
    suspended: string;
    standingOfFirstSeen: string;
    signals: string;
    standing: string;
  };

  constructor(dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      voters: VOTERS,
      votes: Vote,
      verifications: Verification,
      warnings: Warning,
      suspensions: Suspension,
    });
    // An account the service never heard of is as old as nothing: it has no standing.
    const standing = `
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
    this.sql = {
      // Before the profile arrives the row holds no revision (-infinity), so the profile always applies.
      signedUp: `
        INSERT INTO ${t.voters} AS v (user_id, signed_up_at, address_hash, device_hash, updated_at)
        VALUES ($1, $2, $3, $4, '-infinity')
        ON CONFLICT (user_id) DO UPDATE SET
          signed_up_at = EXCLUDED.signed_up_at,
          address_hash = EXCLUDED.address_hash,
          device_hash = EXCLUDED.device_hash`,
      warned: `
        INSERT INTO ${t.warnings} (case_id, user_id, warned_at) VALUES ($1, $2, $3)
        ON CONFLICT (case_id) DO NOTHING`,
      suspended: `
        INSERT INTO ${t.suspensions} (event_id, user_id, suspended_at, suspended_until) VALUES ($1, $2, $3, $4)
        ON CONFLICT (event_id) DO NOTHING`,
      signals: `
        SELECT user_id, signed_up_at, address_hash, device_hash FROM ${t.voters} WHERE user_id = ANY($1::uuid[])`,
      standing,
      // An account whose sign-up has not arrived is as old as its first vote here. Its standing is read
      // from the snapshot before the insert: an account without a row and one dated from now weigh the same.
      standingOfFirstSeen: `
        WITH first_seen AS (
          INSERT INTO ${t.voters} (user_id, updated_at) SELECT unnest($1::uuid[]), '-infinity'
          ON CONFLICT (user_id) DO NOTHING)
        ${standing}`,
    };
  }

  /** The account's age and sign-up signals; the sign-up and the profile arrive in either order. */
  async recordSignUp(manager: EntityManager, signUp: UserSignedUpV1): Promise<void> {
    await manager.query(this.sql.signedUp, [
      signUp.userId,
      signUp.signedUpAt,
      signUp.addressHash ?? null,
      signUp.deviceHash ?? null,
    ]);
  }

  /** One warning per moderation case; a repeat changes nothing. */
  async recordWarning(
    manager: EntityManager,
    caseId: string,
    userId: string,
    warnedAt: string,
  ): Promise<void> {
    await manager.query(this.sql.warned, [caseId, userId, warnedAt]);
  }

  /** One suspension per event; a repeat changes nothing. */
  async recordSuspension(
    manager: EntityManager,
    eventId: string,
    userId: string,
    suspendedAt: string,
    suspendedUntil: string,
  ): Promise<void> {
    await manager.query(this.sql.suspended, [eventId, userId, suspendedAt, suspendedUntil]);
  }

  /** Each user's sign-up signals, where known. */
  async signalsOf(manager: EntityManager, userIds: string[]): Promise<Map<string, SignUpSignals | null>> {
    const rows = await manager.query<(SignUpColumns & { user_id: string })[]>(this.sql.signals, [userIds]);
    return new Map(rows.map((row) => [row.user_id, signalsOf(row)]));
  }

  /**
   * The standing facts of each user, with warnings and suspensions counted over the last `windowDays`. With
   * `recordFirstSeen`, an account without a row gets one, dated from now (a voter's first vote).
   */
  async standingFactsOf(
    manager: EntityManager,
    userIds: string[],
    windowDays: number,
    { recordFirstSeen = false }: { recordFirstSeen?: boolean } = {},
  ): Promise<KnownStandingFacts[]> {
    const query = recordFirstSeen ? this.sql.standingOfFirstSeen : this.sql.standing;
    const rows = await manager.query<FactsRow[]>(query, [userIds, windowDays]);
    return rows.map(({ userId, profileKnown, ...facts }) => ({ userId, profileKnown, facts }));
  }
}

/** Sign-up signals exist only where the sign-up event arrived. */
export function signalsOf(row: SignUpColumns): SignUpSignals | null {
  if (!row.signed_up_at) return null;
  return {
    signedUpAt: row.signed_up_at.toISOString(),
    addressHash: row.address_hash,
    deviceHash: row.device_hash,
  };
}

import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { Session } from './entities/session.entity';

export type NewSession = Pick<Session, 'userId' | 'persistent' | 'expiresAt' | 'ip' | 'userAgent'>;

/** A live session with the identity it acts as. */
export interface LiveSession {
  sessionId: string;
  /** The session's own user, or the puppet an admin operates as. */
  userId: string;
  isAdmin: boolean;
  expiresAt: Date;
  /** The admin operating the puppet, in puppet mode. */
  actingAdminId: string | null;
}

interface LiveSessionRow {
  session_id: string;
  user_id: string;
  is_admin: boolean;
  expires_at: Date;
  acting_admin_id: string | null;
}

/** How stale `last_seen_at` may get: resolving a session refreshes it at most this often. */
const LAST_SEEN_PRECISION = '5 minutes';

@Injectable()
export class SessionsRepository {
  private readonly sql: { live: string; revokeAllOf: string };

  constructor(private readonly dataSource: DataSource) {
    const { sessions, users } = tablePaths(dataSource, { sessions: Session, users: User });
    this.sql = {
      live: liveSessionQuery(sessions, users),
      revokeAllOf: `
        UPDATE ${sessions} SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
           AND ($2::uuid IS NULL OR id <> $2::uuid)
         RETURNING id`,
    };
  }

  insert(manager: EntityManager, session: NewSession): Promise<Session> {
    return manager.save(manager.create(Session, session));
  }

  /**
   * The live session, or null when it is unknown, expired, revoked or its account is deactivated. One
   * statement on the primary key (it also refreshes `last_seen_at` now and then).
   */
  async findLive(sessionId: string): Promise<LiveSession | null> {
    const [row] = await this.dataSource.query<LiveSessionRow[]>(this.sql.live, [sessionId]);
    if (!row) return null;
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      isAdmin: row.is_admin,
      expiresAt: row.expires_at,
      actingAdminId: row.acting_admin_id,
    };
  }

  /** The unrevoked session, locked until the transaction ends (expiry is the caller's to judge). */
  lockUnrevoked(manager: EntityManager, sessionId: string): Promise<Session | null> {
    return manager.findOne(Session, {
      where: { id: sessionId, revokedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Revokes the session; answers its user, or null when it was unknown or already revoked. */
  async revoke(manager: EntityManager, sessionId: string): Promise<string | null> {
    const { raw } = await manager
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: () => 'now()' })
      .where('id = :sessionId AND revoked_at IS NULL', { sessionId })
      .returning('user_id')
      .execute();
    const [revoked] = raw as { user_id: string }[];
    return revoked?.user_id ?? null;
  }

  /** Revokes every live session of the user but `keepSessionId`; answers the ids revoked. */
  async revokeAllOf(manager: EntityManager, userId: string, keepSessionId?: string): Promise<string[]> {
    // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's query().
    const [revoked] = await manager.query<[{ id: string }[], number]>(this.sql.revokeAllOf, [
      userId,
      keepSessionId ?? null,
    ]);
    return revoked.map(({ id }) => id);
  }

  /** Points the session at the puppet it acts as, or back at its owner (null). */
  async setActingUser(manager: EntityManager, sessionId: string, actingUserId: string | null): Promise<void> {
    await manager.update(Session, { id: sessionId }, { actingUserId });
  }
}

/**
 * The live session with the identity it acts as: its own user, or the puppet an admin operates as
 * (then the admin is reported as `acting_admin_id`). Either account being deactivated, or the owner's
 * suspension, ends it.
 */
function liveSessionQuery(sessionsTable: string, usersTable: string): string {
  return `
    WITH live AS (
      SELECT s.id AS session_id,
             COALESCE(puppet.id, owner.id) AS user_id,
             COALESCE(puppet.is_admin, owner.is_admin) AS is_admin,
             s.expires_at,
             CASE WHEN puppet.id IS NOT NULL THEN owner.id END AS acting_admin_id,
             s.last_seen_at
        FROM ${sessionsTable} s
        JOIN ${usersTable} owner ON owner.id = s.user_id AND owner.deactivated_at IS NULL
         AND (owner.suspended_until IS NULL OR owner.suspended_until <= now())
        LEFT JOIN ${usersTable} puppet ON puppet.id = s.acting_user_id AND puppet.deactivated_at IS NULL
       WHERE s.id = $1
         AND s.revoked_at IS NULL
         AND s.expires_at > now()
         AND (s.acting_user_id IS NULL OR puppet.id IS NOT NULL)
    ), seen AS (
      UPDATE ${sessionsTable} AS seen_session SET last_seen_at = now()
        FROM live
       WHERE seen_session.id = live.session_id
         AND live.last_seen_at < now() - interval '${LAST_SEEN_PRECISION}'
    )
    SELECT session_id, user_id, is_admin, expires_at, acting_admin_id FROM live`;
}

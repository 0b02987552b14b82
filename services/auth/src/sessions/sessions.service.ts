import { EVENTS, type ResolvedSession, type SessionGrant } from '@boonies/contracts';
import { type EventMeta, Outbox } from '@boonies/messaging';
import type { ClientMeta } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mappers';
import { Session } from './entities/session.entity';
import { sessionExpiry } from './session-lifetime';

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
export class SessionsService {
  private readonly liveSessionQuery: string;
  private readonly sessionsTable: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.sessionsTable = dataSource.getMetadata(Session).tablePath;
    this.liveSessionQuery = buildLiveSessionQuery(
      dataSource.getMetadata(Session).tablePath,
      dataSource.getMetadata(User).tablePath,
    );
  }

  /** Opens a session inside the caller's transaction and describes it for the gateway's cookie. */
  async open(
    manager: EntityManager,
    user: User,
    persistent: boolean,
    client: ClientMeta,
  ): Promise<SessionGrant> {
    const session = await manager.save(
      manager.create(Session, {
        userId: user.id,
        persistent,
        expiresAt: sessionExpiry(persistent),
        ip: client.ip,
        userAgent: client.userAgent ?? null,
      }),
    );
    return {
      user: toUserDto(user),
      sessionId: session.id,
      expiresAt: session.expiresAt.toISOString(),
      persistent,
    };
  }

  /**
   * The identity behind a live session, or null when it is unknown, expired, revoked or its account is
   * deactivated. One statement on the primary key (it also refreshes `last_seen_at` now and then), as
   * the gateway asks on every cache miss.
   */
  async resolve(sessionId: string): Promise<ResolvedSession | null> {
    const [row] = await this.dataSource.query<LiveSessionRow[]>(this.liveSessionQuery, [sessionId]);
    if (!row) return null;
    return {
      sessionId: row.session_id,
      userId: row.user_id,
      isAdmin: row.is_admin,
      expiresAt: row.expires_at.toISOString(),
      ...(row.acting_admin_id ? { actingAdminId: row.acting_admin_id } : {}),
    };
  }

  /**
   * Ends a session and tells every gateway to forget it, in one transaction. Revoking an unknown or
   * already revoked session changes nothing and emits nothing.
   */
  async revoke(sessionId: string, correlationId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { raw } = await manager
        .createQueryBuilder()
        .update(Session)
        .set({ revokedAt: () => 'now()' })
        .where('id = :sessionId AND revoked_at IS NULL', { sessionId })
        .returning('user_id')
        .execute();
      const [revoked] = raw as { user_id: string }[];
      if (!revoked) return;
      await this.outbox.append(
        manager,
        EVENTS.auth.sessionRevoked,
        { sessionId, userId: revoked.user_id },
        { producer: 'auth', correlationId, actorId: revoked.user_id },
      );
    });
  }

  /**
   * Ends every live session of the user but `keepSessionId` (none kept when omitted) inside the caller's
   * transaction, announcing each so every gateway forgets it at once. Answers how many ended.
   */
  async revokeAllOf(
    manager: EntityManager,
    userId: string,
    meta: EventMeta,
    keepSessionId?: string,
  ): Promise<number> {
    // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's query().
    const [revoked] = await manager.query<[{ id: string }[], number]>(
      `UPDATE ${this.sessionsTable} SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
          AND ($2::uuid IS NULL OR id <> $2::uuid)
        RETURNING id`,
      [userId, keepSessionId ?? null],
    );
    for (const { id } of revoked) {
      await this.outbox.append(manager, EVENTS.auth.sessionRevoked, { sessionId: id, userId }, meta);
    }
    return revoked.length;
  }
}

/**
 * The live session with the identity it acts as: its own user, or the puppet an admin operates as
 * (then the admin is reported as `acting_admin_id`). Either account being deactivated, or the owner's
 * suspension, ends it.
 */
function buildLiveSessionQuery(sessionsTable: string, usersTable: string): string {
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

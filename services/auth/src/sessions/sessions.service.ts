import { AUTH_EVENTS, type ResolvedSession, type SessionGrant } from '@boonies/contracts/auth';
import { type EventMeta, Outbox } from '@boonies/messaging';
import type { ClientMeta } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import type { User } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mappers';
import { sessionExpiry } from './session-lifetime';
import { SessionsRepository } from './sessions.repository';

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Opens a session inside the caller's transaction and describes it for the gateway's cookie. */
  async open(
    manager: EntityManager,
    user: User,
    persistent: boolean,
    client: ClientMeta,
  ): Promise<SessionGrant> {
    const session = await this.sessions.insert(manager, {
      userId: user.id,
      persistent,
      expiresAt: sessionExpiry(persistent),
      ip: client.ip,
      userAgent: client.userAgent ?? null,
    });
    return {
      user: toUserDto(user),
      sessionId: session.id,
      expiresAt: session.expiresAt.toISOString(),
      persistent,
    };
  }

  /**
   * The identity behind a live session, or null when it is unknown, expired, revoked or its account is
   * deactivated. The gateway asks on every cache miss.
   */
  async resolve(sessionId: string): Promise<ResolvedSession | null> {
    const live = await this.sessions.findLive(sessionId);
    if (!live) return null;
    return {
      sessionId: live.sessionId,
      userId: live.userId,
      isAdmin: live.isAdmin,
      expiresAt: live.expiresAt.toISOString(),
      ...(live.actingAdminId ? { actingAdminId: live.actingAdminId } : {}),
    };
  }

  /**
   * Ends a session and tells every gateway to forget it, in one transaction. Revoking an unknown or
   * already revoked session changes nothing and emits nothing.
   */
  async revoke(sessionId: string, correlationId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.sessions.revoke(manager, sessionId);
      if (!userId) return;
      await this.outbox.append(
        manager,
        AUTH_EVENTS.sessionRevoked,
        { sessionId, userId },
        ownEventMeta(correlationId, userId),
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
    const revoked = await this.sessions.revokeAllOf(manager, userId, keepSessionId);
    for (const sessionId of revoked) {
      await this.outbox.append(manager, AUTH_EVENTS.sessionRevoked, { sessionId, userId }, meta);
    }
    return revoked.length;
  }
}

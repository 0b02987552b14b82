import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { PreferencesService } from '../preferences/preferences.service';
import { Session } from '../sessions/entities/session.entity';

/**
 * The auth service's part of Download Your Data: the account (never the password hash), its sessions
 * (never their ids, which the session cookies carry), preferences, follows both ways and the blocks the
 * user made. Blocks others made of the user are theirs, not the user's.
 */
@Injectable()
export class AuthExportService {
  private readonly statements: Record<'account' | 'sessions' | 'following' | 'followers' | 'blocks', string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly preferences: PreferencesService,
  ) {
    const { users, follows, blocks } = authTables(dataSource);
    const sessions = dataSource.getMetadata(Session).tablePath;
    this.statements = {
      account: `
        SELECT id, email, username, display_name AS "displayName", bio, profile_picture AS "profilePicture",
               header_video AS "headerVideo", location, skating_style AS "skatingStyle",
               favorite_spot AS "favoriteSpot", gradient_start_color AS "gradientStartColor",
               gradient_end_color AS "gradientEndColor", pro_status AS "proStatus",
               amateur_status AS "amateurStatus", flow_status AS "flowStatus", is_brand AS "isBrand",
               is_verified AS "isVerified", is_admin AS "isAdmin", is_trusted AS "isTrusted",
               is_puppet AS "isPuppet", deactivated_at AS "deactivatedAt", created_at AS "createdAt",
               updated_at AS "updatedAt"
          FROM ${users} WHERE id = $1`,
      sessions: `
        SELECT created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt",
               last_seen_at AS "lastSeenAt", persistent, ip, user_agent AS "userAgent"
          FROM ${sessions} WHERE user_id = $1 ORDER BY created_at`,
      following: `
        SELECT f.following_id AS "userId", u.username, f.created_at AS "followedAt"
          FROM ${follows} f JOIN ${users} u ON u.id = f.following_id
         WHERE f.follower_id = $1 ORDER BY f.created_at`,
      followers: `
        SELECT f.follower_id AS "userId", u.username, f.created_at AS "followedAt"
          FROM ${follows} f JOIN ${users} u ON u.id = f.follower_id
         WHERE f.following_id = $1 ORDER BY f.created_at`,
      blocks: `
        SELECT b.blocked_id AS "userId", u.username, b.created_at AS "blockedAt"
          FROM ${blocks} b JOIN ${users} u ON u.id = b.blocked_id
         WHERE b.blocker_id = $1 ORDER BY b.created_at`,
    };
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const read = (sql: string) => this.dataSource.query<unknown[]>(sql, [caller.userId]);
    const [account, sessions, following, followers, blocks, preferences] = await Promise.all([
      read(this.statements.account),
      read(this.statements.sessions),
      read(this.statements.following),
      read(this.statements.followers),
      read(this.statements.blocks),
      this.preferences.get(caller.userId),
    ]);
    return {
      service: 'auth',
      exportedAt: new Date().toISOString(),
      data: { account, sessions, preferences: [preferences], following, followers, blocks },
    };
  }
}

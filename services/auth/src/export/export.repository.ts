import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Session } from '../sessions/entities/session.entity';
import { User } from '../users/entities/user.entity';

/** The account as exported: every column but the password hash and the end of a suspension. */
export type ExportedAccount = Omit<User, 'passwordHash' | 'suspendedUntil'>;

/** A session as exported: never its id, which the session cookie carries. */
export interface ExportedSession {
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date;
  persistent: boolean;
  ip: string;
  userAgent: string | null;
}

/** The rows of Download Your Data, each already in the shape the export shows. */
@Injectable()
export class AuthExportRepository {
  private readonly sql: Record<'account' | 'sessions', string>;

  constructor(private readonly dataSource: DataSource) {
    const { users, sessions } = tablePaths(dataSource, { users: User, sessions: Session });
    this.sql = {
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
    };
  }

  /** The account, as a list of one (none for an account that no longer exists). */
  account(userId: string): Promise<ExportedAccount[]> {
    return this.dataSource.query<ExportedAccount[]>(this.sql.account, [userId]);
  }

  sessions(userId: string): Promise<ExportedSession[]> {
    return this.dataSource.query<ExportedSession[]>(this.sql.sessions, [userId]);
  }
}

import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { PreferencesService } from '../social/preferences/preferences.service';
import { AuthExportRepository } from './export.repository';

/**
 * The auth service's part of Download Your Data: the account (never the password hash), its sessions
 * (never their ids, which the session cookies carry), preferences, follows both ways and the blocks the
 * user made. Blocks others made of the user are theirs, not the user's.
 */
@Injectable()
export class AuthExportService {
  constructor(
    private readonly rows: AuthExportRepository,
    private readonly preferences: PreferencesService,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const userId = caller.userId;
    const [account, sessions, following, followers, blocks, preferences] = await Promise.all([
      this.rows.account(userId),
      this.rows.sessions(userId),
      this.rows.following(userId),
      this.rows.followers(userId),
      this.rows.blocks(userId),
      this.preferences.get(userId),
    ]);
    return {
      service: 'auth',
      exportedAt: new Date().toISOString(),
      data: { account, sessions, preferences: [preferences], following, followers, blocks },
    };
  }
}

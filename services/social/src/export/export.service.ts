import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { PreferencesService } from '../preferences/preferences.service';
import { SocialExportRepository } from './export.repository';

/**
 * The social service's part of Download Your Data: preferences, follows both ways and the blocks the user
 * made. Blocks others made of the user are theirs, not the user's.
 */
@Injectable()
export class SocialExportService {
  constructor(
    private readonly rows: SocialExportRepository,
    private readonly preferences: PreferencesService,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const userId = caller.userId;
    const [following, followers, blocks, preferences] = await Promise.all([
      this.rows.following(userId),
      this.rows.followers(userId),
      this.rows.blocks(userId),
      this.preferences.get(userId),
    ]);
    return {
      service: 'social',
      exportedAt: new Date().toISOString(),
      data: { preferences: [preferences], following, followers, blocks },
    };
  }
}

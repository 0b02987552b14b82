import { ACCOUNT_MESSAGES, type CallerIdentity } from '@boonies/contracts';
import { forbidden } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Follow } from './entities/follow.entity';
import { PrivacySetting } from './entities/privacy-setting.entity';

interface AccessRow {
  public_profile: boolean;
  show_progress: boolean;
  is_follower: boolean;
}

/** Whether a viewer may see a user's progress and score, by the user's privacy switches. */
export function mayViewProgress(
  caller: Pick<CallerIdentity, 'userId' | 'isAdmin'>,
  ownerId: string,
  setting: AccessRow | undefined,
): boolean {
  if (caller.isAdmin || caller.userId === ownerId || !setting) return true;
  return setting.show_progress && (setting.public_profile || setting.is_follower);
}

/**
 * Settings → Privacy for progress: Show Progress off hides it from everyone else; Public Profile off hides it
 * from everyone but followers. The owner and admins always see it.
 */
@Injectable()
export class ProgressAccess {
  private readonly settingQuery: string;

  constructor(private readonly dataSource: DataSource) {
    this.settingQuery = `
      SELECT p.public_profile, p.show_progress,
             EXISTS (SELECT 1 FROM ${dataSource.getMetadata(Follow).tablePath} f
                      WHERE f.follower_id = $2 AND f.following_id = p.user_id AND f.is_following) AS is_follower
        FROM ${dataSource.getMetadata(PrivacySetting).tablePath} p
       WHERE p.user_id = $1`;
  }

  async assertMayView(caller: CallerIdentity, ownerId: string): Promise<void> {
    if (caller.isAdmin || caller.userId === ownerId) return;
    const [setting] = await this.dataSource.query<AccessRow[]>(this.settingQuery, [ownerId, caller.userId]);
    if (!mayViewProgress(caller, ownerId, setting)) throw forbidden(ACCOUNT_MESSAGES.progressPrivate);
  }
}

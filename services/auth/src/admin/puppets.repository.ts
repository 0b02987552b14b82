import { PUPPET_LEVEL_MIN, type PuppetDto, type PuppetPreset } from '@boonies/contracts/auth';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { PuppetProfile } from './entities/puppet-profile.entity';

interface PuppetRow {
  id: string;
  username: string;
  email: string;
  bio: string | null;
  location: string | null;
  level: number | null;
  experience: string | null;
  isActive: boolean;
}

/** Puppet accounts with their profiles (level, experience, tone). */
@Injectable()
export class PuppetsRepository {
  private readonly listQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { users, profiles } = tablePaths(dataSource, { users: User, profiles: PuppetProfile });
    this.listQuery = `
      SELECT u.id, u.username, u.email, u.bio, u.location, p.level, p.experience,
             u.deactivated_at IS NULL AS "isActive"
        FROM ${users} u
        LEFT JOIN ${profiles} p ON p.user_id = u.id
       WHERE u.is_puppet
       ORDER BY u.username`;
  }

  /** Every puppet by username; one without a profile shows the lowest level and no experience. */
  async list(): Promise<PuppetDto[]> {
    const rows = await this.dataSource.query<PuppetRow[]>(this.listQuery);
    return rows.map((row) => ({
      ...row,
      level: row.level ?? PUPPET_LEVEL_MIN,
      experience: row.experience ?? '',
    }));
  }

  /**
   * Inserts the puppet's account and profile and answers the account, or null when its username or email
   * was taken meanwhile (a concurrent initialization got there first).
   */
  async insert(manager: EntityManager, preset: PuppetPreset, passwordHash: string): Promise<User | null> {
    const { raw } = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        username: preset.username,
        email: preset.email,
        passwordHash,
        bio: preset.bio,
        location: preset.location,
        isPuppet: true,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const [inserted] = raw as { id: string }[];
    if (!inserted) return null;
    await manager.insert(PuppetProfile, {
      userId: inserted.id,
      level: preset.level,
      experience: preset.experience,
      tone: preset.tone,
    });
    return manager.findOneByOrFail(User, { id: inserted.id });
  }
}

import { qualifiedTable, schemaOf } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where the auth service kept the social data before this service took it over. */
const AUTH_SCHEMA = schemaOf('auth', {});

/**
 * Takes over the data the auth service kept before this service existed, when its tables are in the same
 * database (every service shares one database role): the people from its accounts, follows, follow
 * requests, blocks, saved settings, and the projected scores, posts and sponsorships. A row already here
 * stays (`ON CONFLICT DO NOTHING`); a database without the auth service's tables has nothing to take. The
 * auth service's tables stay as they are (docs/architecture.md says when they go).
 */
export class ImportFromAuth1796661051120 implements MigrationInterface {
  name = 'ImportFromAuth1796661051120';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [{ present }] = await queryRunner.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [
      `"${AUTH_SCHEMA}"."users"`,
    ]);
    if (!present) return;
    const ours = (table: string) => qualifiedTable(queryRunner, table);
    const theirs = (table: string) => `"${AUTH_SCHEMA}"."${table}"`;
    await queryRunner.query(`
      INSERT INTO ${ours('people')} (
        user_id, username, display_name, bio, profile_picture, header_video, location, skating_style,
        favorite_spot, gradient_start_color, gradient_end_color, pro_status, amateur_status, flow_status,
        is_brand, is_verified, is_admin, is_active, suspended_until, created_at, updated_at)
      SELECT id, username, display_name, bio, profile_picture, header_video, location, skating_style,
             favorite_spot, gradient_start_color, gradient_end_color, pro_status, amateur_status, flow_status,
             is_brand, is_verified, is_admin, deactivated_at IS NULL, suspended_until, created_at, updated_at
        FROM ${theirs('users')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('follows')} (follower_id, following_id, created_at)
      SELECT follower_id, following_id, created_at FROM ${theirs('follows')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('follow_requests')} (requester_id, target_id, created_at)
      SELECT requester_id, target_id, created_at FROM ${theirs('follow_requests')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('blocks')} (blocker_id, blocked_id, created_at)
      SELECT blocker_id, blocked_id, created_at FROM ${theirs('blocks')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('preferences')} (user_id, notifications, push, privacy, accessibility, theme, updated_at)
      SELECT user_id, notifications, push, privacy, accessibility, theme, updated_at FROM ${theirs('preferences')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('user_scores')} (user_id, private_score, public_score, level, occurred_at)
      SELECT user_id, private_score, public_score, level, occurred_at FROM ${theirs('user_scores')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('user_posts')} (post_id, user_id, created_at, deleted_at)
      SELECT post_id, user_id, created_at, deleted_at FROM ${theirs('user_posts')}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO ${ours('sponsorships')} (sponsorship_id, brand_id, athlete_id, status, changed_at)
      SELECT sponsorship_id, brand_id, athlete_id, status, changed_at FROM ${theirs('sponsorships')}
      ON CONFLICT DO NOTHING`);
  }

  /** The copied rows are this service's now: undoing the tables' creation removes them. */
  async down(): Promise<void> {}
}

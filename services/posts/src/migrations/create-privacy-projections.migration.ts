import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The auth service's Public Profile switches and blocks, which decide whose posts a viewer's feeds show. */
export class CreatePrivacyProjections1763730000003 implements MigrationInterface {
  name = 'CreatePrivacyProjections1763730000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    const preferences = qualifiedTable(queryRunner, 'preferences');
    await queryRunner.query(`
      CREATE TABLE ${preferences} (
        "user_id" uuid NOT NULL,
        "public_profile" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "preferences_pkey" PRIMARY KEY ("user_id")
      )`);
    // Feeds look up only private authors: a small index however many users saved their settings.
    await queryRunner.query(
      `CREATE INDEX "preferences_private_idx" ON ${preferences} ("user_id") WHERE NOT "public_profile"`,
    );
    const blocks = qualifiedTable(queryRunner, 'blocks');
    await queryRunner.query(`
      CREATE TABLE ${blocks} (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "is_blocking" boolean NOT NULL,
        "changed_at" timestamptz NOT NULL,
        CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id")
      )`);
    // The primary key finds whom the viewer blocked; this finds who blocked the viewer.
    await queryRunner.query(`CREATE INDEX "blocks_blocked_idx" ON ${blocks} ("blocked_id", "blocker_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'blocks')}`);
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'preferences')}`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/**
 * Feeds now show a verification an admin removed (as removed, without voting), so the lookup of a post's
 * verifications covers the tombstones too.
 */
export class ShowRemovedVerifications1763730000005 implements MigrationInterface {
  name = 'ShowRemovedVerifications1763730000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    const verifications = qualifiedTable(queryRunner, 'post_verifications');
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'post_verifications_post_idx')}`);
    await queryRunner.query(`CREATE INDEX "post_verifications_post_idx" ON ${verifications} ("post_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const verifications = qualifiedTable(queryRunner, 'post_verifications');
    await queryRunner.query(`DROP INDEX ${qualifiedTable(queryRunner, 'post_verifications_post_idx')}`);
    await queryRunner.query(
      `CREATE INDEX "post_verifications_post_idx" ON ${verifications} ("post_id") WHERE NOT "removed"`,
    );
  }
}

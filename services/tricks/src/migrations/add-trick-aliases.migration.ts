import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualifiedTable } from '@boonies/platform';

/** The other names a trick goes by ("tre flip"), which every trick search matches as well as its name. */
export class AddTrickAliases1763720000007 implements MigrationInterface {
  name = 'AddTrickAliases1763720000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE ${qualifiedTable(queryRunner, 'tricks')} ADD COLUMN "aliases" text[] NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${qualifiedTable(queryRunner, 'tricks')} DROP COLUMN "aliases"`);
  }
}

import { SPONSORSHIP_STATUSES } from '@boonies/contracts/sponsorships';
import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sponsorships. A pair holds at most one pending or accepted sponsorship (partial unique index); rejected
 * ones stay for the athlete's inbox and do not block a new request. Each side's list reads its own index
 * newest first.
 */
export class CreateSponsorships1763800000000 implements MigrationInterface {
  name = 'CreateSponsorships1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sponsorships = qualifiedTable(queryRunner, 'sponsorships');
    const statuses = SPONSORSHIP_STATUSES.map((status) => `'${status}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE ${sponsorships} (
        "id" uuid NOT NULL,
        "brand_id" uuid NOT NULL,
        "athlete_id" uuid NOT NULL,
        "status" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "sponsorships_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sponsorships_status" CHECK ("status" IN (${statuses})),
        CONSTRAINT "sponsorships_not_self" CHECK ("brand_id" <> "athlete_id")
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "sponsorships_live_pair_key" ON ${sponsorships} ("brand_id", "athlete_id")
        WHERE "status" IN ('pending', 'accepted')`);
    await queryRunner.query(
      `CREATE INDEX "sponsorships_brand_idx" ON ${sponsorships} ("brand_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "sponsorships_athlete_idx" ON ${sponsorships} ("athlete_id", "created_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'sponsorships')}`);
  }
}

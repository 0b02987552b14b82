import { qualifiedTable } from '@boonies/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The park's calendar, seeded with two events. Their dates are set relative to when the schema is created,
 * so a new installation opens with two events that are still to come.
 */
export class CreateCalendarEvents1763950000001 implements MigrationInterface {
  name = 'CreateCalendarEvents1763950000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const events = qualifiedTable(queryRunner, 'calendar_events');
    await queryRunner.query(`
      CREATE TABLE ${events} (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" varchar(100) NOT NULL,
        "starts_at" timestamptz NOT NULL,
        "location" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "calendar_events_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "calendar_events_starts_at_idx" ON ${events} ("starts_at")`);
    await queryRunner.query(`
      INSERT INTO ${events} ("title", "starts_at", "location") VALUES
        ('Boonies Best Trick Jam', date_trunc('day', now()) + interval '12 days 14 hours',
         'The Boonies, main bowl'),
        ('Beginner Clinic: Drop-ins and Pumping', date_trunc('day', now()) + interval '26 days 10 hours',
         'The Boonies, mini ramp')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${qualifiedTable(queryRunner, 'calendar_events')}`);
  }
}
